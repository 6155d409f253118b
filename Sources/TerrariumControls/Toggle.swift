public import TerrariumCore
import TerrariumTerminal

/// A control that turns a setting on or off, drawn as a check box before its label.
///
/// ```swift
/// Toggle("Mist daily", isOn: $mistDaily)   // [x] Mist daily
/// ```
///
/// The box shows `[x]` when on and `[ ]` when off, on the first row of the label, one column
/// before it. Activating the toggle flips the binding; a disabled toggle is drawn dim and
/// ignores activation.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle bound to `isOn` whose label is `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        if node.environment.isMenuItem {
            // In a menu a toggle is an item with a check mark, which closes the menu as any
            // item does.
            let isOn = self.isOn
            let item = Button {
                isOn.wrappedValue.toggle()
            } label: {
                HStack(spacing: 1) {
                    Text(node.readTracked { isOn.wrappedValue } ? "✓" : " ").accessibilityHidden(true)
                    label
                }
            }
            ChildReconciler.reconcile(node, toChild: item.accessibilityValue(isOn.wrappedValue ? "on" : "off"))
            return
        }
        let renderer = node.renderer { ToggleRenderer() }
        renderer.node = node
        renderer.isOn = isOn
        // A model's property bound here (`$settings.isOn`) redraws the toggle when it changes.
        _ = node.readTracked { isOn.wrappedValue }
        renderer.isEnabled = node.environment.isEnabled
        ChildReconciler.reconcile(node, toChild: label)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle bound to `isOn` that shows `title`.
    public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// Draws the check box and places the label after it.
final class ToggleRenderer: ControlRenderer {
    /// The columns the box and the space after it take.
    static let inset = 4

    weak var node: ViewNode?
    var isOn: Binding<Bool>?

    override func perform() {
        guard let isOn else { return }
        isOn.wrappedValue.toggle()
        // A binding that is not backed by state updates no view by itself; the box must still
        // show the new value.
        node?.setNeedsUpdate()
    }

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        let isOn = isOn?.wrappedValue == true
        var traits: AccessibilityTraits = isOn ? [.isToggle, .isSelected] : .isToggle
        if !isEnabled { traits.insert(.isNotEnabled) }
        return NodeSemantics(role: .toggle, value: isOn ? "on" : "off", traits: traits)
    }

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 - Self.inset }, height: proposal.height)
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: childSize.width + Self.inset, height: max(1, childSize.height))
    }

    override func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(x: frame.minX + Self.inset, y: frame.minY, width: childSize.width, height: childSize.height)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        var style = node.environment.resolvedTextStyle(.plain)
        // The focused toggle shows its box reversed: the terminal's usual focus mark.
        let box = isOn?.wrappedValue == true ? "[x]" : "[ ]"
        if node.isFocusedNode { style.attributes.insert(.reverse) }
        let end = context.subcontext(node.frame).draw(box, at: .zero, style: style)
        style.attributes.remove(.reverse)
        context.subcontext(node.frame).draw(" ", at: Point(x: end, y: 0), style: style)
        node.drawChildren(in: context)
    }
}
