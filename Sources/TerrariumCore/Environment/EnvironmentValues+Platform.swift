public import Foundation
public import TerrariumTerminal

/// Whether the terminal shows dark text on a light background or the reverse.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark

    /// The scheme for a terminal whose background has the given colour, by its perceived brightness.
    public init(background red: UInt8, _ green: UInt8, _ blue: UInt8) {
        let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
        self = luminance > 128 ? .light : .dark
    }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.dark }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }
private struct TerminalColorsKey: EnvironmentKey { static let defaultValue: TerminalColors? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue = Color.cyan }
private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
private struct IsFocusEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// Light or dark: from the terminal's background colour where it answers, else dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The terminal's default foreground and background colours, when it answered the app's
    /// OSC 10 and OSC 11 queries at start; nil when it did not (or there is no terminal).
    ///
    /// Terminal panes answer their programs' colour queries with these.
    public var terminalColors: TerminalColors? {
        get { self[TerminalColorsKey.self] }
        set { self[TerminalColorsKey.self] = newValue }
    }

    /// The locale for formatting values shown to the user.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are shown and picked in.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown and picked in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The accent colour of controls.
    public var tint: Color {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// Whether the view, or one inside it, has keyboard focus.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether views may take keyboard focus; `focusable(false)` turns it off for a subtree.
    public var isFocusEnabled: Bool {
        get { self[IsFocusEnabledKey.self] }
        set { self[IsFocusEnabledKey.self] = newValue }
    }

    /// The undo manager for changes made in the view; hosts provide one.
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}

extension View {
    /// Sets the accent colour of controls in this view.
    public func tint(_ color: Color) -> some View { environment(\.tint, color) }
}

extension EnvironmentValues {
    /// Takes the terminal's facts: its size, its colour depth, its default colours when it
    /// reported both, and a colour scheme from the background colour it reported (left as it is
    /// when the terminal did not answer).
    public mutating func adopt(
        terminalSize: Size, colorDepth: ColorDepth, background: (red: UInt8, green: UInt8, blue: UInt8)?,
        colors: TerminalColors? = nil
    ) {
        self.terminalSize = terminalSize
        colorCapability = colorDepth
        if let colors { terminalColors = colors }
        if let background { colorScheme = ColorScheme(background: background.red, background.green, background.blue) }
    }
}
