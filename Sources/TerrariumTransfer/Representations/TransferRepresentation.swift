/// A description of one way to move a ``Transferable`` value: a content type and how to turn the
/// value into it, back, or both.
///
/// Compose built-in representations in a custom one through its `body`, as a view composes
/// others:
///
/// ```swift
/// struct PlantRepresentation: TransferRepresentation {
///     var body: some TransferRepresentation<Plant> {
///         CodableRepresentation(contentType: .plant)
///         ProxyRepresentation(exporting: \.name)
///     }
/// }
/// ```
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of value this representation moves.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation<Item>
    /// The representations this one is made of, in order of preference.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// The body of a representation built into this module, which is made of nothing else.
public struct PrimitiveTransferBody<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    package var primitiveParts: [TransferPart<Item>] { [] }

    package init() {}

    /// Itself: it is made of nothing else.
    public var body: PrimitiveTransferBody<Item> {
        return self
    }
}

/// A representation the engine reads directly, without a body.
package protocol PrimitiveTransferRepresentation<Item>: TransferRepresentation {
    /// The type of value this representation moves.
    associatedtype Item
    /// The content types this representation moves, in order of preference.
    var primitiveParts: [TransferPart<Item>] { get }
}

extension PrimitiveTransferRepresentation {
    /// Nothing: the engine reads a built-in representation's parts directly.
    public var body: PrimitiveTransferBody<Item> {
        return PrimitiveTransferBody()
    }
}

extension TransferRepresentation {
    /// Every content type this representation moves, in order of preference.
    package var parts: [TransferPart<Item>] {
        if let primitive = self as? any PrimitiveTransferRepresentation<Item> {
            return primitive.primitiveParts
        }
        return body.parts
    }
}
