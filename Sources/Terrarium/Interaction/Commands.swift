public import TerrariumTerminal

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
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Lets `key` with `modifiers` (Control by default: terminals have no Command key) press
    /// the button this modifies from anywhere on screen.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .control) -> some View {
        let shortcut = KeyPress(key, modifiers: modifiers)
        return modifier(NodeConfigurationModifier { $0.shortcut = shortcut })
    }

    /// Runs `action` when Escape reaches this view along the focus chain.
    public func onExitCommand(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(NodeConfigurationModifier { $0.exitCommand = action })
    }

    /// Runs `action` when Enter is pressed in a text field inside this view.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        modifier(SubmitModifier(action: action))
    }
}

extension ViewGraph {
    /// Runs the button whose keyboard shortcut is `press`; returns whether there was one.
    func handleShortcut(_ press: KeyPress) -> Bool {
        guard press.phase != .up, let root else { return false }
        for node in root.subtree() {
            guard let shortcut = node.shortcut, shortcut.key == press.key, shortcut.modifiers == press.modifiers
            else { continue }
            guard let control = node.shortcutControl else { continue }
            return control.activate()
        }
        return false
    }

    /// Runs the nearest `onExitCommand` on the focus chain; returns whether there was one.
    func handleExitCommand() -> Bool {
        var node = focusedNode ?? root
        while let current = node {
            if let command = current.exitCommand {
                command()
                return true
            }
            node = current.parent
        }
        return false
    }
}

extension ViewNode {
    /// The control a keyboard shortcut on this node runs: the first control inside, if enabled.
    ///
    /// The help line lists a shortcut exactly when this is not nil.
    package var shortcutControl: NodeRenderer? {
        guard let control = subtree().lazy.compactMap(\.renderer).first(where: \.isControl),
            control.canActivate
        else { return nil }
        return control
    }
}
