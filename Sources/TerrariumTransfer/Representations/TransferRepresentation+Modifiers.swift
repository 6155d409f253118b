extension TransferRepresentation {
    /// Offers this representation only for values where `condition` is true; importing is
    /// unaffected.
    ///
    /// ```swift
    /// DataRepresentation(exportedContentType: .commaSeparatedText) { try $0.csv() }
    ///     .exportingCondition { $0.supportsCSV }
    /// ```
    public func exportingCondition(
        _ condition: @escaping @Sendable (Item) -> Bool
    ) -> some TransferRepresentation<Item> {
        modifyingParts { part in
            let previous = part.isExportable
            part.isExportable = { item in previous(item) && condition(item) }
        }
    }

    /// Suggests `fileName` for files made from this representation.
    ///
    /// ```swift
    /// CodableRepresentation(contentType: .plant).suggestedFileName("Plant.plant")
    /// ```
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        suggestedFileName { _ in fileName }
    }

    /// Suggests a file name computed from the value for files made from this representation.
    public func suggestedFileName(
        _ fileName: @escaping @Sendable (Item) -> String?
    ) -> some TransferRepresentation<Item> {
        modifyingParts { part in
            let previous = part.suggestedFileName
            part.suggestedFileName = { item in fileName(item) ?? previous(item) }
        }
    }

    private func modifyingParts(
        _ modify: (inout TransferPart<Item>) -> Void
    ) -> TupleTransferRepresentation<Item> {
        TupleTransferRepresentation(
            parts: parts.map { part in
                var part = part
                modify(&part)
                return part
            })
    }
}
