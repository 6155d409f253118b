/// One of the standard groups of items in the menu bar's menus, where a ``CommandGroup`` goes.
///
/// The menus hold their groups in this order, a divider between groups that have items: the
/// app's menu (`appInfo`, `appSettings`, `systemServices`, `appVisibility`, `appTermination`),
/// File (`newItem`, `saveItem`, `importExport`, `printItem`), Edit (`undoRedo`, `pasteboard`,
/// `textEditing`, `textFormatting`), View (`toolbar`, `sidebar`), the app's own
/// ``CommandMenu``s, Window (`windowSize`, `windowArrangement`, `singleWindowList`) and Help
/// (`help`).
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    private init(_ name: String) { self.name = name }

    /// About the app; empty in a terminal.
    public static let appInfo = CommandGroupPlacement("appInfo")
    /// The app's settings; empty in a terminal.
    public static let appSettings = CommandGroupPlacement("appSettings")
    /// The system's services; empty in a terminal.
    public static let systemServices = CommandGroupPlacement("systemServices")
    /// Hiding the app; empty in a terminal.
    public static let appVisibility = CommandGroupPlacement("appVisibility")
    /// Quit, which runs the environment's `quit` action.
    public static let appTermination = CommandGroupPlacement("appTermination")
    /// Making new documents or windows; empty by default.
    public static let newItem = CommandGroupPlacement("newItem")
    /// Saving and closing; empty by default.
    public static let saveItem = CommandGroupPlacement("saveItem")
    /// Importing and exporting; empty by default.
    public static let importExport = CommandGroupPlacement("importExport")
    /// Printing; empty by default.
    public static let printItem = CommandGroupPlacement("printItem")
    /// Undo and Redo, sent along the focus chain as ``Command/undo`` and ``Command/redo``.
    public static let undoRedo = CommandGroupPlacement("undoRedo")
    /// Cut, Copy, Paste, Delete and Select All, sent along the focus chain as commands.
    public static let pasteboard = CommandGroupPlacement("pasteboard")
    /// Find, sent along the focus chain as ``Command/find``.
    public static let textEditing = CommandGroupPlacement("textEditing")
    /// Text formatting, in the Edit menu; empty by default.
    public static let textFormatting = CommandGroupPlacement("textFormatting")
    /// The toolbar's items; empty by default.
    public static let toolbar = CommandGroupPlacement("toolbar")
    /// The sidebar's items; empty by default.
    public static let sidebar = CommandGroupPlacement("sidebar")
    /// Sizing the window; empty in a terminal.
    public static let windowSize = CommandGroupPlacement("windowSize")
    /// Arranging windows; empty in a terminal.
    public static let windowArrangement = CommandGroupPlacement("windowArrangement")
    /// The list of windows; empty in a terminal, which has one screen.
    public static let singleWindowList = CommandGroupPlacement("singleWindowList")
    /// Help; empty by default.
    public static let help = CommandGroupPlacement("help")
}
