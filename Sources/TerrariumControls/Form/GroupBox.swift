public import TerrariumCore

/// A box that groups views, titled by a label in its top edge.
///
/// ```swift
/// GroupBox("Watering") {
///     Toggle("Mist leaves", isOn: $mist)
///     Stepper("Every \(days) days", value: $days)
/// }
/// ```
///
/// Its content is stacked with a column of space inside a rounded border; `groupBoxStyle(_:)`
/// draws it in an app's own ``GroupBoxStyle``.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a box of `content` titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a box of `content` titled by `label`, as SwiftUI's older initialiser orders them.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    /// The box in the style of the environment.
    public var body: some View {
        GroupBoxStyled(
            configuration: GroupBoxStyleConfiguration(
                label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
                content: GroupBoxStyleConfiguration.Content(content: AnyView(content)),
                hasLabel: !(label is EmptyView)))
    }
}

extension GroupBox where Label == Text {
    /// Creates a box of `content` titled `title`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a box of `content` without a title.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a box from a style's configuration, drawn in the style set outside that style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The appearance of every `GroupBox` in a view, set with `groupBoxStyle(_:)`.
public protocol GroupBoxStyle {
    /// The view a box in this style shows.
    associatedtype Body: View

    /// Makes the view of one box from its label and content.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The label and content of the box being styled.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` makes a box from.
public struct GroupBoxStyleConfiguration {
    /// A box's title, as a view.
    public struct Label: View {
        let content: AnyView

        /// The title's content.
        public var body: AnyView { content }
    }

    /// A box's content, as a view.
    public struct Content: View {
        let content: AnyView

        /// The views in the box.
        public var body: AnyView { content }
    }

    /// The box's title.
    public let label: Label
    /// The views in the box.
    public let content: Content
    /// Whether the box has a title to show.
    var hasLabel = true
}

/// The platform's box: a rounded border with the title in its top edge.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the default style.
    public init() {}

    /// The content in a rounded border, the title bold in the top edge.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) { configuration.content }
            .padding(.horizontal, 1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .border(.rounded)
            .overlay(alignment: .topLeading) {
                // Spaces around the title part the border's line from it; an untitled box's
                // line is unbroken.
                if configuration.hasLabel {
                    HStack(spacing: 0) {
                        Text(" ")
                        configuration.label.bold()
                        Text(" ")
                    }
                    .offset(x: 1)
                }
            }
            .accessibilityElement(children: .contain)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style with its type erased, kept in the environment.
struct AnyGroupBoxStyle {
    let style: any GroupBoxStyle

    @MainActor func makeBody(_ configuration: GroupBoxStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

struct GroupBoxStylesKey: StyleStackKey {
    typealias Style = AnyGroupBoxStyle
    static var defaultValue: [AnyGroupBoxStyle] { [] }
}

extension View {
    /// Draws every `GroupBox` inside this view in `style`.
    public func groupBoxStyle(_ style: some GroupBoxStyle) -> some View {
        modifier(StyleStackModifier<GroupBoxStylesKey>(style: AnyGroupBoxStyle(style: style)))
    }
}

/// A box drawn in the innermost style of its environment, whose body sees the styles outside it.
struct GroupBoxStyled: View, PrimitiveView {
    let configuration: GroupBoxStyleConfiguration

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        var environment = node.environment
        let style = environment[GroupBoxStylesKey.self].popLast() ?? AnyGroupBoxStyle(style: DefaultGroupBoxStyle())
        var children = ChildReconciler(node, environment: environment)
        children.next(style.makeBody(configuration))
        children.finish()
    }
}
