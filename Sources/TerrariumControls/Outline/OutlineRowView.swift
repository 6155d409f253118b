import TerrariumCore
import TerrariumTerminal

/// One row of an outline list: the row's content indented by its depth, after a disclosure
/// triangle when it has children (`▶` collapsed, `▼` expanded).
struct OutlineRowView<Content: View>: View, PrimitiveView {
    let content: Content
    let depth: Int
    /// Whether the row is expanded, or nil when it has no children.
    let disclosure: Bool?
    /// The row's element's identity, which finds its row again when the triangle is clicked.
    let id: AnyHashable
    let source: any OutlineRowSource

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { OutlineRowRenderer() }
        renderer.depth = depth
        renderer.disclosure = disclosure
        renderer.id = id
        renderer.source = source
        renderer.isEnabled = node.environment.isEnabled
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// Indents an outline row's content and draws its triangle; a click on the triangle expands or
/// collapses the row, a click elsewhere is the list's, which selects the row.
final class OutlineRowRenderer: SingleChildLayout {
    /// The columns each level indents: the width of `▶ `.
    static let indentPerLevel = 2

    var depth = 0
    var disclosure: Bool?
    var id: AnyHashable = 0
    weak var source: (any OutlineRowSource)?
    var isEnabled = true

    /// Where the triangle is, from the row's leading edge.
    private var triangleColumn: Int { depth * Self.indentPerLevel }

    /// Where the content starts.
    private var inset: Int { triangleColumn + Self.indentPerLevel }

    var drawsContent: Bool { true }

    private struct Signature: Hashable {
        let depth: Int
        let disclosure: Bool?
        let isEnabled: Bool
    }

    func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        Signature(depth: depth, disclosure: disclosure, isEnabled: isEnabled)
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - inset) }, height: proposal.height)
    }

    func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: childSize.width + inset, height: max(1, childSize.height))
    }

    func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(
            x: frame.minX + inset, y: frame.minY, width: min(childSize.width, max(0, frame.width - inset)),
            height: childSize.height)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let clipped = context.clipped(to: node.frame)
        node.drawChildren(in: clipped)
        guard let disclosure else { return }
        var style = node.environment.resolvedTextStyle(.plain)
        if !isEnabled { style.attributes.insert(.dim) }
        clipped.draw(
            disclosure ? "▼" : "▶", at: Point(x: node.frame.minX + triangleColumn, y: node.frame.minY), style: style)
    }

    /// A press on the triangle (or the space after it) toggles the row.
    package func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard case .press(.left) = mouse.kind, isEnabled, let disclosure, let source, let list = source.list,
            let listNode = list.node
        else { return false }
        guard mouse.location.x >= triangleColumn, mouse.location.x < inset else { return false }
        return list.setOutlineRow(id: id, expanded: !disclosure, recursively: false, node: listNode)
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        var parts: [String] = []
        if let disclosure { parts.append(disclosure ? "expanded" : "collapsed") }
        parts.append("level \(depth + 1)")
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.isNotEnabled) }
        return NodeSemantics(role: .row, value: parts.joined(separator: ", "), traits: traits, children: .combine)
    }
}
