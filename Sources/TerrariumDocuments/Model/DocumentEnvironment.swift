import Foundation

/// What a ``Document`` works with: the file system, the clock, where recovery copies go, the limits and who locks.
///
/// The standard one is real; tests inject faults and time.
public struct DocumentEnvironment: Sendable {
    /// The file system every read and write goes through.
    public var fileSystem: any FileSystem
    /// The clock and timer for autosave and recovery; nil for the real one.
    public var scheduler: (any DocumentScheduler)?
    /// The folder recovery copies go in; nil writes none.
    public var recoveryFolder: String?
    /// When autosave and recovery copies happen.
    public var autosave: AutosavePolicy
    /// The largest file a document opens, in bytes.
    public var maximumFileSize: Int64
    /// Whether documents take a lock file so only one process edits a file; without it they write
    /// no recovery copies, as only a lock's holder may.
    public var locksFiles: Bool
    /// Who takes locks.
    public var lockOwner: LockOwner
    /// Whether a process of this host exists, to tell a stale lock.
    public var processExists: @Sendable (Int32) -> Bool
    /// Whether documents open only to be viewed: read-only, taking no lock and keeping no
    /// recovery copy, as in a viewer.
    public var opensReadOnly: Bool

    /// Makes an environment; every part defaults to the real one.
    public init(
        fileSystem: any FileSystem = POSIXFileSystem(),
        scheduler: (any DocumentScheduler)? = nil,
        recoveryFolder: String? = DocumentEnvironment.standardRecoveryFolder,
        autosave: AutosavePolicy = .standard,
        maximumFileSize: Int64 = 1 << 30,
        locksFiles: Bool = true,
        lockOwner: LockOwner = .current,
        processExists: @escaping @Sendable (Int32) -> Bool = LockOwner.processExists,
        opensReadOnly: Bool = false
    ) {
        self.opensReadOnly = opensReadOnly
        self.fileSystem = fileSystem
        self.scheduler = scheduler
        self.recoveryFolder = recoveryFolder
        self.autosave = autosave
        self.maximumFileSize = maximumFileSize
        self.locksFiles = locksFiles
        self.lockOwner = lockOwner
        self.processExists = processExists
    }

    /// `$XDG_STATE_HOME/terrarium/recovery`, else `~/.local/state/terrarium/recovery`; nil
    /// without a home folder.
    public static var standardRecoveryFolder: String? {
        RecoveryStore.standardFolder(environment: ProcessInfo.processInfo.environment)
    }
}
