/// One content type of a representation list with the closures that move a value to and from it:
/// what every representation comes down to for the engine.
package struct TransferPart<Item: Transferable>: Sendable {
    /// The content type this part writes or reads.
    package var contentType: ContentType
    /// Turns a value into bytes or a file; `nil` when the part only imports.
    package var exporter: (@Sendable (Item) async throws -> TransferPayload)?
    /// Rebuilds a value from bytes or a file; `nil` when the part only exports.
    package var importer: (@Sendable (TransferPayload, TransferOptions) async throws -> Item)?
    /// Whether a given value offers this part; `exportingCondition` narrows it.
    package var isExportable: @Sendable (Item) -> Bool = { _ in true }
    /// The file name a value suggests for this part, without a path.
    package var suggestedFileName: @Sendable (Item) -> String? = { _ in nil }

    package init(
        contentType: ContentType, exporter: (@Sendable (Item) async throws -> TransferPayload)?,
        importer: (@Sendable (TransferPayload, TransferOptions) async throws -> Item)?
    ) {
        self.contentType = contentType
        self.exporter = exporter
        self.importer = importer
    }

    /// Whether this part can rebuild a value from data of `offered` type.
    package func canImport(_ offered: ContentType) -> Bool {
        importer != nil && offered.conforms(to: contentType)
    }
}
