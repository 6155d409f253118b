public import Foundation
public import TerrariumCore

/// The parts of a date a `DatePicker` shows and changes.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates components from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A control for picking a date, a time or both.
///
/// ```swift
/// DatePicker("Next watering", selection: $next, in: Date.now..., displayedComponents: .date)
/// ```
///
/// The compact field shows `2026-11-29 14:30` in the environment's calendar and time zone: ← and →
/// move between its parts, ↑ and ↓ change the one the keyboard is on, digits type it, and a click
/// chooses a part. `datePickerStyle(.graphical)` shows a month as a grid of days instead. Dates
/// outside the range given are never chosen.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    let label: Label
    let title: String?

    @Environment(\.datePickerStyle) private var style
    @Environment(\.labelsHidden) private var labelsHidden

    /// Creates a picker of `selection` showing `displayedComponents`, labelled by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents,
            label: label(), title: nil)
    }

    /// Creates a picker of `selection` within `range`, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label(), title: nil)
    }

    /// Creates a picker of `selection` from `range`'s start on, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: range.lowerBound...max(range.lowerBound, .distantFuture),
            displayedComponents: displayedComponents,
            label: label)
    }

    /// Creates a picker of `selection` up to `range`'s end, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: min(range.upperBound, .distantPast)...range.upperBound,
            displayedComponents: displayedComponents,
            label: label)
    }

    init(
        selection: Binding<Date>, range: ClosedRange<Date>, components: DatePickerComponents, label: Label,
        title: String?
    ) {
        self.selection = selection
        self.range = range
        self.components = components.isEmpty ? [.date, .hourAndMinute] : components
        self.label = label
        self.title = title
    }

    /// The parts a picker shows.
    public typealias Components = DatePickerComponents

    /// The label and the field, or the label over a month's grid.
    public var body: some View {
        let name = title ?? (label as? Text)?.plainText ?? ""
        let model = DateModel(selection: selection, range: range)
        if style == .graphical {
            VStack(alignment: .leading, spacing: 0) {
                FormLabel(content: label)
                if components.contains(.date) { MonthGrid(model: model, name: name) }
                if components.contains(.hourAndMinute) {
                    DateField(model: model, parts: [.hour, .minute], name: name)
                }
            }
        } else {
            // A hidden label takes no room, and no gap is left for it.
            HStack(alignment: .top, spacing: labelsHidden ? 0 : 1) {
                FormLabel(content: label)
                DateField(model: model, parts: DatePart.parts(for: components), name: name)
            }
        }
    }
}

extension DatePicker where Label == Text {
    /// Creates a picker titled `title`.
    public init(
        _ title: some StringProtocol, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents,
            label: Text(title), title: String(title))
    }

    /// Creates a picker titled `title` within `range`.
    public init(
        _ title: some StringProtocol, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: range, components: displayedComponents, label: Text(title),
            title: String(title))
    }

    /// Creates a picker titled `title` from `range`'s start on.
    public init(
        _ title: some StringProtocol, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            title, selection: selection, in: range.lowerBound...max(range.lowerBound, .distantFuture),
            displayedComponents: displayedComponents)
    }

    /// Creates a picker titled `title` up to `range`'s end.
    public init(
        _ title: some StringProtocol, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            title, selection: selection, in: min(range.upperBound, .distantPast)...range.upperBound,
            displayedComponents: displayedComponents)
    }
}

/// The date a picker shows and changes, kept within its range.
@MainActor
struct DateModel {
    let selection: Binding<Date>
    let range: ClosedRange<Date>

    var date: Date { selection.wrappedValue }

    /// Sets the date, held to the range; returns whether it changed.
    @discardableResult
    func set(_ date: Date) -> Bool {
        let held = min(max(date, range.lowerBound), range.upperBound)
        guard held != selection.wrappedValue else { return false }
        selection.wrappedValue = held
        return true
    }
}

/// How a `DatePicker` is drawn, set with `datePickerStyle(_:)`.
public protocol DatePickerStyle: Sendable {
    /// The shape Terrarium draws.
    var kind: DatePickerStyleKind { get }
}

/// The shapes of a `DatePicker`.
public enum DatePickerStyleKind: Hashable, Sendable {
    /// A field of the date's parts.
    case field
    /// A month's grid of days.
    case graphical
}

/// The platform's picker: the compact field.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// A field.
    public var kind: DatePickerStyleKind { .field }
}

/// A field of the date's parts: `2026-11-29 14:30`.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// A field.
    public var kind: DatePickerStyleKind { .field }
}

/// A field of the date's parts, as `.compact` is in a terminal.
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// A field.
    public var kind: DatePickerStyleKind { .field }
}

/// A field of the date's parts stepped with the arrows, as `.compact` is in a terminal.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// A field.
    public var kind: DatePickerStyleKind { .field }
}

/// A field of the date's parts, each turned with ↑ and ↓ as a wheel is.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// A field.
    public var kind: DatePickerStyleKind { .field }
}

/// A month's grid of days, with the time under it.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// A grid.
    public var kind: DatePickerStyleKind { .graphical }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's picker: a field.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A field of the date's parts.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A field of the date's parts.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A field of the date's parts.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A field of the date's parts.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month's grid of days.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerStyleKind.field
}

extension EnvironmentValues {
    /// The environment's calendar in its time zone and locale: what pickers show dates in.
    var pickingCalendar: Calendar {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// The shape of the date pickers inside.
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every `DatePicker` inside this view in `style`.
    public func datePickerStyle(_ style: some DatePickerStyle) -> some View {
        environment(\.datePickerStyle, style.kind)
    }
}
