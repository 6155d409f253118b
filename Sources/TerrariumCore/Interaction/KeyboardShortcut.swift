public import TerrariumTerminal

extension View {
    /// Lets `key` with `modifiers` (Control by default: terminals have no Command key) press
    /// the button this modifies from anywhere on screen.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .control) -> some View {
        let shortcut = KeyPress(key, modifiers: modifiers)
        return modifier(NodeConfigurationModifier { $0.shortcut = shortcut })
    }
}

extension ViewNode {
    /// The key `keyboardShortcut(_:modifiers:)` gave this node, if any: a menu shows it beside
    /// the item.
    package var declaredShortcut: KeyPress? { handlers?.shortcut }

    /// The control a keyboard shortcut on this node runs: the first control inside, if enabled.
    ///
    /// The help line lists a shortcut exactly when this is not nil.
    package var shortcutControl: (any NodeRenderer)? {
        guard let control = subtree().lazy.compactMap(\.renderer).first(where: \.isControl),
            control.canActivate
        else { return nil }
        return control
    }
}
