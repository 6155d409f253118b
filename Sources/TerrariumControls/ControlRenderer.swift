import TerrariumCore
import TerrariumTerminal

/// The renderer of a control the user activates: a button runs its action, a toggle flips.
///
/// It answers the router for every control the same way: it takes focus, Return or Space and a
/// click activate it, and a keyboard shortcut on a view around it runs it.
class ControlRenderer: SingleChildLayout {
    /// Whether the control responds to the user; a disabled control ignores activation.
    var isEnabled = true

    var drawsContent: Bool { true }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    func size(for proposal: ProposedViewSize, childSize: Size) -> Size { childSize }

    func childFrame(in frame: Rect, childSize: Size) -> Rect { Rect(origin: frame.origin, size: childSize) }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }

    /// A button labelled by what it shows; other controls say what they are.
    func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(role: .button, traits: isEnabled ? .isButton : [.isButton, .isNotEnabled])
    }

    /// Performs the control's action; called only while the control is enabled.
    func perform() {}

    /// Whether the control takes the pointer's events itself; otherwise a click activates it.
    var receivesPointer: Bool { false }

    /// Handles a pointer event in the control's own coordinates; returns whether it did.
    func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool { false }

    /// Hears that the mouse's button went down on the control or came up; nothing by default.
    func pressChanged(_ isPressed: Bool, node: ViewNode) {}

    package var isControl: Bool { true }

    package var canActivate: Bool { isEnabled }

    package func activate() -> Bool {
        guard isEnabled else { return false }
        perform()
        return true
    }

    package func takesFocus(_ node: ViewNode) -> Bool { true }

    package func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, press.modifiers.isEmpty, press.key == .return || press.key == " " else {
            return false
        }
        _ = activate()
        return true
    }
}
