/// The kind of an accessibility element, as a UI test names the type of the element it queries.
public enum AccessibilityRole: String, Hashable, Sendable, CustomStringConvertible {
    /// A control that runs an action: `Button`, `PasteButton`.
    case button
    /// A switch: `Toggle`.
    case toggle
    /// A one-line text field: `TextField`.
    case textField
    /// A one-line text field that never shows what is typed: `SecureField`.
    case secureTextField
    /// A multi-line text editor: `TextEditor`.
    case textEditor
    /// Text: `Text`.
    case staticText
    /// A link that opens a URL: `Link`.
    case link
    /// A progress bar or an indeterminate activity: `ProgressView`.
    case progressIndicator
    /// A scrolling region: `ScrollView`.
    case scrollView
    /// A column of rows that the user scrolls and selects in: `List`.
    case list
    /// Rows of values under column headers that the user scrolls, sorts and selects in: `Table`.
    case table
    /// One row of a table: its cells, or its column headers.
    case row
    /// One value of a table's row, under its column.
    case cell
    /// The title of a table's column, which sorts the table by it when it can.
    case columnHeader
    /// A command in a menu: a `Button` inside a `Menu` or a `contextMenu`.
    case menuItem
    /// The row of menu titles at the top of an app with `commands`.
    case menuBar
    /// A row of tabs that chooses what a tab view shows: `TabView`'s tab bar.
    case tabList
    /// One tab of a tab list, selected or not: a `Tab` or a `tabItem(_:)`.
    case tab
    /// A control that chooses one of several options: `Picker`.
    case picker
    /// One option of a picker drawn with its options in view, selected or not.
    case radioButton
    /// A control that sets a value along a range by dragging or the arrows: `Slider`.
    case slider
    /// A control that steps a value up or down by buttons: `Stepper`.
    case stepper
    /// A read-only value shown within a range: `Gauge`.
    case gauge
    /// A date and time to pick: `DatePicker`.
    case datePicker
    /// A colour to pick: `ColorPicker`.
    case colorWell
    /// A picture: `Image`.
    case image
    /// A widget hosted through a `WidgetRepresentable`.
    case widget
    /// Several elements read as one group: `accessibilityElement(children: .contain)`.
    case group
    /// An element whose kind only its traits say.
    case other

    /// The role's name, as `"button"`.
    public var description: String { rawValue }
}
