import Foundation

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
    /// taking theirs loads the disk's version, or closes the document without saving when the file was deleted.
    ///
    /// Taking theirs clears the undo history.
    public func resolveConflict(keepingMine: Bool) async throws {
        let result: Result<Void, DocumentError> = await enqueue {
            guard let conflict = self.conflict else { return .success(()) }
            if keepingMine {
                do throws(DocumentError) {
                    try await self.saveNow(to: self.fileURL, for: .forOverwriting, autosaving: false)
                } catch {
                    return .failure(error)
                }
            } else if let disk = conflict.diskContents {
                do {
                    try self.reload(disk, version: conflict.diskVersion)
                } catch {
                    return .failure(.unreadable(fileName: self.localizedName, reason: String(describing: error)))
                }
            } else {
                self.removeRecoveryCopy()
                self.releaseLock()
                self.timer?.cancel()
                self.conflict = nil
                self.update(state: .closed, error: nil)
            }
            return .success(())
        }
        try result.get()
    }

    /// Compares the file on disk with the known version and reloads or enters a conflict; on
    /// the queue.
    package func noticeExternalChange() async {
        guard !documentState.contains(.closed), let knownVersion else { return }
        let fileSystem = environment.fileSystem
        let path = fileURL.path
        guard let status = try? fileSystem.status(ofItemAt: path, followingLinks: true) else {
            if conflict?.kind != .deleted {
                setConflict(
                    DocumentConflict(
                        kind: .deleted, diskContents: nil, diskVersion: nil,
                        changes: [], detected: Date()))
                reschedule()
            }
            return
        }
        guard status.version != knownVersion, status.version != conflict?.diskVersion else { return }
        let reader = FileWrapperReader(fileSystem: fileSystem, limit: maximumFileSize)
        // An unreadable file (mid-write by another tool, or too large) is looked at again next time.
        guard let disk = try? await Self.offMainActor({ try reader.read(at: path) }) else { return }
        let mine = try? contents(forType: fileType)
        if disk == mine {
            // Touched, or written with what the document holds: nothing to merge or reload.
            noteFileVersion(status)
            if conflict != nil { setConflict(nil) }
            reschedule()
            return
        }
        if !hasUnsavedChanges {
            try? reload(disk, version: status.version)
            fileModificationDate = Self.date(status.modificationNanoseconds)
            return
        }
        setConflict(
            DocumentConflict(
                kind: .modified, diskContents: disk, diskVersion: status.version,
                changes: Self.lineChanges(from: disk, to: mine), detected: Date()))
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
