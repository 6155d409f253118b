public import TerrariumCore
import TerrariumTerminal

extension View {
    /// Offers a menu for the rows of the list or table this modifies, made for the rows it acts
    /// on, and runs `primaryAction` on rows opened with a double click or Return.
    ///
    /// ```swift
    /// Table(plants, selection: $selected) { TableColumn("Name", value: \.name) }
    ///     .contextMenu(forSelectionType: Plant.ID.self) { ids in
    ///         Button("Water \(ids.count)") { water(ids) }
    ///     } primaryAction: { ids in open(ids) }
    /// ```
    ///
    /// A secondary click on a selected row makes the menu for the whole selection; on a row not
    /// selected, for that row alone, leaving the selection as it is; below the rows, for none.
    /// Shift+F10 or the Menu key makes it for the selection, or the row the keyboard is on when
    /// nothing is selected. The lists inside the modified view take it, so apply it to the list
    /// or table itself.
    public func contextMenu<Item: Hashable, Menu: View>(
        forSelectionType itemType: Item.Type = Item.self, @ViewBuilder menu: @escaping (Set<Item>) -> Menu,
        primaryAction: ((Set<Item>) -> Void)? = nil
    ) -> some View {
        SelectionMenuHost(content: self, menu: menu, primaryAction: primaryAction)
    }
}

/// What a list inside `contextMenu(forSelectionType:menu:primaryAction:)` calls, with its rows'
/// values.
struct SelectionMenuActions {
    /// Opens the menu for `items` under `anchor`, in screen cells.
    let open: @MainActor (Set<AnyHashable>, Rect) -> Void
    /// Runs the primary action on `items`; nil when there is none.
    let primary: (@MainActor (Set<AnyHashable>) -> Void)?
}

private struct SelectionMenuActionsKey: EnvironmentKey {
    static var defaultValue: SelectionMenuActions? { nil }
}

extension EnvironmentValues {
    /// The menu and primary action of the nearest `contextMenu(forSelectionType:)` around.
    var selectionMenuActions: SelectionMenuActions? {
        get { self[SelectionMenuActionsKey.self] }
        set { self[SelectionMenuActionsKey.self] = newValue }
    }
}

/// A view whose lists offer a menu for their rows, presented under the row it is for.
struct SelectionMenuHost<Content: View, Item: Hashable, Items: View>: View {
    /// The rows a menu is open for, and where.
    struct Request: Equatable {
        var items: Set<AnyHashable>
        var anchor: Rect
    }

    let content: Content
    let menu: (Set<Item>) -> Items
    let primaryAction: ((Set<Item>) -> Void)?
    @State private var request: Request?

    var body: some View {
        content
            .environment(\.selectionMenuActions, actions)
            .modifier(presentation)
    }

    /// What the lists inside call: opening the menu and the primary action.
    private var actions: SelectionMenuActions {
        let request = $request
        var primary: (@MainActor (Set<AnyHashable>) -> Void)?
        if let action = primaryAction {
            primary = { (items: Set<AnyHashable>) in action(Self.typed(items)) }
        }
        return SelectionMenuActions(
            open: { items, anchor in request.wrappedValue = Request(items: items, anchor: anchor) }, primary: primary)
    }

    /// The menu, presented while a request is open.
    private var presentation: PresentationModifier<MenuItems<Items>> {
        let request = $request
        let isPresented = Binding<Bool>(
            get: { request.wrappedValue != nil }, set: { if !$0 { request.wrappedValue = nil } })
        let items = Self.typed(self.request?.items ?? [])
        let menu = self.menu
        return PresentationModifier(
            isPresented: isPresented, style: .menu(nested: false), onDismiss: nil, anchor: self.request?.anchor,
            presented: { MenuItems(content: menu(items)) })
    }

    /// The values of the menu's type among `items`.
    static func typed(_ items: Set<AnyHashable>) -> Set<Item> {
        var typed = Set<Item>()
        for item in items { if let item = item.base as? Item { typed.insert(item) } }
        return typed
    }
}
