import TerrariumCore
import TerrariumTerminal

/// Lays out a slider's labels around its track, draws the track, and takes its keys, clicks and
/// drags.
final class SliderRenderer: InputRowRenderer {
    var scale = ValueScale(lower: 0, upper: 1)
    /// The bound value as last read, which may lie outside the bounds.
    var value = 0.0
    var write: @MainActor (Double) -> Void = { _ in }
    /// Whether a press on the track is being dragged.
    private var isDragging = false

    /// The label, the minimum value label, the track, then the maximum value label.
    override var row: InputRow { InputRow(leading: 2, idealWidth: 20, minimumWidth: 3, fills: true) }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let (plain, filled) = node.inputStyles(isEnabled: isEnabled)
        var thumb = filled
        thumb.attributes.insert(.bold)
        // The focused slider shows its thumb reversed: the terminal's usual focus mark.
        if node.isFocusedNode { thumb.attributes.insert(.reverse) }
        // No screen is wider than this; a frame wider still must not cost a string its size.
        let cells = SliderTrack(fraction: scale.fraction(of: value), width: min(slot.width, Self.widestTrack))
        let area = context.subcontext(slot)
        let end = area.draw(String(repeating: "━", count: cells.before), at: .zero, style: filled)
        guard cells.width > 0 else { return }
        area.draw("●", at: Point(x: end, y: 0), style: thumb)
        area.draw(String(repeating: "─", count: cells.after), at: Point(x: end + 1, y: 0), style: plain)
    }

    /// The most cells a track is drawn with.
    static let widestTrack = 65_536

    // MARK: - Keys

    override func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, isEnabled, press.modifiers.isEmpty else { return false }
        let tenth = scale.upper / 10 - scale.lower / 10
        switch press.key {
        case .leftArrow, .downArrow: adjust(up: false)
        case .rightArrow, .upArrow: adjust(up: true)
        case .pageDown: change(to: scale.moved(value, by: -tenth))
        case .pageUp: change(to: scale.moved(value, by: tenth))
        case .home: change(to: scale.clamped(scale.lower))
        case .end: change(to: scale.clamped(scale.upper))
        default: return false
        }
        return true
    }

    /// Moves the value one arrow press up or down.
    override func adjust(up: Bool) {
        guard isEnabled else { return }
        change(to: scale.moved(value, by: up ? scale.arrowDistance : -scale.arrowDistance))
    }

    /// Writes `newValue` when it differs, telling the app an edit began and ended around it.
    private func change(to newValue: Double) {
        guard scale.isAdjustable, newValue != value else { return }
        onEditingChanged(true)
        set(newValue)
        onEditingChanged(false)
    }

    /// Writes `newValue` when it differs; a slider whose bounds leave no room writes nothing,
    /// not even to bring a value outside them back.
    private func set(_ newValue: Double) {
        guard scale.isAdjustable, newValue != value else { return }
        value = newValue
        write(newValue)
    }

    // MARK: - Pointer

    override var receivesPointer: Bool { true }

    override func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard isEnabled else { return false }
        let point = slotLocation(of: mouse, node: node)
        let x = point.x
        switch mouse.kind {
        case .press(.left):
            guard scale.isAdjustable, point.y == 0, (0..<slot.width).contains(x) else { return false }
            isDragging = true
            onEditingChanged(true)
            set(value(atColumn: x))
            return true
        case .drag(.left):
            guard isDragging else { return false }
            set(value(atColumn: x))
            return true
        case .release(.left):
            guard isDragging else { return false }
            isDragging = false
            onEditingChanged(false)
            return true
        default:
            return false
        }
    }

    /// The value the thumb would show at column `x` of the track, for a point before or after
    /// it the bound at that end.
    private func value(atColumn x: Int) -> Double {
        let positions = slot.width - 1
        guard positions > 0 else { return scale.clamped(value) }
        return scale.value(atFraction: Double(min(max(x, 0), positions)) / Double(positions))
    }

    // MARK: - Semantics

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(
            role: .slider, value: scale.description(of: value), traits: isEnabled ? [] : .isNotEnabled)
    }
}

/// How a track of `width` cells shows a fraction: heavy cells below the thumb, the thumb, and
/// light cells after it.
struct SliderTrack {
    let before: Int
    let after: Int
    let width: Int

    init(fraction: Double, width: Int) {
        self.width = max(0, width)
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        before = self.width > 0 ? Int((fraction * Double(self.width - 1)).rounded()) : 0
        after = max(0, self.width - before - 1)
    }
}
