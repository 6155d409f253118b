public import Foundation

/// A representation that moves a value as bytes in memory.
///
/// ```swift
/// DataRepresentation(contentType: .commaSeparatedText) { archive in
///     try archive.csvData()
/// } importing: { data in
///     try ProfilesArchive(csvData: data)
/// }
/// ```
///
/// An error the closures throw reaches the caller as ``TransferError/exportFailed(reason:)`` or
/// ``TransferError/decodingFailed(reason:)``.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    package let primitiveParts: [TransferPart<Item>]

    /// Moves values of `contentType` both ways.
    public init(
        contentType: ContentType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        primitiveParts = [.data(contentType: contentType, exporting: exporting, importing: importing)]
    }

    /// Only exports values as `exportedContentType`.
    public init(exportedContentType: ContentType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        primitiveParts = [.data(contentType: exportedContentType, exporting: exporting, importing: nil)]
    }

    /// Only imports values from `importedContentType` or a type conforming to it.
    public init(importedContentType: ContentType, importing: @escaping @Sendable (Data) async throws -> Item) {
        primitiveParts = [.data(contentType: importedContentType, exporting: nil, importing: importing)]
    }
}
