import Foundation
import Testing

@testable import Terrarium
@testable import TerrariumTerminal
@testable import TerrariumTesting

/// Drags out of the app through kitty's protocol: the offer, the data sent ahead and on request,
/// the end of the drag, and what is declined.
@MainActor @Suite struct KittyDragTests {
    final class Terminal {
        var written: [String] = []
    }

    struct Source: View {
        let log: EventLog

        var body: some View {
            VStack(alignment: .leading) {
                Text("Fern").draggable("Fern, water weekly")
                Text("Notes").dropDestination(for: String.self) { texts, _ in
                    log.events.append("notes \(texts.joined())")
                    return true
                }
            }
        }
    }

    private func send(_ host: TestHost<some View>, _ text: String) {
        host.send(.reply(.dragAndDrop(DragAndDropMessage(decoding: Array(text.utf8))!)))
    }

    /// A host whose terminal answered the protocol's query, and what the app wrote after that.
    private func enabledHost(log: EventLog = EventLog()) -> (TestHost<Source>, Terminal) {
        let host = TestHost(Source(log: log), size: Size(width: 12, height: 2))
        let terminal = Terminal()
        host.host.graph.dragAndDrop.kitty.start { terminal.written.append(String(decoding: $0.bytes, as: UTF8.self)) }
        send(host, "t=q")
        terminal.written.removeAll()
        return (host, terminal)
    }

    private func phase(_ host: TestHost<Source>) -> KittyDragSource.Phase {
        host.host.graph.dragAndDrop.kittyDrags.phase
    }

    /// The terminal's gesture on Fern, the offer prepared, and the terminal saying it started.
    private func startDrag(_ host: TestHost<Source>) async {
        send(host, "t=o:x=0:y=0")
        await host.waitForDrops()
        send(host, "t=E;OK")
    }

    private func osc(_ body: String) -> String { "\u{1B}]72;\(body)\u{1B}\\" }

    private func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    @Test func dragsAreOfferedOnceTheTerminalAnswersAndWithdrawnAtTheEnd() {
        let host = TestHost(Source(log: EventLog()), size: Size(width: 12, height: 2))
        let terminal = Terminal()
        host.host.graph.dragAndDrop.kitty.start { terminal.written.append(String(decoding: $0.bytes, as: UTF8.self)) }
        send(host, "t=o:x=0:y=0")
        #expect(terminal.written.count == 1, "nothing but the query before the terminal answers")
        send(host, "t=q")
        #expect(terminal.written.last == osc("t=o:x=1"))
        host.host.graph.dragAndDrop.kitty.stop()
        #expect(terminal.written.suffix(2) == [osc("t=o:x=2"), osc("t=A")])
    }

    @Test func aGestureOverASourceOffersItsTypesSendsTextAheadAndStartsTheDrag() async {
        let (host, terminal) = enabledHost()
        send(host, "t=o:x=1:y=0:X=12:Y=4")
        #expect(phase(host) == .preparing)
        await host.waitForDrops()
        #expect(phase(host) == .offered)
        #expect(
            terminal.written == [
                osc("t=o:o=1;text/plain"),
                osc("t=p:x=0:m=1;\(base64("Fern, water weekly"))"),
                osc("t=p:x=0:m=0"),
                osc("t=p:x=-1:y=0:X=1:Y=1:o=1024:m=1;\(base64("Fern, water weekly"))"),
                osc("t=p:x=-1:y=0:X=1:Y=1:o=1024:m=0"),
                osc("t=P:x=-1"),
            ])
        send(host, "t=E;OK")
        #expect(phase(host) == .dragging)
    }

    @Test func theTerminalGetsEachTypeItAsksForAndTheDragEnds() async {
        let (host, terminal) = enabledHost()
        await startDrag(host)
        send(host, "t=e:x=1:y=0")
        send(host, "t=e:x=3")
        terminal.written.removeAll()
        send(host, "t=e:x=5:y=0")
        #expect(terminal.written == [osc("t=e:y=0:m=1;\(base64("Fern, water weekly"))"), osc("t=e:y=0:m=0")])
        send(host, "t=e:x=5:y=7")
        #expect(terminal.written.last == osc("t=E:y=7;ENOENT"))
        send(host, "t=e:x=4:y=0")
        #expect(phase(host) == .idle)
        #expect(host.host.graph.dragAndDrop.kittyDrags.lastDragWasDropped == true)
        terminal.written.removeAll()
        send(host, "t=e:x=5:y=0")
        #expect(terminal.written.isEmpty, "no data once the drag is over")
        #expect(host.dropFailures.isEmpty)
    }

    @Test func aCancelledDragEndsWithNothingDropped() async {
        let (host, _) = enabledHost()
        await startDrag(host)
        send(host, "t=e:x=4:y=1")
        #expect(phase(host) == .idle)
        #expect(host.host.graph.dragAndDrop.kittyDrags.lastDragWasDropped == false)
    }

    @Test func aGestureOverNoSourceIsDeclinedAndTheTerminalsAnswerIgnored() async {
        let (host, terminal) = enabledHost()
        send(host, "t=o:x=2:y=1")
        #expect(terminal.written == [osc("t=E:y=-1")])
        send(host, "t=E;EINVAL")
        await host.waitForDrops()
        #expect(phase(host) == .idle)
        #expect(host.dropFailures.isEmpty)
        send(host, "t=o")
        #expect(terminal.written.last == osc("t=E:y=-1"), "a gesture without a cell is declined too")
    }

    @Test func aRefusedOfferIsReportedUnlessTheButtonCameUpFirst() async {
        let (host, _) = enabledHost()
        send(host, "t=o:x=0:y=0")
        await host.waitForDrops()
        send(host, "t=E;EPERM")
        #expect(phase(host) == .idle)
        #expect(host.dropFailures.isEmpty)
        send(host, "t=o:x=0:y=0")
        await host.waitForDrops()
        send(host, "t=E;EFBIG:\u{1B}[2Jtoo big")
        #expect(phase(host) == .idle)
        #expect(host.dropFailures == ["the terminal did not carry the drag out of the app: EFBIG:␛[2Jtoo big"])
    }

    @Test func stoppingDuringADragCancelsIt() async {
        let (host, terminal) = enabledHost()
        await startDrag(host)
        host.host.graph.dragAndDrop.kitty.stop()
        #expect(terminal.written.suffix(3) == [osc("t=E:y=-1"), osc("t=o:x=2"), osc("t=A")])
        #expect(phase(host) == .idle)
    }

    @Test func theTerminalsGestureEndsADragThePointerStartedInsideTheApp() async {
        let (host, _) = enabledHost()
        #expect(host.beginDrag(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1)))
        #expect(host.isDragging)
        send(host, "t=o:x=0:y=0")
        #expect(!host.isDragging)
        await host.waitForDrops()
        #expect(phase(host) == .offered)
    }

    @Test func aDragOutDroppedBackOntoTheAppReachesTheDestination() async {
        let log = EventLog()
        let (host, terminal) = enabledHost(log: log)
        await startDrag(host)
        // The terminal carries the drag over the window and drops it on Notes, asking the app
        // (the source) for the data as it would any program.
        send(host, "t=m:x=1:y=1:o=1;text/plain")
        #expect(terminal.written.last == osc("t=m:o=1;text/plain"))
        send(host, "t=M:x=1:y=1;text/plain")
        #expect(terminal.written.last == osc("t=r:x=1"))
        send(host, "t=e:x=5:y=0")
        #expect(terminal.written.last == osc("t=e:y=0:m=0"))
        for message in DragAndDropMessage.chunked("r", fields: [.init("x", 1)], data: Array("Fern, water weekly".utf8))
        {
            host.send(.reply(.dragAndDrop(message)))
        }
        send(host, "t=e:x=4:y=0")
        await host.waitForDrops()
        #expect(log.events == ["notes Fern, water weekly"])
        #expect(phase(host) == .idle)
    }
}
