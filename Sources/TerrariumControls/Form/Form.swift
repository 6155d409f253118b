public import TerrariumCore
import TerrariumTerminal

/// A container of controls for settings and data entry, laid out as macOS lays out forms: each
/// control's label in one column against its right edge, the controls after them in the next.
///
/// ```swift
/// Form {
///     Section("Watering") {
///         Picker("Schedule", selection: $schedule) { … }
///         Stepper("Every \(days) days", value: $days, in: 1...30)
///         Toggle("Mist leaves", isOn: $mist)
///     }
/// }
/// ```
///
/// Labelled controls (`Picker`, `Slider`, `Stepper`, `Gauge`, `LabeledContent`, `TextField`,
/// `SecureField`, `DatePicker`, `ColorPicker`) put their label in the column; a checkbox `Toggle`
/// starts in the controls' column with its label after its box. Sections are set apart by a
/// blank row, their headers bold; `formStyle(.grouped)` puts each in a bordered box titled by its
/// header instead. The form scrolls when it is taller than its frame.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyles) private var styles

    /// Creates a form of `content`'s controls and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The form's controls in the innermost style set around it: in a scroll view, by default.
    public var body: some View {
        // The style's body sees the styles set outside it.
        var outer = styles
        let style = outer.popLast()
        let configuration = FormStyleConfiguration(content: FormStyleConfiguration.Content(content: AnyView(content)))
        if let style, !(style.style is any BuiltInFormStyle) {
            style.makeBody(configuration).environment(\.formStyles, outer)
        } else {
            FormLayout(layout: (style?.style as? any BuiltInFormStyle)?.layout ?? .columns, content: content)
        }
    }
}

/// A form laid out by Terrarium: its controls in a scroll view, sections apart or boxed.
struct FormLayout<Content: View>: View {
    let layout: BuiltInFormLayout
    let content: Content

    var body: some View {
        ScrollView {
            FormStack(content: content.environment(\.formLayout, layout))
        }
        .accessibilityRole(.group)
    }
}

/// The form's rows, stacked, with the label column they share.
struct FormStack<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { FormRenderer() }
        var environment = node.environment
        environment.formLabelColumn = renderer.column
        var children = ChildReconciler(node, environment: environment)
        children.next(VStack(alignment: .leading, spacing: 0) { content })
        children.finish()
    }
}

/// Measures the form's label column before its rows are measured or placed.
final class FormRenderer: SingleChildLayout {
    let column = FormLabelColumn()

    var drawsContent: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        column.measure()
        return sizeAroundChild(proposal, node: node)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        // The width offered, not the frame: a scroll view places its content in the content's
        // own size, which the column decides.
        column.measure(placingIn: proposal.width ?? frame.width)
        placeChild(node, in: frame, proposal: proposal)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }
}
