/// Representations listed one after another in a ``TransferRepresentationBuilder``, the first
/// preferred.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// Nothing: the engine reads a built-in representation's parts directly.
    public var body: PrimitiveTransferBody<Item> {
        return PrimitiveTransferBody()
    }

    package let primitiveParts: [TransferPart<Item>]

    package init(parts: [TransferPart<Item>]) {
        self.primitiveParts = parts
    }
}
