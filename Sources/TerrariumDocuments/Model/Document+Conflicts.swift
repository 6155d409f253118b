import Foundation
import TerrariumTransfer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Document {
    /// Looks at the file on disk (its inode, size and modification time) and acts on a change made by someone else: a
    /// clean document reloads it, one with edits goes ``DocumentState/inConflict`` with ``conflict`` holding the
    /// disk's contents and what differs.
    ///
    /// A deleted file is a conflict too, clean or not, so the UI can say so.
    ///
    /// The UI layer calls this on a timer of its choosing (every second or two) and when the app
    /// comes back to the foreground; there is no inotify watch, as polling costs one `stat` and
    /// works on every file system, network ones included.
    public func checkForExternalChanges() async {
        await enqueue { await self.noticeExternalChange() }
    }

    /// Resolves the conflict: keeping mine saves the document over the disk's version (and recreates a deleted file);
    /// taking theirs loads the disk's version, or closes the document without saving when the file was deleted or
    /// cannot be read (leaving that file as it is).
    ///
    /// A file that cannot be read is never saved over, so keeping mine throws for
    /// ``DocumentConflict/Kind/unreadable``: ``keepBoth()`` saves the edits beside it. Taking theirs clears the undo
    /// history.
    public func resolveConflict(keepingMine: Bool) async throws {
        let result: Result<Void, DocumentError> = await enqueue {
            guard let conflict = self.conflict else { return .success(()) }
            if keepingMine {
                do throws(DocumentError) {
                    try await self.saveNow(to: self.fileURL, for: .forOverwriting, autosaving: false)
                } catch {
                    return .failure(error)
                }
            } else if conflict.kind != .unreadable, let disk = conflict.diskContents {
                do {
                    try self.reload(disk, version: conflict.diskVersion)
                } catch {
                    // Theirs does not load after all: the conflict becomes one that is never saved over.
                    let reason = String(describing: error)
                    self.noteUnreadable(version: conflict.diskVersion, reason: reason, contents: disk)
                    return .failure(.unreadable(fileName: self.localizedName, reason: reason))
                }
            } else {
                self.removeRecoveryCopy()
                self.releaseLock()
                self.cancelTimer()
                self.conflict = nil
                self.update(state: .closed, error: nil)
            }
            return .success(())
        }
        try result.get()
    }

    /// Keeps both versions: saves the document as a new file beside its own (as Duplicate names
    /// it, "notes copy.md") and moves there, leaving the file on disk as it is; the conflict ends.
    ///
    /// The way out of a conflict with a file that cannot be read, which is never saved over.
    public func keepBoth() async throws {
        let fileSystem = environment.fileSystem
        try await enqueueThrowing { () async throws(DocumentError) in
            let copy = Self.duplicateURL(for: self.fileURL, fileSystem: fileSystem)
            try await self.saveNow(to: copy, for: .forCreating, autosaving: false)
        }
    }

    /// Compares the file on disk with the known version and reloads or enters a conflict; on
    /// the queue.
    ///
    /// A file that cannot be looked at or read (permission denied, too large, a folder or a pipe
    /// where a file was) or whose contents do not load (``checkContents(_:ofType:)`` under unsaved
    /// edits) is a conflict of kind
    /// ``DocumentConflict/Kind/unreadable``, clean document or not, so that nothing saves over
    /// it unasked and the UI says so; it is read again at each look, until it can be.
    package func noticeExternalChange() async {
        guard !documentState.contains(.closed), let knownVersion else { return }
        await retryLockIfReadOnly()
        let fileSystem = environment.fileSystem
        let path = fileURL.path
        let status: FileStatus?
        do { status = try fileSystem.status(ofItemAt: path, followingLinks: true) } catch {
            return noteUnreadable(version: nil, reason: "\(error.reason) (\(error.codeName))")
        }
        guard let status else {
            if conflict?.kind != .deleted {
                setConflict(
                    DocumentConflict(
                        kind: .deleted, diskContents: nil, diskVersion: nil,
                        changes: [], detected: Date()))
                reschedule()
            }
            return
        }
        // A file that could not be read is tried again at each look (a `chmod` changes no
        // version); contents that were read but did not load, only once they change.
        let retry = conflict?.kind == .unreadable && conflict?.diskContents == nil
        guard retry || (status.version != knownVersion && status.version != conflict?.diskVersion) else { return }
        let reader = FileWrapperReader(fileSystem: fileSystem, limit: maximumFileSize)
        let disk: FileWrapper
        do { disk = try await Self.offMainActor { try reader.read(at: path) } } catch {
            if let error = error as? FileSystemError, error.code == EFBIG {
                return noteUnreadable(
                    version: status.version, reason: "it is larger than \(ByteCount.text(maximumFileSize))")
            }
            let reason = (error as? FileSystemError).map { "\($0.reason) (\($0.codeName))" } ?? "\(error)"
            return noteUnreadable(version: status.version, reason: reason)
        }
        if conflict?.kind == .unreadable && status.version == knownVersion {
            // Readable again and still the version last read (its mode was changed back).
            setConflict(nil)
            reschedule()
            return
        }
        let mine = try? contents(forType: fileType)
        if mine?.regularFileContents != nil && disk.regularFileContents == nil {
            return noteUnreadable(version: status.version, reason: "it is no longer a file")
        }
        if disk == mine {
            // Touched, or written with what the document holds: nothing to merge or reload.
            noteFileVersion(status)
            if conflict != nil { setConflict(nil) }
            reschedule()
            return
        }
        if !hasUnsavedChanges {
            do { try reload(disk, version: status.version) } catch {
                return noteUnreadable(version: status.version, reason: String(describing: error), contents: disk)
            }
            fileModificationDate = Self.date(status.modificationNanoseconds)
            return
        }
        do { try checkContents(disk, ofType: fileType) } catch {
            return noteUnreadable(version: status.version, reason: String(describing: error), contents: disk)
        }
        setConflict(
            DocumentConflict(
                kind: .modified, diskContents: disk, diskVersion: status.version,
                changes: Self.lineChanges(from: disk, to: mine), detected: Date()))
        reschedule()
    }

    /// Enters (or stays in) a conflict with a file that cannot be read, for `reason`; `contents`
    /// when it was read but did not load.
    package func noteUnreadable(version: FileVersion?, reason: String, contents: FileWrapper? = nil) {
        guard conflict?.kind != .unreadable || conflict?.reason != reason || conflict?.diskVersion != version else {
            return
        }
        setConflict(
            DocumentConflict(
                kind: .unreadable, diskContents: contents, diskVersion: version, changes: [], detected: Date(),
                reason: reason))
        reschedule()
    }

    /// Loads `contents` from disk as the saved version.
    package func reload(_ contents: FileWrapper, version: FileVersion?) throws {
        try load(fromContents: contents, ofType: fileType)
        undoManager?.removeAllActions()
        knownVersion = version
        if let version { fileModificationDate = Self.date(version.modificationNanoseconds) }
        history.reset()
        timeline.noteClean()
        // The copy is the lock holder's: a read-only opener reloading must leave the editor's alone.
        if heldLock != nil { removeRecoveryCopy() }
        hasUnsavedChanges = false
        conflict = nil
        update(state: documentState.subtracting([.inConflict, .savingError]), error: nil)
        reschedule()
    }
}
