public import TerrariumCore

/// The appearance of every `ProgressView` in a view, set with `progressViewStyle(_:)`.
///
/// ```swift
/// struct PercentProgressViewStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///         }
///     }
/// }
/// ```
public protocol ProgressViewStyle {
    /// The view a progress view in this style shows.
    associatedtype Body: View

    /// Makes the view of one progress view from its label and progress.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The label and progress of the view being styled.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` makes a progress view from: its label and how far it is.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label's content.
        public var body: AnyView { content }
    }

    /// The completed fraction, from 0 to 1, or nil when the amount of work is unknown.
    public let fractionCompleted: Double?
    /// The progress view's label.
    public var label: Label?

    /// The label, or an empty one.
    @MainActor var labelView: Label { label ?? Label(content: AnyView(EmptyView())) }

    /// The fraction held to 0...1: a configuration is the app's to make.
    var checkedFraction: Double? { fractionCompleted.map { $0.isNaN ? 0 : min(max($0, 0), 1) } }
}

/// The ways Terrarium draws a progress view itself.
enum BuiltInProgressViewKind: Equatable {
    /// A bar when the amount is known, a spinner when it is not.
    case automatic
    /// A bar under the label, only its track when the amount is unknown.
    case linear
    /// A spinner, or a circle filling by quarters `○◔◑◕●`, before the label.
    case circular
}

/// A style Terrarium draws itself.
protocol BuiltInProgressViewStyle: ProgressViewStyle {
    /// How this style draws.
    var kind: BuiltInProgressViewKind { get }
}

/// The platform's progress view: a bar when the amount is known, a spinner when it is not.
public struct DefaultProgressViewStyle: BuiltInProgressViewStyle {
    var kind: BuiltInProgressViewKind { .automatic }

    /// Creates the default style.
    public init() {}

    /// A bar or a spinner.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(
            kind: kind, fractionCompleted: configuration.checkedFraction, label: configuration.labelView)
    }
}

/// A progress view drawn as a bar under its label: `███████▌░░░░`.
public struct LinearProgressViewStyle: BuiltInProgressViewStyle {
    var kind: BuiltInProgressViewKind { .linear }

    /// Creates the linear style.
    public init() {}

    /// A bar under the label.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(
            kind: kind, fractionCompleted: configuration.checkedFraction, label: configuration.labelView)
    }
}

/// A progress view drawn as a spinner `⠋`, or a circle that fills by quarters `◑`, before its
/// label.
public struct CircularProgressViewStyle: BuiltInProgressViewStyle {
    var kind: BuiltInProgressViewKind { .circular }

    /// Creates the circular style.
    public init() {}

    /// A spinner or a filling circle before the label.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(
            kind: kind, fractionCompleted: configuration.checkedFraction, label: configuration.labelView)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's progress view: a bar, or a spinner when the amount is unknown.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar under the label.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a circle filling by quarters, before the label.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress view style with its type erased, kept in the environment.
struct AnyProgressViewStyle {
    let style: any ProgressViewStyle

    init(_ style: some ProgressViewStyle) { self.style = style }

    @MainActor func makeBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

struct ProgressViewStylesKey: StyleStackKey {
    typealias Style = AnyProgressViewStyle
    static var defaultValue: [AnyProgressViewStyle] { [] }
}

extension EnvironmentValues {
    /// The progress view styles set around this environment, innermost last.
    var progressViewStyles: [AnyProgressViewStyle] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension View {
    /// Draws every `ProgressView` inside this view in `style`: `.automatic`, `.linear`,
    /// `.circular` or an app's own ``ProgressViewStyle``.
    public func progressViewStyle(_ style: some ProgressViewStyle) -> some View {
        modifier(StyleStackModifier<ProgressViewStylesKey>(style: AnyProgressViewStyle(style)))
    }
}
