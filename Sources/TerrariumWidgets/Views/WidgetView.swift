public import TerrariumTerminal
public import TerrariumTransfer

/// A rectangle of a terminal UI that draws itself and its subwidgets, handles input and takes part
/// in focus: the toolkit's counterpart of UIKit's `UIView`.
///
/// ```swift
/// final class Panel: WidgetView {
///     let title = Label("Plants")
///     let list = ListWidget()
///
///     override init(frame: Rect = .zero) {
///         super.init(frame: frame)
///         addSubwidget(title)
///         addSubwidget(list)
///     }
///
///     override func layoutSubwidgets() {
///         title.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
///         list.frame = Rect(x: 0, y: 1, width: bounds.width, height: bounds.height - 1)
///     }
/// }
/// ```
///
/// A view is a `Widget`, so any host of widgets can show it, and a `WidgetHost`, so it can
/// hold any widget as a subwidget, its own kind or a foreign toolkit's. A subwidget's ``host`` is
/// its superwidget, which passes invalidations up until they reach the root's host.
///
/// Each subwidget has a frame in its superwidget's coordinates: a `WidgetView` keeps its own
/// ``frame``, and the superwidget keeps those of foreign widgets (see ``setFrame(_:of:)``).
/// Subwidgets are drawn in order, so later ones are in front, each in a context clipped to its
/// frame.
@MainActor
open class WidgetView: Widget, WidgetHost {
    /// Whoever shows the view: its superwidget, or for a root the host that shows the tree.
    public weak var host: (any WidgetHost)?

    /// The widgets inside the view, back to front.
    public private(set) var subwidgets: [any Widget] = []

    /// The view's rectangle in its superwidget's coordinates.
    ///
    /// A root view takes the size of the context its host draws it in, with its origin at
    /// `(0, 0)`. A change of size lays the subwidgets out again before the next draw.
    public var frame: Rect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            if newValue.size != storedFrame.size { needsLayout = true }
            storedFrame = newValue
            setNeedsDisplay()
        }
    }

    /// The style the view's whole area is filled with before anything is drawn; nil leaves the
    /// cells behind the view showing.
    public var backgroundStyle: Style? {
        didSet { if backgroundStyle != oldValue { setNeedsDisplay() } }
    }

    /// The subwidget that keys go to, and the one that holds focus while the view has it.
    public private(set) var focusedSubwidget: (any Widget)?

    /// Whether the view has keyboard focus: its host, or its superwidget while focused, told it so.
    public private(set) var isFocused = false

    private var storedFrame: Rect
    private var foreignFrames: [ObjectIdentifier: Rect] = [:]
    private var needsLayout = true
    // Frames set while laying out are drawn by the pass that asked for the layout; passing
    // their invalidations on would make every first draw ask for a second one.
    private var isLayingOut = false
    // Drags and the release that ends them go to the subwidget that took the press, even when
    // the pointer has left its frame, so a drag can end outside what it started on.
    private weak var mouseCapture: (any Widget)?
    // The subwidget a drag is over, told when the drag leaves it.
    private weak var dropTarget: (any TransferResponder)?

    /// Creates a view with `frame`.
    public init(frame: Rect = .zero) {
        storedFrame = frame
    }

    // MARK: - Geometry

    /// The view's own rectangle in its own coordinates: its frame's size at `(0, 0)`.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The view whose subwidgets include this one; nil for a root.
    public var superwidget: WidgetView? {
        guard let parent = host as? WidgetView, parent.contains(self) else { return nil }
        return parent
    }

    /// The frame of `subwidget` in this view's coordinates; `.zero` for a widget that is not one.
    public func frame(of subwidget: any Widget) -> Rect {
        guard contains(subwidget) else { return .zero }
        if let view = subwidget as? WidgetView { return view.frame }
        return foreignFrames[ObjectIdentifier(subwidget)] ?? .zero
    }

    /// Places `subwidget` at `frame`, in this view's coordinates; does nothing for a widget that
    /// is not a subwidget.
    ///
    /// For a `WidgetView` this sets its ``frame``; a foreign widget has no frame of its own, so
    /// this view keeps it.
    public func setFrame(_ frame: Rect, of subwidget: any Widget) {
        guard contains(subwidget) else { return }
        if let view = subwidget as? WidgetView {
            view.frame = frame
            return
        }
        let key = ObjectIdentifier(subwidget)
        guard foreignFrames[key] != frame else { return }
        foreignFrames[key] = frame
        setNeedsDisplay()
    }

    // MARK: - The tree

    /// Adds `widget` in front of the other subwidgets, taking it from its previous superwidget.
    ///
    /// The widget keeps its frame; a widget that already is a subwidget moves to the front.
    public func addSubwidget(_ widget: any Widget) {
        precondition(widget !== self && !isDescendant(of: widget), "A widget cannot contain itself")
        let previous = widget.host as? WidgetView
        let keptFrame = previous?.contains(widget) == true ? previous?.frame(of: widget) : nil
        previous?.removeSubwidget(widget)
        subwidgets.append(widget)
        widget.host = self
        widget.traitsDidChange(traits)
        if let keptFrame, !(widget is WidgetView) { foreignFrames[ObjectIdentifier(widget)] = keptFrame }
        setNeedsLayout()
    }

    /// Removes `widget` from the subwidgets; it loses focus and its host.
    public func removeSubwidget(_ widget: any Widget) {
        guard let index = subwidgets.firstIndex(where: { $0 === widget }) else { return }
        if focusedSubwidget === widget { setFocusedSubwidget(nil) }
        if mouseCapture === widget { mouseCapture = nil }
        subwidgets.remove(at: index)
        foreignFrames[ObjectIdentifier(widget)] = nil
        if widget.host === self {
            widget.host = nil
            widget.traitsDidChange(WidgetTraits())
        }
        setNeedsLayout()
    }

    /// Removes the view from its superwidget, if it has one.
    public func removeFromSuperwidget() {
        superwidget?.removeSubwidget(self)
    }

    /// Whether `widget` is one of the subwidgets (not looking further down).
    public func contains(_ widget: any Widget) -> Bool {
        subwidgets.contains { $0 === widget }
    }

    private func isDescendant(of widget: any Widget) -> Bool {
        var ancestor = superwidget
        while let view = ancestor {
            if view === widget { return true }
            ancestor = view.superwidget
        }
        return false
    }

    // MARK: - Invalidation

    /// Asks for the view to be drawn again in the next frame; the request reaches the root's host.
    public func setNeedsDisplay() {
        guard !isLayingOut else { return }
        host?.widgetNeedsDisplay(self)
    }

    /// Asks for ``layoutSubwidgets()`` before the next draw, and for that draw.
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Tells the hosts up to the root's that the view's size for a proposal may have changed.
    public func invalidateIntrinsicSize() {
        host?.widgetNeedsLayout(self)
    }

    /// Calls ``layoutSubwidgets()`` now if a change asked for it since the last layout.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        isLayingOut = true
        defer { isLayingOut = false }
        layoutSubwidgets()
    }

    /// Places the subwidgets for the view's current ``bounds``; does nothing by default.
    ///
    /// Called before drawing after the view's size changed, a subwidget was added or removed, a
    /// subwidget's intrinsic size changed, or ``setNeedsLayout()`` was called. Set subwidget frames
    /// here; doing so asks for no further frame.
    open func layoutSubwidgets() {}

    /// A subwidget must be drawn again: so must this view.
    public func widgetNeedsDisplay(_ widget: any Widget) {
        setNeedsDisplay()
    }

    /// A subwidget's size may have changed: lay the subwidgets out again, and tell the hosts
    /// above that this view's size may have changed too.
    public func widgetNeedsLayout(_ widget: any Widget) {
        setNeedsLayout()
        invalidateIntrinsicSize()
    }

    /// What the host above pushed down last, passed on to every subwidget, now and when added.
    public private(set) var traits = WidgetTraits()

    /// Keeps `traits` and passes them on to the subwidgets; overrides call `super`.
    open func traitsDidChange(_ traits: WidgetTraits) {
        self.traits = traits
        for subwidget in subwidgets { subwidget.traitsDidChange(traits) }
    }

    // MARK: - Size and drawing

    /// The size the view's content wants, or nil when it takes whatever it is offered.
    open var intrinsicSize: Size? { nil }

    /// The ``intrinsicSize`` whatever the proposal; without one, the proposal, with 10 cells for
    /// a dimension left unspecified.
    open func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        intrinsicSize ?? proposal.replacingUnspecifiedDimensions()
    }

    /// Lays the view out if needed, fills ``backgroundStyle`` and draws the subwidgets.
    ///
    /// Overrides call `super` first and draw their content after it. The view takes the size of
    /// `context` as its own, so a root is as large as its host draws it.
    open func draw(in context: GraphicsContext) {
        if context.size != storedFrame.size {
            storedFrame.size = context.size
            needsLayout = true
        }
        if superwidget == nil { storedFrame.origin = .zero }
        layoutIfNeeded()
        if let backgroundStyle { context.fill(style: backgroundStyle) }
        drawSubwidgets(in: context)
    }

    /// Draws each subwidget, back to front, in a context clipped to its frame.
    public func drawSubwidgets(in context: GraphicsContext) {
        for widget in subwidgets {
            let rect = frame(of: widget)
            guard !rect.isEmpty else { continue }
            widget.draw(in: context.subcontext(rect))
        }
    }

    // MARK: - Input

    /// The frontmost widget at `point` (in this view's coordinates), looking into subwidgets that
    /// are views; the view itself where no subwidget is, nil outside its bounds.
    open func hitTest(_ point: Point) -> (any Widget)? {
        guard bounds.contains(point) else { return nil }
        for widget in subwidgets.reversed() {
            let rect = frame(of: widget)
            guard rect.contains(point) else { continue }
            guard let view = widget as? WidgetView else { return widget }
            return view.hitTest(Point(x: point.x - rect.minX, y: point.y - rect.minY)) ?? view
        }
        return self
    }

    /// Routes `event` to a subwidget and returns whether it was consumed.
    ///
    /// A mouse event goes to the frontmost subwidget under the pointer, its location translated
    /// into that subwidget's coordinates; drags and releases go to the subwidget that consumed
    /// the press. A press consumed by a subwidget that accepts focus makes it the focused one.
    /// Keys and pastes go to ``focusedSubwidget``. Overrides that handle events of their own call
    /// `super` first, so subwidgets get the first chance.
    open func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .mouse(let mouse):
            return route(mouse)
        case .key, .paste:
            return focusedSubwidget?.handle(event) ?? false
        case .focus, .reply:
            return false
        }
    }

    private func route(_ mouse: MouseEvent) -> Bool {
        switch mouse.kind {
        case .drag, .release:
            if let captured = mouseCapture, contains(captured) {
                if case .release = mouse.kind { mouseCapture = nil }
                return captured.handle(.mouse(translated(mouse, into: captured)))
            }
        default:
            break
        }
        guard let widget = subwidgets.last(where: { frame(of: $0).contains(mouse.location) }) else { return false }
        let consumed = widget.handle(.mouse(translated(mouse, into: widget)))
        if consumed, case .press = mouse.kind {
            mouseCapture = widget
            if widget.acceptsFocus { setFocusedSubwidget(widget) }
        }
        return consumed
    }

    private func translated(_ mouse: MouseEvent, into widget: any Widget) -> MouseEvent {
        let origin = frame(of: widget).origin
        var local = mouse
        local.location = Point(x: mouse.location.x - origin.x, y: mouse.location.y - origin.y)
        return local
    }

    // MARK: - Transfers

    /// The subwidget under `location` with the location in its coordinates, or for nil the
    /// focused subwidget, as a transfer responder.
    private func transferResponder(at location: TransferLocation?) -> (
        responder: any TransferResponder, location: TransferLocation?
    )? {
        guard let location else { return (focusedSubwidget as? any TransferResponder).map { ($0, nil) } }
        let point = Point(x: location.column, y: location.row)
        guard let widget = subwidgets.last(where: { frame(of: $0).contains(point) }),
            let responder = widget as? any TransferResponder
        else { return nil }
        let origin = frame(of: widget).origin
        return (responder, TransferLocation(column: point.x - origin.x, row: point.y - origin.y))
    }

    /// What the focused subwidget copies.
    open func itemsToCopy() -> [TransferItem] {
        (focusedSubwidget as? any TransferResponder)?.itemsToCopy() ?? []
    }

    /// What the focused subwidget cuts.
    open func cutItems() -> [TransferItem] {
        (focusedSubwidget as? any TransferResponder)?.cutItems() ?? []
    }

    /// Whether the focused subwidget can cut now.
    open var canCut: Bool {
        (focusedSubwidget as? any TransferResponder)?.canCut ?? false
    }

    /// The types the focused subwidget takes in a paste.
    open var pasteContentTypes: [ContentType] {
        (focusedSubwidget as? any TransferResponder)?.pasteContentTypes ?? []
    }

    /// Gives pasted items to the focused subwidget.
    open func paste(_ items: [TransferItem]) -> Bool {
        (focusedSubwidget as? any TransferResponder)?.paste(items) ?? false
    }

    /// What the subwidget under `location` (the focused one for nil) would drag.
    open func dragItems(at location: TransferLocation?) -> [TransferItem] {
        guard let (responder, local) = transferResponder(at: location) else { return [] }
        return responder.dragItems(at: local)
    }

    /// Asks the subwidget under `location` (the focused one for nil) whether it takes the drag,
    /// telling the one the drag was over before that it left.
    open func dropSessionDidUpdate(at location: TransferLocation?, offering contentTypes: [ContentType]) -> Bool {
        let next = transferResponder(at: location)
        if let previous = dropTarget, previous !== next?.responder {
            dropTarget = nil
            previous.dropSessionDidExit()
        }
        guard let (responder, local) = next else { return false }
        dropTarget = responder
        return responder.dropSessionDidUpdate(at: local, offering: contentTypes)
    }

    /// Tells the subwidget the drag was over that it left.
    open func dropSessionDidExit() {
        let previous = dropTarget
        dropTarget = nil
        previous?.dropSessionDidExit()
    }

    /// Drops `items` on the subwidget under `location` (the focused one for nil).
    open func performDrop(_ items: [TransferItem], at location: TransferLocation?) -> Bool {
        guard let (responder, local) = transferResponder(at: location) else { return false }
        return responder.performDrop(items, at: local)
    }

    // MARK: - Focus

    /// Whether a subwidget can take focus now.
    open var acceptsFocus: Bool { subwidgets.contains { $0.acceptsFocus } }

    /// Moves focus among the focusable subwidgets, in order, and returns whether it stays inside.
    ///
    /// `FocusMove.first` and `FocusMove.last` focus the first or last subwidget that accepts
    /// focus and agrees to take it. `FocusMove.next` and `FocusMove.previous` ask the focused
    /// subwidget first, so focus walks through the parts of nested widgets, then go on to its
    /// siblings. Past either end the view gives up focus and returns false. A view with no
    /// focusable subwidgets is a single part.
    open func moveFocus(_ move: FocusMove) -> Bool {
        guard acceptsFocus else { return false }
        guard subwidgets.contains(where: { $0.acceptsFocus }) else { return move == .first || move == .last }
        switch move {
        case .first:
            return focusFirst(of: subwidgets, entering: .first)
        case .last:
            return focusFirst(of: subwidgets.reversed(), entering: .last)
        case .next, .previous:
            guard let current = focusedSubwidget else { return moveFocus(move == .next ? .first : .last) }
            if current.moveFocus(move) { return true }
            let ordered = move == .next ? subwidgets : Array(subwidgets.reversed())
            let following = ordered.drop(while: { $0 !== current }).dropFirst()
            return focusFirst(of: following, entering: move == .next ? .first : .last)
        }
    }

    /// Focuses the first of `candidates` that takes focus entering with `move`; clears the focus
    /// when none does.
    private func focusFirst(of candidates: some Sequence<any Widget>, entering move: FocusMove) -> Bool {
        for widget in candidates where widget.acceptsFocus && widget.moveFocus(move) {
            setFocusedSubwidget(widget)
            return true
        }
        setFocusedSubwidget(nil)
        return false
    }

    /// Moves focus from the focused `widget` to the next or previous focusable subwidget, or past
    /// this view through its own host when there is none.
    ///
    /// Focus stays where it is when it has nowhere to go.
    open func widgetRequestsFocusMove(_ widget: any Widget, _ move: FocusMove) -> Bool {
        if widget === focusedSubwidget, move == .next || move == .previous {
            let ordered = move == .next ? subwidgets : Array(subwidgets.reversed())
            let entering: FocusMove = move == .next ? .first : .last
            for candidate in ordered.drop(while: { $0 !== widget }).dropFirst()
            where candidate.acceptsFocus && candidate.moveFocus(entering) {
                setFocusedSubwidget(candidate)
                setNeedsDisplay()
                return true
            }
        }
        return host?.widgetRequestsFocusMove(self, move) ?? false
    }

    private func setFocusedSubwidget(_ widget: (any Widget)?) {
        guard widget !== focusedSubwidget else { return }
        let previous = focusedSubwidget
        focusedSubwidget = widget
        guard isFocused else { return }
        previous?.focusDidChange(false)
        widget?.focusDidChange(true)
    }

    /// Records whether the view has focus, passes it on to ``focusedSubwidget`` and redraws.
    ///
    /// Overrides call `super`.
    open func focusDidChange(_ isFocused: Bool) {
        guard isFocused != self.isFocused else { return }
        self.isFocused = isFocused
        focusedSubwidget?.focusDidChange(isFocused)
        setNeedsDisplay()
    }
}

extension WidgetView: TransferResponder {}

extension WidgetView {
    /// One row, as wide as the ``intrinsicSize`` but never wider than proposed: a label's or a
    /// button's size.
    func oneLineSize(for proposal: ProposedViewSize) -> Size {
        let width = intrinsicSize?.width ?? 0
        return Size(width: min(width, proposal.width ?? width), height: 1)
    }
}
