package import Foundation

extension TransferPart {
    /// A part that moves bytes in memory, reading a file handed over under the size cap.
    package static func data(
        contentType: ContentType, exporting: (@Sendable (Item) async throws -> Data)?,
        importing: (@Sendable (Data) async throws -> Item)?
    ) -> TransferPart {
        var exporter: (@Sendable (Item) async throws -> TransferPayload)?
        if let exporting {
            exporter = { item in .data(try await reporting(TransferError.exportFailed) { try await exporting(item) }) }
        }
        var importer: (@Sendable (TransferPayload, TransferOptions) async throws -> Item)?
        if let importing {
            importer = { payload, options in
                let data: Data
                switch payload {
                case .data(let bytes):
                    if let limit = options.limit, bytes.count > limit {
                        throw TransferError.tooLarge(size: bytes.count, limit: limit)
                    }
                    data = bytes
                case .file(let sent):
                    data = try TransferFiles.read(sent.file, limit: options.limit)
                }
                return try await reporting(TransferError.decodingFailed) { try await importing(data) }
            }
        }
        return TransferPart(contentType: contentType, exporter: exporter, importer: importer)
    }

    /// A part that moves a file: the receiver gets a copy in a temporary folder that is removed
    /// when its importer returns, or the sender's own file in place when the sender allows it
    /// and the transfer stays in this process.
    package static func file(
        contentType: ContentType, exporting: (@Sendable (Item) async throws -> SentTransferredFile)?,
        importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?
    ) -> TransferPart {
        var exporter: (@Sendable (Item) async throws -> TransferPayload)?
        if let exporting {
            exporter = { item in
                let sent = try await reporting(TransferError.exportFailed) { try await exporting(item) }
                _ = try TransferFiles.size(of: sent.file)
                return .file(sent)
            }
        }
        var importer: (@Sendable (TransferPayload, TransferOptions) async throws -> Item)?
        if let importing {
            importer = { payload, options in
                try await receive(payload, as: contentType, options: options) { received in
                    try await reporting(TransferError.decodingFailed) { try await importing(received) }
                }
            }
        }
        return TransferPart(contentType: contentType, exporter: exporter, importer: importer)
    }

    /// What `body` returns; what it throws is reported through `failure`, as an export or a
    /// decoding failure, unless it is already a transfer error.
    private static func reporting<Value>(
        _ failure: (String) -> TransferError, _ body: () async throws -> Value
    ) async throws -> Value {
        do {
            return try await body()
        } catch {
            throw TransferError.wrapping(error, failure)
        }
    }

    private static func receive(
        _ payload: TransferPayload, as contentType: ContentType, options: TransferOptions,
        _ importing: (ReceivedTransferredFile) async throws -> Item
    ) async throws -> Item {
        switch payload {
        case .file(let sent) where sent.allowAccessingOriginalFile && options.isInProcess:
            _ = try TransferFiles.size(of: sent.file)
            return try await importing(ReceivedTransferredFile(file: sent.file, isOriginalFile: true))
        case .file(let sent):
            _ = try TransferFiles.size(of: sent.file)
            return try await TransferFiles.withTemporaryFolder { folder in
                let name = TransferFiles.fileName(options.fileName ?? sent.file.lastPathComponent, for: contentType)
                let copy = folder.appendingPathComponent(name)
                try await TransferFiles.copy(sent.file, to: copy, progress: options.progress)
                return try await importing(ReceivedTransferredFile(file: copy, isOriginalFile: false))
            }
        case .data(let data):
            return try await TransferFiles.withTemporaryFolder { folder in
                let file = folder.appendingPathComponent(TransferFiles.fileName(options.fileName, for: contentType))
                try TransferFiles.write(data, to: file)
                options.progress?(TransferProgress(completedBytes: Int64(data.count), totalBytes: Int64(data.count)))
                return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
            }
        }
    }
}
