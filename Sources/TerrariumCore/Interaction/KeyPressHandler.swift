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
package struct KeyPressHandler {
    let keys: Set<KeyEquivalent>?
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result

    /// A handler of `keys` (every key but Tab when nil) in `phases`.
    package init(
        keys: Set<KeyEquivalent>?, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) {
        self.keys = keys
        self.phases = phases
        self.action = action
    }
}

extension View {
    /// Calls `action` for presses of `key` that reach this view along the focus chain.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        let handler = KeyPressHandler(keys: [key], phases: phases, action: action)
        return modifier(NodeConfigurationModifier { $0.keys = [handler] })
    }

    /// Calls `action` for presses of any of `keys` that reach this view along the focus chain;
    /// naming `.tab` here is how a view takes Tab from focus navigation.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        let handler = KeyPressHandler(keys: keys, phases: phases, action: action)
        return modifier(NodeConfigurationModifier { $0.keys = [handler] })
    }

    /// Calls `action` for presses of `key`, handling them.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(key, phases: [.down, .repeat]) { _ in action() }
    }

    /// Calls `action` for every key press that reaches this view along the focus chain, except
    /// Tab and Shift+Tab, which stay with focus navigation unless a handler names them.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        let handler = KeyPressHandler(keys: nil, phases: phases, action: action)
        return modifier(NodeConfigurationModifier { $0.keys = [handler] })
    }
}
