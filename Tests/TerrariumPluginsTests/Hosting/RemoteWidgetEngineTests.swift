import Terrarium
import TerrariumPlugins
import TerrariumTerminal
import TerrariumWidgetProtocol
import Testing

/// A transport the test speaks through: it records what the host sent and delivers what the
/// test says the widget sent.
@MainActor
final class ScriptedTransport: WidgetTransport {
    var sent: [HostMessage] = []
    var receiver: (any WidgetTransportReceiver)?
    var stops = 0
    var isSynchronous: Bool { false }

    func start(receiver: any WidgetTransportReceiver) throws(WidgetFailure) { self.receiver = receiver }
    func send(_ message: HostMessage) { sent.append(message) }
    func waitForMessages(until deadline: ContinuousClock.Instant) -> Bool { false }
    func stop() { stops += 1 }

    /// The widget sends `message`.
    func widget(_ message: WidgetMessage) { receiver?.transportDidReceive(message) }
}

/// The engine's promises, driven message by message: drawing shown only when answered, a new
/// frame blank at the new size, a refused version told before the end.
@MainActor
@Suite struct RemoteWidgetEngineTests {
    private func make(_ transport: ScriptedTransport) -> RemoteWidget {
        var options = RemoteWidgetOptions()
        options.restartPolicy = .never
        let widget = RemoteWidget(
            name: "scripted", options: options, makeTransport: { transport }, onValueChange: { _, _ in nil })
        widget.update(properties: ["rating": 2], environment: EnvironmentValues(), transaction: Transaction())
        return widget
    }

    private func render(_ widget: RemoteWidget, _ size: Size) -> [String] {
        let buffer = CellBuffer(size: size)
        widget.draw(in: GraphicsContext(buffer))
        return buffer.lines
    }

    private func row(_ y: Int, _ text: String) -> WidgetDrawing.Row { .init(y: y, runs: [WidgetRun(text)]) }

    @Test func drawingInAnswerToAMessageShowsOnlyWithItsDone() throws {
        let transport = ScriptedTransport()
        let widget = make(transport)
        transport.widget(.hello(WidgetHello(name: "w", sizing: WidgetSizing(ideal: Size(width: 4, height: 2)))))
        _ = render(widget, Size(width: 4, height: 2))
        let frame = try #require(transport.sent.last?.sequence)
        transport.widget(.draw(WidgetDrawing(rows: [row(0, "top")])))
        // Half of the answer: nothing shows yet.
        #expect(render(widget, Size(width: 4, height: 2)) == ["    ", "    "])
        transport.widget(.draw(WidgetDrawing(rows: [row(1, "bot")])))
        transport.widget(.done(sequence: frame, consumed: nil))
        #expect(render(widget, Size(width: 4, height: 2)) == ["top ", "bot "])
        // Drawing while nothing is unanswered shows at once.
        transport.widget(.draw(WidgetDrawing(rows: [row(0, "new")])))
        #expect(render(widget, Size(width: 4, height: 2)) == ["new ", "bot "])
        widget.dismantle()
    }

    @Test func aNewFrameSizeStartsBlankOnceAnswered() throws {
        let transport = ScriptedTransport()
        let widget = make(transport)
        transport.widget(.hello(WidgetHello(name: "w", sizing: WidgetSizing(ideal: Size(width: 4, height: 1)))))
        _ = render(widget, Size(width: 4, height: 1))
        transport.widget(.draw(WidgetDrawing(rows: [row(0, "abcd")])))
        transport.widget(.done(sequence: try #require(transport.sent.last?.sequence), consumed: nil))
        #expect(render(widget, Size(width: 4, height: 1)) == ["abcd"])
        // Narrower: the old drawing stays, clipped, until the widget answers; then only its new one.
        #expect(render(widget, Size(width: 3, height: 1)) == ["abc"])
        guard case .frame(let sequence, let size) = transport.sent.last else {
            Issue.record("no frame sent")
            return
        }
        #expect(size == Size(width: 3, height: 1))
        transport.widget(.draw(WidgetDrawing(rows: [.init(y: 0, x: 2, runs: [WidgetRun("z")])])))
        transport.widget(.done(sequence: sequence, consumed: nil))
        #expect(render(widget, Size(width: 3, height: 1)) == ["  z"])
        widget.dismantle()
    }

    @Test func anotherVersionIsWelcomedWithEverythingRefusedThenEnded() {
        let transport = ScriptedTransport()
        let widget = make(transport)
        transport.widget(.hello(WidgetHello(protocolVersion: 2, name: "future", permissions: [.clipboard])))
        #expect(transport.sent == [.welcome(WidgetWelcome(protocolVersion: 1, granted: [], refused: [.clipboard]))])
        #expect(widget.phase == .failed(.refused("it speaks protocol version 2; this host speaks 1")))
        #expect(transport.stops == 1)
        widget.dismantle()
        #expect(transport.stops == 1)
    }

    @Test func messagesBeforeHelloOrASecondHelloBreakTheProtocol() {
        let early = ScriptedTransport()
        let first = make(early)
        early.widget(.draw(WidgetDrawing(rows: [])))
        #expect(first.phase == .failed(.malformed("it sent draw before its hello")))
        let twice = ScriptedTransport()
        let second = make(twice)
        twice.widget(.hello(WidgetHello(name: "w")))
        twice.widget(.hello(WidgetHello(name: "w")))
        #expect(second.phase == .failed(.malformed("it said hello twice")))
    }

    @Test func propertiesAreSentOnceRunningAndThenOnlyWhenChanged() {
        let transport = ScriptedTransport()
        let widget = make(transport)
        #expect(transport.sent.isEmpty)
        transport.widget(.hello(WidgetHello(name: "w")))
        widget.update(properties: ["rating": 2], environment: EnvironmentValues(), transaction: Transaction())
        widget.update(properties: ["rating": 4], environment: EnvironmentValues(), transaction: Transaction())
        let properties = transport.sent.compactMap { message -> [String: WidgetValue]? in
            if case .properties(_, let values, _) = message { return values }
            return nil
        }
        #expect(properties == [["rating": 2], ["rating": 4]])
        widget.dismantle()
    }

    @Test func aProposalIsToldOnceAndItsAnswerKeptForItAlone() throws {
        let transport = ScriptedTransport()
        let widget = make(transport)
        transport.widget(
            .hello(
                WidgetHello(
                    name: "w",
                    sizing: WidgetSizing(ideal: Size(width: 20, height: 1), minimum: Size(width: 10, height: 1))
                )))
        // The properties sent after the hello are answered first.
        transport.widget(.done(sequence: try #require(transport.sent.last?.sequence), consumed: nil))
        let wide = ProposedViewSize(width: 40, height: nil)
        #expect(widget.sizeThatFits(wide) == Size(width: 40, height: 1))
        #expect(widget.sizeThatFits(wide) == Size(width: 40, height: 1))
        // The layout's probes for the smallest and largest size are answered from the sizing.
        #expect(widget.sizeThatFits(ProposedViewSize(width: 0, height: nil)) == Size(width: 0, height: 1))
        #expect(widget.sizeThatFits(ProposedViewSize(width: 1 << 40, height: nil)) == Size(width: 1 << 40, height: 1))
        #expect(proposals(transport) == [wide])
        // Text that wraps: two rows at 40, the answer to that proposal.
        let asked = try #require(transport.sent.last?.sequence)
        transport.widget(
            .size(WidgetSizing(ideal: Size(width: 40, height: 2), minimum: Size(width: 1, height: 2), maximumHeight: 2))
        )
        transport.widget(.done(sequence: asked, consumed: nil))
        #expect(widget.sizeThatFits(wide) == Size(width: 40, height: 2))
        // Only that proposal's: another is told, and nothing is told again for the answer.
        let narrow = ProposedViewSize(width: 30, height: nil)
        #expect(widget.sizeThatFits(narrow) == Size(width: 30, height: 1))
        #expect(proposals(transport) == [wide, narrow])
        transport.widget(.done(sequence: try #require(transport.sent.last?.sequence), consumed: nil))
        #expect(widget.sizeThatFits(wide) == Size(width: 40, height: 2))
        #expect(proposals(transport) == [wide, narrow])
        // A size of its own is its new sizing: the answers are forgotten, and a fixed size is
        // not asked about.
        transport.widget(.size(WidgetSizing(ideal: Size(width: 5, height: 3))))
        #expect(widget.sizeThatFits(wide) == Size(width: 5, height: 3))
        #expect(proposals(transport) == [wide, narrow])
        widget.dismantle()
    }

    @Test func aHugeIdealSizeIsCutToTheProposal() {
        let transport = ScriptedTransport()
        let widget = make(transport)
        let huge = Size(width: 1 << 40, height: 1 << 40)
        transport.widget(.hello(WidgetHello(name: "w", sizing: WidgetSizing(ideal: huge))))
        #expect(widget.sizeThatFits(ProposedViewSize(width: 80, height: 24)) == Size(width: 80, height: 24))
        #expect(widget.sizeThatFits(ProposedViewSize(width: nil, height: nil)) == Size(width: 1000, height: 1000))
        widget.dismantle()
    }

    @Test func aLibraryWidgetsAnswerWithinTheCallIsKeptForItsProposalAlone() {
        /// Answers inside `send`, as a loaded library does: every proposal with two rows.
        final class Answering: WidgetTransport {
            var receiver: (any WidgetTransportReceiver)?
            var proposals = 0
            var isSynchronous: Bool { true }
            func start(receiver: any WidgetTransportReceiver) throws(WidgetFailure) { self.receiver = receiver }
            func waitForMessages(until deadline: ContinuousClock.Instant) -> Bool { false }
            func stop() {}
            func send(_ message: HostMessage) {
                guard let sequence = message.sequence else { return }
                if case .propose(_, let proposal) = message {
                    proposals += 1
                    receiver?.transportDidReceive(
                        .size(WidgetSizing(ideal: Size(width: proposal.width ?? 9, height: 2))))
                }
                receiver?.transportDidReceive(.done(sequence: sequence, consumed: nil))
            }
        }
        let transport = Answering()
        var options = RemoteWidgetOptions()
        options.restartPolicy = .never
        let widget = RemoteWidget(
            name: "library", options: options, makeTransport: { transport }, onValueChange: { _, _ in nil })
        transport.receiver?.transportDidReceive(
            .hello(
                WidgetHello(
                    name: "w",
                    sizing: WidgetSizing(ideal: Size(width: 20, height: 1), minimum: Size(width: 10, height: 1))
                )))
        let wide = ProposedViewSize(width: 40, height: nil)
        #expect(widget.sizeThatFits(wide) == Size(width: 40, height: 1))
        #expect(widget.sizeThatFits(wide) == Size(width: 40, height: 2))
        #expect(widget.sizeThatFits(wide) == Size(width: 40, height: 2))
        // The hello's sizing still holds for what was not asked yet.
        #expect(widget.sizeThatFits(ProposedViewSize(width: 30, height: nil)) == Size(width: 30, height: 1))
        #expect(transport.proposals == 2)
        widget.dismantle()
    }

    @Test func logLinesAreKeptNewestFirstAndCut() {
        let transport = ScriptedTransport()
        let widget = make(transport)
        transport.widget(.hello(WidgetHello(name: "w")))
        for number in 0..<150 { transport.widget(.log(level: .info, message: "line \(number)")) }
        transport.widget(.log(level: .warning, message: String(repeating: "x", count: 1 << 20)))
        #expect(widget.log.count == RemoteWidget.logLimit)
        #expect(widget.log.first?.message == "line 51")
        #expect(widget.log.last?.message == String(repeating: "x", count: 999) + "…")
        #expect(widget.inspectorNotes.last == "log warning: " + String(repeating: "x", count: 999) + "…")
        widget.dismantle()
    }

    @Test func anAnswerWaitingToBeHandedOverAtTheDeadlineCounts() throws {
        /// Holds what the widget sent until the host asks for it, as a process's transport holds
        /// what arrived while the main actor was busy.
        final class Holding: WidgetTransport {
            var receiver: (any WidgetTransportReceiver)?
            var sent: [HostMessage] = []
            var held: [WidgetMessage] = []
            var isSynchronous: Bool { false }
            func start(receiver: any WidgetTransportReceiver) throws(WidgetFailure) { self.receiver = receiver }
            func send(_ message: HostMessage) { sent.append(message) }
            func stop() {}
            func waitForMessages(until deadline: ContinuousClock.Instant) -> Bool {
                let messages = held
                held = []
                for message in messages { receiver?.transportDidReceive(message) }
                return !messages.isEmpty
            }
        }
        let transport = Holding()
        var options = RemoteWidgetOptions()
        options.restartPolicy = .never
        options.responseDeadline = .zero
        let widget = RemoteWidget(
            name: "held", options: options, makeTransport: { transport }, onValueChange: { _, _ in nil })
        widget.update(properties: ["rating": 2], environment: EnvironmentValues(), transaction: Transaction())
        transport.receiver?.transportDidReceive(.hello(WidgetHello(name: "w")))
        transport.held = [.done(sequence: try #require(transport.sent.last?.sequence), consumed: nil)]
        // The deadline has passed by the time anyone looks; the answer was there before it.
        _ = RemoteWidget.waitForReplies(of: [widget], timeout: .seconds(1))
        #expect(widget.phase == .running)
        widget.dismantle()
    }

    private func proposals(_ transport: ScriptedTransport) -> [ProposedViewSize] {
        transport.sent.compactMap { message -> ProposedViewSize? in
            if case .propose(_, let proposal) = message { return proposal }
            return nil
        }
    }

    @Test func anAnimatedChangeSaysSoWithItsDuration() {
        let transport = ScriptedTransport()
        let widget = make(transport)
        transport.widget(.hello(WidgetHello(name: "w")))
        widget.update(
            properties: ["rating": 5], environment: EnvironmentValues(),
            transaction: Transaction(animation: .easeInOut(duration: 0.25)))
        #expect(
            transport.sent.last
                == .properties(
                    sequence: transport.sent.last?.sequence ?? 0, ["rating": 5],
                    transaction: WidgetTransaction(isAnimated: true, duration: 0.25)))
        widget.dismantle()
    }

    @Test func aRestartedWidgetIsHeldToItsDeadlinesAgain() async throws {
        var options = RemoteWidgetOptions()
        options.restartPolicy = .onFailure(maximumRestarts: 1, delay: .zero)
        options.startupDeadline = .milliseconds(100)
        let (widget, transports) = makeRestarting(options)
        transports.all[0].receiver?.transportDidFail(.exited(status: 1, detail: nil))
        #expect(transports.all.count == 2)
        #expect(widget.phase == .starting)
        // No hello from the restarted widget: its own startup deadline ends it, with nobody waiting.
        for _ in 0..<100 where widget.phase == .starting { try await Task.sleep(for: .milliseconds(20)) }
        #expect(widget.phase == .failed(.unresponsive(.milliseconds(100))))
        widget.dismantle()
    }

    @Test func thePlaceholderSaysRestartingOnlyWhileARestartIsComing() async throws {
        var options = RemoteWidgetOptions()
        options.restartPolicy = .onFailure(maximumRestarts: 1, delay: .milliseconds(50))
        let (widget, transports) = makeRestarting(options)
        transports.all[0].receiver?.transportDidFail(.exited(status: 1, detail: nil))
        #expect(
            render(widget, Size(width: 60, height: 1)) == [pad("⚠ scripted exited with status 1 (restarting, 1 of 1)")])
        for _ in 0..<100 where transports.all.count < 2 { try await Task.sleep(for: .milliseconds(20)) }
        transports.all[1].receiver?.transportDidFail(.exited(status: 2, detail: nil))
        #expect(render(widget, Size(width: 60, height: 1)) == [pad("⚠ scripted exited with status 2")])
        widget.dismantle()
    }

    @Test func theAnswerDeadlineRunsFromTheHelloNotFromTheStartupDeadline() async throws {
        var options = RemoteWidgetOptions()
        options.restartPolicy = .never
        options.responseDeadline = .milliseconds(200)
        options.startupDeadline = .seconds(3600)
        let (widget, transports) = makeRestarting(options)
        widget.update(properties: ["rating": 2], environment: EnvironmentValues(), transaction: Transaction())
        transports.all[0].widget(.hello(WidgetHello(name: "w")))
        #expect(transports.all[0].sent.contains { if case .properties = $0 { true } else { false } })
        // Nobody waits on the widget: its own wake-up must come at the answer's deadline, long
        // before the hello's would have.
        let start = ContinuousClock.now
        while widget.phase == .running, ContinuousClock.now - start < .seconds(300) {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(widget.phase == .failed(.unresponsive(.milliseconds(200))))
        // Far from both deadlines: the whole suite shares one main actor, so a wake-up can wait
        // behind a minute of other tests' work, but never behind the hour the hello allows.
        #expect(ContinuousClock.now - start < .seconds(240))
        widget.dismantle()
    }

    @Test func doneForASequenceNumberNeverSentBreaksTheProtocol() throws {
        let transport = ScriptedTransport()
        let widget = make(transport)
        transport.widget(.hello(WidgetHello(name: "w")))
        let sent = try #require(transport.sent.last?.sequence)
        transport.widget(.done(sequence: sent + 1000, consumed: nil))
        #expect(
            widget.phase == .failed(.malformed("it sent done for seq \(sent + 1000), which the host never sent it")))
        let zero = ScriptedTransport()
        let other = make(zero)
        zero.widget(.hello(WidgetHello(name: "w")))
        zero.widget(.done(sequence: 0, consumed: nil))
        #expect(other.phase == .failed(.malformed("it sent done for seq 0, which the host never sent it")))
        widget.dismantle()
        other.dismantle()
    }

    @Test func thePlaceholderTakesTheProposedWidthForItsWholeReasonNotTheWidgetsOldSize() {
        let transport = ScriptedTransport()
        let widget = make(transport)
        transport.widget(.hello(WidgetHello(name: "rating.py", sizing: WidgetSizing(ideal: Size(width: 9, height: 1)))))
        transport.receiver?.transportDidFail(.unresponsive(.seconds(2)))
        let text = "⚠ rating.py did not answer within 2 s"
        let wide = widget.sizeThatFits(ProposedViewSize(width: 120, height: nil))
        #expect(wide == Size(width: text.count, height: 1))
        #expect(render(widget, wide) == [text])
        // Narrower than its words: as many lines as they need, and all of them shown.
        let narrow = widget.sizeThatFits(ProposedViewSize(width: 20, height: nil))
        #expect(narrow == Size(width: 20, height: 2))
        #expect(render(widget, narrow) == ["⚠ rating.py did not ", "answer within 2 s   "])
        widget.dismantle()
    }

    @Test func aStartingWidgetSaysSoUntilItsHello() {
        let transport = ScriptedTransport()
        let widget = make(transport)
        let size = widget.sizeThatFits(ProposedViewSize(width: 80, height: nil))
        #expect(render(widget, size) == ["… scripted starting"])
        transport.widget(.hello(WidgetHello(name: "w", sizing: WidgetSizing(ideal: Size(width: 4, height: 3)))))
        #expect(widget.sizeThatFits(ProposedViewSize(width: 80, height: nil)) == Size(width: 4, height: 3))
        widget.dismantle()
    }

    @Test func anotherProtocolVersionIsNotRestarted() {
        var options = RemoteWidgetOptions()
        options.restartPolicy = .onFailure(maximumRestarts: 3, delay: .zero)
        let (widget, transports) = makeRestarting(options)
        transports.all[0].widget(.hello(WidgetHello(protocolVersion: 2, name: "future")))
        #expect(transports.all.count == 1)
        #expect(widget.phase == .failed(.refused("it speaks protocol version 2; this host speaks 1")))
        widget.dismantle()
    }

    /// The transports a widget made, one per start.
    final class Transports {
        var all: [ScriptedTransport] = []
    }

    /// A widget with `options` whose every start makes a new scripted transport.
    private func makeRestarting(_ options: RemoteWidgetOptions) -> (RemoteWidget, Transports) {
        let transports = Transports()
        let widget = RemoteWidget(
            name: "scripted", options: options,
            makeTransport: {
                let transport = ScriptedTransport()
                transports.all.append(transport)
                return transport
            }, onValueChange: { _, _ in nil })
        return (widget, transports)
    }

    private func pad(_ text: String) -> String { text + String(repeating: " ", count: 60 - text.count) }
}
