/// Which version of the contents is current and which was saved, so undoing back to the saved
/// version makes a document clean again, and an edit after undoing past it never does.
///
/// Every edit makes a new version; undo and redo move along the versions; an edit made after
/// undoing drops the versions that were ahead, the saved one among them if it was there.
package struct ChangeHistory: Equatable, Sendable {
    private var versions: [Int] = [0]
    private var position = 0
    private var nextVersion = 1
    /// The saved version; nil when none of the reachable versions is saved.
    package private(set) var savedVersion: Int? = 0

    /// A history whose only version is saved.
    package init() {}

    /// The current version.
    package var current: Int { versions[position] }

    /// Whether the current version is not the saved one.
    package var hasUnsavedChanges: Bool { savedVersion != current }

    /// Applies a change reported with ``Document/updateChangeCount(_:)``.
    package mutating func apply(_ change: Document.ChangeKind) {
        switch change {
        case .done:
            versions.removeSubrange((position + 1)...)
            if let savedVersion, !versions.contains(savedVersion) { self.savedVersion = nil }
            versions.append(nextVersion)
            nextVersion += 1
            position += 1
        case .undone:
            if position > 0 {
                position -= 1
            } else {
                // Undoing past the first known version reaches contents never seen: a new one.
                versions.insert(nextVersion, at: 0)
                nextVersion += 1
            }
        case .redone:
            if position + 1 < versions.count {
                position += 1
            } else {
                versions.append(nextVersion)
                nextVersion += 1
                position += 1
            }
        case .cleared:
            savedVersion = current
        }
    }

    /// Records that `version` was saved; edits since then stay unsaved.
    package mutating func markSaved(_ version: Int) {
        savedVersion = versions.contains(version) ? version : nil
    }

    /// Starts again from one saved version, as after reading the file.
    package mutating func reset() {
        self = ChangeHistory()
    }
}
