extension Document {
    /// How the contents changed, as UIKit's `UIDocument.ChangeKind`; see
    /// ``Document/updateChangeCount(_:)``.
    public enum ChangeKind: Sendable {
        /// An edit was made.
        case done
        /// An edit was undone.
        case undone
        /// An undone edit was made again.
        case redone
        /// The contents are to count as saved, as they are.
        case cleared
    }

    /// What a save is for, as UIKit's `UIDocument.SaveOperation`.
    public enum SaveOperation: Sendable {
        /// A new file; the save fails if one is there.
        case forCreating
        /// Replacing the file's contents.
        case forOverwriting
    }
}
