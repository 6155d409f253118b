public import Foundation

/// A recovery copy newer than the file, found when the document opened: the edits a crash or a
/// kill left unsaved, for the UI to offer to restore or discard.
public struct RecoveredDocument: Equatable, Sendable {
    /// The contents of the recovery copy.
    public var contents: FileWrapper
    /// When the copy was written.
    public var date: Date
    /// What differs, from the file's text to the copy's; empty when either is not text.
    public var changes: [LineDiff.Change]

    /// Makes a recovered document.
    public init(contents: FileWrapper, date: Date, changes: [LineDiff.Change]) {
        self.contents = contents
        self.date = date
        self.changes = changes
    }
}
