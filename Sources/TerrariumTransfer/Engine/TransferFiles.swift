package import Foundation

/// The file work of transfers: private temporary folders, copies in chunks with progress, and
/// reads under a size cap.
package enum TransferFiles {
    /// The bytes copied between progress reports and cancellation checks.
    static let chunkSize = 1 << 20

    /// A new, empty folder that belongs to one transfer, under the system's temporary folder.
    package static func makeTemporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("terrarium-transfer-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw TransferError.fileOperationFailed(folder, reason: String(describing: error))
        }
        return folder
    }

    /// Runs `body` with a fresh temporary folder and removes the folder afterwards, whether
    /// `body` returned or threw.
    package static func withTemporaryFolder<Result: Sendable>(
        _ body: (URL) async throws -> Result
    ) async throws -> Result {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    /// The size of the regular file at `url`, throwing ``TransferError/fileMissing(_:)`` when
    /// there is none.
    package static func size(of url: URL) throws -> Int64 {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { throw TransferError.fileMissing(url) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.size] as? NSNumber)?.int64Value ?? 0
    }

    /// The contents of the file at `url`, refused when larger than `limit`.
    package static func read(_ url: URL, limit: Int?) throws -> Data {
        let size = try size(of: url)
        if let limit, size > Int64(limit) { throw TransferError.tooLarge(size: Int(size), limit: limit) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw TransferError.fileOperationFailed(url, reason: String(describing: error))
        }
    }

    /// Writes `data` to a new file at `destination`, replacing any file there unless `replacing`
    /// is false, in which case an existing file makes it fail.
    package static func write(_ data: Data, to destination: URL, replacing: Bool = true) throws {
        do {
            try data.write(to: destination, options: replacing ? .atomic : .withoutOverwriting)
        } catch {
            throw TransferError.fileOperationFailed(destination, reason: String(describing: error))
        }
    }

    /// Copies `source` to `destination` in chunks, reporting progress after each and stopping when
    /// the task is cancelled; `source` is only read.
    package static func copy(
        _ source: URL, to destination: URL, replacing: Bool = true,
        progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws {
        let total = try size(of: source)
        // Creating the destination would empty the sender's file if both named the same one.
        guard
            source.standardizedFileURL.resolvingSymlinksInPath()
                != destination.standardizedFileURL.resolvingSymlinksInPath()
        else { throw TransferError.fileOperationFailed(destination, reason: "it is the file being copied") }
        guard let input = FileHandle(forReadingAtPath: source.path) else { throw TransferError.fileMissing(source) }
        defer { try? input.close() }
        // Without replacing, the file is created exclusively, so one made meanwhile is never emptied.
        let flags = O_WRONLY | O_CREAT | (replacing ? O_TRUNC : O_EXCL)
        let descriptor = open(destination.path, flags, 0o666)
        guard descriptor >= 0 else {
            let reason = errno == EEXIST ? "it already exists" : "cannot create the file"
            throw TransferError.fileOperationFailed(destination, reason: reason)
        }
        let output = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        defer { try? output.close() }
        var completed: Int64 = 0
        progress?(TransferProgress(completedBytes: 0, totalBytes: total))
        do {
            while let chunk = try input.read(upToCount: chunkSize), !chunk.isEmpty {
                try Task.checkCancellation()
                try output.write(contentsOf: chunk)
                completed += Int64(chunk.count)
                progress?(TransferProgress(completedBytes: completed, totalBytes: total))
                await Task.yield()
            }
        } catch let error as CancellationError {
            try? FileManager.default.removeItem(at: destination)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: destination)
            throw TransferError.fileOperationFailed(destination, reason: String(describing: error))
        }
        if total == 0 { progress?(TransferProgress(completedBytes: 0, totalBytes: 0)) }
    }

    /// A file name for data of `contentType`: `preferred` if given, else `transfer`, with the
    /// type's preferred extension when the name has none.
    package static func fileName(_ preferred: String?, for contentType: ContentType) -> String {
        let last = preferred.map { ($0 as NSString).lastPathComponent } ?? ""
        let base = ["", ".", "..", "/"].contains(last) ? "transfer" : last
        guard (base as NSString).pathExtension.isEmpty, let ext = contentType.preferredFilenameExtension else {
            return base
        }
        return base + "." + ext
    }
}
