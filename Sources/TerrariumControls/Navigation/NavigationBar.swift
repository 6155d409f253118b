import TerrariumCore
import TerrariumTerminal

/// A title bar: the back button, the title and the toolbar items of a stack's top level or a split
/// view's column, read from its source each time it is evaluated.
struct NavigationBar<Source: NavigationBarSource>: View, PrimitiveView {
    /// The bar's id among its container's children.
    static var id: String { "navigation bar" }

    let source: Source

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        _ = node.renderer { NavigationBarRenderer() }
        source.barNode = node
        let top = source.barContext
        var children = ChildReconciler(node)
        if let backTitle = source.backTitle {
            children.next(NavigationBackButton(title: backTitle, source: source), id: "back")
        }
        children.next(NavigationTitleView(title: top.title), id: "title")
        for toolbar in top.toolbars {
            toolbar.content.add(to: &children, id: [AnyHashable(top.id), AnyHashable(toolbar.owner)])
        }
        children.finish()
    }
}

/// Places the back button and the leading toolbar items from the left, the trailing items from
/// the right, and the title (or a `.principal` item) centred in what is left, cut with "…" when
/// it does not fit.
final class NavigationBarRenderer: NodeRenderer {
    /// Whether the bar is on screen: a split view's column hides its bar, with its items, while it
    /// has nothing to show.
    var isShown = true

    var hitTesting: HitTesting { isShown ? .visible : .hidden }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let ideal = node.layoutChildren.reduce(0) { width, child in
            guard (child.renderer as? NavigationBackButtonRenderer)?.isShown != false else { return width }
            return width + child.sizeThatFits(ProposedViewSize(width: nil, height: 1)).width + 1
        }
        return Size(width: proposal.width ?? max(0, ideal - 1), height: min(proposal.height ?? 1, 1))
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        var back: ViewNode?
        var title: ViewNode?
        var leading: [ViewNode] = []
        var principal: [ViewNode] = []
        var trailing: [ViewNode] = []
        for child in node.layoutChildren {
            if child.renderer is NavigationBackButtonRenderer {
                back = child
            } else if child.renderer is NavigationTitleRenderer {
                title = child
            } else {
                switch child.trait(ToolbarPlacementKey.self, in: node).side {
                case .leading: leading.append(child)
                case .principal: principal.append(child)
                case .trailing: trailing.append(child)
                }
            }
        }
        let y = frame.minY
        var left = frame.minX
        var right = frame.maxX
        func put(_ child: ViewNode, x: Int, width: Int) {
            let size = Size(width: max(0, width), height: frame.height)
            child.place(in: Rect(origin: Point(x: x, y: y), size: size), proposal: ProposedViewSize(size))
        }
        func ideal(_ child: ViewNode) -> Int { child.sizeThatFits(ProposedViewSize(width: nil, height: 1)).width }
        if let back, (back.renderer as? NavigationBackButtonRenderer)?.isShown == false {
            put(back, x: left, width: 0)
        } else if let back {
            let width = min(ideal(back), right - left)
            put(back, x: left, width: width)
            left += width + 1
        }
        // Trailing items before leading ones: the actions matter more than navigation extras.
        for item in trailing.reversed() {
            let width = ideal(item)
            if right - width >= left {
                right -= width
                put(item, x: right, width: width)
                right -= 1
            } else {
                put(item, x: right, width: 0)
            }
        }
        for item in leading {
            let width = ideal(item)
            if left + width <= right {
                put(item, x: left, width: width)
                left += width + 1
            } else {
                put(item, x: left, width: 0)
            }
        }
        let centre = principal.isEmpty ? [title].compactMap { $0 } : principal
        if !principal.isEmpty, let title { put(title, x: left, width: 0) }
        let available = max(0, right - left)
        let wanted = centre.reduce(0) { $0 + ideal($1) } + max(0, centre.count - 1)
        let width = min(wanted, available)
        // Centred on the whole bar when that leaves the items around it clear.
        var x = frame.minX + (frame.width - width) / 2
        x = max(left, min(x, right - width))
        var remaining = width
        for item in centre {
            let itemWidth = min(ideal(item), max(0, remaining))
            put(item, x: x, width: itemWidth)
            x += itemWidth + 1
            remaining -= itemWidth + 1
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
    }
}

/// The button that pops a stack or goes back a column of a collapsed split view, drawn `‹ Title`
/// with the title of where it goes back to, or `‹ Back` when that title is empty or long.
struct NavigationBackButton<Source: NavigationBarSource>: View, PrimitiveView {
    /// The longest title shown in the button; a longer one shows as "Back".
    static var longestTitle: Int { 16 }

    let title: String
    let source: Source

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { NavigationBackButtonRenderer() }
        let shown = title.isEmpty || title.displayWidth > Self.longestTitle ? "Back" : title
        renderer.text = "‹ " + shown
        renderer.source = source
        renderer.isEnabled = node.environment.isEnabled
        ChildReconciler.reconcileWithoutChildren(node)
    }
}

/// Draws the back button's text, reversed while focused, and goes back when activated; while its
/// source shows no back button it takes no room, focus or clicks.
final class NavigationBackButtonRenderer: ControlRenderer {
    var text = ""
    weak var source: (any NavigationBarSource)?

    /// Whether the button shows now, asked of its source as the bar is laid out.
    var isShown: Bool { source?.showsBackButton ?? false }

    override func perform() { source?.goBack() }

    override package func takesFocus(_ node: ViewNode) -> Bool { isShown }

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        guard isShown else { return nil }
        return NodeSemantics(
            role: .button, label: "Back", traits: isEnabled ? .isButton : [.isButton, .isNotEnabled],
            children: .ignore)
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        let width = text.displayWidth
        return Size(width: min(proposal.width ?? width, width), height: 1)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        var style = node.environment.resolvedTextStyle(.plain)
        if node.isFocusedNode { style.attributes.insert(.reverse) }
        context.subcontext(node.frame).draw(fitted(text, width: node.frame.width), at: .zero, style: style)
    }
}

/// The title of the top level, in bold: a heading to assistive technology.
struct NavigationTitleView: View, PrimitiveView {
    let title: String

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { NavigationTitleRenderer() }
        renderer.title = title
        ChildReconciler.reconcileWithoutChildren(node)
    }
}

/// Draws a title on one row, cut with "…" when its frame is narrower than the title.
final class NavigationTitleRenderer: NodeRenderer {
    var title = ""

    func drawingSignature(_ node: ViewNode) -> AnyHashable? { title }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let width = title.displayWidth
        return Size(width: min(proposal.width ?? width, width), height: 1)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        var style = node.environment.resolvedTextStyle(.plain)
        style.attributes.insert(.bold)
        context.subcontext(node.frame).draw(fitted(title, width: node.frame.width), at: .zero, style: style)
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        title.isEmpty ? nil : NodeSemantics(role: .staticText, label: title, traits: .isHeader, children: .ignore)
    }
}

/// `text` in at most `width` columns: whole when it fits, else cut and ended with "…".
func fitted(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.displayWidth > width else { return text }
    var result = ""
    var used = 0
    for character in text {
        let columns = character.displayWidth
        if used + columns > width - 1 { break }
        result.append(character)
        used += columns
    }
    return result + "…"
}
