public import Foundation

extension Transferable {
    /// Every content type this type can export, the preferred first, whatever the value.
    public static var exportedContentTypes: [ContentType] {
        unique(transferParts.filter { $0.exporter != nil }.map(\.contentType))
    }

    /// Every content type this type can import from, the preferred first; subtypes are read too.
    public static var importedContentTypes: [ContentType] {
        unique(transferParts.filter { $0.importer != nil }.map(\.contentType))
    }

    /// Whether one of this type's representations reads data of `contentType`.
    public static func canImport(_ contentType: ContentType) -> Bool {
        transferParts.contains { $0.canImport(contentType) }
    }

    /// The content types this value offers, the preferred first, its exporting conditions applied.
    public var offeredContentTypes: [ContentType] { TransferItem(self).contentTypes }

    /// The bytes of this value as the first offered type conforming to `contentType`.
    ///
    /// ```swift
    /// let json = try await plant.exported(as: .json)
    /// ```
    public func exported(as contentType: ContentType, limit: Int? = nil) async throws -> Data {
        try await TransferItem(self).data(as: contentType, limit: limit)
    }

    /// A value rebuilt from `data` of `contentType` by the first representation that reads it.
    ///
    /// ```swift
    /// let plant = try await Plant.imported(from: pasted, contentType: .plant)
    /// ```
    ///
    /// - Throws: ``TransferError``: no representation reads the type, the data is over `limit`,
    ///   or the importer failed (``TransferError/decodingFailed(reason:)`` with its reason).
    public static func imported(from data: Data, contentType: ContentType, limit: Int? = nil) async throws -> Self {
        let importer = try importer(for: contentType)
        return try await importer(.data(data), TransferOptions(limit: limit))
    }

    /// A value rebuilt from the file at `url` by the first representation that reads its type.
    ///
    /// The type is `contentType`, or the one the file's extension names, or `.data`. A file
    /// representation gets a copy in a temporary folder that is removed when its importer
    /// returns; the file at `url` is only read.
    public static func imported(
        fromFileAt url: URL, contentType: ContentType? = nil, limit: Int? = nil,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws -> Self {
        _ = try TransferFiles.size(of: url)
        let type = contentType ?? ContentType(filenameExtension: url.pathExtension) ?? .data
        let importer = try importer(for: type)
        let options = TransferOptions(limit: limit, progress: progress, fileName: url.lastPathComponent)
        return try await importer(.file(SentTransferredFile(url)), options)
    }

    private static func importer(
        for contentType: ContentType
    ) throws -> @Sendable (TransferPayload, TransferOptions) async throws -> Self {
        guard let importer = transferParts.first(where: { $0.canImport(contentType) })?.importer else {
            throw TransferError.noMatchingContentType(offered: [contentType], accepted: importedContentTypes)
        }
        return importer
    }

    private static func unique(_ types: [ContentType]) -> [ContentType] {
        var seen: Set<ContentType> = []
        return types.filter { seen.insert($0).inserted }
    }
}
