import TerrariumCore

/// What the views in a split view's column set of its title bar (its `navigationTitle` and
/// `toolbar`), and what the bar reads of the split view: whether it is collapsed onto this column,
/// and the title of the column before.
@MainActor
final class SplitColumnChrome: Equatable, NavigationBarSource {
    nonisolated static func == (lhs: SplitColumnChrome, rhs: SplitColumnChrome) -> Bool { lhs === rhs }

    let column: NavigationSplitViewColumn
    weak var split: SplitViewRenderer?
    weak var barNode: ViewNode?
    /// The first `NavigationStack` in the column, which draws the column's bar in its own.
    weak var stack: NavigationStackModel?
    /// What the column's modifiers outside any stack set.
    let context = NavigationLevelContext(id: 0)
    /// Whether the column is being updated: it evaluates its bar at the end of the update.
    var isUpdating = false

    init(column: NavigationSplitViewColumn) {
        self.column = column
        context.source = self
    }

    /// The title the column shows: its stack's top level's, else its own.
    var title: String { stack?.topContext.title ?? context.title }

    /// Whether the column's content declares a title or toolbar items for the column's own bar.
    var declaresChrome: Bool { !context.title.isEmpty || !context.toolbars.isEmpty }

    /// Whether the column draws a bar over its content now, read as it is laid out: never when a
    /// stack in it draws one, else when it has a title, items or, collapsed, a way back.
    var showsBar: Bool { stack == nil && (declaresChrome || showsBackButton) }

    var barContext: NavigationLevelContext { context }

    var backTitle: String? { split?.chrome(before: column)?.title }

    var showsBackButton: Bool { split?.showsBackButton(in: column) == true }

    func goBack() { _ = split?.goBack() }

    func chromeChanged() {
        titleChanged()
        guard !isUpdating else { return }
        barNode?.setNeedsUpdate()
    }

    /// The column's title may have changed: the bars of the column after it, whose back buttons
    /// show it, are updated.
    func titleChanged() {
        guard let next = split?.chrome(after: column) else { return }
        next.barNode?.setNeedsUpdate()
        next.stack?.barNode?.setNeedsUpdate()
    }
}

/// The chrome of the split view column the views inside are in, until a stack takes it.
enum SplitColumnChromeKey: EnvironmentKey {
    static var defaultValue: SplitColumnChrome? { nil }
}
