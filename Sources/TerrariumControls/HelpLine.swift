public import TerrariumCore
import TerrariumTerminal

/// A line listing the keys that do something right now, such as `^S Save  ^_ Undo`, kept up to
/// date as focus moves and views come and go.
///
/// ```swift
/// VStack {
///     content
///     HelpLine(trailing: [ActiveShortcut(keyPress: KeyPress("c", modifiers: .control), title: "Quit")])
/// }
/// ```
///
/// It lists the enabled buttons' keyboard shortcuts in reading order, then the commands that
/// the focused view or its ancestors handle (undo and redo while there is something to undo or
/// redo), then `trailing`. Keys are bold, entries two columns apart; an entry that does not fit
/// whole is left out. The line takes the width it is offered and one row.
public struct HelpLine: View, PrimitiveView {
    let leading: [ActiveShortcut]
    let trailing: [ActiveShortcut]

    /// Creates a help line with fixed entries before and after the active ones.
    public init(leading: [ActiveShortcut] = [], trailing: [ActiveShortcut] = []) {
        self.leading = leading
        self.trailing = trailing
    }

    /// A help line has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        node.graph.observeLayout(node)
        let renderer = node.renderer { HelpLineRenderer() }
        renderer.leading = leading
        renderer.trailing = trailing
        renderer.keyStyle = node.environment.resolvedTextStyle(Style(attributes: .bold))
        renderer.titleStyle = node.environment.resolvedTextStyle(.plain)
        ChildReconciler.reconcileWithoutChildren(node)
    }
}

/// Draws the entries the graph last gave it.
final class HelpLineRenderer: NodeRenderer {
    var leading: [ActiveShortcut] = []
    var active: [ActiveShortcut] = []
    var trailing: [ActiveShortcut] = []
    var keyStyle = Style(attributes: .bold)
    var titleStyle = Style.plain

    private var entries: [ActiveShortcut] { leading + active + trailing }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let ideal = entries.map { $0.label.displayWidth }.reduce(0) { $0 == 0 ? $1 : $0 + 2 + $1 }
        return Size(width: proposal.width ?? ideal, height: 1)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    /// Takes the shortcuts active now, once frames and focus are settled, and redraws when they
    /// changed.
    func layoutDidSettle(_ node: ViewNode) {
        let shortcuts = node.graph.router.activeShortcuts
        guard active != shortcuts else { return }
        active = shortcuts
        node.graph.damage.markDirty(node.frame)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        guard frame.height > 0, frame.width > 0 else { return }
        let line = context.subcontext(Rect(origin: frame.origin, size: Size(width: frame.width, height: 1)))
        var x = 0
        for entry in entries {
            let start = x == 0 ? 0 : x + 2
            guard start + entry.label.displayWidth <= frame.width else { break }
            let afterKey = line.draw(entry.keyPress.displayName, at: Point(x: start, y: 0), style: keyStyle)
            x = line.draw(" " + entry.title, at: Point(x: afterKey, y: 0), style: titleStyle)
        }
    }
}
