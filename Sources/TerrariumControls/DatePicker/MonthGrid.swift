import Foundation
import TerrariumCore
import TerrariumTerminal

/// A month's days in a grid under its name and the weekdays, the picked day reversed.
///
/// ‹ and › page to the month before and after without changing the picked date, as the arrows
/// of a graphical picker do in SwiftUI; a click on a day of the month paged to picks it. Keys
/// move the picked date itself (PageUp and PageDown by a month), and the grid shows its month.
///
/// ```
/// November 2026     ‹ ›
/// Su Mo Tu We Th Fr Sa
///  1  2  3  4  5  6  7
/// ```
struct MonthGrid: View, PrimitiveView {
    let model: DateModel
    let name: String

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { MonthGridRenderer() }
        renderer.node = node
        renderer.model = model
        renderer.name = name
        renderer.calendar = node.environment.pickingCalendar
        renderer.isEnabled = node.environment.isEnabled
        let picked = node.readTracked { model.date }
        if picked != renderer.shown { renderer.paged = nil }
        renderer.shown = picked
        node.contentDidChange()
    }
}

final class MonthGridRenderer: ControlRenderer {
    /// Seven columns of two digits and a space between.
    static let width = 20
    /// The month's name, the weekdays and six weeks: every month fits.
    static let height = 8

    weak var node: ViewNode?
    var model: DateModel?
    var name = ""
    var calendar = Calendar(identifier: .gregorian) {
        didSet { if calendar != oldValue { monthTitle = nil } }
    }
    /// Formats the month's name; made once per calendar, as a formatter is costly to make.
    private var monthTitle: DateFormatter?
    /// The picked date.
    var shown = Date()
    /// A day of the month ‹ and › paged to, while it is not the picked date's.
    var paged: Date?
    /// A day of the month the grid shows.
    private var viewed: Date { paged ?? shown }

    /// The first day of the month the grid shows, the column of its weekday and its length.
    private func monthStart() -> (start: Date, column: Int, days: Int)? {
        guard let interval = calendar.dateInterval(of: .month, for: viewed),
            let days = calendar.range(of: .day, in: .month, for: viewed)?.count
        else { return nil }
        let weekday = calendar.component(.weekday, from: interval.start)
        let column = (weekday - calendar.firstWeekday + 7) % 7
        return (interval.start, column, days)
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: Self.width, height: Self.height)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        let area = context.subcontext(node.frame)
        var style = node.environment.resolvedTextStyle(.plain)
        if !isEnabled { style.attributes.insert(.dim) }
        var bold = style
        bold.attributes.insert(.bold)
        let formatter = monthTitle ?? makeMonthTitle()
        area.draw(formatter.string(from: viewed), at: .zero, style: bold)
        area.draw("‹ ›", at: Point(x: Self.width - 3, y: 0), style: style)
        let symbols = calendar.shortWeekdaySymbols
        var dim = style
        dim.attributes.insert(.dim)
        for column in 0..<7 {
            let symbol = symbols[safe: (column + calendar.firstWeekday - 1) % 7] ?? ""
            area.draw(String(symbol.prefix(2)), at: Point(x: column * 3, y: 1), style: dim)
        }
        guard let month = monthStart() else { return }
        let showsPicked = calendar.isDate(viewed, equalTo: shown, toGranularity: .month)
        let picked = showsPicked ? calendar.component(.day, from: shown) : 0
        for day in 1...month.days {
            let cell = month.column + day - 1
            var dayStyle = style
            if day == picked {
                // Reversed while the grid has focus, bold when it does not.
                dayStyle.attributes.insert(node.isFocusedNode ? .reverse : .bold)
                if !node.isFocusedNode { dayStyle.attributes.insert(.underline) }
            }
            area.draw(
                DateFieldRenderer.padded(day, to: 2).replacingOccurrences(of: "0", with: " ", options: .anchored),
                at: Point(x: (cell % 7) * 3, y: 2 + cell / 7), style: dayStyle)
        }
    }

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        let fields = calendar.dateComponents([.year, .month, .day], from: shown)
        let value = [(fields.year ?? 0, 4), (fields.month ?? 0, 2), (fields.day ?? 0, 2)]
            .map { DateFieldRenderer.padded($0, to: $1) }.joined(separator: "-")
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.isNotEnabled) }
        return NodeSemantics(
            role: .datePicker, label: name.isEmpty ? nil : name, value: value, traits: traits,
            children: .ignore)
    }

    private func makeMonthTitle() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.setLocalizedDateFormatFromTemplate("MMMM yyyy")
        monthTitle = formatter
        return formatter
    }

    override func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, isEnabled, press.modifiers.isEmpty else { return false }
        let moves: [KeyEquivalent] = [.leftArrow, .rightArrow, .upArrow, .downArrow, .pageUp, .pageDown, .home, .end]
        guard moves.contains(press.key) else { return false }
        // Keys move the picked date, from the month it is in, whatever month was paged to.
        paged = nil
        switch press.key {
        case .leftArrow: add(.day, -1)
        case .rightArrow: add(.day, 1)
        case .upArrow: add(.day, -7)
        case .downArrow: add(.day, 7)
        case .pageUp: add(.month, -1)
        case .pageDown: add(.month, 1)
        case .home: pickDay(1)
        case .end: pickDay(monthStart()?.days ?? 1)
        default: return false
        }
        return true
    }

    override var receivesPointer: Bool { true }

    override func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard case .press(.left) = mouse.kind, isEnabled else { return false }
        let point = mouse.location
        if point.y == 0 {
            if point.x == Self.width - 3 { page(by: -1) }
            if point.x == Self.width - 1 { page(by: 1) }
            return true
        }
        guard point.y >= 2, point.x >= 0, point.x < Self.width, let month = monthStart() else { return true }
        let cell = (point.y - 2) * 7 + point.x / 3
        let day = cell - month.column + 1
        if (1...month.days).contains(day) { pickDay(day) }
        return true
    }

    private func add(_ unit: Calendar.Component, _ amount: Int) {
        guard let model, let date = calendar.date(byAdding: unit, value: amount, to: model.date) else { return }
        change(to: date)
    }

    /// Shows the month `months` away from the one shown, leaving the picked date as it is.
    private func page(by months: Int) {
        guard let month = calendar.date(byAdding: .month, value: months, to: viewed) else { return }
        paged = calendar.isDate(month, equalTo: shown, toGranularity: .month) ? nil : month
        node?.setNeedsUpdate()
    }

    /// Picks day `day` of the month shown, keeping the picked date's time of day.
    private func pickDay(_ day: Int) {
        guard let model else { return }
        var date = model.date
        if let paged {
            // Months between the two months' first days, as the calendar counts them: not every
            // calendar's year has twelve, nor does every era's year number run on.
            guard let from = calendar.dateInterval(of: .month, for: model.date)?.start,
                let to = calendar.dateInterval(of: .month, for: paged)?.start,
                let months = calendar.dateComponents([.month], from: from, to: to).month,
                let moved = calendar.date(byAdding: .month, value: months, to: date)
            else { return }
            date = moved
        }
        let current = calendar.component(.day, from: date)
        guard let picked = calendar.date(byAdding: .day, value: day - current, to: date) else { return }
        change(to: picked)
    }

    private func change(to date: Date) {
        paged = nil
        guard let model, model.set(date) else { return }
        node?.setNeedsUpdate()
    }
}
