import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One editor per file: a lock file beside the document, `.NAME.terrarium-lock`, holding the
/// owner's process ID and host name, created with `O_EXCL` so only one process can make it.
///
/// A lock whose process is gone (same host, `kill(pid, 0)` says `ESRCH`) is stale and taken over
/// without a word. Taking over renames the stale file aside first, so of two processes taking
/// over at once only one succeeds; the other finds the winner's fresh lock and reads it as held.
/// A lock from another host is never taken over, as its process cannot be checked. An unreadable
/// lock file (its writer died between creating and writing it) is stale once it is older than
/// ``emptyLockGrace``.
package struct DocumentLock: Sendable {
    /// What trying to lock found.
    package enum Outcome: Equatable, Sendable {
        /// The lock is ours now.
        case acquired
        /// Another owner holds it; nil when the file does not say who.
        case heldBy(LockOwner?)
    }

    /// The file system used.
    package var fileSystem: any FileSystem
    /// The lock file's path.
    package var path: String
    /// Who locks.
    package var owner: LockOwner
    /// Whether a process of this host exists.
    package var processExists: @Sendable (Int32) -> Bool

    /// How long an unreadable lock file counts as being written rather than stale.
    package static let emptyLockGrace: Int64 = 10_000_000_000

    /// The lock for the document at `documentPath` (symbolic links already resolved, so every
    /// name of one file shares one lock).
    package init(
        documentPath: String, fileSystem: any FileSystem, owner: LockOwner,
        processExists: @escaping @Sendable (Int32) -> Bool
    ) {
        let name = DocumentPath.name(of: documentPath)
        path = DocumentPath.join(DocumentPath.folder(of: documentPath), ".\(name).terrarium-lock")
        self.fileSystem = fileSystem
        self.owner = owner
        self.processExists = processExists
    }

    /// Takes the lock, taking over a stale one; throws when the lock file cannot be made at all
    /// (a read-only folder).
    package func acquire() throws(FileSystemError) -> Outcome {
        for _ in 0..<3 {
            do {
                try create()
                HeldLocks.shared.add(path, text: owner.lockFileText)
                return .acquired
            } catch  where error.code == EEXIST {
                let found = holder()
                switch found {
                case .stale(let text): try takeOver(staleText: text)
                case .held(let holder): return .heldBy(holder)
                case .missing: continue
                }
            }
        }
        return .heldBy(nil)
    }

    /// Removes the lock file, if it is still this owner's.
    package func release() {
        HeldLocks.shared.remove(path)
        HeldLocks.removeIfOwned(path, text: owner.lockFileText, fileSystem: fileSystem)
    }

    /// Whether a live owner holds the lock now; false when there is no lock file or its owner is
    /// gone (a lock ``acquire()`` would take over).
    package func isHeldByAnother() -> Bool {
        if case .held = holder() { return true }
        return false
    }

    private enum Holder {
        case held(LockOwner?)
        case stale(String)
        case missing
    }

    private func create() throws(FileSystemError) {
        let file = try fileSystem.createFile(at: path, permissions: 0o644)
        do {
            try fileSystem.writeAll(Data(owner.lockFileText.utf8), to: file)
            try fileSystem.close(file)
        } catch {
            try? fileSystem.close(file)
            try? fileSystem.removeItem(at: path)
            throw error
        }
    }

    /// Reads the lock file to tell who holds it and whether that holder is gone.
    private func holder() -> Holder {
        guard let status = try? fileSystem.status(ofItemAt: path, followingLinks: false) else { return .missing }
        let text = (try? fileSystem.readContents(at: path, limit: 4096)).map { String(decoding: $0, as: UTF8.self) }
        guard let text else { return .missing }
        guard let holder = LockOwner(lockFileText: text) else {
            let age = Int64(Date().timeIntervalSince1970 * 1e9) - status.modificationNanoseconds
            return age > Self.emptyLockGrace ? .stale(text) : .held(nil)
        }
        if holder.hostName == owner.hostName && holder.processID != owner.processID
            && !processExists(holder.processID)
        {
            return .stale(text)
        }
        return .held(holder)
    }

    /// Moves the stale lock aside and removes it; if what moved is not the stale lock read (a
    /// racing process made a fresh one meanwhile), it is put back.
    private func takeOver(staleText: String) throws(FileSystemError) {
        let aside = AtomicFileWriter(fileSystem: fileSystem).temporaryPath(for: path, purpose: "stale")
        do { try fileSystem.rename(path, to: aside) } catch  where error.code == ENOENT { return }
        let moved = (try? fileSystem.readContents(at: aside, limit: 4096)).map { String(decoding: $0, as: UTF8.self) }
        if moved != staleText, (try? fileSystem.status(ofItemAt: path, followingLinks: false)) == nil {
            try? fileSystem.rename(aside, to: path)
            return
        }
        try? fileSystem.removeItem(at: aside)
    }
}
