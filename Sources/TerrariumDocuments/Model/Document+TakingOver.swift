import Foundation

extension Document {
    /// Why opening did not lock the file.
    package enum LockFailure: Sendable {
        /// Another process held it; when it is gone the user is offered to take over.
        case heldByAnother
        /// The lock file could not be made (a full disk, a read-only folder); made later, the
        /// document becomes editable by itself, as nobody else was involved.
        case notMade
    }

    /// Makes a document opened read-only because another process was editing its file editable
    /// here, once that process is gone (``canTakeOver``): locks the file, reloads it if the
    /// other process saved it meanwhile, and offers the recovery copy it left, if any.
    ///
    /// Returns false, changing nothing, while another process still holds the file.
    @discardableResult
    public func takeOver() async -> Bool {
        await enqueue {
            guard self.lockFailure != nil, self.documentState.contains(.editingDisabled) else { return false }
            return await self.lockAndEnableEditing()
        }
    }

    /// Tries again to lock a file opening could not lock, on each look at the disk: a lock that
    /// could not be made is taken now and the document becomes editable; a holder that is gone
    /// sets ``canTakeOver``.
    package func retryLockIfReadOnly() async {
        guard let lockFailure, documentState.contains(.editingDisabled) else { return }
        switch lockFailure {
        case .notMade:
            await lockAndEnableEditing()
        case .heldByAnother:
            let target = (try? environment.fileSystem.resolvingFinalSymbolicLinks(fileURL.path)) ?? fileURL.path
            let free = !DocumentLock(
                documentPath: target, fileSystem: environment.fileSystem, owner: environment.lockOwner,
                processExists: environment.processExists
            ).isHeldByAnother()
            if free != canTakeOver {
                canTakeOver = free
                notifyStateChange()
            }
        }
    }

    /// Takes the lock and, with it, makes the document editable; false when it is held.
    @discardableResult
    private func lockAndEnableEditing() async -> Bool {
        let target = (try? environment.fileSystem.resolvingFinalSymbolicLinks(fileURL.path)) ?? fileURL.path
        switch tryLock(target: target) {
        case .acquired(let lock):
            heldLock = lock
        case .alreadyHeld, .notLocking:
            break
        case .heldBy, .failed:
            if canTakeOver {
                canTakeOver = false
                notifyStateChange()
            }
            return false
        }
        lockFailure = nil
        canTakeOver = false
        editingDisabledReason = nil
        removeLeftoverSaves(of: target)
        update(state: documentState.subtracting(.editingDisabled), error: lastError)
        // What the other process saved before it went, and what it could not save.
        await noticeExternalChange()
        await lookForRecoveryCopy(newerThan: knownVersion?.modificationNanoseconds ?? .min)
        return true
    }
}
