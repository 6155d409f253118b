public import TerrariumCore

/// How every `Label` inside a view is drawn, set with `labelStyle(_:)`.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 1) {
///             configuration.title
///             configuration.icon
///         }
///     }
/// }
///
/// Label("Water", systemImage: "drop").labelStyle(TrailingIconLabelStyle())
/// ```
public protocol LabelStyle {
    /// The view a label of this style is.
    associatedtype Body: View

    /// The view that shows `configuration`'s title and icon.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The title and icon a style is given.
    typealias Configuration = LabelStyleConfiguration
}

/// The parts of a label that its style arranges.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView

        /// The title the label was given.
        public var body: AnyView { content }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        /// Whether the icon shows nothing, as an SF Symbol without a terminal glyph does.
        let isEmpty: Bool

        /// The icon the label was given.
        public var body: AnyView { content }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The terminal's own styles, told apart by what they show.
enum BuiltInLabelStyle {
    case titleAndIcon
    case titleOnly
    case iconOnly

    /// The icon, then the title a column after it; the title alone when the icon shows nothing.
    @ViewBuilder @MainActor
    func makeBody(configuration: LabelStyleConfiguration) -> some View {
        switch self {
        case .titleAndIcon:
            if configuration.icon.isEmpty {
                configuration.title
            } else {
                HStack(spacing: 1) {
                    configuration.icon.accessibilityHidden(true)
                    configuration.title
                }
            }
        case .titleOnly:
            configuration.title
        case .iconOnly:
            // A symbol with no glyph here would leave nothing to see or click: the title shows.
            if configuration.icon.isEmpty { configuration.title } else { configuration.icon }
        }
    }
}

/// The style labels have by default: the icon and the title, as on macOS outside toolbars.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the default style.
    public init() {}

    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInLabelStyle.titleAndIcon.makeBody(configuration: configuration)
    }
}

/// A style that shows the icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInLabelStyle.titleAndIcon.makeBody(configuration: configuration)
    }
}

/// A style that shows the title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInLabelStyle.titleOnly.makeBody(configuration: configuration)
    }
}

/// A style that shows the icon alone; assistive technology still reads the title.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInLabelStyle.iconOnly.makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: the icon and the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style of any type, as the environment holds it.
struct AnyLabelStyle {
    let style: any LabelStyle

    init(_ style: some LabelStyle) {
        self.style = style
    }

    /// The style's body for `configuration`.
    @MainActor func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

struct LabelStylesKey: StyleStackKey {
    typealias Style = AnyLabelStyle
    static var defaultValue: [AnyLabelStyle] { [] }
}

extension EnvironmentValues {
    /// The label styles set around this environment, innermost last: a label is drawn in the
    /// last, and a `Label(configuration)` inside that style's body in the one before it.
    var labelStyles: [AnyLabelStyle] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}

extension View {
    /// Draws every `Label` inside this view in `style`: `.titleAndIcon`, `.titleOnly`,
    /// `.iconOnly`, `.automatic` or an app's own ``LabelStyle``.
    public func labelStyle(_ style: some LabelStyle) -> some View {
        modifier(StyleStackModifier<LabelStylesKey>(style: AnyLabelStyle(style)))
    }
}
