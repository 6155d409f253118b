public import TerrariumTerminal
public import TerrariumWidgetProtocol

/// Serves a Swift `Widget` over the widget protocol: it hosts the widget, turns the host's
/// messages into calls on it, and answers with what the widget drew, sized and changed.
///
/// ```swift
/// let server = WidgetServer(widget: Stars(), name: "Stars") { message in write(message) }
/// server.start()                        // sends hello
/// server.receive(.frame(sequence: 1, size: Size(width: 8, height: 1)))
/// // sends draw, then done(sequence: 1)
/// ```
///
/// Every message with a sequence number is answered before ``receive(_:)`` returns: first any
/// `value` and `focus` the widget sent, then `size` if its sizes changed, then `draw` with the
/// rows that changed if it asked to be drawn again, and last `done`, which for a key, mouse event
/// or paste says whether the widget consumed it. The widget's hello asks for every key (`all`):
/// a loaded plugin's host learns from `done` whether a key goes on to the app.
@MainActor
public final class WidgetServer: WidgetHost {
    /// The widget served.
    public let widget: any Widget
    /// Its name in the hello.
    public let name: String
    /// Where messages to the host go.
    private let send: (WidgetMessage) -> Void
    /// The frame's size, nil before the first `frame`.
    private var frameSize: Size?
    /// What the host has of the drawing.
    private var differ = DrawingDiffer()
    /// Whether the widget asked to be drawn again.
    private var needsDisplay = false
    /// Whether the widget asked to be sized again.
    private var needsLayout = false
    /// Whether a message is being handled; what the widget asks for meanwhile is sent before its `done`.
    private var isHandling = false
    /// Messages that arrived while one was handled, handled after it in order.
    private var queued: [HostMessage] = []
    /// Whether a flush is scheduled for a change the widget made outside any message.
    private var isFlushScheduled = false
    /// Whether the host said `shutdown`: nothing is sent after it.
    private var isShutDown = false
    /// The sizing the host holds, from the hello or the last `size`.
    private var sentSizing: WidgetSizing?
    /// Whether an unconsumed Tab or Shift+Tab sends `focus`, for hosts that cannot learn from
    /// `done` that a key was not consumed, such as one talking to a process.
    var movesFocusOnUnconsumedTab = false
    /// The permissions the host granted, from its welcome.
    public private(set) var grantedPermissions: Set<WidgetPermission> = []

    /// Serves `widget` under `name`, sending messages through `send`; call ``start()`` next.
    public init(widget: any Widget, name: String, send: @escaping (WidgetMessage) -> Void) {
        self.widget = widget
        self.name = name
        self.send = send
        widget.host = self
        if let served = widget as? any ServedWidget {
            served.sendValue = { [weak self] name, value in self?.emit(.value(name: name, value)) }
        }
    }

    /// Sends the hello: the name, focusability, every key, the sizes the widget accepts, and the
    /// environment values it subscribes to.
    public func start() {
        let environment = (widget as? any ServedWidget)?.environmentKeys ?? []
        let sizing = sizing()
        sentSizing = sizing
        emit(
            .hello(
                WidgetHello(
                    name: name, features: ["focus", "mouse", "paste"], environment: environment, keys: ["all"],
                    focusable: widget.acceptsFocus, sizing: sizing)))
    }

    /// Handles one message from the host and sends its answers.
    public func receive(_ message: HostMessage) {
        guard !isShutDown else { return }
        guard !isHandling else {
            queued.append(message)
            return
        }
        isHandling = true
        defer { isHandling = false }
        var next: HostMessage? = message
        while let message = next {
            handle(message)
            next = queued.isEmpty ? nil : queued.removeFirst()
        }
    }

    /// The widget's appearance changed: drawn again before the current message's `done`, or
    /// soon when no message is being handled.
    public func widgetNeedsDisplay(_ widget: any Widget) {
        needsDisplay = true
        scheduleFlushOutsideMessages()
    }

    /// The widget's size may have changed: its sizes are sent again, and it is drawn again.
    public func widgetNeedsLayout(_ widget: any Widget) {
        needsLayout = true
        needsDisplay = true
        scheduleFlushOutsideMessages()
    }

    /// Sends `focus` so the host moves focus on; the move happens when the host handles it.
    public func widgetRequestsFocusMove(_ widget: any Widget, _ move: FocusMove) -> Bool {
        switch move {
        case .next, .first: emit(.focus(.next))
        case .previous, .last: emit(.focus(.previous))
        }
        return true
    }

    /// Calls the widget for one message and answers it.
    private func handle(_ message: HostMessage) {
        var consumed: Bool?
        switch message {
        case .welcome(let welcome):
            grantedPermissions = welcome.granted
        case .frame(_, let size):
            if size != frameSize {
                frameSize = size
                differ.reset()
            }
            needsDisplay = true
        case .propose(_, let proposal):
            answer(proposal)
        case .focus(_, let isFocused):
            widget.focusDidChange(isFocused)
        case .key(_, let press):
            let used = widget.handle(.key(press))
            consumed = used
            if !used, movesFocusOnUnconsumedTab, press.key == .tab, press.phase != .up {
                emit(.focus(press.modifiers == .shift ? .previous : .next))
            }
        case .mouse(_, let event):
            consumed = widget.handle(.mouse(event))
        case .paste(_, let text):
            consumed = widget.handle(.paste(text))
        case .drop:
            consumed = false
        case .environment(_, let values):
            (widget as? any ServedWidget)?.environmentDidChange(values)
        case .properties(_, let properties, let transaction):
            (widget as? any ServedWidget)?.propertiesDidChange(properties, transaction: transaction)
        case .ran:
            break
        case .shutdown:
            isShutDown = true
            return
        }
        flush()
        if let sequence = message.sequence { emit(.done(sequence: sequence, consumed: consumed)) }
    }

    /// Sends the sizes and the drawing the widget asked for.
    private func flush() {
        if needsLayout {
            needsLayout = false
            sendSizing(sizing())
        }
        guard needsDisplay, let frameSize else { return }
        needsDisplay = false
        let frame = CellBuffer(size: frameSize)
        widget.draw(in: GraphicsContext(frame))
        if let drawing = differ.drawing(for: frame) { emit(.draw(drawing)) }
    }

    /// Flushes soon on the main actor when the widget asked for something outside any message,
    /// as from a timer of its own.
    private func scheduleFlushOutsideMessages() {
        guard !isHandling, !isFlushScheduled else { return }
        isFlushScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            isFlushScheduled = false
            guard !isHandling, !isShutDown else { return }
            flush()
        }
    }

    /// Sends `message` unless the host said `shutdown`.
    private func emit(_ message: WidgetMessage) {
        guard !isShutDown else { return }
        send(message)
    }

    /// The sizes the widget accepts, read from its answers for no proposal, for zero and for an
    /// unbounded one.
    private func sizing() -> WidgetSizing {
        let ideal = widget.sizeThatFits(.unspecified)
        let minimum = widget.sizeThatFits(.zero)
        let maximum = widget.sizeThatFits(.infinity)
        func bound(_ value: Int) -> Int? { value >= ProposedViewSize.unbounded ? nil : value }
        return WidgetSizing(
            ideal: ideal, minimum: minimum, maximumWidth: bound(maximum.width), maximumHeight: bound(maximum.height))
    }

    /// Answers `proposal` with the widget's size for it, unless the host's sizing gives it already.
    ///
    /// The host keeps the answer for that proposal and lays out again once if it differs from
    /// what it had; an answer it already holds sends nothing.
    private func answer(_ proposal: ProposedViewSize) {
        let answer = widget.sizeThatFits(proposal)
        guard sentSizing?.sizeThatFits(proposal) != answer else { return }
        // Sent before the `done`, it answers this proposal alone: the host's sizing stays.
        emit(.size(WidgetSizing(ideal: answer)))
    }

    /// Sends `sizing` unless the host holds it already.
    private func sendSizing(_ sizing: WidgetSizing) {
        guard sizing != sentSizing else { return }
        sentSizing = sizing
        emit(.size(sizing))
    }
}
