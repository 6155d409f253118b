import TerrariumPluginKit
import TerrariumTerminal
import TerrariumWidgetProtocol

/// A rating of up to `maximum` stars, drawn `[★★★☆☆]` when focused and ` ★★★☆☆ ` when not.
///
/// Its properties are `rating`, a whole number bound both ways, and `maximum`, the number of
/// stars (5 unless given). The user sets the rating with Left and Right, Home (none) and End
/// (all), a digit up to the maximum, or a click on a star; each change is sent back as `rating`.
@MainActor
final class StarsWidget: ServedWidget {
    weak var host: (any WidgetHost)?
    var sendValue: ((String, WidgetValue) -> Void)?
    private var rating = 0
    private var maximum = 5
    private var isFocused = false

    func propertiesDidChange(_ properties: [String: WidgetValue], transaction: WidgetTransaction) {
        if let maximum = properties["maximum"]?.intValue, maximum != self.maximum {
            self.maximum = min(max(maximum, 1), 10)
            host?.widgetNeedsLayout(self)
        }
        if let rating = properties["rating"]?.intValue { self.rating = rating }
        rating = min(max(rating, 0), maximum)
        host?.widgetNeedsDisplay(self)
    }

    func draw(in context: GraphicsContext) {
        context.draw(isFocused ? "[" : " ", at: .zero)
        for star in 1...maximum {
            let isFilled = star <= rating
            context.draw(
                isFilled ? "★" : "☆", at: Point(x: star, y: 0),
                style: isFilled ? Style(foreground: .yellow) : .plain)
        }
        context.draw(isFocused ? "]" : " ", at: Point(x: maximum + 1, y: 0))
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        Size(width: maximum + 2, height: 1)
    }

    var acceptsFocus: Bool { true }

    func focusDidChange(_ isFocused: Bool) {
        self.isFocused = isFocused
        host?.widgetNeedsDisplay(self)
    }

    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let press):
            guard press.phase != .up, press.modifiers.isDisjoint(with: [.control, .option, .command]),
                let newRating = rating(for: press.key)
            else { return false }
            userSet(newRating)
            return true
        case .mouse(let mouse):
            guard case .press(.left) = mouse.kind, mouse.location.y == 0, (1...maximum).contains(mouse.location.x)
            else { return false }
            userSet(mouse.location.x)
            return true
        default:
            return false
        }
    }

    /// The rating `key` sets, nil for a key the widget does not take.
    private func rating(for key: KeyEquivalent) -> Int? {
        switch key {
        case .rightArrow: min(rating + 1, maximum)
        case .leftArrow: max(rating - 1, 0)
        case .home: 0
        case .end: maximum
        case .character(let character):
            character.wholeNumberValue.flatMap { $0 <= maximum ? $0 : nil }
        default: nil
        }
    }

    /// Sets the rating the user chose and reports it if it changed.
    private func userSet(_ newRating: Int) {
        guard newRating != rating else { return }
        rating = newRating
        sendValue?("rating", .number(Double(rating)))
        host?.widgetNeedsDisplay(self)
    }
}
