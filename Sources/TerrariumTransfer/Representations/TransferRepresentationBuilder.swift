/// Builds a list of representations from the statements of a `transferRepresentation` or
/// `body`, in order of preference.
///
/// ```swift
/// static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .plant)
///     if supportsCSV { DataRepresentation(exportedContentType: .commaSeparatedText) { try $0.csv() } }
///     ProxyRepresentation(exporting: \.name)
/// }
/// ```
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<Representation: TransferRepresentation>(
        _ representation: Representation
    ) -> TupleTransferRepresentation<Item> where Representation.Item == Item {
        TupleTransferRepresentation(parts: representation.parts)
    }

    /// Representations one after another, the first preferred.
    public static func buildBlock(_ components: TupleTransferRepresentation<Item>...) -> TupleTransferRepresentation<
        Item
    > {
        TupleTransferRepresentation(parts: components.flatMap(\.primitiveParts))
    }

    /// Representations under an `if` without `else`.
    public static func buildOptional(_ component: TupleTransferRepresentation<Item>?) -> TupleTransferRepresentation<
        Item
    > {
        component ?? TupleTransferRepresentation(parts: [])
    }

    /// The representations of an `if` branch.
    public static func buildEither(first component: TupleTransferRepresentation<Item>) -> TupleTransferRepresentation<
        Item
    > {
        component
    }

    /// The representations of an `else` branch.
    public static func buildEither(second component: TupleTransferRepresentation<Item>) -> TupleTransferRepresentation<
        Item
    > {
        component
    }

    /// The representations of every pass of a `for` loop, in order.
    public static func buildArray(_ components: [TupleTransferRepresentation<Item>]) -> TupleTransferRepresentation<
        Item
    > {
        TupleTransferRepresentation(parts: components.flatMap(\.primitiveParts))
    }

    /// Representations under `if #available`.
    public static func buildLimitedAvailability(
        _ component: TupleTransferRepresentation<Item>
    ) -> TupleTransferRepresentation<Item> {
        component
    }
}
