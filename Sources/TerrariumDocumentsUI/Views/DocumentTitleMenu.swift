package import TerrariumCore
import TerrariumDocuments
import TerrariumTerminal

/// One entry of a ``DocumentTitleMenu``: what it is called, the key that does the same, and
/// what choosing it does.
package struct DocumentMenuItem {
    /// The item's name, such as `Rename…`.
    package var title: String
    /// The keys that do the same from anywhere, shown dimmed after the name, such as `^R`.
    package var shortcut: String?
    /// Whether the item can be chosen; a disabled item is dim and skipped by Up and Down.
    package var isEnabled: Bool
    /// What choosing the item does.
    package var action: @MainActor () -> Void

    /// Creates an item titled `title` that runs `action` when chosen.
    package init(
        _ title: String, shortcut: String? = nil, isEnabled: Bool = true, action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.shortcut = shortcut
        self.isEnabled = isEnabled
        self.action = action
    }
}

/// The menu a document's title opens: a bordered list of items, one highlighted.
///
/// ```swift
/// DocumentTitleMenu(items: [DocumentMenuItem("Rename…") { renaming = true }]) { showsMenu = false }
/// ```
///
/// The menu takes focus when it appears, with its first enabled item highlighted (reversed).
/// Up and Down move the highlight over the enabled items, Return or Space chooses the
/// highlighted item and a click chooses the item under it: choosing calls `dismiss` and then
/// the item's action. Escape calls `dismiss` alone. The menu is as wide as its widest item; the
/// host places it under the title, in a `ZStack` or an overlay.
package struct DocumentTitleMenu: View {
    /// The entries, top to bottom.
    let items: [DocumentMenuItem]
    /// Closes the menu; the host hides it.
    let dismiss: @MainActor () -> Void
    /// The item Up and Down last moved to.
    @State private var highlighted: Int?
    /// Whether the menu has focus; it takes it when it appears.
    @FocusState private var isFocused: Bool

    /// Creates a menu of `items` that calls `dismiss` to close.
    package init(items: [DocumentMenuItem], dismiss: @escaping @MainActor () -> Void) {
        self.items = items
        self.dismiss = dismiss
    }

    /// The highlighted item: the chosen one while it is enabled, else the first enabled one.
    private var current: Int? {
        if let highlighted, items.indices.contains(highlighted), items[highlighted].isEnabled { return highlighted }
        return items.firstIndex { $0.isEnabled }
    }

    /// The list in its border, taking focus and the menu's keys.
    package var body: some View {
        let titleWidth = items.map { Sanitizer.sanitize($0.title).displayWidth }.max() ?? 0
        let shortcutWidth = items.map { Sanitizer.sanitize($0.shortcut ?? "").displayWidth }.max() ?? 0
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                line(index, titleWidth: titleWidth, shortcutWidth: shortcutWidth)
                    .onTapGesture { choose(index) }
            }
        }
        .border(.single)
        .fixedSize()
        .focused($isFocused)
        .onKeyPress(keys: [.upArrow, .downArrow, .return, " "]) { press in
            guard press.modifiers.isEmpty else { return .ignored }
            switch press.key {
            case .upArrow: move(by: -1)
            case .downArrow: move(by: 1)
            default: if let current { choose(current) }
            }
            return .handled
        }
        .onExitCommand { dismiss() }
        .onAppear { isFocused = true }
    }

    /// Item `index`'s line: its title and dimmed shortcut in columns, padded so every line is
    /// as wide, reversed when highlighted and dim when disabled.
    private func line(_ index: Int, titleWidth: Int, shortcutWidth: Int) -> Text {
        let item = items[index]
        let title = Sanitizer.sanitize(item.title)
        let shortcut = Sanitizer.sanitize(item.shortcut ?? "")
        var line = Text(" " + title + String(repeating: " ", count: titleWidth - title.displayWidth))
        if shortcutWidth > 0 {
            line =
                line + Text(String(repeating: " ", count: 2 + shortcutWidth - shortcut.displayWidth))
                + Text(shortcut).dim()
        }
        line = line + Text(" ")
        if index == current { line = line.reverse() }
        if !item.isEnabled { line = line.dim() }
        return line
    }

    /// Moves the highlight to the next enabled item in `step`'s direction, stopping at the ends.
    private func move(by step: Int) {
        guard var index = current else { return }
        while items.indices.contains(index + step) {
            index += step
            if items[index].isEnabled {
                highlighted = index
                return
            }
        }
    }

    /// Closes the menu and runs the item at `index`, when it is enabled.
    private func choose(_ index: Int) {
        guard items.indices.contains(index), items[index].isEnabled else { return }
        dismiss()
        items[index].action()
    }
}
