public import Terrarium
public import TerrariumTerminal

private struct TerminalFocusReleaseShortcutKey: EnvironmentKey {
    static var defaultValue: KeyPress { KeyPress("]", modifiers: .control) }
}

extension EnvironmentValues {
    /// The key that takes focus out of a terminal pane to the next view: Ctrl+] unless set.
    ///
    /// Tab cannot leave a pane, because the programs in it need Tab; every other key goes to the
    /// program. Ctrl+] is telnet's escape key, and few programs use it (vim's tag jump does).
    public var terminalFocusReleaseShortcut: KeyPress {
        get { self[TerminalFocusReleaseShortcutKey.self] }
        set { self[TerminalFocusReleaseShortcutKey.self] = newValue }
    }
}

extension View {
    /// Sets the key that takes focus out of the terminal panes in this view.
    ///
    /// ```swift
    /// TerminalView(command: "vim").terminalFocusReleaseShortcut("g", modifiers: .control)
    /// ```
    public func terminalFocusReleaseShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .control)
        -> some View
    {
        environment(\.terminalFocusReleaseShortcut, KeyPress(key, modifiers: modifiers))
    }
}
