public import TerrariumCore

/// The appearance of every `Button` in a view, set with `buttonStyle(_:)`: the button still
/// takes focus, Return, Space and clicks, and runs its action.
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 0) { Text("("); configuration.label; Text(")") }
///     }
/// }
/// ```
public protocol ButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View

    /// Makes the view of one button from its label.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The label and state of the button being styled.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` makes a button's view from.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label's content.
        public var body: AnyView { content }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is held down: from a mouse press on it until its release.
    public let isPressed: Bool
}

/// The appearance and the interaction of every `Button` in a view: the style decides when the
/// action runs, by calling the configuration's `trigger()`.
///
/// ```swift
/// struct DoubleClickButtonStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
public protocol PrimitiveButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View

    /// Makes the view of one button from its label and its action.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The label, role and action of the button being styled.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` makes a button's view from.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label's content.
        public var body: AnyView { content }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void
    let title: String?

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

/// How Terrarium draws a button itself, without a body of views.
enum BuiltInButtonStyle: Equatable {
    /// `[ Label ]`.
    case bordered
    /// The label alone, still focusable: reversed while focused.
    case borderless
    /// `[ Label ]` on the tint, for the one action a screen leads with.
    case prominent
}

/// The platform's button: the label in brackets.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the default style.
    public init() {}

    /// A bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, style: .bordered)
    }
}

/// A button drawn with its label in brackets: `[ Save ]`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the bordered style.
    public init() {}

    /// The label in brackets.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, style: .bordered)
    }
}

/// A button drawn in brackets on the tint colour, for a screen's main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the prominent style.
    public init() {}

    /// The label in brackets on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, style: .prominent)
    }
}

/// A button drawn as its label alone, reversed while focused.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the borderless style.
    public init() {}

    /// The label alone.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, style: .borderless)
    }
}

/// A button drawn as its label alone, as `.borderless` is in a terminal.
public struct PlainButtonStyle: ButtonStyle {
    /// Creates the plain style.
    public init() {}

    /// The label alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's button: bordered.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label in brackets.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in brackets on the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A button style of either kind with its type erased, kept in the environment.
enum AnyButtonStyle {
    case look(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

struct ButtonStylesKey: StyleStackKey {
    typealias Style = AnyButtonStyle
    static var defaultValue: [AnyButtonStyle] { [] }
}

extension View {
    /// Draws every `Button` inside this view in `style`, the button still handling its input:
    /// `.plain` or an app's own ``ButtonStyle``.
    public func buttonStyle(_ style: some ButtonStyle) -> some View {
        modifier(StyleStackModifier<ButtonStylesKey>(style: .look(style)))
    }

    /// Draws every `Button` inside this view in `style`, which also decides when its action
    /// runs: `.automatic`, `.bordered`, `.borderedProminent`, `.borderless` or an app's own
    /// ``PrimitiveButtonStyle``.
    public func buttonStyle(_ style: some PrimitiveButtonStyle) -> some View {
        modifier(StyleStackModifier<ButtonStylesKey>(style: .primitive(style)))
    }
}

/// A button in one of the built-in styles, for a style that asks a built-in one for its body.
struct BuiltInButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let style: BuiltInButtonStyle

    var body: some View {
        Button(configuration).modifier(
            StyleStackModifier<ButtonStylesKey>(style: .primitive(BuiltInMarker(style: style))))
    }

    /// Stands in the environment for the built-in style, so the button draws it itself.
    struct BuiltInMarker: PrimitiveButtonStyle {
        let style: BuiltInButtonStyle

        func makeBody(configuration: Configuration) -> some View { EmptyView() }
    }
}

/// A built-in button style the button draws itself.
protocol BuiltInButtonStyleProviding {
    var builtIn: BuiltInButtonStyle { get }
}

extension DefaultButtonStyle: BuiltInButtonStyleProviding {
    var builtIn: BuiltInButtonStyle { .bordered }
}

extension BorderedButtonStyle: BuiltInButtonStyleProviding {
    var builtIn: BuiltInButtonStyle { .bordered }
}

extension BorderedProminentButtonStyle: BuiltInButtonStyleProviding {
    var builtIn: BuiltInButtonStyle { .prominent }
}

extension BorderlessButtonStyle: BuiltInButtonStyleProviding {
    var builtIn: BuiltInButtonStyle { .borderless }
}

extension BuiltInButton.BuiltInMarker: BuiltInButtonStyleProviding {
    var builtIn: BuiltInButtonStyle { style }
}
