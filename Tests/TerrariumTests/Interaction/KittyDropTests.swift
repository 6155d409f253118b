import Foundation
import Testing

@testable import Terrarium
@testable import TerrariumTerminal
@testable import TerrariumTesting

@MainActor @Suite struct KittyDropTests {
    /// What the app wrote to the terminal, as text.
    final class Terminal {
        var written: [String] = []
    }

    struct Drops: View {
        let log: EventLog

        var body: some View {
            VStack(alignment: .leading) {
                Text("Files").dropDestination(for: URL.self) { urls, location in
                    log.events.append(
                        "files \(urls.map(\.lastPathComponent).joined(separator: ",")) at \(location.x),\(location.y)")
                    return true
                } isTargeted: {
                    log.events.append("files \($0)")
                }
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

    /// The data of the drop's first MIME type, in chunks, as the terminal sends it.
    private func sendData(_ host: TestHost<some View>, _ data: [UInt8]) {
        for message in DragAndDropMessage.chunked("r", fields: [.init("x", 1)], data: data) {
            host.send(.reply(.dragAndDrop(message)))
        }
    }

    /// A host whose terminal answered the protocol's query.
    private func enabledHost(log: EventLog) -> (TestHost<Drops>, Terminal) {
        let host = TestHost(Drops(log: log), size: Size(width: 10, height: 2))
        let terminal = start(host)
        send(host, "t=q")
        return (host, terminal)
    }

    private func start(_ host: TestHost<some View>) -> Terminal {
        let terminal = Terminal()
        host.host.graph.dragAndDrop.kitty.start { terminal.written.append(String(decoding: $0.bytes, as: UTF8.self)) }
        return terminal
    }

    @Test func nothingButTheQueryUntilTheTerminalAnswers() {
        let host = TestHost(Drops(log: EventLog()), size: Size(width: 10, height: 2))
        let terminal = start(host)
        #expect(terminal.written == ["\u{1B}]72;t=q\u{1B}\\\u{1B}[c"])
        send(host, "t=m:x=1:y=0;text/uri-list")
        #expect(terminal.written.count == 1)
        send(host, "t=q")
        #expect(
            terminal.written.suffix(2) == [
                "\u{1B}]72;t=a;text/uri-list text/plain;charset=utf-8 text/plain\u{1B}\\",
                "\u{1B}]72;t=o:x=1\u{1B}\\",
            ])
    }

    @Test func aFileDroppedThroughTheProtocolReachesTheDestinationUnderIt() async throws {
        let dropped = try DroppedFile(named: "fern photo.png")
        defer { dropped.remove() }
        let file = dropped.url
        let log = EventLog()
        let (host, terminal) = enabledHost(log: log)
        send(host, "t=m:x=2:y=0:o=3;text/uri-list text/plain")
        #expect(terminal.written.last == "\u{1B}]72;t=m:o=1;text/uri-list\u{1B}\\")
        #expect(log.events == ["files true"])
        #expect(host.buffer[0, 0]?.style.attributes.contains(.reverse) == true)
        send(host, "t=M:x=2:y=0;text/uri-list text/plain")
        #expect(terminal.written.last == "\u{1B}]72;t=r:x=1\u{1B}\\")
        let list = Array("# dropped\r\n\(file.absoluteString)\r\n".utf8)
        sendData(host, list)
        #expect(terminal.written.last == "\u{1B}]72;t=r:o=1\u{1B}\\")
        await host.waitForDrops()
        #expect(log.events == ["files true", "files false", "files fern photo.png at 2,0"])
    }

    @Test func textGoesWhereTextIsTakenAndTheLeaveEventUntargets() async {
        let log = EventLog()
        let (host, terminal) = enabledHost(log: log)
        send(host, "t=m:x=1:y=0;text/plain")
        #expect(terminal.written.last == "\u{1B}]72;t=m:o=0\u{1B}\\")
        send(host, "t=m:x=1:y=1")
        #expect(terminal.written.last == "\u{1B}]72;t=m:o=1;text/plain\u{1B}\\")
        send(host, "t=m:x=-1:y=-1")
        send(host, "t=M:x=1:y=1;text/plain")
        #expect(terminal.written.last == "\u{1B}]72;t=r:x=1\u{1B}\\")
        sendData(host, Array("water".utf8))
        await host.waitForDrops()
        #expect(log.events == ["notes water"])
    }

    @Test func aDropLargerThanTheLimitIsRefusedNotKept() async {
        let log = EventLog()
        let (host, terminal) = enabledHost(log: log)
        host.host.graph.dragAndDrop.kitty.maximumDropBytes = 10
        send(host, "t=M:x=1:y=1;text/plain")
        sendData(host, Array("eleven byte".utf8))
        #expect(terminal.written.last == "\u{1B}]72;t=r:o=0\u{1B}\\")
        await host.waitForDrops()
        #expect(log.events.isEmpty)
        #expect(host.dropFailures == ["the drop is larger than 10 bytes; nothing was dropped"])
    }

    @Test func aTerminalErrorEndsTheDropAndIsReported() {
        let host = TestHost(Drops(log: EventLog()), size: Size(width: 10, height: 2))
        let terminal = start(host)
        send(host, "t=q")
        send(host, "t=M:x=1:y=1;text/plain")
        send(host, "t=R:x=1;EIO:disk")
        #expect(terminal.written.last == "\u{1B}]72;t=r:o=0\u{1B}\\")
        #expect(host.dropFailures == ["the terminal could not hand over the drop: EIO:disk"])
        #expect(host.environment.clipboard?.status == "the terminal could not hand over the drop: EIO:disk")
    }
}
