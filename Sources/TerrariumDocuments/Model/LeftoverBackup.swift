public import Foundation

/// A backup an in-place save left beside the file (`.NAME.terrarium-backup-…`) when its write
/// failed and the old bytes could not be put back: the file's contents before that save, found
/// when the document opened, for the UI to offer to restore or discard.
public struct LeftoverBackup: Equatable, Sendable {
    /// The backup's file name, as the banner names it.
    public var name: String
    /// The backup's path.
    public var path: String
    /// When the backup was written.
    public var date: Date

    /// Makes a leftover backup.
    public init(name: String, path: String, date: Date) {
        self.name = name
        self.path = path
        self.date = date
    }
}
