public import Foundation

/// The file changed or went away on disk while the document had edits, was deleted under it, or
/// became something the document cannot read.
public struct DocumentConflict: Equatable, Sendable {
    /// What happened on disk.
    public enum Kind: Equatable, Sendable {
        /// Someone else wrote the file.
        case modified
        /// The file is gone.
        case deleted
        /// The file is there but cannot be read or loaded (permission denied, too large, not a
        /// file, contents the document refuses), so neither reloading nor saving over it is safe:
        /// see ``DocumentConflict/reason``.
        case unreadable
    }

    /// What happened on disk.
    public var kind: Kind
    /// The file as it is on disk now; nil when it was deleted or could not be read (for
    /// ``Kind/unreadable``, the contents that were read but did not load).
    public var diskContents: FileWrapper?
    /// The version on disk; nil when it was deleted.
    public var diskVersion: FileVersion?
    /// What differs, from the disk's text to the document's; empty when either is not text.
    public var changes: [LineDiff.Change]
    /// When the change was noticed.
    public var detected: Date
    /// Why the file cannot be read, for ``Kind/unreadable``, as "permission was denied (EACCES)".
    public var reason: String?

    /// Makes a conflict.
    public init(
        kind: Kind, diskContents: FileWrapper?, diskVersion: FileVersion?, changes: [LineDiff.Change], detected: Date,
        reason: String? = nil
    ) {
        self.reason = reason
        self.kind = kind
        self.diskContents = diskContents
        self.diskVersion = diskVersion
        self.changes = changes
        self.detected = detected
    }
}
