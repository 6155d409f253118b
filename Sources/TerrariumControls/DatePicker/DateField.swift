import Foundation
import TerrariumCore
import TerrariumTerminal

/// One part of a date a field shows: its width, what comes before it and its calendar unit.
enum DatePart: CaseIterable, Sendable {
    case year, month, day, hour, minute

    var digits: Int { self == .year ? 4 : 2 }

    var unit: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        }
    }

    /// The parts `components` shows, in the field's order.
    static func parts(for components: DatePickerComponents) -> [DatePart] {
        (components.contains(.date) ? [.year, .month, .day] : [])
            + (components.contains(.hourAndMinute) ? [.hour, .minute] : [])
    }

    /// The character between this part and the one before it.
    func separator(after previous: DatePart) -> String {
        switch (previous, self) {
        case (.hour, .minute): ":"
        case (_, .hour): " "
        default: "-"
        }
    }
}

/// The field of a date's parts: `2026-11-29 14:30`.
struct DateField: View, PrimitiveView {
    let model: DateModel
    let parts: [DatePart]
    let name: String

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { DateFieldRenderer() }
        renderer.node = node
        renderer.model = model
        renderer.parts = parts
        renderer.keepCurrentPart()
        renderer.name = name
        renderer.calendar = node.environment.pickingCalendar
        renderer.isEnabled = node.environment.isEnabled
        // A date kept in a model redraws the field when it changes.
        renderer.shown = node.readTracked { model.date }
        node.contentDidChange()
    }
}

final class DateFieldRenderer: ControlRenderer {
    weak var node: ViewNode?
    var model: DateModel?
    var parts: [DatePart] = []
    var name = ""
    var calendar = Calendar(identifier: .gregorian)
    var shown = Date()
    /// The part the keyboard is on.
    private(set) var current = 0
    /// The digits typed into the current part so far.
    private var typed = ""

    /// Each part's text and its columns in the field.
    func layout() -> [(part: DatePart, text: String, columns: Range<Int>)] {
        let fields = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: shown)
        var x = 0
        var result: [(DatePart, String, Range<Int>)] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { x += part.separator(after: parts[index - 1]).count }
            let value = fields.value(for: part.unit) ?? 0
            let text = Self.padded(value, to: part.digits)
            result.append((part, text, x..<(x + text.count)))
            x += text.count
        }
        return result
    }

    static func padded(_ value: Int, to digits: Int) -> String {
        let text = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    var text: String {
        var result = ""
        for (index, entry) in layout().enumerated() {
            if index > 0 { result += entry.part.separator(after: parts[index - 1]) }
            result += entry.text
        }
        return result
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: text.count, height: 1)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        let area = context.subcontext(node.frame)
        var style = node.environment.resolvedTextStyle(.plain)
        if !isEnabled { style.attributes.insert(.dim) }
        area.draw(text, at: .zero, style: style)
        // The part the keyboard is on is reversed, while the field has focus.
        guard node.isFocusedNode, let entry = layout()[safe: current] else { return }
        var focused = style
        focused.attributes.insert(.reverse)
        area.draw(entry.text, at: Point(x: entry.columns.lowerBound, y: 0), style: focused)
    }

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.isNotEnabled) }
        return NodeSemantics(
            role: .datePicker, label: name.isEmpty ? nil : name, value: text, traits: traits, children: .ignore)
    }

    override func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, isEnabled, !parts.isEmpty else { return false }
        switch press.key {
        case .leftArrow where press.modifiers.isEmpty:
            move(to: current - 1)
        case .rightArrow where press.modifiers.isEmpty:
            move(to: current + 1)
        case .upArrow where press.modifiers.isEmpty:
            step(by: 1)
        case .downArrow where press.modifiers.isEmpty:
            step(by: -1)
        case .character(let character) where press.modifiers.isEmpty && character.isASCII && character.isNumber:
            type(character)
        default:
            return false
        }
        return true
    }

    override var receivesPointer: Bool { true }

    override func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard case .press(.left) = mouse.kind, isEnabled else { return false }
        // A click chooses the part under it, or the nearest one before it.
        let index = layout().lastIndex { $0.columns.lowerBound <= mouse.location.x } ?? 0
        move(to: index)
        return true
    }

    /// Keeps the part the keyboard is on among the parts shown, when they change.
    func keepCurrentPart() { current = min(max(0, current), max(0, parts.count - 1)) }

    private func move(to index: Int) {
        current = min(max(0, index), max(0, parts.count - 1))
        typed = ""
        node?.graph.damage.markDirty(node?.frame ?? .zero)
    }

    private func step(by amount: Int) {
        typed = ""
        guard let model, let part = parts[safe: current],
            let date = calendar.date(byAdding: part.unit, value: amount, to: model.date)
        else { return }
        change(to: date)
    }

    /// Types a digit into the current part.
    ///
    /// The digits so far make its new value, and the part is left for the next once it has all
    /// its digits. A value the part cannot take starts again from the digit.
    private func type(_ digit: Character) {
        guard let model, let part = parts[safe: current] else { return }
        let attempt = typed + String(digit)
        // A year is set once all its digits are typed: year 2 on the way to 2027 is no date
        // anyone meant. A leading zero waits for the digit after it.
        if (part == .year || Int(attempt) == 0) && attempt.count < part.digits {
            typed = attempt
            return
        }
        let candidates = [attempt, String(digit)]
        for candidate in candidates {
            guard let value = Int(candidate), let date = dateSetting(part, to: value, in: model.date) else { continue }
            typed = candidate
            change(to: date)
            if typed.count >= part.digits { move(to: current + 1) }
            return
        }
        typed = ""
    }

    /// `date` with `part` set to `value`, or nil when that is no date (a thirteenth month).
    func dateSetting(_ part: DatePart, to value: Int, in date: Date) -> Date? {
        var fields = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
        let valid: ClosedRange<Int> =
            switch part {
            case .year: 1...9999
            case .month: 1...12
            case .day: 1...(calendar.range(of: .day, in: .month, for: date)?.count ?? 31)
            case .hour: 0...23
            case .minute: 0...59
            }
        guard valid.contains(value) else { return nil }
        fields.setValue(value, for: part.unit)
        if part == .year || part == .month {
            // A day past the new month's end is its last day, as calendars step months.
            var first = fields
            first.day = 1
            if let start = calendar.date(from: first),
                let days = calendar.range(of: .day, in: .month, for: start)?.count
            {
                fields.day = min(fields.day ?? 1, days)
            }
        }
        return calendar.date(from: fields)
    }

    private func change(to date: Date) {
        guard let model else { return }
        if model.set(date) {
            // A binding not backed by state updates no view by itself.
            node?.setNeedsUpdate()
        }
    }
}

extension Array {
    /// The element at `index`, or nil past either end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
