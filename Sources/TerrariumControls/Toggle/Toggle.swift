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
/// ignores activation. `toggleStyle(_:)` draws it as a switch (`.switch`), a button that stays
/// pressed (`.button`) or in an app's own ``ToggleStyle``.
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
        // The style's body sees the styles set outside it, so a `Toggle(configuration)` in it is
        // drawn as it would be without the style.
        var environment = node.environment
        let style = environment.toggleStyles.popLast()
        let builtIn = style.map { ($0.style as? any BuiltInToggleStyleProviding)?.builtIn } ?? .some((.checkbox, nil))
        guard let (kind, tint) = builtIn else {
            if node.renderer is ToggleRenderer {
                node.renderer = nil
                node.invalidateLayout()
            }
            let configuration = ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn, isMixed: false)
            var children = ChildReconciler(node, environment: environment)
            // The style's body reads the value: a model's property bound here redraws it.
            children.next(node.readTracked { style?.makeBody(configuration) } ?? AnyView(EmptyView()))
            children.finish()
            return
        }
        let renderer = node.renderer { ToggleRenderer() }
        renderer.node = node
        renderer.isOn = isOn
        renderer.kind = kind
        renderer.tint = tint ?? environment.tint
        // In a form, a checkbox starts where the controls after the labels do.
        renderer.formColumn = kind == .button ? nil : environment.formLabelColumn
        renderer.formColumn?.registerDependent(node)
        // A model's property bound here (`$settings.isOn`) redraws the toggle when it changes.
        _ = node.readTracked { isOn.wrappedValue }
        renderer.isEnabled = environment.isEnabled
        var children = ChildReconciler(node, environment: environment)
        // In a form, a switch's label is in the label column and the switch where the controls
        // start, as macOS lays out a form; a hidden label is one too, which takes no room.
        if kind == .switch || environment.labelsHidden {
            children.next(FormLabel(content: label))
        } else {
            children.next(label)
        }
        children.finish()
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle from a style's configuration, drawn in the style set outside that style:
    /// for a ``ToggleStyle`` that adds to the toggle it would otherwise be.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.isOn = configuration.$isOn
        self.label = configuration.label
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
    /// The columns the checkbox `[x] ` and the switch ` ──●` take beside the label.
    static let inset = 4

    weak var node: ViewNode?
    var isOn: Binding<Bool>?
    var kind = BuiltInToggleStyle.checkbox
    var tint = Color.default
    weak var formColumn: FormLabelColumn?

    /// The columns before the box: the form's label column, in a form.
    private var indent: Int { kind == .checkbox ? formColumn?.controlsStart ?? 0 : 0 }

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
        ProposedViewSize(width: proposal.width.map { max(0, $0 - Self.inset - indent) }, height: proposal.height)
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        var width = childSize.width + Self.inset + indent
        if kind == .switch, let formColumn {
            // The label fills the column, so the switch starts with the controls.
            width = formColumn.controlsStart + 3
        } else if kind == .switch, let offered = proposal.width, offered < ProposedViewSize.unbounded {
            // A switch sits at the trailing edge of the row it is offered, as on iOS.
            width = max(width, offered)
        }
        return Size(width: width, height: max(1, childSize.height))
    }

    override func childFrame(in frame: Rect, childSize: Size) -> Rect {
        let x = kind == .checkbox ? indent + Self.inset : kind == .button ? 2 : 0
        return Rect(x: frame.minX + x, y: frame.minY, width: childSize.width, height: childSize.height)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        let isOn = isOn?.wrappedValue == true
        var style = node.environment.resolvedTextStyle(.plain)
        if !isEnabled { style.attributes.insert(.dim) }
        let area = context.subcontext(node.frame)
        switch kind {
        case .checkbox:
            var box = style
            // The focused toggle shows its box reversed: the terminal's usual focus mark.
            if node.isFocusedNode { box.attributes.insert(.reverse) }
            let end = area.draw(isOn ? "[x]" : "[ ]", at: Point(x: indent, y: 0), style: box)
            area.draw(" ", at: Point(x: end, y: 0), style: style)
            node.drawChildren(in: context)
        case .switch:
            node.drawChildren(in: context)
            var track = style
            // On, the knob is at the right and coloured; off, at the left and dim: the knob's
            // place says which without colour.
            if isOn, isEnabled {
                track.foreground = tint
            } else {
                track.attributes.insert(.dim)
            }
            if node.isFocusedNode { track.attributes.insert(.reverse) }
            area.draw(isOn ? "━━●" : "○──", at: Point(x: node.frame.width - 3, y: 0), style: track)
        case .button:
            node.drawChildren(in: context)
            // On, the label is reversed, as a key held down; focused, the brackets are.
            if isOn {
                area.restyle(Rect(x: 1, y: 0, width: max(0, node.frame.width - 2), height: node.frame.height)) {
                    $0.attributes.insert(.reverse)
                }
            }
            var brackets = style
            if node.isFocusedNode { brackets.attributes.insert(.reverse) }
            for y in 0..<node.frame.height {
                area.draw("[", at: Point(x: 0, y: y), style: brackets)
                area.draw("]", at: Point(x: node.frame.width - 1, y: y), style: brackets)
            }
        }
    }
}

/// A built-in toggle style the toggle draws itself, without a body of views.
protocol BuiltInToggleStyleProviding {
    /// The shape it draws and, for a switch, the colour it is on.
    var builtIn: (BuiltInToggleStyle, Color?) { get }
}

extension DefaultToggleStyle: BuiltInToggleStyleProviding {
    var builtIn: (BuiltInToggleStyle, Color?) { (.checkbox, nil) }
}

extension CheckboxToggleStyle: BuiltInToggleStyleProviding {
    var builtIn: (BuiltInToggleStyle, Color?) { (.checkbox, nil) }
}

extension SwitchToggleStyle: BuiltInToggleStyleProviding {
    var builtIn: (BuiltInToggleStyle, Color?) { (.switch, tint) }
}

extension ButtonToggleStyle: BuiltInToggleStyleProviding {
    var builtIn: (BuiltInToggleStyle, Color?) { (.button, nil) }
}

/// A toggle in one of the built-in styles, for a style that asks a built-in one for its body.
struct BuiltInToggle: View {
    let configuration: ToggleStyleConfiguration
    let style: BuiltInToggleStyle
    var tint: Color?

    var body: some View {
        Toggle(configuration).modifier(
            StyleStackModifier<ToggleStylesKey>(style: AnyToggleStyle(BuiltInMarker(style: style, tint: tint))))
    }

    /// Stands in the environment for the built-in style, so the toggle draws it itself.
    struct BuiltInMarker: ToggleStyle, BuiltInToggleStyleProviding {
        let style: BuiltInToggleStyle
        let tint: Color?

        var builtIn: (BuiltInToggleStyle, Color?) { (style, tint) }

        func makeBody(configuration: Configuration) -> some View { EmptyView() }
    }
}
