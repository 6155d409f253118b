public import TerrariumTerminal
public import TerrariumWidgets

/// A row of stars to rate something with, from none to ``maximumValue``: an imperative control of
/// the kind a declarative app hosts rather than rewrites, like the rating control in Apple's
/// "Integrating SwiftUI" plant catalog.
///
/// ```swift
/// let rating = RatingControl(value: 3)  // ★ ★ ★ ☆ ☆
/// rating.addTarget(coordinator, action: Coordinator.ratingChanged(_:), for: .valueChanged)
/// ```
///
/// Each star takes one cell, with a space between stars, so a control of five is nine columns
/// wide and star `n` (counted from 1) sits in column `2 × (n − 1)`. Filled stars are `★` and
/// empty ones `☆`; with ``usesASCII`` they are `*` and `-` in the same places, for terminals
/// that cannot show the stars in one cell each.
///
/// The user sets the value with Left and Right (one step), the digits from 0 up to the maximum,
/// Home (0) and End (the maximum), or by clicking a star, which sets the value to that star's
/// number. Clicking the star of the current value clears the rating to 0, so the mouse alone can
/// undo a rating. A click on the space after a star counts as that star.
///
/// The control sends ``Control/Event/valueChanged`` when the user changes the value, never when
/// ``value`` is set in code, as UIKit's controls do. Focused, it is drawn reversed across its
/// width; disabled, dim.
@MainActor
public final class RatingControl: Control {
    /// The rating, from 0 (no stars) to ``maximumValue``; values outside are clamped.
    public var value: Int {
        didSet {
            value = min(max(value, 0), maximumValue)
            if value != oldValue { setNeedsDisplay() }
        }
    }

    /// The number of stars, at least 1; lowering it below ``value`` lowers the value too.
    public var maximumValue = RatingControl.defaultMaximumValue {
        didSet {
            maximumValue = max(1, maximumValue)
            guard maximumValue != oldValue else { return }
            if value > maximumValue { value = maximumValue }
            invalidateIntrinsicSize()
            setNeedsDisplay()
        }
    }

    /// Whether the stars are drawn as `*` and `-`, for terminals that cannot show `★` and `☆`.
    public var usesASCII = false {
        didSet { if usesASCII != oldValue { setNeedsDisplay() } }
    }

    /// The style of the filled stars; empty ones are drawn plain.
    public var filledStyle = Style(foreground: .yellow) {
        didSet { if filledStyle != oldValue { setNeedsDisplay() } }
    }

    /// The number of stars a new control has: five, as in the plant catalog.
    public static let defaultMaximumValue = 5

    /// Creates a control showing `value` stars out of ``defaultMaximumValue``.
    public init(value: Int = 0) {
        self.value = min(max(value, 0), Self.defaultMaximumValue)
        super.init()
    }

    /// The glyph of a filled star in the current glyph set.
    public var filledGlyph: Character { usesASCII ? "*" : "★" }

    /// The glyph of an empty star in the current glyph set.
    public var emptyGlyph: Character { usesASCII ? "-" : "☆" }

    // MARK: - Size and drawing

    /// One cell per star with a space between: `2 × maximumValue − 1` columns, one row.
    public override var intrinsicSize: Size? {
        Size(width: 2 * maximumValue - 1, height: 1)
    }

    /// Draws the stars on the first row.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        var emptyStyle = Style.plain
        var filledStyle = filledStyle
        if !isEnabled {
            emptyStyle.attributes.insert(.dim)
            filledStyle.attributes.insert(.dim)
        }
        for star in 1...maximumValue {
            let isFilled = star <= value
            context.draw(
                isFilled ? filledGlyph : emptyGlyph, at: Point(x: 2 * (star - 1), y: 0),
                style: isFilled ? filledStyle : emptyStyle)
        }
        if isFocused {
            context.restyle(Rect(x: 0, y: 0, width: 2 * maximumValue - 1, height: 1)) {
                $0.attributes.insert(.reverse)
            }
        }
    }

    // MARK: - Input

    /// Changes the value for Left, Right, Home, End, a digit or a left click on a star.
    public override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .key(let press):
            guard press.phase != .up, press.modifiers.isDisjoint(with: [.control, .option, .command]),
                let newValue = value(for: press.key)
            else { return false }
            userSet(newValue)
            return true
        case .mouse(let mouse):
            guard case .press(.left) = mouse.kind, mouse.location.y == 0,
                (0..<2 * maximumValue - 1).contains(mouse.location.x)
            else { return false }
            let star = mouse.location.x / 2 + 1
            userSet(star == value ? 0 : star)
            return true
        default:
            return false
        }
    }

    /// The value `key` asks for, or nil when the control does not use the key.
    private func value(for key: KeyEquivalent) -> Int? {
        switch key {
        case .leftArrow: return max(value - 1, 0)
        case .rightArrow: return min(value + 1, maximumValue)
        case .home: return 0
        case .end: return maximumValue
        case .character(let character):
            guard let digit = character.wholeNumberValue, character.isASCII, digit <= maximumValue else { return nil }
            return digit
        default: return nil
        }
    }

    /// Sets `newValue` as the user's choice: sends an action when the value changed.
    private func userSet(_ newValue: Int) {
        let previous = value
        value = newValue
        if value != previous { sendActions(for: .valueChanged) }
    }
}
