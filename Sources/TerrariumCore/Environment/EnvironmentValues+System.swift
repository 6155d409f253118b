public import TerrariumTerminal

private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct TextAttributesKey: EnvironmentKey { static let defaultValue: TextAttributes = [] }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = TruncationMode.tail }
private struct TerminalSizeKey: EnvironmentKey { static let defaultValue = Size(width: 80, height: 24) }
private struct ColorDepthKey: EnvironmentKey { static let defaultValue = ColorDepth.trueColor }

extension EnvironmentValues {
    /// The colour text is drawn in when it does not say; set by `foregroundStyle(_:)`.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// Attributes added to all text: set by `bold()`, `italic()` and the other text modifiers.
    public var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }

    /// Whether controls respond to the user; `disabled(_:)` turns it off for a subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The most lines text may take, or nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How lines of multiline text align with each other.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The size of the terminal (or host) the views are shown in.
    public var terminalSize: Size {
        get { self[TerminalSizeKey.self] }
        set { self[TerminalSizeKey.self] = newValue }
    }

    /// How many colours the terminal shows.
    public var colorCapability: ColorDepth {
        get { self[ColorDepthKey.self] }
        set { self[ColorDepthKey.self] = newValue }
    }

    /// `style` completed with the environment's colours and attributes where it sets none.
    package func resolvedTextStyle(_ style: Style) -> Style {
        var result = style
        if result.foreground == .default, let color = foregroundColor { result.foreground = color }
        result.attributes.formUnion(textAttributes)
        if !isEnabled { result.attributes.insert(.dim) }
        return result
    }
}
