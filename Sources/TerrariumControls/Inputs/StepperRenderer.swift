import TerrariumCore
import TerrariumTerminal

/// Places a stepper's label before its buttons, draws them, and takes its keys and clicks.
final class StepperRenderer: InputRowRenderer {
    var model = StepperModel(read: { (false, false, nil) }, increment: nil, decrement: nil)
    var state: StepperModel.State = (false, false, nil)

    /// The label, then the buttons, `[ − │ + ]`: `−` in columns 0 to 3, `+` in columns 5 to 8.
    override var row: InputRow { InputRow(leading: 1, idealWidth: 9, minimumWidth: 9, fills: false) }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let style = node.inputStyles(isEnabled: isEnabled).plain
        var edge = style
        // The focused stepper shows its brackets reversed: the terminal's usual focus mark.
        if node.isFocusedNode { edge.attributes.insert(.reverse) }
        var minus = style
        if !state.canDecrement { minus.attributes.insert(.dim) }
        var plus = style
        if !state.canIncrement { plus.attributes.insert(.dim) }
        let area = context.subcontext(slot)
        area.draw("[", at: .zero, style: edge)
        area.draw(" − ", at: Point(x: 1, y: 0), style: minus)
        area.draw("│", at: Point(x: 4, y: 0), style: style)
        area.draw(" + ", at: Point(x: 5, y: 0), style: plus)
        area.draw("]", at: Point(x: 8, y: 0), style: edge)
    }

    /// Steps up or down when the stepper is enabled and that button can act, telling the app an
    /// edit began and ended around it.
    override func adjust(up: Bool) {
        guard isEnabled, up ? state.canIncrement : state.canDecrement,
            let action = up ? model.increment : model.decrement
        else { return }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
        state = model.read()
        // A binding not backed by state updates no view by itself; the buttons must still show
        // the new bounds.
        node?.setNeedsUpdate()
    }

    // MARK: - Keys and clicks

    override func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, isEnabled, press.modifiers.subtracting(.shift).isEmpty else { return false }
        switch press.key {
        case .upArrow, .rightArrow, "+", "=": adjust(up: true)
        case .downArrow, .leftArrow, "-", "_": adjust(up: false)
        default: return false
        }
        return true
    }

    /// A press on `−` steps down and one on `+` steps up; the router gives it the presses that
    /// nothing inside took.
    override func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard case .press(.left) = mouse.kind, isEnabled else { return false }
        let point = slotLocation(of: mouse, node: node)
        guard point.y == 0, (0..<slot.width).contains(point.x), point.x != 4 else { return false }
        adjust(up: point.x > 4)
        return true
    }

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(role: .stepper, value: state.value, traits: isEnabled ? [] : .isNotEnabled)
    }
}
