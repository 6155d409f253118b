public import TerrariumTerminal

/// A view drawn by a function of a state value whenever it is drawn, the way immediate-mode
/// toolkits such as ratatui draw.
///
/// ```swift
/// struct Download: View {
///     @State var progress = 0.4
///
///     var body: some View {
///         ImmediateView(progress) { context, progress in
///             let filled = Int(Double(context.size.width) * progress)
///             context.fill(Rect(x: 0, y: 0, width: filled, height: 1), style: Style(background: .green))
///             context.draw("\(Int(progress * 100))%", at: .zero)
///         }
///         .frame(height: 1)
///     }
/// }
/// ```
///
/// The drawing function gets a context covering the view's frame, (0, 0) being its top-left
/// corner and everything outside clipped, and the newest state. It runs each time the view's
/// region is drawn, and a state that is not equal to the last one draws the view again, so the
/// state should hold everything the drawing depends on: a function whose state did not change
/// is not called again with new captured values.
///
/// Like a canvas, the view takes the space it is offered (10 × 10 cells when asked for its
/// ideal size) unless `sizeThatFits` says otherwise. Given a binding and an `onEvent` function,
/// the view takes focus: keys, pasted text and mouse events (in its own coordinates) go to
/// `onEvent`, which may change the state and returns whether it used the event; events it does
/// not use go on to the views around it.
///
/// ```swift
/// ImmediateView($level) { context, level in
///     context.draw(String(repeating: "█", count: level), at: .zero)
/// } onEvent: { event, level in
///     switch event {
///     case .key(KeyPress(.rightArrow)): level += 1
///     case .key(KeyPress(.leftArrow)): level = max(0, level - 1)
///     default: return false
///     }
///     return true
/// }
/// ```
public struct ImmediateView<Value: Equatable>: WidgetRepresentable {
    /// The function that draws the state into a context covering the view.
    public typealias Draw = @MainActor (GraphicsContext, Value) -> Void
    /// The function that handles an event, may change the state, and returns whether it used the event.
    public typealias EventHandler = @MainActor (InputEvent, inout Value) -> Bool
    /// The function that gives the view's size for a proposal and the state.
    public typealias Sizing = @MainActor (ProposedViewSize, Value) -> Size

    private let state: Value
    private let draw: Draw
    private let sizing: Sizing?
    private let onEvent: EventHandler?
    private let write: (@MainActor (Value) -> Void)?

    /// Shows `state` as `draw` draws it.
    ///
    /// - Parameters:
    ///   - state: Everything the drawing depends on.
    ///   - sizeThatFits: The view's size for a proposal; nil takes what is proposed.
    ///   - draw: Draws the state into a context covering the view.
    public init(_ state: Value, sizeThatFits: Sizing? = nil, draw: @escaping Draw) {
        self.state = state
        self.draw = draw
        self.sizing = sizeThatFits
        self.onEvent = nil
        self.write = nil
    }

    /// Shows the state behind `state` as `draw` draws it, and lets `onEvent` change it.
    ///
    /// - Parameters:
    ///   - state: A binding to everything the drawing depends on; changes `onEvent` makes are
    ///     written back through it.
    ///   - sizeThatFits: The view's size for a proposal; nil takes what is proposed.
    ///   - draw: Draws the state into a context covering the view.
    ///   - onEvent: Handles an event the view gets while focused or under the mouse.
    public init(
        _ state: Binding<Value>, sizeThatFits: Sizing? = nil, draw: @escaping Draw,
        onEvent: @escaping EventHandler
    ) {
        self.state = state.wrappedValue
        self.draw = draw
        self.sizing = sizeThatFits
        self.onEvent = onEvent
        self.write = { state.wrappedValue = $0 }
    }

    /// Makes the widget that calls the drawing function.
    public func makeWidget(context: Context) -> ImmediateWidget<Value> {
        ImmediateWidget(state, draw: draw)
    }

    /// Gives the widget the new state and functions; runs only when the state changed.
    public func updateWidget(_ widget: ImmediateWidget<Value>, context: Context) {
        widget.drawing = draw
        widget.sizing = sizing
        widget.onEvent = onEvent
        widget.onStateChange = write
        widget.state = state
    }
}

/// A widget that calls a drawing function with its state each time it is drawn.
///
/// ```swift
/// let spinner = ImmediateWidget(0) { context, frame in
///     context.draw(["|", "/", "-", "\\"][frame % 4], at: .zero)
/// }
/// spinner.state += 1  // drawn again in the next frame
/// ```
///
/// Without ``sizing`` it takes the space it is offered; with ``onEvent`` it takes focus, and a
/// change that function makes to the state is drawn and reported to ``onStateChange``.
@MainActor
public final class ImmediateWidget<Value: Equatable>: Widget {
    /// Whoever shows the widget.
    public weak var host: (any WidgetHost)?

    /// What is drawn; a change is drawn in the next frame.
    public var state: Value {
        didSet {
            guard state != oldValue else { return }
            if sizing == nil {
                host?.widgetNeedsDisplay(self)
            } else {
                host?.widgetNeedsLayout(self)
            }
        }
    }
    /// Draws the state into a context covering the widget.
    public var drawing: ImmediateView<Value>.Draw
    /// The widget's size for a proposal and the state; nil takes what is proposed.
    public var sizing: ImmediateView<Value>.Sizing?
    /// Handles events and may change the state; nil leaves the widget unfocusable.
    public var onEvent: ImmediateView<Value>.EventHandler?
    /// Told the state after ``onEvent`` changed it.
    public var onStateChange: (@MainActor (Value) -> Void)?

    /// Creates a widget that shows `state` as `draw` draws it.
    public init(_ state: Value, draw: @escaping ImmediateView<Value>.Draw) {
        self.state = state
        self.drawing = draw
    }

    /// Calls the drawing function with the current state.
    public func draw(in context: GraphicsContext) {
        drawing(context, state)
    }

    /// What ``sizing`` says, or the proposal with 10 × 10 for what it leaves unspecified.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        sizing?(proposal, state) ?? proposal.replacingUnspecifiedDimensions()
    }

    /// Passes `event` to ``onEvent``; a changed state is drawn and reported.
    public func handle(_ event: InputEvent) -> Bool {
        guard let onEvent else { return false }
        var changed = state
        let used = onEvent(event, &changed)
        if changed != state {
            state = changed
            onStateChange?(changed)
        }
        return used
    }

    /// Whether there is an event handler.
    public var acceptsFocus: Bool { onEvent != nil }
}
