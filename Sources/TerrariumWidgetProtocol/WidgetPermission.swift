/// Something a widget may ask its host to do for it; the host grants or refuses each one.
///
/// A widget process runs with the user's rights: these govern what the host does for it and
/// passes to it, which the widget cannot reach by itself, not what the operating system allows.
public enum WidgetPermission: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Writing the terminal's clipboard (`copy`) and receiving pastes.
    case clipboard
    /// Receiving the paths of files dropped on the widget.
    case files
    /// Asking the host to run a program and hand back its output (`run`).
    case commands
    /// Hyperlinks in drawing (`link` in a run); refused, they are drawn as plain text.
    case network

    /// Alphabetical, so sets encode in a fixed order.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
