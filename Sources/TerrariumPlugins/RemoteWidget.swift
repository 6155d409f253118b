package import Terrarium
public import TerrariumTerminal
public import TerrariumWidgetProtocol

/// A widget that lives elsewhere, in another process or a loaded library, speaking the widget
/// protocol; ``ProcessWidget`` and ``PluginWidget`` host it.
///
/// It keeps what the view wants the widget to have (properties, environment values, frame size,
/// focus) apart from what it has sent, and sends the difference whenever the widget is running,
/// so a widget that restarts is brought up to date with one message of each. It never waits for
/// the widget: every message is answered by `done` later, and one unanswered for longer than the
/// deadline ends the widget and leaves a placeholder saying why.
@MainActor
public final class RemoteWidget: Widget {
    /// Where the widget is in its life.
    public enum Phase: Hashable, Sendable {
        /// Started; its hello has not arrived.
        case starting
        /// Said hello: drawing and taking input.
        case running
        /// Ended or was ended; the placeholder shows why.
        case failed(WidgetFailure)
        /// Dismantled: the view left the tree.
        case dismantled
    }

    /// Whoever shows the widget.
    public weak var host: (any WidgetHost)?

    /// Where the widget is in its life.
    public internal(set) var phase: Phase = .starting
    /// What the widget said about itself in its hello, nil before it arrives.
    public internal(set) var hello: WidgetHello?
    /// The permissions it asked for and holds.
    public internal(set) var grantedPermissions: Set<WidgetPermission> = []
    /// How many times it was started again after failing.
    public internal(set) var restartCount = 0
    /// The newest lines of its log, oldest first, at most ``logLimit``.
    public internal(set) var log: [(level: WidgetLogLevel, message: String)] = []
    /// How many log lines are kept.
    public static let logLimit = 100
    /// The most characters of a log line kept: a longer one is cut.
    public static let logLineLimit = 1000
    /// The newest of what it wrote to standard error when it last failed, at most 4 KiB.
    public internal(set) var errorOutput = ""
    /// What the host refused of the widget, shown over its last row until the time given.
    public internal(set) var notice: (text: String, until: ContinuousClock.Instant)?
    /// How long a notice shows.
    public static let noticeDuration = Duration.seconds(3)
    var noticeTask: Task<Void, Never>?

    let name: String
    let options: RemoteWidgetOptions
    private let makeTransport: @MainActor () -> any WidgetTransport
    /// Writes a bound value the widget sent; returns why it was refused, nil when written.
    let onValueChange: @MainActor (String, WidgetValue) -> String?
    var transport: (any WidgetTransport)?

    // What the view wants the widget to have.
    var wantedProperties: [String: WidgetValue] = [:]
    var wantedEnvironment: [String: WidgetValue] = [:]
    var wantedFrame: Size?
    var wantedFocus = false
    var transaction = WidgetTransaction()
    var clipboard: Clipboard?

    // What was sent to the running widget.
    var sentProperties: [String: WidgetValue] = [:]
    var sentEnvironment: [String: WidgetValue] = [:]
    var sentFrame: Size?
    var sentFocus = false

    /// The widget's drawing.
    var canvas = RemoteWidgetCanvas()
    /// Drawing sent while a message was unanswered, shown once every message is answered, so a
    /// frame drawn in several messages never shows half done.
    var heldDrawings: [WidgetDrawing] = []
    /// The frame changed size: the canvas is blanked when the widget's answer is shown.
    var blanksOnAnswer = false
    /// The sizes it accepts, from its hello or its latest `size` not answering a `propose`.
    var sizing: WidgetSizing?
    /// The sizing of a widget whose hello states none: any size, 10 by 1 where the layout leaves
    /// a dimension open.
    static let defaultSizing = WidgetSizing(ideal: Size(width: 10, height: 1), minimum: .zero)
    /// The proposals told to the widget since its sizing last changed.
    var proposalsSent: Set<ProposedViewSize> = []
    /// The `propose` messages not yet answered, by sequence number, with the `size` the widget
    /// sent in answer so far.
    var pendingProposals: [Int: (proposal: ProposedViewSize, answer: WidgetSizing?)] = [:]
    /// What the widget answered for each proposal since its sizing last changed: what the layout
    /// gets for it from then on, without asking again.
    var proposalAnswers: [ProposedViewSize: Size] = [:]
    /// What the layout was last given for each proposal, to lay out again only when an answer
    /// differs from it.
    var proposalGuesses: [ProposedViewSize: Size] = [:]
    /// The keys it consumes.
    var keyPatterns: [String] = []
    /// The last sequence number used.
    var sequence = 0
    /// The last sequence number used before the current start: a `done` must answer a later one.
    var sequenceAtStart = 0
    /// Messages not yet answered, oldest first, with when they were sent.
    var unanswered: [(sequence: Int, sent: ContinuousClock.Instant)] = []
    /// When the current start began, for the hello's deadline.
    var startedAt = ContinuousClock.now
    /// What the widget answered for the message last sent synchronously.
    var lastConsumed: (sequence: Int, consumed: Bool?)?
    private var deadlineTask: Task<Void, Never>?
    /// When the scheduled wake-up is due, so that an earlier deadline replaces it.
    private var deadlineTaskDue: ContinuousClock.Instant?
    private var restartTask: Task<Void, Never>?

    /// A widget called `name` that starts at once through a transport `makeTransport` makes, and
    /// again through a new one for each restart; `onValueChange` writes bound values it sends, and
    /// returns why it refused one.
    package init(
        name: String, options: RemoteWidgetOptions, makeTransport: @escaping @MainActor () -> any WidgetTransport,
        onValueChange: @escaping @MainActor (String, WidgetValue) -> String?
    ) {
        self.name = name
        self.options = options
        self.makeTransport = makeTransport
        self.onValueChange = onValueChange
        start()
    }

    // MARK: - The view's side

    /// Records the properties, the environment and the transaction of the view's latest value and
    /// sends what changed.
    package func update(properties: [String: WidgetValue], environment: EnvironmentValues, transaction: Transaction) {
        wantedProperties = properties
        // Both are read on every update, subscribed or not yet, so that a change of either reaches
        // `updateWidget` whatever the widget's hello says when it arrives.
        var values = environment.widgetEnvironment
        values["colorScheme"] = .string(environment.colorScheme == .light ? "light" : "dark")
        wantedEnvironment = values
        clipboard = environment.clipboard
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        self.transaction = WidgetTransaction(
            isAnimated: animation != nil, duration: animation.map { Self.seconds($0.duration) })
        flush()
    }

    /// Ends the widget for good.
    package func dismantle() {
        guard phase != .dismantled else { return }
        phase = .dismantled
        deadlineTask?.cancel()
        restartTask?.cancel()
        noticeTask?.cancel()
        transport?.stop()
        transport = nil
    }

    // MARK: - Starting and failing

    /// Starts the widget, or fails at once when it cannot start.
    private func start() {
        phase = .starting
        hello = nil
        sentProperties = [:]
        sentEnvironment = [:]
        sentFrame = nil
        sentFocus = false
        unanswered = []
        heldDrawings = []
        proposalsSent = []
        pendingProposals = [:]
        proposalAnswers = [:]
        proposalGuesses = [:]
        sequenceAtStart = sequence
        startedAt = .now
        let transport = makeTransport()
        self.transport = transport
        do {
            try transport.start(receiver: self)
        } catch {
            fail(error)
            return
        }
        scheduleDeadline()
    }

    /// Ends the widget after `failure`, shows the placeholder and restarts it if the policy allows.
    func fail(_ failure: WidgetFailure) {
        guard phase == .starting || phase == .running else { return }
        phase = .failed(failure)
        // Nil as well as cancelled, so that a restart schedules its own deadline.
        deadlineTask?.cancel()
        deadlineTask = nil
        deadlineTaskDue = nil
        if let transport { errorOutput = transport.errorOutput }
        transport?.stop()
        transport = nil
        unanswered = []
        host?.widgetNeedsLayout(self)
        host?.widgetNeedsDisplay(self)
        // The earlier restart, if any, has run: only a new one may say "restarting".
        restartTask = nil
        // Refused for what it is (another protocol version, a plugin built for another host), it
        // would be refused again on every start.
        if case .refused = failure { return }
        guard restartCount < options.restartPolicy.maximumRestarts else { return }
        restartCount += 1
        let delay = options.restartPolicy.delay
        if delay <= .zero {
            start()
            return
        }
        restartTask = Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard let self, !Task.isCancelled, case .failed = self.phase else { return }
            self.start()
            self.host?.widgetNeedsLayout(self)
            self.host?.widgetNeedsDisplay(self)
        }
    }

    /// Whether a restart is scheduled after the current failure.
    var restartIsScheduled: Bool {
        if case .failed = phase { return restartTask != nil }
        return false
    }

    // MARK: - Sending

    /// Sends whatever the running widget lacks of what the view wants.
    func flush() {
        guard phase == .running, let hello else { return }
        let subscribed = wantedEnvironment.filter { hello.environment.contains($0.key) }
        let environment = subscribed.filter { sentEnvironment[$0.key] != $0.value }
        if !environment.isEmpty {
            sentEnvironment.merge(environment) { $1 }
            send { .environment(sequence: $0, environment) }
        }
        let properties = wantedProperties.filter { sentProperties[$0.key] != $0.value }
        if !properties.isEmpty {
            sentProperties.merge(properties) { $1 }
            send { [transaction] in .properties(sequence: $0, properties, transaction: transaction) }
        }
        if let wantedFrame, wantedFrame != sentFrame {
            sentFrame = wantedFrame
            // Blank at the new size, as the protocol says, once the widget's new drawing is shown;
            // until then the old one stays, clipped, rather than a blank frame flashing.
            canvas.resize(to: wantedFrame)
            blanksOnAnswer = true
            send { .frame(sequence: $0, size: wantedFrame) }
        }
        if wantedFocus != sentFocus {
            sentFocus = wantedFocus
            send { [wantedFocus] in .focus(sequence: $0, isFocused: wantedFocus) }
        }
    }

    /// Shows the drawing held back, once nothing is unanswered.
    func showHeldDrawings() {
        guard unanswered.isEmpty, blanksOnAnswer || !heldDrawings.isEmpty else { return }
        if blanksOnAnswer { canvas.apply(WidgetDrawing(clears: true, rows: [])) }
        blanksOnAnswer = false
        for drawing in heldDrawings { canvas.apply(drawing) }
        heldDrawings = []
        host?.widgetNeedsDisplay(self)
    }

    /// Sends the message `make` builds with the next sequence number, and returns that number.
    @discardableResult
    func send(_ make: (Int) -> HostMessage) -> Int {
        sequence += 1
        let sequence = sequence
        unanswered.append((sequence, .now))
        transport?.send(make(sequence))
        scheduleDeadline()
        return sequence
    }

    /// Checks the deadline now: the hello while starting, the oldest unanswered message after.
    func checkDeadline(now: ContinuousClock.Instant = .now) {
        guard let due = nextDeadline, due <= now else { return }
        // What arrived while the main actor was busy counts: the answer, or the widget's end
        // (a flood, a crash), may be waiting to be handed over.
        _ = transport?.waitForMessages(until: now)
        guard let due = nextDeadline, due <= now else { return }
        fail(.unresponsive(phase == .starting ? options.startupDeadline : options.responseDeadline))
    }

    /// When the widget must have answered by, nil when it owes nothing.
    var nextDeadline: ContinuousClock.Instant? {
        switch phase {
        case .starting: startedAt + options.startupDeadline
        case .running: unanswered.first.map { $0.sent + options.responseDeadline }
        case .failed, .dismantled: nil
        }
    }

    /// Wakes up at the next deadline to check it; one wake-up at a time, moved earlier when the
    /// deadline is (the hello arrived and the first answer is due well before the hello's
    /// deadline would have been).
    func scheduleDeadline() {
        guard let due = nextDeadline else { return }
        if deadlineTask != nil {
            guard let scheduled = deadlineTaskDue, due < scheduled else { return }
            deadlineTask?.cancel()
        }
        deadlineTaskDue = due
        deadlineTask = Task { [weak self] in
            try? await Task.sleep(until: due, clock: .continuous)
            guard let self, !Task.isCancelled else { return }
            self.deadlineTask = nil
            self.deadlineTaskDue = nil
            self.checkDeadline()
            self.scheduleDeadline()
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
