public import TerrariumCore
import TerrariumTerminal

/// Which columns of a `NavigationSplitView` show while it is wide enough for them all.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    fileprivate enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    fileprivate let kind: Kind

    /// The platform's choice: every column.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The content and detail columns; the sidebar is hidden.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// Only the detail column.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A column of a `NavigationSplitView`.
public enum NavigationSplitViewColumn: Hashable, Sendable {
    /// The leading column.
    case sidebar
    /// The middle column of a three-column view.
    case content
    /// The trailing column.
    case detail
}

/// Two or three columns side by side, a sidebar that chooses what the next column shows.
///
/// ```swift
/// NavigationSplitView {
///     List(plants, selection: $chosen) { Text($0.name) }
/// } detail: {
///     PlantDetail(id: chosen)
/// }
/// ```
///
/// Columns stand side by side with a rule between them (the sidebar 24 columns wide, a content
/// column 30, the detail the rest) while the view is at least that wide plus 30 for the detail.
/// A column whose content sets a `navigationTitle` or `toolbar` has a title bar over it, as a
/// stack's. Narrower, it collapses into one column at a time, as an iPhone does: choosing a row
/// of a `List` shows the next column, with a back button in its bar; Escape or the button goes
/// back.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// Creates a two-column view.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// Creates a three-column view.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// A split view has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { SplitViewRenderer() }
        renderer.node = node
        renderer.preferredCompactColumn = preferredCompactColumn
        let visibility = node.readTracked { columnVisibility?.wrappedValue.kind } ?? .automatic
        let hasContent = content != nil
        renderer.columns = hasContent ? [.sidebar, .content, .detail] : [.sidebar, .detail]
        renderer.wideColumns = renderer.columns.filter { column in
            switch visibility {
            case .automatic, .all: true
            case .doubleColumn: column != .sidebar || !hasContent
            case .detailOnly: column == .detail
            }
        }
        var children = ChildReconciler(node)
        let next: [NavigationSplitViewColumn: NavigationSplitViewColumn] =
            hasContent ? [.sidebar: .content, .content: .detail] : [.sidebar: .detail]
        func column(_ view: some View, _ which: NavigationSplitViewColumn) {
            var choose: (@MainActor () -> Void)?
            if let following = next[which] { choose = { [weak renderer] in renderer?.show(following) } }
            let column = SplitColumn(
                content: view.environment(\.listDidChooseRow, choose), column: which, split: renderer)
            children.next(column, id: AnyHashable("\(which)"))
        }
        column(sidebar, .sidebar)
        if let content { column(content, .content) }
        column(detail, .detail)
        children.finish()
    }
}

private struct ListDidChooseRowKey: EnvironmentKey {
    static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
    /// Told when the user chooses a row of a list here: a collapsed split view shows its next
    /// column.
    var listDidChooseRow: (@MainActor () -> Void)? {
        get { self[ListDidChooseRowKey.self] }
        set { self[ListDidChooseRowKey.self] = newValue }
    }
}
