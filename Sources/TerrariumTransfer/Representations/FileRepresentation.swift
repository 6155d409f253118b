/// A representation that moves a value as a file on disk, for payloads too large for memory.
///
/// ```swift
/// FileRepresentation(contentType: .mpeg4Movie) { video in
///     SentTransferredFile(video.file)
/// } importing: { received in
///     Video(file: try Library.keep(received.file))
/// }
/// ```
///
/// The sender's file is copied, never moved or deleted. The receiver gets a copy in a temporary
/// folder of its own, removed when the importer returns; an importer that keeps the file copies
/// it elsewhere first.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    package let primitiveParts: [TransferPart<Item>]

    /// Moves values of `contentType` both ways.
    public init(
        contentType: ContentType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        primitiveParts = [.file(contentType: contentType, exporting: exporting, importing: importing)]
    }

    /// Only exports values as files of `exportedContentType`.
    public init(
        exportedContentType: ContentType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        primitiveParts = [.file(contentType: exportedContentType, exporting: exporting, importing: nil)]
    }

    /// Only imports values from files of `importedContentType` or a type conforming to it.
    public init(
        importedContentType: ContentType, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        primitiveParts = [.file(contentType: importedContentType, exporting: nil, importing: importing)]
    }
}
