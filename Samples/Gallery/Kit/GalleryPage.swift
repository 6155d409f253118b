/// A page of the gallery: a group of controls, shown by a tab of the gallery's tab view.
public enum GalleryPage: CaseIterable, Hashable, Sendable {
    /// Text, stacks, buttons, a toggle, text fields, a scroll view and a paste target.
    case basics
    /// A list with sections, selection, deleting, moving, a style and context menus.
    case lists
    /// A navigation stack with a title and a toolbar, and a split view.
    case navigation
    /// A sheet, a full-screen cover, an alert, a confirmation dialog and a popover.
    case presentations
    /// A picker in each style, a secure field, a formatted field, a label and a link.
    case inputs
    /// A slider, steppers, a gauge and labelled content.
    case values
    /// A picture at its own size, fitted into a frame and stretched, and a symbol.
    case images
    /// A menu with a nested menu, a toggle, a picker and shortcuts, a context menu and the command palette.
    /// A form of settings whose labels share one column.
    case settings
    case menus
    /// A searchable list that says when nothing matches.
    case search
    /// A sortable, searchable table of a million rows, and an outline of a directory on disk.
    case data
}
