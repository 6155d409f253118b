public import TerrariumTerminal

/// The keys bound to the commands every app has, changeable per subtree through the environment.
///
/// The defaults leave the terminal's own keys alone: Ctrl+Z suspends, Ctrl+C quits and
/// Ctrl+U/Ctrl+W edit a field as in readline, so undo is Ctrl+_ (readline's undo) or Alt+Z, and
/// redo is Alt+Shift+Z. An editor that wants Ctrl+Z for undo sets `undo` and turns the session's
/// `suspendsOnControlZ` off.
public struct KeyBindings: Hashable, Sendable {
    /// The keys that undo.
    public var undo: [KeyPress]
    /// The keys that redo.
    public var redo: [KeyPress]

    /// Creates bindings.
    public init(undo: [KeyPress], redo: [KeyPress]) {
        self.undo = undo
        self.redo = redo
    }

    /// Ctrl+_ and Alt+Z undo; Alt+Shift+Z redoes (as legacy terminals and kitty report it).
    public static let standard = KeyBindings(
        undo: [KeyPress("_", modifiers: .control), KeyPress("z", modifiers: .option)],
        redo: [KeyPress("Z", modifiers: .option), KeyPress("Z", modifiers: [.option, .shift])])
}

private struct KeyBindingsKey: EnvironmentKey {
    static let defaultValue = KeyBindings.standard
}

extension EnvironmentValues {
    /// The keys bound to undo and redo.
    public var keyBindings: KeyBindings {
        get { self[KeyBindingsKey.self] }
        set { self[KeyBindingsKey.self] = newValue }
    }
}
