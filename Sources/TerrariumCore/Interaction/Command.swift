import TerrariumTerminal

/// A named action, such as copy or an app's own "water", that keys and code send along the
/// focus chain to the nearest view that handles it.
///
/// ```swift
/// extension Command {
///     static let water = Command("water", title: "Water")
/// }
///
/// List(...)
///     .onCommand(.copy) { clipboard = selection }
///     .onCommand(.water) { model.water(selection) }
///     .environment(\.keyBindings, bindings)   // where bindings[.water] = [KeyPress("w", modifiers: .control)]
/// ```
///
/// Two commands are the same when their names are; the title is what a help line shows.
public struct Command: Hashable, Sendable, CustomStringConvertible {
    /// The name that identifies the command.
    public let name: String
    /// The title shown for the command in a help line or a command palette.
    public let title: String

    /// Creates a command named `name`, titled `title` (the name, capitalised, by default).
    public init(_ name: String, title: String? = nil) {
        self.name = name
        self.title = title ?? (name.prefix(1).uppercased() + name.dropFirst())
    }

    /// The command's name.
    public var description: String { name }

    /// Compares by name.
    public static func == (lhs: Command, rhs: Command) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Copies the selection: the nearest `copyable` view or hosted widget on the focus chain
    /// writes its items to the clipboard.
    public static let copy = Command("copy", title: "Copy")
    /// Cuts the selection: the nearest `cuttable` view or hosted widget removes it and writes it
    /// to the clipboard.
    public static let cut = Command("cut", title: "Cut")
    /// Pastes from the clipboard into the nearest view on the focus chain that reads what it
    /// holds (text pasted by the terminal goes to the same place).
    public static let paste = Command("paste", title: "Paste")
    /// Selects everything.
    public static let selectAll = Command("selectAll", title: "Select all")
    /// Deletes the selection.
    public static let delete = Command("delete", title: "Delete")
    /// Undoes the last change; without a handler on the focus chain, the environment's undo manager does.
    public static let undo = Command("undo", title: "Undo")
    /// Redoes the last undone change; without a handler, the environment's undo manager does.
    public static let redo = Command("redo", title: "Redo")
    /// Saves the document on screen now.
    public static let save = Command("save", title: "Save")
    /// Opens the find bar of the focused text editor.
    public static let find = Command("find", title: "Find")
    /// Marks the focused draggable item for a drag that the keyboard carries to a destination.
    public static let drag = Command("drag", title: "Drag")
    /// Drops the item marked for a drag on the focused destination.
    public static let drop = Command("drop", title: "Drop")
    /// Lists every command and shortcut that works now, to run one by name.
    public static let commandPalette = Command("commandPalette", title: "Commands")
    /// Loads the focused content again, as a refreshable list does.
    public static let refresh = Command("refresh", title: "Refresh")
}

extension Command {
    /// The order of a help line: the standard commands as an edit menu lists them, then the
    /// app's own by name.
    static func helpOrder(_ a: Command, _ b: Command) -> Bool {
        let standard: [Command] = [.save, .undo, .redo, .cut, .copy, .paste, .delete, .selectAll, .find, .drag, .drop]
        switch (standard.firstIndex(of: a), standard.firstIndex(of: b)) {
        case (let i?, let j?): return i < j
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return a.name < b.name
        }
    }
}

extension View {
    /// Runs `action` when `command` reaches this view along the focus chain, from its key or from
    /// ``ViewHost/perform(_:)``.
    public func onCommand(_ command: Command, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(NodeConfigurationModifier { $0.commands = [command: action] })
    }
}
