import TerrariumCore
import TerrariumTerminal

/// One column of a split view: its content under its title bar, hidden from focus, clicks and
/// accessibility while the split view does not show it.
struct SplitColumn<Content: View>: View, PrimitiveView {
    let content: Content
    let column: NavigationSplitViewColumn
    let split: SplitViewRenderer

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { SplitColumnRenderer(column: column) }
        let chrome = renderer.chrome
        chrome.split = split
        installKeys(on: node, chrome: chrome)
        var environment = node.environment
        environment[NavigationLevelContextKey.self] = chrome.context
        environment[SplitColumnChromeKey.self] = chrome
        chrome.isUpdating = true
        var children = ChildReconciler(node, environment: environment)
        children.next(SplitColumnContent(content: content), id: "content")
        children.next(NavigationBar(source: chrome), id: NavigationBar<SplitColumnChrome>.id)
        children.finish()
        chrome.isUpdating = false
        // The content set the title and toolbar as it was evaluated: the bar reads them last.
        if let bar = node.children.last { bar.evaluate() }
    }

    /// Escape goes back a column while the split view is collapsed, unless a stack in the column
    /// is deeper than its root and pops first; a disabled column leaves it to the views around.
    private func installKeys(on node: ViewNode, chrome: SplitColumnChrome) {
        let handlers = node.handlers ?? NodeHandlers()
        node.handlers = handlers
        let isEnabled = node.environment.isEnabled
        handlers.keys = [
            KeyPressHandler(keys: [.escape], phases: [.down, .repeat]) { [weak chrome] _ in
                guard isEnabled, let chrome, (chrome.stack?.depth ?? 0) == 0, chrome.split?.goBack() == true else {
                    return .ignored
                }
                return .handled
            }
        ]
    }
}

/// Lays the column's bar over its content when the column has one, and hides the column while it
/// is not shown.
final class SplitColumnRenderer: NodeRenderer {
    let chrome: SplitColumnChrome
    var isShown = true
    /// Whether the bar was given its row in the last layout.
    private var barIsPlaced = false

    init(column: NavigationSplitViewColumn) {
        chrome = SplitColumnChrome(column: column)
    }

    var hitTesting: HitTesting { isShown ? .visible : .hidden }

    /// Whether the column's bar, or the bar of the stack filling it, has a rule under it on the
    /// column's second row, as of the last layout.
    private(set) var drawsRule = false

    /// The column's content and its bar.
    func parts(_ node: ViewNode) -> (content: ViewNode?, bar: ViewNode?) {
        let children = node.layoutChildren
        return (
            children.first { $0.renderer is SplitColumnContentRenderer },
            children.last { $0.renderer is NavigationBarRenderer }
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let (content, bar) = parts(node)
        let showsBar = chrome.showsBar
        if showsBar != barIsPlaced {
            barIsPlaced = showsBar
            // With the split view's rules beside the column, which join the rule under the bar.
            node.graph.damage.markDirty(
                Rect(x: frame.minX - 1, y: frame.minY, width: frame.width + 2, height: frame.height))
        }
        (bar?.renderer as? NavigationBarRenderer)?.isShown = showsBar
        if !showsBar { bar?.place(in: Rect(x: frame.minX, y: frame.minY, width: 0, height: 0), proposal: .zero) }
        TitleBarLayout.place(bar: showsBar ? bar : nil, content: content, in: frame)
        // A stack filling the column draws the rule under its bar instead.
        var barOwner = showsBar ? frame : nil
        if !showsBar, let stack = chrome.stack?.node, stack.frame.origin == frame.origin,
            stack.frame.width == frame.width
        {
            barOwner = stack.frame
        }
        drawsRule = barOwner.map { TitleBarLayout.chromeHeight(for: $0.height) == 2 } ?? false
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let (content, bar) = parts(node)
        TitleBarLayout.draw(bar: barIsPlaced ? bar : nil, content: content, of: node, in: context)
    }

    func hitTestOrder(_ node: ViewNode) -> [ViewNode] {
        let (content, bar) = parts(node)
        return [barIsPlaced ? bar : nil, content].compactMap { $0 }
    }
}

/// A column's content, laid out as given at the top leading corner of the area under the bar.
struct SplitColumnContent<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        _ = node.renderer { SplitColumnContentRenderer() }
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// Lays out a column's content as it is.
final class SplitColumnContentRenderer: SingleChildLayout {
    var drawsContent: Bool { false }
}
