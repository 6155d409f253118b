import Terrarium
import TerrariumWidgets

// article: EmbeddingAnImperativeWidget.md#1
final class StarRating: Control {
    let maximum: Int
    var value = 0 {
        didSet { if value != oldValue { setNeedsDisplay() } }
    }

    init(maximum: Int = 5) {
        self.maximum = maximum
        super.init()
    }

    // One cell per star and a space between them.
    override var intrinsicSize: Size? { Size(width: 2 * maximum - 1, height: 1) }

    override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        for star in 1...maximum {
            let isFilled = star <= value
            context.draw(
                isFilled ? "★" : "☆", at: Point(x: 2 * (star - 1), y: 0),
                style: isFilled ? Style(foreground: .yellow) : .plain)
        }
        if isFocused {
            context.restyle(Rect(x: 0, y: 0, width: 2 * maximum - 1, height: 1)) { $0.attributes.insert(.reverse) }
        }
    }

    override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .key(let press) where press.phase != .up && press.modifiers.isEmpty:
            switch press.key {
            case .leftArrow: userChose(value - 1)
            case .rightArrow: userChose(value + 1)
            default: return false  // Tab and the rest go on up the focus chain
            }
            return true
        case .mouse(let mouse):  // in the control's own coordinates
            guard case .press(.left) = mouse.kind else { return false }
            userChose(mouse.location.x / 2 + 1)
            return true
        default:
            return false
        }
    }

    // The user's choice, and only the user's, tells the targets.
    private func userChose(_ newValue: Int) {
        let clamped = min(max(newValue, 0), maximum)
        guard clamped != value else { return }
        value = clamped
        sendActions(for: .valueChanged)
    }
}
// end article
