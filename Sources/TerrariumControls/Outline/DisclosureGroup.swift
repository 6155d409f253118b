public import TerrariumCore
import TerrariumTerminal

/// A label that shows or hides its content: `▶ Title`, and `▼ Title` over the content when
/// expanded.
///
/// ```swift
/// DisclosureGroup("Watering", isExpanded: $showsWatering) {
///     Toggle("Mist leaves", isOn: $mist)
/// }
/// ```
///
/// Return, Space or a click on the label toggles it; → expands and ← collapses. The content is
/// indented two columns under the label; collapsed, it is not in the tree at all.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    @State private var ownExpanded = false

    /// Creates a group that keeps whether it is expanded itself, starting collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// Creates a group whose expansion is bound to `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// The label and, when expanded, the content under it.
    public var body: some View {
        DisclosureView(isExpanded: isExpanded ?? $ownExpanded, label: label, content: content)
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a group titled `title` that keeps whether it is expanded itself.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a group titled `title` whose expansion is bound to `isExpanded`.
    public init(_ title: some StringProtocol, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The group's header and, when expanded, its content under it, indented: the header updates
/// this node when it toggles, so the change shows whatever the binding is backed by.
struct DisclosureView<Label: View, Content: View>: View, PrimitiveView {
    let isExpanded: Binding<Bool>
    let label: Label
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let stack = node.renderer { DisclosureStackRenderer() }
        stack.group = node
        // A model's property bound here shows or hides the content when it changes.
        let expanded = node.readTracked { isExpanded.wrappedValue }
        var children = ChildReconciler(node)
        children.next(DisclosureHeader(isExpanded: isExpanded, shown: expanded, label: label, stack: stack))
        if expanded {
            children.next(
                VStack(alignment: .leading, spacing: 0) { content }.padding(.leading, DisclosureHeaderRenderer.inset))
        }
        children.finish()
    }
}

/// Stacks the header over the content.
final class DisclosureStackRenderer: SingleChildLayout {
    /// The group's node, which the header updates when it toggles.
    weak var group: ViewNode?

    var drawsContent: Bool { false }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }
}

/// The disclosure triangle and the label: the control that toggles the group.
struct DisclosureHeader<Label: View>: View, PrimitiveView {
    let isExpanded: Binding<Bool>
    let shown: Bool
    let label: Label
    /// The group's layout, which knows the group's node: a class, so the view compares it by
    /// identity.
    let stack: DisclosureStackRenderer

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { DisclosureHeaderRenderer() }
        renderer.stack = stack
        renderer.isExpanded = isExpanded
        renderer.isEnabled = node.environment.isEnabled
        renderer.shown = shown
        ChildReconciler.reconcile(node, toChild: label)
    }
}

final class DisclosureHeaderRenderer: ControlRenderer {
    /// `▶ ` before the label; the content is indented as far.
    static let inset = 2

    /// The group's layout, whose node is updated when the header toggles it.
    weak var stack: DisclosureStackRenderer?
    var isExpanded: Binding<Bool>?
    var shown = false

    override func perform() { set(!shown) }

    private func set(_ expanded: Bool) {
        guard let isExpanded, isExpanded.wrappedValue != expanded else { return }
        isExpanded.wrappedValue = expanded
        // A binding not backed by state updates no view by itself.
        stack?.group?.setNeedsUpdate()
    }

    override func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, press.modifiers.isEmpty, isEnabled else { return false }
        switch press.key {
        case .rightArrow where !shown: set(true)
        case .leftArrow where shown: set(false)
        default: return super.keyPress(press, node: node)
        }
        return true
    }

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        var traits: AccessibilityTraits = .isButton
        if !isEnabled { traits.insert(.isNotEnabled) }
        return NodeSemantics(role: .button, value: shown ? "expanded" : "collapsed", traits: traits)
    }

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - Self.inset) }, height: proposal.height)
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: childSize.width + Self.inset, height: max(1, childSize.height))
    }

    override func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(x: frame.minX + Self.inset, y: frame.minY, width: childSize.width, height: childSize.height)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        var style = node.environment.resolvedTextStyle(.plain)
        if !isEnabled { style.attributes.insert(.dim) }
        if node.isFocusedNode { style.attributes.insert(.reverse) }
        context.subcontext(node.frame).draw(shown ? "▼" : "▶", at: .zero, style: style)
    }
}
