import TerrariumPluginKit
import TerrariumTerminal
import TerrariumWidgetProtocol
import Testing

/// The plugin kit's side of the protocol, in process: what a served widget's calls become.
@MainActor @Suite struct WidgetServerTests {
    /// A served board of lines, 2 to 8 columns wide (4 ideally), one row per line.
    @MainActor final class Board: ServedWidget {
        weak var host: (any WidgetHost)?
        var sendValue: ((String, WidgetValue) -> Void)?
        var lines = ["ab", "猫x"]
        var received: [[String: WidgetValue]] = []

        func propertiesDidChange(_ properties: [String: WidgetValue], transaction: WidgetTransaction) {
            received.append(properties)
            guard let lines = properties["lines"]?.arrayValue?.compactMap(\.stringValue) else { return }
            let rowsChanged = lines.count != self.lines.count
            self.lines = lines
            if rowsChanged { host?.widgetNeedsLayout(self) } else { host?.widgetNeedsDisplay(self) }
        }

        func draw(in context: GraphicsContext) {
            for (y, line) in lines.enumerated() { context.draw(line, at: Point(x: 0, y: y)) }
        }

        /// Whether narrower proposals make the board taller, as wrapped text would.
        var wraps = false

        func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
            let width = min(max(proposal.width ?? 4, 2), 8)
            return Size(width: width, height: wraps && width < 4 ? 2 * lines.count : lines.count)
        }

        var acceptsFocus: Bool { true }

        func handle(_ event: InputEvent) -> Bool {
            guard case .key(let press) = event else { return false }
            switch press.key {
            case .tab: return host?.widgetRequestsFocusMove(self, .next) ?? false
            case "v":
                sendValue?("picked", "v")
                return true
            default: return false
            }
        }
    }

    /// A server for a new board and the messages it sent so far.
    private func serve(_ board: Board = Board()) -> (WidgetServer, Recorder) {
        let recorder = Recorder()
        let server = WidgetServer(widget: board, name: "Board") { recorder.messages.append($0) }
        server.start()
        return (server, recorder)
    }

    @MainActor final class Recorder {
        var messages: [WidgetMessage] = []

        func take() -> [WidgetMessage] {
            defer { messages = [] }
            return messages
        }
    }

    @Test func theHelloDescribesTheWidget() {
        let (_, recorder) = serve()
        #expect(
            recorder.take() == [
                .hello(
                    WidgetHello(
                        name: "Board", features: ["focus", "mouse", "paste"], keys: ["all"], focusable: true,
                        sizing: WidgetSizing(
                            ideal: Size(width: 4, height: 2), minimum: Size(width: 2, height: 2),
                            maximumWidth: 8, maximumHeight: 2)))
            ])
    }

    @Test func theFirstFrameClearsAndLeavesTrailingBlanksOut() {
        let (server, recorder) = serve()
        _ = recorder.take()
        server.receive(.frame(sequence: 1, size: Size(width: 6, height: 3)))
        #expect(
            recorder.take() == [
                .draw(
                    WidgetDrawing(
                        clears: true,
                        rows: [
                            WidgetDrawing.Row(y: 0, runs: [WidgetRun("ab")]),
                            WidgetDrawing.Row(y: 1, runs: [WidgetRun("猫x")]),
                        ])),
                .done(sequence: 1, consumed: nil),
            ])
    }

    @Test func laterFramesSendTheChangedRowsFromTheirFirstChange() {
        let board = Board()
        let (server, recorder) = serve(board)
        server.receive(.frame(sequence: 1, size: Size(width: 6, height: 2)))
        _ = recorder.take()
        server.receive(.properties(sequence: 2, ["lines": ["ab", "猫"]], transaction: WidgetTransaction()))
        #expect(
            recorder.take() == [
                .draw(WidgetDrawing(rows: [WidgetDrawing.Row(y: 1, x: 2, runs: [])])),
                .done(sequence: 2, consumed: nil),
            ])
        server.receive(.properties(sequence: 3, ["lines": ["ab", "犬"]], transaction: WidgetTransaction()))
        #expect(
            recorder.take() == [
                .draw(WidgetDrawing(rows: [WidgetDrawing.Row(y: 1, x: 0, runs: [WidgetRun("犬")])])),
                .done(sequence: 3, consumed: nil),
            ])
        server.receive(.properties(sequence: 4, ["lines": ["ab", "犬"]], transaction: WidgetTransaction()))
        #expect(recorder.take() == [.done(sequence: 4, consumed: nil)])
        #expect(board.received.count == 3)
    }

    @Test func aResizeClearsAndALayoutChangeSendsTheSizesFirst() {
        let (server, recorder) = serve()
        server.receive(.frame(sequence: 1, size: Size(width: 6, height: 2)))
        _ = recorder.take()
        server.receive(.properties(sequence: 2, ["lines": ["a", "b", "c"]], transaction: WidgetTransaction()))
        let sizing = WidgetSizing(
            ideal: Size(width: 4, height: 3), minimum: Size(width: 2, height: 3), maximumWidth: 8, maximumHeight: 3)
        #expect(recorder.take().first == .size(sizing))
        server.receive(.frame(sequence: 3, size: Size(width: 6, height: 3)))
        #expect(
            recorder.take() == [
                .draw(
                    WidgetDrawing(
                        clears: true,
                        rows: ["a", "b", "c"].enumerated().map { WidgetDrawing.Row(y: $0, runs: [WidgetRun($1)]) })),
                .done(sequence: 3, consumed: nil),
            ])
    }

    @Test func aProposalTheHostsSizesAnswerSendsNoSizes() {
        let (server, recorder) = serve()
        _ = recorder.take()
        server.receive(.propose(sequence: 1, ProposedViewSize(width: 5, height: nil)))
        #expect(recorder.take() == [.done(sequence: 1, consumed: nil)])
    }

    @Test func aProposalTheHostsSizesMisanswerSendsTheWidgetsAnswer() {
        let board = Board()
        board.wraps = true
        let (server, recorder) = serve(board)
        _ = recorder.take()
        server.receive(.propose(sequence: 1, ProposedViewSize(width: 3, height: nil)))
        #expect(
            recorder.take() == [
                .size(WidgetSizing(ideal: Size(width: 3, height: 4))), .done(sequence: 1, consumed: nil),
            ])
    }

    @Test func keysAreAnsweredWithWhetherTheyWereConsumed() {
        let (server, recorder) = serve()
        _ = recorder.take()
        server.receive(.key(sequence: 1, KeyPress(.tab)))
        server.receive(.key(sequence: 2, KeyPress("v")))
        server.receive(.key(sequence: 3, KeyPress("q")))
        server.receive(.drop(sequence: 4, paths: ["/tmp/a"]))
        #expect(
            recorder.take() == [
                .focus(.next), .done(sequence: 1, consumed: true),
                .value(name: "picked", "v"), .done(sequence: 2, consumed: true),
                .done(sequence: 3, consumed: false),
                .done(sequence: 4, consumed: false),
            ])
    }

    @Test func theWelcomeGrantsAndShutdownSilences() {
        let (server, recorder) = serve()
        _ = recorder.take()
        server.receive(.welcome(WidgetWelcome(granted: [.clipboard])))
        #expect(server.grantedPermissions == [.clipboard])
        server.receive(.shutdown)
        server.receive(.frame(sequence: 1, size: Size(width: 4, height: 2)))
        #expect(recorder.take() == [])
    }
}
