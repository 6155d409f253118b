import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgetProtocol
import Testing

@testable import TerrariumPlugins

/// What a transport hears, in order.
@MainActor
final class HeardFromWidget: WidgetTransportReceiver {
    var messages: [WidgetMessage] = []
    var failures: [WidgetFailure] = []
    func transportDidReceive(_ message: WidgetMessage) { messages.append(message) }
    func transportDidFail(_ failure: WidgetFailure) { failures.append(failure) }
}

/// The process transport on its own: a widget that stops reading is ended before its input
/// piles up, and the host never blocks writing to it.
@MainActor
@Suite(.requires("python3"))
struct ProcessTransportTests {
    @Test func aWidgetThatStopsReadingIsEndedBeforeItsInputPilesUp() {
        let transport = ProcessTransport(command: "python3", arguments: [fixtureScript, "--mode", "deaf"])
        let heard = HeardFromWidget()
        #expect(throws: Never.self) { try transport.start(receiver: heard) }
        let text = String(repeating: "x", count: 100_000)
        let clock = ContinuousClock()
        let start = clock.now
        // 3 MB the widget never reads: the socket takes a little, the queue 1 MiB, then the end.
        for sequence in 1...30 { transport.send(.paste(sequence: sequence, text)) }
        #expect(clock.now - start < .seconds(5))
        while heard.failures.isEmpty, transport.waitForMessages(until: .now + .seconds(10)) {}
        #expect(heard.failures == [.stoppedReading(1 << 20)])
        #expect(heard.failures.first?.description == "stopped reading its input: more than 1 MiB waits")
        transport.stop()
    }
}
