import TerrariumCore

/// An environment key that holds the styles of one kind set around a view, innermost last.
///
/// A control is drawn in the last style; the style's body sees the stack without it, so a
/// control made from the style's configuration inside that body is drawn in the one before.
protocol StyleStackKey: EnvironmentKey where Value == [Style] {
    /// The type-erased style the stack holds.
    associatedtype Style
}

/// Pushes a style onto the stack `Key` names in the modified view's environment.
struct StyleStackModifier<Key: StyleStackKey>: ViewModifier, PrimitiveModifier {
    let style: Key.Style

    func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        environment[Key.self].append(style)
        reconcile(node, content: content, environment: environment)
    }
}
