public import TerrariumTerminal

/// A control drawn as its title between brackets that sends
/// ``Control/Event/primaryActionTriggered`` when pressed.
///
/// ```swift
/// let water = PushButton("Water")  // [ Water ]
/// water.addAction(for: .primaryActionTriggered) { _ in plant.water() }
/// ```
///
/// Enter, Space and a left click press it. Focused, it is drawn reversed, as the declarative
/// `Button` is; disabled, dim.
@MainActor
public final class PushButton: Control {
    /// The text between the brackets.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            invalidateIntrinsicSize()
            setNeedsDisplay()
        }
    }

    /// The columns the brackets and their padding take on each side.
    private static let inset = 2

    /// Creates a button showing `title`.
    public init(_ title: String = "") {
        self.title = title
        super.init()
    }

    /// The title's width plus the brackets, on one row.
    public override var intrinsicSize: Size? {
        Size(width: title.fittedLine(toWidth: .max).displayWidth + 2 * Self.inset, height: 1)
    }

    /// One row, as wide as the title and brackets or the proposed width if that is narrower.
    public override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        oneLineSize(for: proposal)
    }

    /// Draws `[ title ]` on the first row, the title cut to fit between the brackets.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let width = context.size.width
        guard width >= 2 * Self.inset else { return }
        var style = Style.plain
        if isFocused { style.attributes.insert(.reverse) }
        if !isEnabled { style.attributes.insert(.dim) }
        let title = title.fittedLine(toWidth: width - 2 * Self.inset)
        context.draw("[ " + title, at: .zero, style: style)
        context.draw(" ]", at: Point(x: width - Self.inset, y: 0), style: style)
    }

    /// Sends ``Control/Event/primaryActionTriggered`` for Enter, Space or a left press.
    public override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .key(let press) where press.isPlainPress:
            guard press.key == .return || press.key == " " else { return false }
        case .mouse(let mouse):
            guard case .press(.left) = mouse.kind, bounds.contains(mouse.location) else { return false }
        default:
            return false
        }
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
