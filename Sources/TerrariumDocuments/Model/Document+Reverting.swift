public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Document {
    /// Discards the unsaved edits and reads the file again, as a title menu's Revert to Saved
    /// does (UIKit's `revert(toContentsOf:)`).
    ///
    /// The undo history is cleared, the document is clean, and its recovery copy, conflict and
    /// saving error are gone. With another `url`, that file's contents replace the document's as
    /// unsaved edits (the document keeps its own file, which they save to). If the file cannot be
    /// read, nothing changes, the edits stay and this throws. Refused while closed, and for
    /// another `url` while read-only.
    public func revert(toContentsOf url: URL? = nil) async throws {
        try await enqueueThrowing { () async throws(DocumentError) in
            try await self.revertNow(toContentsOf: url?.standardizedFileURL ?? self.fileURL)
        }
    }

    /// Reads `source` and loads it in place of the edits; see ``revert(toContentsOf:)``.
    private func revertNow(toContentsOf source: URL) async throws(DocumentError) {
        let ownFile = source.path == fileURL.path
        let name = source.lastPathComponent
        guard !documentState.contains(.closed) else { throw .notOpen(fileName: localizedName, notDone: "reverted") }
        if !ownFile && documentState.contains(.editingDisabled) {
            throw .editingDisabled(editingDisabledReason ?? "\(localizedName) is read-only, so it was not reverted.")
        }
        let fileSystem = environment.fileSystem
        let limit = maximumFileSize
        let path = source.path
        let read: (status: FileStatus, contents: FileWrapper)
        do {
            read = try await Self.offMainActor {
                guard let status = try fileSystem.status(ofItemAt: path, followingLinks: true) else {
                    throw FileSystemError(.open, path: path, code: ENOENT)
                }
                if status.kind == .regular && status.size > limit {
                    throw FileSystemError(.read, path: path, code: EFBIG)
                }
                return (status, try FileWrapperReader(fileSystem: fileSystem, limit: limit).read(at: path))
            }
        } catch let error as FileSystemError {
            throw .reverting(error, fileName: name, limit: limit)
        } catch {
            throw .unreadable(fileName: name, reason: String(describing: error))
        }
        do {
            // Another file's contents are not this file's saved version: the known one stays.
            try reload(read.contents, version: ownFile ? read.status.version : knownVersion)
        } catch {
            throw error as? DocumentError ?? .unreadable(fileName: name, reason: String(describing: error))
        }
        // The copy it held was removed with the edits.
        if recoveredContents != nil { setRecoveredContents(nil) }
        if !ownFile { updateChangeCount(.done) }
    }
}
