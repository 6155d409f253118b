public import Foundation
import TerrariumTransfer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Document {
    /// Moves the document's file to `url`, as a title menu's Move does; the document goes on at
    /// the new place.
    ///
    /// The file is renamed (or, across file systems, copied atomically and the original removed),
    /// never over an existing file. The lock of the new path is taken before anything moves and
    /// the old one released after; the recovery copy follows; ``fileType`` follows the new
    /// extension when it names a known type. Unsaved edits and the undo history are untouched: a
    /// dirty document stays dirty and autosaves to the new path. A document never saved only
    /// takes the new URL. Refused while closed, read-only or in conflict, and for a symbolic
    /// link; on any failure the file, the lock and ``fileURL`` stay as they were.
    public func move(to url: URL) async throws {
        try await enqueueThrowing { () async throws(DocumentError) in
            try await self.moveNow(to: url.standardizedFileURL)
        }
    }

    /// Renames the document's file to `name` in the same folder, as ``move(to:)`` does.
    ///
    /// An empty name, `.`, `..`, or one holding `/`, NUL or a control character is refused with
    /// kind ``DocumentError/Kind/invalidName``.
    public func rename(to name: String) async throws {
        if let why = Self.fileNameProblem(name) { throw DocumentError.invalidName(name, why: why) }
        try await enqueueThrowing { () async throws(DocumentError) in
            let folder = DocumentPath.folder(of: self.fileURL.path)
            try await self.moveNow(to: URL(fileURLWithPath: DocumentPath.join(folder, name), isDirectory: false))
        }
    }

    /// Writes the document's current contents, unsaved edits included, to a new file at `url`,
    /// as a title menu's Duplicate does; never over an existing file.
    ///
    /// The document itself is unchanged: same file, same unsaved edits. The copy takes the file's
    /// permission bits when the file exists.
    public func duplicate(to url: URL) async throws {
        try await enqueueThrowing { () async throws(DocumentError) in
            try await self.duplicateNow(to: url.standardizedFileURL)
        }
    }

    /// The first free name for a copy of `url` in its folder: `notes copy.md`, then
    /// `notes copy 2.md`, `notes copy 3.md`, and so on (`notes copy` without an extension).
    ///
    /// A copy of a copy counts on from its number rather than adding another "copy".
    nonisolated public static func duplicateURL(for url: URL, fileSystem: any FileSystem = POSIXFileSystem()) -> URL {
        let path = url.standardizedFileURL.path
        let folder = DocumentPath.folder(of: path)
        let name = DocumentPath.name(of: path)
        var number = 1
        while true {
            let candidate = DocumentPath.join(folder, duplicateName(for: name, number: number))
            // A name that cannot be looked at counts as taken, so no copy is written over it; past
            // every plausible number the next name is given anyway and the write refuses it.
            let free: Bool
            do { free = try fileSystem.status(ofItemAt: candidate, followingLinks: false) == nil } catch {
                free = false
            }
            if free || number >= 10_000 { return URL(fileURLWithPath: candidate, isDirectory: false) }
            number += 1
        }
    }

    /// The name of the `number`-th copy of a file named `name`: `notes copy.md` for 1,
    /// `notes copy 2.md` for 2; a name already ending in "copy" or "copy N" is counted on from.
    nonisolated package static func duplicateName(for name: String, number: Int) -> String {
        let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
        var base = dot.map { String(name[..<$0]) } ?? name
        let suffix = dot.map { String(name[$0...]) } ?? ""
        if let range = base.range(of: " copy", options: .backwards) {
            let number = base[range.upperBound...].dropFirst()
            let counted = base[range.upperBound...].first == " " && !number.isEmpty
            if range.upperBound == base.endIndex || (counted && number.allSatisfy { $0.isASCII && $0.isNumber }) {
                base = String(base[..<range.lowerBound])
            }
        }
        return number == 1 ? "\(base) copy\(suffix)" : "\(base) copy \(number)\(suffix)"
    }

    /// Why `name` cannot name a file in a folder, as a phrase; nil when it can.
    nonisolated package static func fileNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a name cannot be empty" }
        if name == "." || name == ".." { return "“.” and “..” name folders, not files" }
        if name.contains("/") { return "a name cannot hold “/”" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a name cannot hold NUL or other control characters"
        }
        return nil
    }

    // MARK: On the queue

    /// Moves the file to `destination` (standardized); see ``move(to:)``.
    private func moveNow(to destination: URL) async throws(DocumentError) {
        guard destination.path != fileURL.path else { return }
        let name = localizedName
        let newName = destination.lastPathComponent
        if documentState.contains(.editingDisabled) {
            throw .editingDisabled(editingDisabledReason ?? "\(name) is read-only, so it was not moved.")
        }
        if documentState.contains(.inConflict) {
            throw .inConflict(fileName: name, deleted: conflict?.kind == .deleted, notDone: "moved")
        }
        let fileSystem = environment.fileSystem
        let source = fileURL.path
        var existing = try sourceStatus(name: name, newName: newName)
        if existing != nil && documentState.contains(.closed) { throw .notOpen(fileName: name, notDone: "moved") }
        if existing?.kind == .symbolicLink { throw .symbolicLinkNotMoved(fileName: name) }
        if let status = existing, let knownVersion, status.version != knownVersion {
            // Moving someone else's version under edits made to another would hide their change.
            await noticeExternalChange()
            if documentState.contains(.inConflict) {
                throw .inConflict(fileName: name, deleted: conflict?.kind == .deleted, notDone: "moved")
            }
            existing = try sourceStatus(name: name, newName: newName)
        }
        if existing == nil && !documentState.contains(.closed) {
            // The file was deleted underneath an open document: that is a conflict to resolve.
            await noticeExternalChange()
            throw .inConflict(fileName: name, deleted: true, notDone: "moved")
        }
        let taken: Bool
        do { taken = try fileSystem.status(ofItemAt: destination.path, followingLinks: false) != nil } catch {
            throw .moving(error, fileName: name, to: newName)
        }
        if taken { throw .alreadyExists(fileName: newName) }
        // A document never saved has no file to move; a lock left by a failed first save follows its name.
        let previousLock = heldLock
        var acquired: DocumentLock?
        if existing != nil || previousLock != nil {
            switch tryLock(target: destination.path) {
            case .acquired(let lock): acquired = lock
            case .alreadyHeld, .notLocking: break
            case .heldBy(let who): throw .lockedByAnotherProcess(fileName: newName, holder: who)
            case .failed(let error): throw .moving(error, fileName: name, to: newName)
            }
        }
        var copiedVersion: FileVersion?
        if let permissions = existing?.permissions {
            let limit = maximumFileSize
            let target = destination.path
            do {
                copiedVersion = try await Self.offMainActor {
                    try Document.moveItem(
                        at: source, to: target, permissions: permissions, fileSystem: fileSystem, limit: limit)
                }
            } catch {
                acquired?.release()
                let failure = error as? FileSystemError ?? FileSystemError(.rename, path: target, code: EIO)
                throw .moving(failure, fileName: name, to: newName)
            }
        }
        if let acquired {
            previousLock?.release()
            heldLock = acquired
        }
        let oldRecoveryKey = recoveryKey
        let knownBefore = knownVersion
        fileURL = destination
        if let type = ContentType(filenameExtension: destination.pathExtension) { fileType = type }
        // A rename keeps the inode, size and time, so the known version still names the file; a
        // copy is a new file, whose version is ours only if the original was the known one.
        if let copiedVersion, knownBefore == existing?.version { noteFileVersion(copiedVersion) }
        await moveRecoveryCopy(from: oldRecoveryKey)
        notifyStateChange()
        reschedule()
    }

    /// The status of the document's own path, not following a final link; a failure to look is
    /// a failed move.
    private func sourceStatus(name: String, newName: String) throws(DocumentError) -> FileStatus? {
        do {
            return try environment.fileSystem.status(ofItemAt: fileURL.path, followingLinks: false)
        } catch {
            throw .moving(error, fileName: name, to: newName)
        }
    }

    /// Moves the item at `source` to the free path `destination`: a rename, or across file
    /// systems (`EXDEV`) a copy written atomically with the original's permission bits, then the
    /// original removed.
    ///
    /// Returns the copy's version, nil after a rename. On failure `source` is as it was and
    /// nothing is left at `destination`.
    nonisolated private static func moveItem(
        at source: String, to destination: String, permissions: UInt32, fileSystem: any FileSystem, limit: Int64
    ) throws(FileSystemError) -> FileVersion? {
        do {
            try fileSystem.rename(source, to: destination)
        } catch  where error.code == EXDEV {
            let contents = try FileWrapperReader(fileSystem: fileSystem, limit: limit).read(at: source)
            let version = try writeNewCopy(contents, at: destination, permissions: permissions, fileSystem: fileSystem)
            let writer = AtomicFileWriter(fileSystem: fileSystem)
            // Renamed aside first, so a folder that fails to be removed half-way is never
            // half-gone from its name while the copy is dropped.
            let aside = writer.temporaryPath(for: source, purpose: "old")
            do { try fileSystem.rename(source, to: aside) } catch {
                try? writer.removeTree(at: destination)
                throw error
            }
            try? writer.removeTree(at: aside)
            try? fileSystem.synchronizeDirectory(at: DocumentPath.folder(of: source))
            return version
        }
        // The move is done once renamed; flushing both folders only makes it survive a crash.
        try? fileSystem.synchronizeDirectory(at: DocumentPath.folder(of: destination))
        try? fileSystem.synchronizeDirectory(at: DocumentPath.folder(of: source))
        return nil
    }

    /// Writes `contents` as a new item at `path`, failing with `EEXIST` if something is there:
    /// the name is reserved first, then replaced atomically, with exactly `permissions` when given.
    ///
    /// Returns the new item's version when the writer knows it.
    @discardableResult
    nonisolated package static func writeNewCopy(
        _ contents: FileWrapper, at path: String, permissions: UInt32?, fileSystem: any FileSystem
    ) throws(FileSystemError) -> FileVersion? {
        try fileSystem.reserveNewFile(
            at: path, permissions: permissions, defaultPermissions: contents.isDirectory ? 0o777 : 0o666)
        do {
            // A copy the folder's flush did not confirm is still in place, so it counts as written.
            return try AtomicFileWriter(fileSystem: fileSystem).writeOutcome(contents, to: path).version
        } catch {
            try? fileSystem.removeItem(at: path)
            throw error
        }
    }

    /// Writes the contents to a new file at `destination` (standardized); see ``duplicate(to:)``.
    private func duplicateNow(to destination: URL) async throws(DocumentError) {
        let name = localizedName
        let copyName = destination.lastPathComponent
        guard destination.path != fileURL.path else { throw .alreadyExists(fileName: copyName) }
        let produce: @Sendable () throws -> FileWrapper
        do {
            produce = try makeContentsProducer(forType: fileType)
        } catch {
            throw Self.duplicatingError(error, fileName: name, copyName: copyName)
        }
        let fileSystem = environment.fileSystem
        let source = fileURL.path
        let target = destination.path
        do {
            try await Self.offMainActor {
                let contents = try produce()
                // The file's own mode when it is the same kind of item as the copy; else the
                // umask's default.
                let original = try? fileSystem.status(ofItemAt: source, followingLinks: true)
                let permissions = original.flatMap {
                    ($0.kind == .directory) == contents.isDirectory ? $0.permissions : nil
                }
                try Document.writeNewCopy(contents, at: target, permissions: permissions, fileSystem: fileSystem)
            }
        } catch {
            throw Self.duplicatingError(error, fileName: name, copyName: copyName)
        }
    }

    /// The document error for anything writing a copy threw.
    private static func duplicatingError(_ error: any Error, fileName: String, copyName: String) -> DocumentError {
        if let error = error as? FileSystemError { return .duplicating(error, fileName: fileName, to: copyName) }
        if let error = error as? DocumentError { return error }
        return DocumentError(
            .fileSystem, message: "\(copyName) was not written: \(error). \(fileName) was not changed.")
    }
}
