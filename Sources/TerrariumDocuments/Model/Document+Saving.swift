public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Document {
    /// Saves the document to `url`: for `.forCreating` a new file (failing if one is there), for
    /// `.forOverwriting` over the file, atomically and durably (see `AtomicFileWriter`).
    ///
    /// Saving to another URL moves the document there, lock and all (Save As). A file changed on
    /// disk since it was read is not saved over: the document goes ``DocumentState/inConflict``
    /// and this throws; a save while already in conflict keeps these edits over the disk's. On
    /// failure the state gains ``DocumentState/savingError``, ``lastError`` says why, the file is
    /// as it was, the edits stay in memory and a recovery copy is written.
    public func save(to url: URL, for saveOperation: SaveOperation) async throws {
        let result: Result<Void, DocumentError> = await enqueue {
            do throws(DocumentError) {
                try await self.saveNow(to: url, for: saveOperation, autosaving: false)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Saves now if there are unsaved edits and saving is allowed (open, editable, not in conflict); the UI layer
    /// calls it on suspend, quit, SIGTERM and SIGHUP.
    ///
    /// Returns whether the document is saved afterwards.
    @discardableResult
    public func autosave() async -> Bool {
        await enqueue { await self.autosaveNow() }
    }

    /// Autosaves now, on the queue.
    package func autosaveNow() async -> Bool {
        guard hasUnsavedChanges else { return true }
        guard documentState.isDisjoint(with: [.closed, .editingDisabled, .inConflict]) else { return false }
        do {
            try await saveNow(to: fileURL, for: .forOverwriting, autosaving: true)
            return true
        } catch {
            return false
        }
    }

    /// Saves now, on the queue.
    package func saveNow(to url: URL, for operation: SaveOperation, autosaving: Bool) async throws(DocumentError) {
        let url = url.standardizedFileURL
        let name = url.lastPathComponent
        let moving = url != fileURL
        if documentState.contains(.editingDisabled), let reason = editingDisabledReason {
            throw await failSave(.editingDisabled(reason), autosaving: autosaving)
        }
        let fileSystem = environment.fileSystem
        let target: String
        let existing: FileStatus?
        do {
            target = try fileSystem.resolvingFinalSymbolicLinks(url.path)
            existing = try fileSystem.status(ofItemAt: target, followingLinks: true)
        } catch {
            // A file that cannot be looked at is a conflict the UI shows, not a save to retry.
            if !moving { await noticeExternalChange() }
            throw await failSave(.saving(error, fileName: name), autosaving: autosaving)
        }
        if operation == .forCreating && existing != nil {
            throw await failSave(.alreadyExists(fileName: name), autosaving: autosaving)
        }
        if !moving && operation == .forOverwriting {
            try await checkDiskBeforeSaving(existing, at: target, name, autosaving)
        }
        // A file locked by another editor is not saved over; the document stays as it was,
        // editable, at its own file (only opening makes a document read-only).
        let previousLock = heldLock
        var acquired: DocumentLock?
        if moving || heldLock == nil {
            switch tryLock(target: target) {
            case .acquired(let lock):
                acquired = lock
                heldLock = lock
            case .alreadyHeld, .notLocking:
                break
            case .heldBy(let who):
                throw await failSave(.lockedByAnotherProcess(fileName: name, holder: who), autosaving: autosaving)
            case .failed(let error):
                throw await failSave(.saving(error, fileName: name), autosaving: autosaving)
            }
        }
        // Typing that goes on after this point must be a new version, not more of this one.
        undoManager?.breakUndoCoalescing()
        let version = history.current
        let snapshotTime = scheduler.now
        let produce: @Sendable () throws -> FileWrapper
        do {
            produce = try makeContentsProducer(forType: fileType)
        } catch {
            throw await failSave(savingError(error, fileName: name), autosaving: autosaving)
        }
        var unconfirmed: DocumentError?
        writtenVersion = nil
        do {
            let contents = try await Self.offMainActor(produce)
            try await writeContents(
                contents, to: url, for: operation, originalContentsURL: moving || existing == nil ? nil : fileURL)
        } catch let error as FileSystemError where error.operation == .confirmRename {
            unconfirmed = .saving(error, fileName: name)
        } catch {
            // A lock taken for this save (a new file, or another path) is not kept by a save that failed.
            if let acquired {
                acquired.release()
                heldLock = previousLock
            }
            throw await failSave(savingError(error, fileName: name), autosaving: autosaving)
        }
        let oldRecoveryKey = recoveryKey
        let oldIdentity = knownVersion
        if moving, acquired != nil {
            previousLock?.release()
        }
        // The version the write took from the new file itself; looking at the path now could
        // see another program's write made since the rename and take it for ours.
        let savedVersion = writtenVersion ?? (try? fileSystem.status(ofItemAt: target, followingLinks: true))?.version
        writtenVersion = nil
        noteFileVersion(savedVersion, url: url)
        history.markSaved(version)
        timeline.noteSaved(snapshot: snapshotTime, stillDirty: history.hasUnsavedChanges)
        removeRecoveryCopy(key: oldRecoveryKey, identity: oldIdentity)
        if moving { removeRecoveryCopy() }
        conflict = nil
        hasUnsavedChanges = history.hasUnsavedChanges
        var state = documentState.subtracting([.closed, .inConflict, .savingError])
        if unconfirmed != nil { state.insert(.savingError) }
        update(state: state, error: unconfirmed)
        reschedule()
    }

    /// Refuses to save over a file that changed since it was read (or since the conflict the user
    /// is resolving was seen), and over a file that cannot be read at all: those become or stay
    /// a conflict, and this throws.
    private func checkDiskBeforeSaving(
        _ existing: FileStatus?, at target: String, _ name: String, _ autosaving: Bool
    ) async throws(DocumentError) {
        guard knownVersion != nil else { return }
        let before = conflict
        let expected = documentState.contains(.inConflict) ? before?.diskVersion : knownVersion
        if before?.kind != .unreadable, let existing, existing.version == expected, existing.kind == .regular {
            // The same version, but perhaps made unreadable since: a `chmod` changes no version.
            // Opening (not reading) a regular file is cheap and cannot block.
            do { try environment.fileSystem.close(try environment.fileSystem.openForReading(target)) } catch {
                noteUnreadable(version: existing.version, reason: "\(error.reason) (\(error.codeName))")
                throw await failSave(
                    .unreadableOnDisk(fileName: name, reason: "\(error.reason) (\(error.codeName))"),
                    autosaving: autosaving)
            }
            return
        }
        guard before?.kind == .unreadable || existing?.version != expected else { return }
        await noticeExternalChange()
        if let conflict, conflict.kind == .unreadable {
            throw await failSave(
                .unreadableOnDisk(fileName: name, reason: conflict.reason ?? "unknown"), autosaving: autosaving)
        }
        if documentState.contains(.inConflict) && conflict != before {
            throw await failSave(.changedOnDisk(fileName: name, deleted: existing == nil), autosaving: autosaving)
        }
    }

    /// Records a failed save: the state, the error, the autosave back-off and a recovery copy of
    /// the edits; returns the error to throw.
    private func failSave(_ error: DocumentError, autosaving: Bool) async -> DocumentError {
        if autosaving { timeline.noteAutosaveFailed(at: scheduler.now) }
        var state = documentState
        if error.kind != .editingDisabled && error.kind != .changedOnDisk { state.insert(.savingError) }
        update(state: state, error: error)
        await writeRecoveryCopyNow()
        reschedule()
        return error
    }

    /// The document error for anything a save threw.
    private func savingError(_ error: any Error, fileName: String) -> DocumentError {
        if let error = error as? FileSystemError { return .saving(error, fileName: fileName) }
        if let error = error as? DocumentError { return error }
        return DocumentError(
            .fileSystem, message: "\(fileName) was not saved: \(error). It was not changed. Your edits are kept.")
    }
}
