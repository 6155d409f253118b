public import TerrariumCore

/// The appearance and interaction of every `Toggle` in a view, set with `toggleStyle(_:)`.
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             HStack { Text(configuration.isOn ? "★" : "☆"); configuration.label }
///         }
///     }
/// }
/// ```
public protocol ToggleStyle {
    /// The view a toggle in this style shows.
    associatedtype Body: View

    /// Makes the view of one toggle from its label and value.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The label and value of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` makes a toggle's view from: its label and its bound value.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label's content.
        public var body: AnyView { content }
    }

    /// The toggle's label.
    public let label: Label
    /// The toggle's value, for a style that changes it.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same.
    public var isMixed: Bool
}

/// The shapes Terrarium draws a toggle in itself, without a body of views.
enum BuiltInToggleStyle: Equatable {
    /// `[x] Label`.
    case checkbox
    /// `Label ──●`, the switch at the trailing edge of the width offered.
    case `switch`
    /// `[ Label ]`, reversed while on.
    case button
}

/// The platform's toggle: a checkbox, as on macOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the default style.
    public init() {}

    /// A checkbox before the label.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggle(configuration: configuration, style: .checkbox)
    }
}

/// A toggle drawn as a checkbox before its label: `[x] Label`.
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the checkbox style.
    public init() {}

    /// A checkbox before the label.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggle(configuration: configuration, style: .checkbox)
    }
}

/// A toggle drawn as a switch after its label, at the trailing edge: `Label ──●`.
public struct SwitchToggleStyle: ToggleStyle {
    /// The colour of the switch while it is on; the environment's tint when nil.
    let tint: Color?

    /// Creates the switch style.
    public init() { tint = nil }

    /// Creates the switch style with the colour it shows while on.
    public init(tint: Color) { self.tint = tint }

    /// The label, then the switch.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggle(configuration: configuration, style: .switch, tint: tint)
    }
}

/// A toggle drawn as a button that stays pressed while on: `[ Bold ]`, reversed when on.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the button style.
    public init() {}

    /// The label in brackets.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggle(configuration: configuration, style: .button)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's toggle: a checkbox.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox before the label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch after the label.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style with its type erased, kept in the environment.
struct AnyToggleStyle {
    let style: any ToggleStyle

    init(_ style: some ToggleStyle) { self.style = style }

    @MainActor func makeBody(_ configuration: ToggleStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

struct ToggleStylesKey: StyleStackKey {
    typealias Style = AnyToggleStyle
    static var defaultValue: [AnyToggleStyle] { [] }
}

extension EnvironmentValues {
    /// The toggle styles set around this environment, innermost last: a toggle is drawn in the
    /// last, and a `Toggle(configuration)` inside that style's body in the one before it.
    var toggleStyles: [AnyToggleStyle] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
}

extension View {
    /// Draws every `Toggle` inside this view in `style`: `.automatic`, `.checkbox`, `.switch`,
    /// `.button` or an app's own ``ToggleStyle``.
    public func toggleStyle(_ style: some ToggleStyle) -> some View {
        modifier(StyleStackModifier<ToggleStylesKey>(style: AnyToggleStyle(style)))
    }
}
