/// What any retained terminal widget offers to be hosted: drawing into its frame, a size for a
/// proposal, input handling, and focus.
///
/// A toolkit conforms its own widget types; nothing forces a base class. The host (a
/// `WidgetRepresentable` in the declarative tree, or a parent widget) installs itself as
/// ``host`` and is told through it when the widget must be drawn again or sized again; what the
/// host passes down arrives in ``traitsDidChange(_:)``.
///
/// ```swift
/// final class Clock: Widget {
///     weak var host: (any WidgetHost)?
///     var time = "12:00" { didSet { host?.widgetNeedsDisplay(self) } }
///     func draw(in context: GraphicsContext) { context.draw(time, at: .zero) }
///     func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 5, height: 1) }
/// }
/// ```
///
/// Drawing is sandboxed: the context covers exactly the widget's frame, with its top-left cell at
/// `(0, 0)`, clips everything outside it, and sanitises text, so a widget can neither draw
/// outside its frame nor send escape sequences or move the terminal's cursor.
@MainActor
public protocol Widget: AnyObject {
    /// Whoever shows the widget; keep it `weak`, the host owns the widget.
    var host: (any WidgetHost)? { get set }

    /// Draws the widget into `context`, which covers its frame with its top-left cell at `(0, 0)`.
    func draw(in context: GraphicsContext)

    /// The size the widget wants in whole cells for `proposal` (nil dimensions ask for its ideal).
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size

    /// Handles `event` and returns whether it was consumed; mouse locations are in the widget's
    /// own coordinates. Events not consumed go on to the host's ancestors.
    func handle(_ event: InputEvent) -> Bool

    /// Whether the widget can take keyboard focus now.
    var acceptsFocus: Bool { get }

    /// Moves focus among the widget's own focusable parts and returns whether focus stays inside.
    ///
    /// The host calls it with ``FocusMove/first`` or ``FocusMove/last`` when focus enters the
    /// widget, and with ``FocusMove/next`` or ``FocusMove/previous`` for Tab and Shift+Tab while
    /// it has focus; returning false lets focus leave to the next view. The default treats the
    /// widget as a single part.
    func moveFocus(_ move: FocusMove) -> Bool

    /// Tells the widget it gained or lost keyboard focus, so it can draw its focus mark.
    func focusDidChange(_ isFocused: Bool)

    /// Gives the widget the values its host pushes down, each time they change.
    ///
    /// A widget that shows other widgets passes them on to each of them, and to each one it adds
    /// later, so that a declarative tree nested at any depth receives its host's environment. The
    /// default ignores them.
    func traitsDidChange(_ traits: WidgetTraits)

    /// Whether, while focused, the widget gets every key before the app's keyboard shortcuts do.
    ///
    /// A terminal pane does: the programs in it use every chord, and a shortcut elsewhere in the
    /// app must not take Ctrl+R from a shell. False unless a widget says so.
    var capturesKeyboard: Bool { get }

    /// What the widget has to tell someone looking into the app, a line each, such as why it
    /// stopped working: the inspector lists them under the widget. None unless a widget says so.
    var inspectorNotes: [String] { get }
}

extension Widget {
    /// Consumes nothing.
    public func handle(_ event: InputEvent) -> Bool { false }

    /// Not focusable.
    public var acceptsFocus: Bool { false }

    /// A single part: focus may enter, and leaves on the next move.
    public func moveFocus(_ move: FocusMove) -> Bool { move == .first || move == .last }

    /// Does nothing.
    public func focusDidChange(_ isFocused: Bool) {}

    /// Ignores them: a widget without subwidgets has nothing to pass them to.
    public func traitsDidChange(_ traits: WidgetTraits) {}

    /// Shortcuts come first.
    public var capturesKeyboard: Bool { false }

    /// Nothing to tell.
    public var inspectorNotes: [String] { [] }
}

/// A direction focus moves in, into or within a widget.
public enum FocusMove: Hashable, Sendable {
    /// Focus enters from before (Tab): go to the first part.
    case first
    /// Focus enters from after (Shift+Tab): go to the last part.
    case last
    /// Tab while focused: the next part.
    case next
    /// Shift+Tab while focused: the previous part.
    case previous
}

/// What shows a widget: it draws and sizes the widget and hears when the widget changes.
@MainActor
public protocol WidgetHost: AnyObject {
    /// The widget's appearance changed: draw it again in the next frame.
    func widgetNeedsDisplay(_ widget: any Widget)

    /// The widget's size for a proposal may have changed: lay it out again in the next frame.
    func widgetNeedsLayout(_ widget: any Widget)

    /// The focused widget gives focus up, to the view after it (``FocusMove/next``) or before it
    /// (``FocusMove/previous``) in the host's order, as Tab and Shift+Tab would; returns whether
    /// focus moved.
    ///
    /// A widget that keeps Tab for itself, such as a terminal pane whose program needs it, calls
    /// this for the key it documents instead. The default moves nothing.
    func widgetRequestsFocusMove(_ widget: any Widget, _ move: FocusMove) -> Bool
}

extension WidgetHost {
    /// Moves nothing: a host that orders no focus has nowhere to send it.
    public func widgetRequestsFocusMove(_ widget: any Widget, _ move: FocusMove) -> Bool { false }
}
