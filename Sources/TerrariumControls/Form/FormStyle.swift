public import TerrariumCore

/// The appearance of every `Form` in a view, set with `formStyle(_:)`.
///
/// ```swift
/// Form {
///     Section("Watering") { Toggle("Mist leaves", isOn: $mist) }
/// }
/// .formStyle(.grouped)
/// ```
public protocol FormStyle {
    /// The view a form in this style shows.
    associatedtype Body: View

    /// Makes the view of one form from its content.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The content of the form being styled.
    typealias Configuration = FormStyleConfiguration
}

/// What a ``FormStyle`` makes a form's view from: its content.
public struct FormStyleConfiguration {
    /// A form's content, as a view.
    public struct Content: View {
        let content: AnyView

        /// The form's rows and sections.
        public var body: AnyView { content }
    }

    /// The form's content.
    public let content: Content
}

/// How Terrarium lays a form out itself.
enum BuiltInFormLayout: Equatable, Sendable {
    /// Labels in one column, sections apart by a blank row.
    case columns
    /// As `columns`, each section in a bordered box titled by its header.
    case grouped
}

/// A style Terrarium draws itself.
protocol BuiltInFormStyle: FormStyle {
    /// How this style lays a form out.
    var layout: BuiltInFormLayout { get }
}

extension BuiltInFormStyle {
    /// The form laid out as this style says, whatever styles are set around it.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        FormLayout(layout: layout, content: configuration.content)
    }
}

/// The platform's form: columns, as macOS lays forms out.
public struct AutomaticFormStyle: BuiltInFormStyle {
    var layout: BuiltInFormLayout { .columns }

    /// Creates the automatic style.
    public init() {}
}

/// Every label in one column against its right edge, the controls after it.
public struct ColumnsFormStyle: BuiltInFormStyle {
    var layout: BuiltInFormLayout { .columns }

    /// Creates the columns style.
    public init() {}
}

/// The controls in columns, each section in a bordered box titled by its header.
public struct GroupedFormStyle: BuiltInFormStyle {
    var layout: BuiltInFormLayout { .grouped }

    /// Creates the grouped style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form: columns.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Every label in one column, the controls after it.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Each section in a bordered box titled by its header.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// A form style with its type erased, kept in the environment.
struct AnyFormStyle {
    let style: any FormStyle

    init(_ style: some FormStyle) { self.style = style }

    @MainActor func makeBody(_ configuration: FormStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

struct FormStylesKey: StyleStackKey {
    typealias Style = AnyFormStyle
    static var defaultValue: [AnyFormStyle] { [] }
}

private struct FormLayoutKey: EnvironmentKey {
    static let defaultValue = BuiltInFormLayout.columns
}

extension EnvironmentValues {
    /// The form styles set around this environment, innermost last.
    var formStyles: [AnyFormStyle] {
        get { self[FormStylesKey.self] }
        set { self[FormStylesKey.self] = newValue }
    }

    /// How the form around this view lays out its sections.
    var formLayout: BuiltInFormLayout {
        get { self[FormLayoutKey.self] }
        set { self[FormLayoutKey.self] = newValue }
    }
}

extension View {
    /// Lays out every `Form` inside this view in `style`: `.automatic`, `.columns`, `.grouped`
    /// or an app's own ``FormStyle``.
    public func formStyle(_ style: some FormStyle) -> some View {
        modifier(StyleStackModifier<FormStylesKey>(style: AnyFormStyle(style)))
    }
}
