import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import TerrariumTransfer
import Testing

private let esc = "\u{1B}"

private func osc52(_ text: String) -> [UInt8] {
    Array("\(esc)]52;c;".utf8) + Base64.encode(Array(text.utf8)) + Array("\(esc)\\".utf8)
}

/// A clipboard on a terminal that speaks kitty's protocol and answers each write with `status`.
@MainActor
private func kittyTerminal(answeringWritesWith status: String) -> RecordingClipboard {
    let recording = RecordingClipboard(supportsKittyProtocol: true)
    recording.respond = { sent in
        guard String(decoding: sent, as: UTF8.self).hasPrefix("\(esc)]5522;type=write") else { return [] }
        return [.kittyClipboard(KittyClipboardPacket(type: "write", status: status, id: "terrarium-1"))]
    }
    return recording
}

/// A copied value with a type of its own and a plain-text proxy, like the catalog's plant.
private struct ClippedSeed: Codable, Transferable, Equatable {
    static let contentType = ContentType(exportedAs: "com.example.seedling", conformingTo: .json)
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: contentType)
        ProxyRepresentation(exporting: \.name)
    }
}

@MainActor
@Suite struct ClipboardTests {
    @Test func osc52IsSentNotConfirmed() async {
        let recording = RecordingClipboard(environment: ["TERM": "xterm-256color"])
        let result = await recording.clipboard.write("Monstera")
        #expect(recording.bytes == osc52("Monstera"))
        #expect(result.status == .sent)
        #expect(result.route == "osc52")
        #expect(recording.clipboard.lastWriteResult == result)
    }

    @Test func osc52CarriesThePlainTextNotTheFirstTextType() async {
        let recording = RecordingClipboard()
        await recording.clipboard.write(ClippedSeed(name: "Fern"))
        #expect(recording.bytes == osc52("Fern"))
        #expect(recording.clipboard.items.first?.contentTypes.first == ClippedSeed.contentType)
    }

    @Test func throughScreenTheWriteIsWrapped() async {
        let recording = RecordingClipboard(environment: ["STY": "1.pts-0.host"])
        await recording.clipboard.write("hi")
        #expect(recording.bytes == Array("\(esc)P\(esc)]52;c;aGk=\u{07}\(esc)\\".utf8))
    }

    @Test func inKittyANewTextIsMarkedFirst() async {
        let recording = RecordingClipboard(environment: ["TERM": "xterm-kitty"])
        await recording.clipboard.write("hi")
        #expect(recording.bytes == Array("\(esc)]52;c;!\(esc)\\".utf8) + osc52("hi"))
    }

    @Test func textOverTheCapIsRefusedWholeNeverCut() async throws {
        let recording = RecordingClipboard()
        recording.clipboard.terminalTextLimit = 10
        let result = await recording.clipboard.write("twelve bytes")
        #expect(recording.bytes.isEmpty)
        guard case .refused(let reason) = result.status else {
            Issue.record("an oversize write was not refused: \(result)")
            return
        }
        #expect(reason.contains("12 bytes of text is more than the 10"))
        #expect(!result.isWritten)
        // In-app paste still gets the whole text.
        #expect(try await recording.clipboard.read(String.self, timeout: .milliseconds(20)) == "twelve bytes")
        // At the cap itself it goes.
        recording.removeAll()
        let fits = await recording.clipboard.write("ten bytes!")
        #expect(fits.status == .sent)
        #expect(recording.bytes == osc52("ten bytes!"))
    }

    @Test func theDefaultCapIs100KB() async {
        let recording = RecordingClipboard()
        #expect(recording.clipboard.terminalTextLimit == 100_000)
        let result = await recording.clipboard.write(String(repeating: "x", count: 100_001))
        #expect(!result.isWritten)
        #expect(recording.bytes.isEmpty)
    }

    @Test func withoutATerminalTheMirrorConfirms() async {
        let clipboard = Clipboard()
        let result = await clipboard.write("Fern")
        #expect(result.status == .confirmed)
        #expect(result.route == "in-process")
    }

    @Test func kittyWritesAreConfirmedByTheTerminal() async {
        let recording = kittyTerminal(answeringWritesWith: "DONE")
        let result = await recording.clipboard.write("Monstera")
        #expect(result.status == .confirmed)
        #expect(result.route == "kitty")
        #expect(
            recording.sequences == [
                KittyClipboard.write([("text/plain", Array("Monstera".utf8))], id: "terrarium-1").bytes
            ])
    }

    @Test func aRefusedKittyWriteFallsThroughToOSC52() async {
        let recording = kittyTerminal(answeringWritesWith: "EPERM")
        let result = await recording.clipboard.write("Fern")
        #expect(result.status == .sent)
        #expect(result.route == "osc52")
        #expect(recording.sequences.last == osc52("Fern"))
    }

    @Test func theSupportAnswerTurnsKittyOn() async {
        let recording = RecordingClipboard()
        #expect(recording.receive(.privateMode(mode: 5522, value: 2)))
        #expect(!recording.receive(.privateMode(mode: 2026, value: 2)))
        recording.respond = { _ in
            [.kittyClipboard(KittyClipboardPacket(type: "write", status: "DONE", id: "terrarium-1"))]
        }
        #expect(await recording.clipboard.write("Fern").route == "kitty")
    }

    @Test func aReadNobodyAnswersFallsBackToTheMirror() async throws {
        let recording = RecordingClipboard()
        await recording.clipboard.write(ClippedSeed(name: "Fern"))
        recording.removeAll()
        let items = await recording.clipboard.read(timeout: .milliseconds(30))
        #expect(recording.bytes == Array("\(esc)]52;c;?\(esc)\\".utf8))
        #expect(items.first?.contentTypes.first == ClippedSeed.contentType)
        #expect(
            try await recording.clipboard.read(ClippedSeed.self, timeout: .milliseconds(30))
                == ClippedSeed(name: "Fern"))
        // A terminal that did not answer once is not asked again.
        #expect(recording.bytes == Array("\(esc)]52;c;?\(esc)\\".utf8))
    }

    @Test func anOSC52AnswerIsRead() async throws {
        let recording = RecordingClipboard()
        recording.respond = { _ in [.clipboard(selection: "c", contents: Array("from elsewhere".utf8))] }
        #expect(try await recording.clipboard.read(String.self) == "from elsewhere")
    }

    @Test func anAnswerDecodedFromBytesReachesTheRead() async throws {
        let recording = RecordingClipboard()
        recording.respond = { _ in
            guard case .reply(let reply) = InputDecoder().decodingAll("\(esc)]52;c;aGVsbG8=\(esc)\\").first else {
                return []
            }
            return [reply]
        }
        #expect(try await recording.clipboard.read(String.self) == "hello")
    }

    @Test func readingBackWhatThisAppCopiedGivesTheCopiedItems() async throws {
        let recording = RecordingClipboard()
        await recording.clipboard.write(ClippedSeed(name: "Fern"))
        recording.respond = { _ in [.clipboard(selection: "c", contents: Array("Fern".utf8))] }
        #expect(try await recording.clipboard.read(ClippedSeed.self) == ClippedSeed(name: "Fern"))
    }

    @Test func aMalformedAnswerFallsBackAtOnce() async throws {
        let recording = RecordingClipboard()
        await recording.clipboard.write("mine")
        recording.respond = { _ in [.clipboard(selection: "c", contents: nil)] }
        let items = await recording.clipboard.read()
        #expect(try await items.first?.load(String.self) == "mine")
    }

    @Test func kittyReadsListThenReadTheTypes() async throws {
        let recording = RecordingClipboard(supportsKittyProtocol: true)
        recording.respond = { sent in
            let text = String(decoding: sent, as: UTF8.self)
            let id = text.contains("id=terrarium-1") ? "terrarium-1" : "terrarium-2"
            func packet(_ status: String, _ mime: String? = nil, _ payload: String = "") -> TerminalReply {
                .kittyClipboard(
                    KittyClipboardPacket(
                        type: "read", status: status, mimeType: mime, id: id, payload: Array(payload.utf8)))
            }
            if id == "terrarium-1" {
                return [packet("OK"), packet("DATA", ".", "text/plain image/x-unknown-kind"), packet("DONE")]
            }
            return [
                packet("OK"), packet("DATA", "text/plain", "kitty "), packet("DATA", "text/plain", "text"),
                packet("DONE"),
            ]
        }
        #expect(try await recording.clipboard.read(String.self) == "kitty text")
        #expect(
            recording.sequences[1] == KittyClipboard.readRequest(mimeTypes: ["text/plain"], id: "terrarium-2").bytes)
    }

    @Test func aTestHostCarriesTheRecordingClipboard() {
        let recording = RecordingClipboard()
        let host = TestHost(Text("Hi"), size: Size(width: 4, height: 1), clipboard: recording)
        #expect(host.clipboard === recording.clipboard)
    }
}

extension InputDecoder {
    fileprivate func decodingAll(_ text: String) -> [InputEvent] {
        var decoder = self
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }
}
