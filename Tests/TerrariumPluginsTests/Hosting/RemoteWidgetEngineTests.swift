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
            name: "scripted", options: options, makeTransport: { transport }, onValueChange: { _, _ in })
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

    @Test func aNewProposalIsToldOnceAndANewSizeIsUsedAtOnce() {
        let transport = ScriptedTransport()
        let widget = make(transport)
        transport.widget(.hello(WidgetHello(name: "w", sizing: WidgetSizing(ideal: Size(width: 20, height: 1)))))
        let wide = ProposedViewSize(width: 40, height: nil)
        #expect(widget.sizeThatFits(wide) == Size(width: 20, height: 1))
        #expect(widget.sizeThatFits(wide) == Size(width: 20, height: 1))
        let proposals = transport.sent.compactMap { message -> ProposedViewSize? in
            if case .propose(_, let proposal) = message { return proposal }
            return nil
        }
        #expect(proposals == [wide])
        // Text that wraps to the width: the widget takes any width, two rows at 40.
        transport.widget(
            .size(
                WidgetSizing(ideal: Size(width: 20, height: 2), minimum: Size(width: 10, height: 2), maximumHeight: 2)))
        #expect(widget.sizeThatFits(wide) == Size(width: 40, height: 2))
        widget.dismantle()
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
            }, onValueChange: { _, _ in })
        return (widget, transports)
    }

    private func pad(_ text: String) -> String { text + String(repeating: " ", count: 60 - text.count) }
}
