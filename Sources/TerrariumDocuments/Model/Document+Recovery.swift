import Foundation

extension Document {
    /// Loads the recovered contents in place of the file's, as unsaved edits (they save at the
    /// next autosave); the undo history is cleared, as its steps were for the replaced contents.
    public func restoreRecoveredContents() throws {
        guard let recovered = recoveredContents else { return }
        try load(fromContents: recovered.contents, ofType: fileType)
        undoManager?.removeAllActions()
        setRecoveredContents(nil)
        updateChangeCount(.done)
    }

    /// Throws the recovered contents away, removing the recovery copy.
    public func discardRecoveredContents() {
        guard recoveredContents != nil else { return }
        setRecoveredContents(nil)
        removeRecoveryCopy()
    }

    /// The recovery store; nil when the environment keeps no recovery copies.
    package var recoveryStore: RecoveryStore? {
        environment.recoveryFolder.map { RecoveryStore(folder: $0, fileSystem: environment.fileSystem) }
    }

    /// The path the recovery copy is named after.
    package var recoveryKey: String { fileURL.path }

    /// Whether this document may write a recovery copy: it is open, keeps copies, and holds the
    /// file's lock (a read-only opener must not touch the editor's copy; without locking nothing
    /// tells this editor from a second one, so no copy is written).
    package var canWriteRecoveryCopy: Bool {
        recoveryStore != nil && heldLock != nil && !documentState.contains(.closed)
    }

    /// Writes a recovery copy of the contents now, if there are unsaved edits and
    /// ``canWriteRecoveryCopy``.
    ///
    /// A copy that fails (a full disk, contents that cannot be made) backs off: the next is not
    /// due before the maximum interval, as after a failed autosave. Returns whether a copy was
    /// written.
    @discardableResult
    package func writeRecoveryCopyNow() async -> Bool {
        // A copy offered back and not yet restored or discarded holds edits this document does
        // not: it is never written over.
        guard let store = recoveryStore, hasUnsavedChanges, canWriteRecoveryCopy, recoveredContents == nil else {
            return false
        }
        let snapshotTime = scheduler.now
        let editsBefore = timeline.unrecoveredEdits
        let key = recoveryKey
        let identity = knownVersion
        do {
            let produce = try makeContentsProducer(forType: fileType)
            try await Self.offMainActor {
                try store.write(try produce(), for: key)
                // Best effort: without the alias the copy is still found at its path.
                if let identity { try? store.link(identity, to: key) }
            }
            timeline.noteRecoveryWritten(
                snapshot: snapshotTime, editsAfter: max(0, timeline.unrecoveredEdits - editsBefore))
            reschedule()
            return true
        } catch {
            // The edits are still in memory; the copy is tried again after the back-off.
            timeline.noteRecoveryFailed(at: scheduler.now)
            reschedule()
            return false
        }
    }

    /// Saves before the app leaves, or, when the save cannot be made (a conflict, a full disk, a
    /// read-only folder), keeps the edits in a recovery copy, which the next open offers back.
    ///
    /// Returns whether the edits are saved or kept.
    @discardableResult
    public func preserveEdits() async -> Bool {
        await enqueue {
            guard self.hasUnsavedChanges else { return true }
            // The copy first: it goes to the local state folder at once, while a save to a slow
            // or stuck file system may outlast the time the app has left.
            let kept = await self.writeRecoveryCopyNow()
            return await self.autosaveNow() || kept
        }
    }

    /// Removes the recovery copy named after `key` (the current path unless given), unless it
    /// is a copy offered back and not yet restored or discarded: saves and closes never take
    /// those edits away, only ``discardRecoveredContents()`` does.
    package func removeRecoveryCopy(key: String? = nil, identity: FileVersion? = nil) {
        guard recoveredContents == nil else { return }
        recoveryStore?.remove(for: key ?? recoveryKey)
        if let identity = identity ?? knownVersion { recoveryStore?.removeAlias(for: identity) }
    }

    /// Moves the recovery copy named after `oldKey` to the current path's name, after the file
    /// moved; a copy that cannot be renamed is written again under the new name when there are
    /// edits to keep.
    package func moveRecoveryCopy(from oldKey: String) async {
        guard let store = recoveryStore, oldKey != recoveryKey else { return }
        let fileSystem = environment.fileSystem
        let oldPath = store.path(for: oldKey)
        let hadCopy = (try? fileSystem.status(ofItemAt: oldPath, followingLinks: false)) != nil
        // No file was at the new path, so a copy named after it is a stale one of an earlier file.
        store.remove(for: recoveryKey)
        guard hadCopy else { return }
        do { try fileSystem.rename(oldPath, to: store.path(for: recoveryKey)) } catch {
            store.remove(for: oldKey)
            await writeRecoveryCopyNow()
        }
    }

    /// Offers a recovery copy kept under this document's path, before a new file takes the path:
    /// a copy kept when an earlier file of the name was deleted must not be lost to the new one.
    public func offerRecoveryCopy() async {
        await enqueue { await self.lookForRecoveryCopy(newerThan: .min) }
    }

    /// Offers the recovery copy if it is newer than the file and differs from what was read;
    /// one that holds just what the file holds is removed.
    package func lookForRecoveryCopy(newerThan fileModified: Int64) async {
        guard let store = recoveryStore else { return }
        let key = recoveryKey
        let limit = maximumFileSize
        let identity = knownVersion
        // A copy kept under another path of this same file (its folder was renamed) is this one's.
        let lookup: @Sendable () -> (contents: FileWrapper, modified: Int64)? = {
            if let found = store.read(for: key, limit: limit) { return found }
            guard let identity, store.adopt(identity, for: key) else { return nil }
            return store.read(for: key, limit: limit)
        }
        guard let found = try? await Self.offMainActor(lookup),
            found.modified > fileModified
        else { return }
        let current = try? contents(forType: fileType)
        if current == found.contents {
            store.remove(for: key)
            return
        }
        setRecoveredContents(
            RecoveredDocument(
                contents: found.contents, date: Self.date(found.modified),
                changes: Self.lineChanges(from: current, to: found.contents)))
    }

    /// The line changes between two regular files holding UTF-8 text; empty otherwise.
    package static func lineChanges(from old: FileWrapper?, to new: FileWrapper?) -> [LineDiff.Change] {
        guard let oldData = old?.regularFileContents, let newData = new?.regularFileContents,
            let oldText = String(validating: oldData, as: UTF8.self),
            let newText = String(validating: newData, as: UTF8.self)
        else { return [] }
        return LineDiff.changes(from: oldText, to: newText)
    }
}
