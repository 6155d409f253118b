public import TerrariumTerminal

/// The keys bound to commands, changeable per subtree through the environment.
///
/// The defaults leave the terminal's own keys alone: Ctrl+Z suspends, Ctrl+C quits and
/// Ctrl+U/Ctrl+W edit a field as in readline, so undo is Ctrl+_ (readline's undo) or Alt+Z,
/// redo is Alt+Shift+Z, and copy, cut and paste are Alt+C, Alt+X and Alt+V. An editor that wants
/// Ctrl+Z for undo sets `undo` and turns the run loop's `suspendsOnControlZ` off; an app binds
/// its own commands with the subscript.
public struct KeyBindings: Hashable, Sendable {
    private var bindings: [Command: [KeyPress]]

    /// Creates bindings from commands to the keys that perform them.
    public init(_ bindings: [Command: [KeyPress]]) {
        self.bindings = bindings
    }

    /// Creates bindings for undo and redo only.
    public init(undo: [KeyPress], redo: [KeyPress]) {
        self.init([.undo: undo, .redo: redo])
    }

    /// The keys bound to `command`; empty when it has none.
    public subscript(command: Command) -> [KeyPress] {
        get { bindings[command] ?? [] }
        set { bindings[command] = newValue.isEmpty ? nil : newValue }
    }

    /// The keys that undo.
    public var undo: [KeyPress] {
        get { self[.undo] }
        set { self[.undo] = newValue }
    }

    /// The keys that redo.
    public var redo: [KeyPress] {
        get { self[.redo] }
        set { self[.redo] = newValue }
    }

    /// The commands `press` is bound to, in name order.
    public func commands(for press: KeyPress) -> [Command] {
        bindings.compactMap { command, keys in
            keys.contains { $0.key == press.key && $0.modifiers == press.modifiers } ? command : nil
        }.sorted { $0.name < $1.name }
    }

    /// Ctrl+_ and Alt+Z undo; Alt+Shift+Z redoes (as legacy terminals and kitty report it);
    /// Alt+C or Ctrl+Insert copies, Alt+X or Shift+Delete cuts, Alt+V or Shift+Insert pastes (the
    /// CUA keys, which terminals pass through, unlike Ctrl+C and Ctrl+V); Ctrl+F finds; Ctrl+S saves
    /// (raw mode turns off the terminal's flow control, which would otherwise take it); Ctrl+P
    /// opens the command palette; Ctrl+R or F5 refreshes.
    public static let standard = KeyBindings([
        .undo: [KeyPress("_", modifiers: .control), KeyPress("z", modifiers: .option)],
        .redo: [KeyPress("Z", modifiers: .option), KeyPress("Z", modifiers: [.option, .shift])],
        .copy: [KeyPress("c", modifiers: .option), KeyPress(.insert, modifiers: .control)],
        .cut: [KeyPress("x", modifiers: .option), KeyPress(.deleteForward, modifiers: .shift)],
        .paste: [KeyPress("v", modifiers: .option), KeyPress(.insert, modifiers: .shift)],
        .find: [KeyPress("f", modifiers: .control)],
        .save: [KeyPress("s", modifiers: .control)],
        .drag: [KeyPress("d", modifiers: .option)],
        .drop: [KeyPress("p", modifiers: .option)],
        .commandPalette: [KeyPress("p", modifiers: .control)],
        .refresh: [KeyPress("r", modifiers: .control), KeyPress(.function(5))],
    ])
}

private struct KeyBindingsKey: EnvironmentKey {
    static let defaultValue = KeyBindings.standard
}

extension EnvironmentValues {
    /// The keys bound to commands such as undo and redo.
    public var keyBindings: KeyBindings {
        get { self[KeyBindingsKey.self] }
        set { self[KeyBindingsKey.self] = newValue }
    }
}
