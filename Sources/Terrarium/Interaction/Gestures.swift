public import TerrariumTerminal

extension KeyPress {
    /// Whether a key press handler consumed the press or lets it bubble further.
    public enum Result: Hashable, Sendable {
        /// The press was handled; nothing else sees it.
        case handled
        /// The press goes on to the ancestors.
        case ignored
    }
}

/// A key handler installed by `onKeyPress`.
struct KeyPressHandler {
    let keys: Set<KeyEquivalent>?
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result
}

/// Installs a key handler on its node, asked when the focus chain reaches it.
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
    let handler: KeyPressHandler

    func update(_ node: ViewNode, content: some View) {
        _ = node.renderer { SingleChildRenderer() }
        node.keyHandlers = [handler]
        reconcile(node, content: content)
    }
}

/// Installs a tap handler on its node, found by hit testing.
struct TapModifier: ViewModifier, PrimitiveModifier {
    let count: Int
    let action: @MainActor () -> Void

    func update(_ node: ViewNode, content: some View) {
        _ = node.renderer { SingleChildRenderer() }
        node.tapHandlers = [(count, action)]
        reconcile(node, content: content)
    }
}

/// Installs a paste handler on its node, asked when the focus chain reaches it.
struct PasteModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor (String) -> Void

    func update(_ node: ViewNode, content: some View) {
        _ = node.renderer { SingleChildRenderer() }
        node.pasteHandler = action
        reconcile(node, content: content)
    }
}

extension View {
    /// Calls `action` for presses of `key` that reach this view along the focus chain.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressModifier(handler: KeyPressHandler(keys: [key], phases: phases, action: action)))
    }

    /// Calls `action` for presses of `key`, handling them.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(key, phases: [.down, .repeat]) { _ in action() }
    }

    /// Calls `action` for every key press that reaches this view along the focus chain.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressModifier(handler: KeyPressHandler(keys: nil, phases: phases, action: action)))
    }

    /// Calls `action` when the view is clicked `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(TapModifier(count: count, action: action))
    }

    /// Calls `action` with text pasted while the view, or one inside it, has focus.
    public func onPaste(perform action: @escaping @MainActor (String) -> Void) -> some View {
        modifier(PasteModifier(action: action))
    }
}
