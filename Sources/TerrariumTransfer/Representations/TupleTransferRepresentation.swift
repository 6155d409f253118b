/// Representations listed one after another in a ``TransferRepresentationBuilder``, the first
/// preferred.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    package let primitiveParts: [TransferPart<Item>]

    package init(parts: [TransferPart<Item>]) {
        self.primitiveParts = parts
    }
}
