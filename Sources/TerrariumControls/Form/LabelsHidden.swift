public import TerrariumCore

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls inside show their labels: `labelsHidden()` turns them off.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside this view (toggles, pickers, sliders, steppers,
    /// date and colour pickers, text fields in a form); each control is still named by its label
    /// for assistive technology.
    public func labelsHidden() -> some View {
        modifier(_LabelsHiddenModifier())
    }
}

/// Hides the labels of the controls inside: the modifier `labelsHidden()` applies.
public struct _LabelsHiddenModifier: ViewModifier, PrimitiveModifier {
    package func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        environment.labelsHidden = true
        reconcile(node, content: content, environment: environment)
    }
}

/// Gives a hidden label no room and draws nothing of it; its views stay in the graph, so the
/// control's accessibility label is still read from them.
final class HiddenLabelRenderer: NodeRenderer {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size { .zero }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        for child in node.layoutChildren {
            child.place(in: Rect(origin: frame.origin, size: .zero), proposal: .zero)
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {}
}
