import TerrariumCore
import TerrariumTerminal

/// The column a form lays its controls' labels in: as wide as the widest label, each label
/// against its right edge, so the controls after them start in one column, as macOS lays out
/// forms.
///
/// In a narrow form the column takes at most half the width the form is placed in (and at
/// least ``narrowest`` columns), so the controls keep room; a longer label wraps within it.
@MainActor
final class FormLabelColumn {
    /// The labels in the form, each a node whose child is a control's label.
    private var labels: [WeakLabel] = []
    /// The column's width, as the form measured it last.
    private(set) var width = 0
    /// The widest the column may be, from the width the form was last placed in.
    ///
    /// Set only where the form is placed, never while it is merely asked its size: proposals
    /// of other widths would otherwise move the column back and forth between probes.
    private var limit = Int.max
    /// The narrowest cap: a column of fewer columns would break most labels mid-word.
    static let narrowest = 8

    private struct WeakLabel {
        weak var node: ViewNode?
    }

    /// Views laid out by the column's width without a label in it: checkboxes, which start
    /// where the controls do.
    private var dependents: [WeakLabel] = []

    /// Adds a label node to the column, once.
    func register(_ node: ViewNode) {
        guard !labels.contains(where: { $0.node === node }) else { return }
        labels.append(WeakLabel(node: node))
    }

    /// Adds a node laid out by the column's width, once: it is measured again when the width
    /// changes.
    func registerDependent(_ node: ViewNode) {
        guard !dependents.contains(where: { $0.node === node }) else { return }
        dependents.append(WeakLabel(node: node))
    }

    /// Where the controls start: after the column and a space, or at the edge when no control
    /// has a label.
    var controlsStart: Int { width > 0 ? width + 1 : 0 }

    /// Measures every label still in the form and widens or narrows the column to the widest,
    /// within half of `formWidth` when the form is being placed in that width; the labels' sizes
    /// are measured again when it changed.
    func measure(placingIn formWidth: Int? = nil) {
        if let formWidth { limit = max(Self.narrowest, formWidth / 2) }
        labels.removeAll { $0.node?.isAttached != true }
        dependents.removeAll { $0.node?.isAttached != true }
        let free = ProposedViewSize(width: nil, height: nil)
        var widest = 0
        for label in labels {
            guard let node = label.node else { continue }
            widest = max(widest, node.children.reduce(0) { max($0, $1.sizeThatFits(free).width) })
        }
        widest = min(widest, limit)
        guard widest != width else { return }
        width = widest
        for label in labels + dependents { label.node?.invalidateLayout() }
    }
}

private struct FormLabelColumnKey: EnvironmentKey {
    static var defaultValue: FormLabelColumn? { nil }
}

extension EnvironmentValues {
    /// The label column of the form around this view; nil outside a form.
    var formLabelColumn: FormLabelColumn? {
        get { self[FormLabelColumnKey.self] }
        set { self[FormLabelColumnKey.self] = newValue }
    }
}

/// A control's label: in a form, set in the form's label column against its right edge; elsewhere
/// the label as it is.
struct FormLabel<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        if node.environment.labelsHidden {
            // Hidden, the label takes no room and draws nothing, but still names its control.
            if !(node.renderer is HiddenLabelRenderer) {
                node.renderer = HiddenLabelRenderer()
                node.invalidateLayout()
            }
        } else if let column = node.environment.formLabelColumn {
            let renderer = node.renderer { FormLabelRenderer() }
            renderer.column = column
            column.register(node)
        } else if node.renderer is FormLabelRenderer || node.renderer is HiddenLabelRenderer {
            node.renderer = nil
            node.invalidateLayout()
        }
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// Makes a label as wide as its form's label column and puts it against the column's right edge.
final class FormLabelRenderer: SingleChildLayout {
    weak var column: FormLabelColumn?

    var drawsContent: Bool { false }

    func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: max(column?.width ?? childSize.width, 0), height: childSize.height)
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: column?.width ?? proposal.width, height: proposal.height)
    }

    func childFrame(in frame: Rect, childSize: Size) -> Rect {
        let width = min(childSize.width, frame.width)
        return Rect(x: frame.maxX - width, y: frame.minY, width: width, height: childSize.height)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }
}
