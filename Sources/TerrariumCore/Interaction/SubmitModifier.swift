/// Gives text fields inside the modified view an action for Enter.
struct SubmitModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor () -> Void

    func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        environment.submitActions.append(action)
        reconcile(node, content: content, environment: environment)
    }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

extension EnvironmentValues {
    /// What Enter in a text field runs, from the `onSubmit` modifiers above it.
    package var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when Enter is pressed in a text field inside this view.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        modifier(SubmitModifier(action: action))
    }
}
