public import TerrariumCore
import TerrariumTerminal

/// A control that runs an action when activated, drawn as its label between brackets.
///
/// ```swift
/// Button("Water") { plant.water() }      // [ Water ]
/// Button { save() } label: { Text("Save").bold() }
/// ```
///
/// The label is inset by two columns on each side, with `[` and `]` at the edges of every row
/// of the label, so the button reads as a control in any terminal, colour or not. A disabled
/// button (see `disabled(_:)`) is drawn dim and ignores activation.
public struct Button<Label: View>: View, PrimitiveView {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    /// Creates a button whose label is `label`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role, whose label is `label`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// A button has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer: ButtonRenderer
        if node.environment.isMenuItem {
            let item = node.renderer { MenuItemRenderer() as ButtonRenderer } as? MenuItemRenderer ?? MenuItemRenderer()
            let command = node.environment.menuItemCommand
            item.shortcut =
                node.parent?.declaredShortcut?.displayName
                ?? command.flatMap { node.environment.keyBindings[$0].first?.displayName }
            renderer = item
        } else {
            renderer = node.renderer { ButtonRenderer() }
        }
        renderer.action = action
        renderer.role = role
        renderer.dismissesPresentation = node.environment.presentationActionDismiss
        renderer.isEnabled = node.environment.isEnabled
        if role == .destructive {
            // Red where there is colour; the label says what it does either way.
            let color = node.environment.foregroundColor ?? .red
            ChildReconciler.reconcile(node, toChild: label.environment(\.foregroundColor, color))
        } else {
            ChildReconciler.reconcile(node, toChild: label)
        }
    }
}

extension Button where Label == Text {
    /// Creates a button that shows `title`.
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a role that shows `title`.
    public init(_ title: some StringProtocol, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// Insets the label two columns on each side and draws the brackets around it.
class ButtonRenderer: ControlRenderer {
    /// The columns the brackets and their padding take on each side.
    static let inset = 2

    var action: @MainActor () -> Void = {}
    var role: ButtonRole?
    /// Set inside an alert or a dialog, which any of its buttons closes.
    var dismissesPresentation: DismissAction?

    override func perform() {
        action()
        dismissesPresentation?()
    }

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 - 2 * Self.inset }, height: proposal.height)
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        // An empty label still leaves a row for the brackets to be seen and clicked.
        Size(width: childSize.width + 2 * Self.inset, height: max(1, childSize.height))
    }

    override func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(x: frame.minX + Self.inset, y: frame.minY, width: childSize.width, height: childSize.height)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let frame = node.frame
        guard frame.width >= 2 * Self.inset else { return }
        let area = context.subcontext(frame)
        var style = node.environment.resolvedTextStyle(.plain)
        // The focused button shows its brackets reversed: the terminal's usual focus mark.
        if node.isFocusedNode { style.attributes.insert(.reverse) }
        // The padding is drawn as text rather than filled, so a background behind the button
        // shows through it.
        for y in 0..<frame.height {
            area.draw("[ ", at: Point(x: 0, y: y), style: style)
            area.draw(" ]", at: Point(x: frame.width - Self.inset, y: y), style: style)
        }
    }
}
