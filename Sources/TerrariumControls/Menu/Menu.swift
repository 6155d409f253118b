public import TerrariumCore

/// A control that opens a list of commands: `Button`s, `Toggle`s, `Divider`s and other menus.
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { order = .name }
///     Button("By date") { order = .date }
///     Divider()
///     Menu("More") { Button("Reverse") { reverse.toggle() } }
/// }
/// ```
///
/// Return, Space or a click opens it under its label; ↑ ↓ move among the items, Return runs one
/// and closes the menus, Escape closes the innermost. A menu inside a menu is an item that opens
/// beside it. An item's `keyboardShortcut` is shown at its right.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    @State private var isOpen = false
    @Environment(\.isMenuItem) private var isMenuItem
    @Environment(\.isMenuBarCatalog) private var isInCatalog

    /// Creates a menu of `content` shown by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }

    /// Creates a menu whose label runs `primaryAction`; the menu opens with ↓ or a secondary
    /// click instead.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    /// The label as a button that opens the items in a menu layer.
    public var body: some View {
        if isInCatalog {
            // Among a menu bar's hidden items a nested menu is no item: its items are, under it.
            MenuBarCatalogSubmenu(label: label, content: content)
        } else {
            menuButton
        }
    }

    private var menuButton: some View {
        Button {
            if let primaryAction { primaryAction() } else { isOpen = true }
        } label: {
            HStack(spacing: 1) {
                label
                Text(isMenuItem ? "▸" : "▾")
            }
        }
        // Opening a menu from a menu keeps the outer one open.
        .environment(\.presentationActionDismiss, nil)
        .onKeyPress(.downArrow) {
            guard primaryAction != nil, !isMenuItem else { return .ignored }
            isOpen = true
            return .handled
        }
        .modifier(
            PresentationModifier(
                isPresented: $isOpen, style: .menu(nested: isMenuItem), onDismiss: nil,
                presented: { MenuItems(content: content) }))
    }
}

extension Menu where Label == Text {
    /// Creates a menu titled `title`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A menu's items, one a row, drawn as menu items, the arrows moving among them.
struct MenuItems<Content: View>: View {
    let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .focusSection()
            .environment(\.isMenuItem, true)
    }
}

private struct IsMenuItemKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether buttons here are a menu's items: drawn without brackets, across the menu.
    var isMenuItem: Bool {
        get { self[IsMenuItemKey.self] }
        set { self[IsMenuItemKey.self] = newValue }
    }
}
