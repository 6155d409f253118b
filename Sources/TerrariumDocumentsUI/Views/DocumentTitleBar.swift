package import TerrariumCore
import TerrariumDocuments
import TerrariumTerminal

/// The row across the top of a document window: its name centred, whether it has unsaved edits
/// or is read-only, and a mark that the title opens a menu.
///
/// ```swift
/// DocumentTitleBar(title: "notes.md", isEdited: true, isReadOnly: false, isMenuOpen: $showsMenu)
/// // ───────────── notes.md — Edited ▾ ─────────────
/// ```
///
/// The title reads `notes.md — Edited` while the document has unsaved edits, `notes.md —
/// Read-Only` when it cannot be saved, and `notes.md` alone otherwise, followed by `▾` (`▴`
/// while the menu is open). The bar is bold white on blue, or reversed where the terminal shows
/// no colour; the focused bar underlines its title. A name too long for the row is cut with `…`
/// so that the state after it stays visible. Control characters in the name show as visible
/// stand-ins. The bar takes focus; Return, Space or a click toggles `isMenuOpen`.
package struct DocumentTitleBar: View {
    /// The document's display name, such as `notes.md`.
    let title: String
    /// Whether the document has unsaved edits.
    let isEdited: Bool
    /// Whether the document was opened read-only.
    let isReadOnly: Bool
    /// Whether the title menu is shown; the bar toggles it.
    let isMenuOpen: Binding<Bool>

    /// Creates a title bar for the document named `title`.
    package init(title: String, isEdited: Bool, isReadOnly: Bool, isMenuOpen: Binding<Bool>) {
        self.title = title
        self.isEdited = isEdited
        self.isReadOnly = isReadOnly
        self.isMenuOpen = isMenuOpen
    }

    /// The state shown after the name: read-only wins over edited, which a read-only document
    /// cannot save anyway.
    package var status: String? {
        if isReadOnly { return "Read-Only" }
        if isEdited { return "Edited" }
        return nil
    }

    /// The bar, focusable, toggling the menu on Return, Space and a click.
    package var body: some View {
        DocumentTitleBarRow(
            name: Sanitizer.sanitize(title), status: status, isMenuOpen: isMenuOpen.wrappedValue
        )
        .focusable()
        .onKeyPress(keys: [.return, " "]) { press in
            guard press.modifiers.isEmpty else { return .ignored }
            isMenuOpen.wrappedValue.toggle()
            return .handled
        }
        .onTapGesture { isMenuOpen.wrappedValue.toggle() }
    }
}

/// The drawn row of a ``DocumentTitleBar``, which sees whether the bar has focus.
private struct DocumentTitleBarRow: View {
    /// The document's name, sanitised.
    let name: String
    /// The state after the name, if any.
    let status: String?
    /// Whether the menu is open, which turns the mark up.
    let isMenuOpen: Bool
    /// Whether the bar has focus, which underlines the name.
    @Environment(\.isFocused) private var isFocused
    /// Whether the terminal shows colour, which decides between a fill and reverse video.
    @Environment(\.colorCapability) private var colorCapability

    /// The name and its suffix, centred on the bar's fill.
    var body: some View {
        let suffix = (status.map { " — " + $0 } ?? "") + (isMenuOpen ? " ▴ " : " ▾ ")
        let isMonochrome = colorCapability == .monochrome
        let row = HStack(spacing: 0) {
            // The suffix is served first, so only the name is cut when the row is short.
            (Text(" ") + Text(name).underline(isFocused)).lineLimit(1)
            Text(suffix).lineLimit(1).layoutPriority(1)
        }
        .frame(maxWidth: .max)
        .frame(height: 1)
        .bold()
        if isMonochrome {
            row.reverse()
        } else {
            row.foregroundColor(.white).background(.blue)
        }
    }
}
