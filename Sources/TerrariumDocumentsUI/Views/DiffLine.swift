import TerrariumCore
import TerrariumDocuments

/// One line of a line-by-line difference between two texts, as ``LineDiffView`` shows it.
package struct DiffLine: Hashable, Sendable {
    /// Whether a line is in both texts, only the second, or only the first.
    package enum Kind: Hashable, Sendable {
        /// The line is in both texts.
        case unchanged
        /// The line is only in the second text.
        case added
        /// The line is only in the first text.
        case removed
    }

    /// Whether the line is in both texts or only one.
    package var kind: Kind
    /// The line's text, without its line break.
    package var text: String

    /// Creates a line of `kind` showing `text`.
    package init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
