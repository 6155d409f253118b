import TerrariumPlugins
import TerrariumTerminal
import TerrariumWidgetProtocol
import Testing

/// Messages exchanged with the sample's Stars widget in a plugin built in this test run.
@MainActor @Suite(.enabled(if: PluginFixtures.swiftc != nil, "swiftc is not on PATH: the plugins cannot be built"))
struct LibraryTransportTests {
    private let yellow = Style(foreground: .yellow)

    /// A started transport to a new Stars widget, and what it has received so far.
    private func startStars() async throws -> (LibraryTransport, TransportRecorder) {
        let libraries = try await PluginFixtures.libraries()
        let transport = LibraryTransport(path: libraries.stars, name: "Stars")
        let recorder = TransportRecorder()
        try transport.start(receiver: recorder)
        return (transport, recorder)
    }

    @Test func theWidgetSaysHelloWhileItIsMade() async throws {
        let (transport, recorder) = try await startStars()
        defer { transport.stop() }
        #expect(transport.isSynchronous)
        #expect(
            recorder.take() == [
                .hello(
                    WidgetHello(
                        name: "Stars", features: ["focus", "mouse", "paste"], keys: ["all"], focusable: true,
                        sizing: WidgetSizing(ideal: Size(width: 7, height: 1))))
            ])
    }

    @Test func framesFocusAndKeysAreAnsweredBeforeSendReturns() async throws {
        let (transport, recorder) = try await startStars()
        defer { transport.stop() }
        _ = recorder.take()
        transport.send(.welcome(WidgetWelcome()))
        transport.send(.properties(sequence: 1, ["rating": 2, "maximum": 5], transaction: WidgetTransaction()))
        #expect(recorder.take() == [.done(sequence: 1, consumed: nil)])

        transport.send(.frame(sequence: 2, size: Size(width: 7, height: 1)))
        #expect(
            recorder.take() == [
                .draw(WidgetDrawing(clears: true, rows: [row(x: 0, run(" "), run("★★", yellow), run("☆☆☆"))])),
                .done(sequence: 2, consumed: nil),
            ])

        transport.send(.focus(sequence: 3, isFocused: true))
        #expect(
            recorder.take() == [
                .draw(WidgetDrawing(rows: [row(x: 0, run("["), run("★★", yellow), run("☆☆☆]"))])),
                .done(sequence: 3, consumed: nil),
            ])

        transport.send(.key(sequence: 4, KeyPress(.rightArrow)))
        #expect(
            recorder.take() == [
                .value(name: "rating", 3),
                .draw(WidgetDrawing(rows: [row(x: 3, run("★", yellow), run("☆☆]"))])),
                .done(sequence: 4, consumed: true),
            ])

        transport.send(.key(sequence: 5, KeyPress("x")))
        #expect(recorder.take() == [.done(sequence: 5, consumed: false)])
        #expect(recorder.failures.isEmpty)
    }

    @Test func aMessageSentWhileAnswersArriveIsSentAfterThem() async throws {
        let (transport, recorder) = try await startStars()
        defer { transport.stop() }
        transport.send(.frame(sequence: 1, size: Size(width: 7, height: 1)))
        _ = recorder.take()
        recorder.onMessage = { [weak recorder] message in
            guard case .value = message else { return }
            recorder?.onMessage = nil
            transport.send(.key(sequence: 3, KeyPress(.end)))
        }
        transport.send(.key(sequence: 2, KeyPress(.rightArrow)))
        #expect(
            recorder.take() == [
                .value(name: "rating", 1), .draw(WidgetDrawing(rows: [row(x: 1, run("★", yellow), run("☆☆☆☆"))])),
                .done(sequence: 2, consumed: true),
                .value(name: "rating", 5), .draw(WidgetDrawing(rows: [row(x: 2, run("★★★★", yellow))])),
                .done(sequence: 3, consumed: true),
            ])
    }

    @Test func aStopWhileAnswersArriveEndsTheWidgetWhenThePluginReturns() async throws {
        let (transport, recorder) = try await startStars()
        transport.send(.frame(sequence: 1, size: Size(width: 7, height: 1)))
        _ = recorder.take()
        recorder.onMessage = { message in
            if case .value = message { transport.stop() }
        }
        transport.send(.key(sequence: 2, KeyPress(.rightArrow)))
        #expect(recorder.take() == [.value(name: "rating", 1)])
        transport.send(.key(sequence: 3, KeyPress(.rightArrow)))
        #expect(recorder.take() == [])
    }

    @Test func anUnknownWidgetNameIsAnErrorListingTheWidgets() async throws {
        let libraries = try await PluginFixtures.libraries()
        let transport = LibraryTransport(path: libraries.stars, name: "Moons")
        let failure = #expect(throws: WidgetFailure.self) { try transport.start(receiver: TransportRecorder()) }
        #expect(failure == .couldNotStart("\(libraries.stars) has no widget named Moons; its widgets: Stars"))
        let widget = PluginWidget(path: libraries.stars, name: "Moons")
        #expect(widget.widgetName == "Moons")
    }

    @Test func afterStopNothingIsSentOrDelivered() async throws {
        let (transport, recorder) = try await startStars()
        _ = recorder.take()
        transport.stop()
        transport.stop()
        transport.send(.frame(sequence: 1, size: Size(width: 7, height: 1)))
        #expect(recorder.take() == [])
        #expect(transport.waitForMessages(until: .now) == false)
    }

    /// The first row, from column `x`.
    private func row(x: Int, _ runs: WidgetRun...) -> WidgetDrawing.Row {
        WidgetDrawing.Row(y: 0, x: x, runs: runs)
    }

    /// A run of `text` in `style`.
    private func run(_ text: String, _ style: Style = .plain) -> WidgetRun {
        WidgetRun(text, style: style)
    }
}

/// A receiver recording what a transport delivers.
@MainActor
final class TransportRecorder: WidgetTransportReceiver {
    /// The messages delivered since the last ``take()``.
    private(set) var messages: [WidgetMessage] = []
    /// The failures delivered.
    private(set) var failures: [WidgetFailure] = []
    /// Called with each message as it arrives.
    var onMessage: ((WidgetMessage) -> Void)?

    func transportDidReceive(_ message: WidgetMessage) {
        messages.append(message)
        onMessage?(message)
    }

    func transportDidFail(_ failure: WidgetFailure) {
        failures.append(failure)
    }

    /// The messages since the last call.
    func take() -> [WidgetMessage] {
        defer { messages = [] }
        return messages
    }
}
