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
    /// The title of a button made from a string: what an app's style is read as, whatever it
    /// draws around it.
    var title: String?

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
        if node.environment.isMenuItem {
            let item = node.renderer { MenuItemRenderer() as ButtonRenderer } as? MenuItemRenderer ?? MenuItemRenderer()
            let command = node.environment.menuItemCommand
            item.shortcut =
                node.parent?.declaredShortcut?.displayName
                ?? command.flatMap { node.environment.keyBindings[$0].first?.displayName }
            configure(item, node: node)
            var children = ChildReconciler(node)
            addLabel(to: &children, node: node)
            children.finish()
            return
        }
        // The style's body sees the styles set outside it, so a `Button(configuration)` in it is
        // drawn as it would be without the style.
        var environment = node.environment
        let style = environment[ButtonStylesKey.self].popLast()
        var children = ChildReconciler(node, environment: environment)
        defer { children.finish() }
        switch style {
        case .primitive(let primitive) where !(primitive is any BuiltInButtonStyleProviding):
            if node.renderer is ButtonRenderer {
                node.renderer = nil
                node.invalidateLayout()
            }
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: PrimitiveButtonStyleConfiguration.Label(content: styledLabel(node)),
                action: action, title: title)
            children.next(titled(AnyView(primitive.makeBody(configuration: configuration))))
        case .look(let look):
            let renderer = node.renderer { ButtonRenderer() }
            configure(renderer, node: node)
            renderer.look = nil
            let configuration = ButtonStyleConfiguration(
                role: role, label: ButtonStyleConfiguration.Label(content: styledLabel(node)),
                isPressed: renderer.isPressed)
            renderer.title = title
            children.next(AnyView(look.makeBody(configuration: configuration)))
        case .primitive(let primitive):
            let renderer = node.renderer { ButtonRenderer() }
            configure(renderer, node: node)
            renderer.look = (primitive as? any BuiltInButtonStyleProviding)?.builtIn ?? .bordered
            addLabel(to: &children, node: node)
        case nil:
            let renderer = node.renderer { ButtonRenderer() }
            configure(renderer, node: node)
            renderer.look = .bordered
            addLabel(to: &children, node: node)
        }
    }

    /// `body` read by the button's title, when it has one, rather than by all the text a style
    /// drew.
    @ViewBuilder private func titled(_ body: AnyView) -> some View {
        if let title { body.accessibilityLabel(title) } else { body }
    }

    private func configure(_ renderer: ButtonRenderer, node: ViewNode) {
        renderer.action = action
        renderer.role = role
        renderer.dismissesPresentation = node.environment.presentationActionDismiss
        renderer.isEnabled = node.environment.isEnabled
        renderer.tint = node.environment.tint
        renderer.title = nil
    }

    /// The label, red for a destructive button where there is colour; it says what it does
    /// either way.
    private func styledLabel(_ node: ViewNode) -> AnyView {
        guard role == .destructive else { return AnyView(label) }
        return AnyView(label.environment(\.foregroundColor, node.environment.foregroundColor ?? .red))
    }

    /// Adds the label as the node's child: as itself, unless a destructive role colours it, so
    /// the usual button has no wrapper between it and its label.
    private func addLabel(to children: inout ChildReconciler, node: ViewNode) {
        if role == .destructive {
            children.next(label.environment(\.foregroundColor, node.environment.foregroundColor ?? .red))
        } else {
            children.next(label)
        }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button from a style's configuration, drawn in the style set outside that
    /// style: for a ``PrimitiveButtonStyle`` that adds to the button it would otherwise be.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
        title = configuration.title
    }
}

extension Button where Label == Text {
    /// Creates a button that shows `title`.
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
        self.title = String(title)
    }

    /// Creates a button with a role that shows `title`.
    public init(_ title: some StringProtocol, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
        self.title = String(title)
    }
}

/// Insets the label two columns on each side and draws the brackets around it.
class ButtonRenderer: ControlRenderer {
    static let inset = 2

    var action: @MainActor () -> Void = {}
    var role: ButtonRole?
    var dismissesPresentation: DismissAction?
    /// How the button draws itself around its label; nil when an app's ``ButtonStyle`` drew it.
    var look: BuiltInButtonStyle? = .bordered
    var tint = Color.default
    /// What an app's style is read as, whatever it draws around the label.
    var title: String?
    /// Whether the mouse's button is down on the button, which an app's style may draw.
    private(set) var isPressed = false

    private var inset: Int { look == .bordered || look == .prominent ? Self.inset : 0 }

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        var semantics = super.semantics(node)
        semantics?.label = title
        return semantics
    }

    override func perform() {
        action()
        dismissesPresentation?()
    }

    override func pressChanged(_ isPressed: Bool, node: ViewNode) {
        guard isPressed != self.isPressed else { return }
        self.isPressed = isPressed
        // Only an app's style draws the press: it makes its body again with the new state.
        if look == nil { node.setNeedsUpdate() }
    }

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * inset) }, height: proposal.height)
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        // An empty label still leaves a row for the brackets to be seen and clicked.
        Size(width: childSize.width + 2 * inset, height: max(1, childSize.height))
    }

    override func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(x: frame.minX + inset, y: frame.minY, width: childSize.width, height: childSize.height)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let frame = node.frame
        let area = context.subcontext(frame)
        guard inset > 0 else {
            // Without brackets, the focused button is reversed whole, so the keyboard's place
            // shows in any style.
            if node.isFocusedNode { area.restyle { $0.attributes.formSymmetricDifference(.reverse) } }
            return
        }
        guard frame.width >= 2 * inset else { return }
        var style = node.environment.resolvedTextStyle(.plain)
        if look == .prominent {
            // The tint behind the label and its padding, as reverse video of the tint's colour:
            // without colour it is still set apart.
            var filled = style
            filled.foreground = isEnabled ? tint : filled.foreground
            filled.attributes.insert(.reverse)
            area.restyle(Rect(x: 1, y: 0, width: frame.width - 2, height: frame.height)) {
                $0.foreground = filled.foreground
                $0.attributes.insert(.reverse)
            }
            for y in 0..<frame.height {
                area.draw(" ", at: Point(x: 1, y: y), style: filled)
                area.draw(" ", at: Point(x: frame.width - 2, y: y), style: filled)
            }
        }
        // The focused button shows its brackets reversed: the terminal's usual focus mark.
        if node.isFocusedNode { style.attributes.insert(.reverse) }
        // The padding is drawn as text rather than filled, so a background behind the button
        // shows through it.
        for y in 0..<frame.height {
            area.draw(look == .prominent ? "[" : "[ ", at: Point(x: 0, y: y), style: style)
            area.draw(
                look == .prominent ? "]" : " ]", at: Point(x: frame.width - (look == .prominent ? 1 : 2), y: y),
                style: style)
        }
    }
}
