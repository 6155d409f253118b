import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// A value that pastes only from text, through an importer that fails on anything but digits.
private struct Count: Transferable, Equatable {
    var value: Int
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .plainText) { data in
            guard let value = Int(String(decoding: data, as: UTF8.self)) else {
                throw TransferError.decodingFailed(reason: "not a number")
            }
            return Count(value: value)
        }
        ProxyRepresentation(exporting: { "\($0.value)" })
    }
}

/// A hosted widget that offers its word to copy and takes pasted text.
@MainActor private final class WordWidget: Widget, TransferResponder {
    weak var host: (any WidgetHost)?
    var word = "fern"
    var pasted: [String] = []
    func draw(in context: GraphicsContext) { context.draw(word, at: .zero) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 6, height: 1) }
    var acceptsFocus: Bool { true }
    func itemsToCopy() -> [TransferItem] { [TransferItem(word)] }
    var pasteContentTypes: [ContentType] { [.plainText] }
    func paste(_ items: [TransferItem]) -> Bool {
        Task { @MainActor in
            for item in items { if let text = try? await item.load(String.self) { pasted.append(text) } }
        }
        return true
    }
}

private struct WordView: WidgetRepresentable {
    let widget: WordWidget
    func makeWidget(context: Context) -> WordWidget { widget }
    func updateWidget(_ widget: WordWidget, context: Context) {}
}

@MainActor @Suite struct ClipboardCommandTests {
    private func clipboard(_ host: TestHost<some View>) throws -> Clipboard {
        try #require(host.environment.clipboard)
    }

    private func clipboardText(_ host: TestHost<some View>) async throws -> String {
        let clipboard = try clipboard(host)
        await clipboard.waitUntilIdle()
        return try await clipboard.read(String.self)
    }

    @Test func theCopyKeysWriteTheNearestCopyableViewsItems() async throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("Monstera").focusable().copyable(["Monstera"])
                    Text("Pothos").focusable()
                }
                .copyable(["the list"])
            }
        }
        let host = TestHost(Screen(), size: Size(width: 12, height: 2))
        host.press(.tab)
        #expect(host.press("c", modifiers: .option))
        #expect(try await clipboardText(host) == "Monstera")
        #expect(try clipboard(host).status == "Copied")
        // The second view offers nothing itself, so its ancestor's items are copied, by Ctrl+Insert.
        host.press(.tab)
        #expect(host.press(.insert, modifiers: .control))
        #expect(try await clipboardText(host) == "the list")
        // Ctrl+C keeps its meaning: no copy.
        #expect(KeyBindings.standard.commands(for: KeyPress("c", modifiers: .control)).isEmpty)
    }

    @Test func theCutKeysRemoveWhatTheyWrite() async throws {
        @MainActor final class Model {
            var names = ["Fern", "Jade"]
        }
        struct Screen: View {
            let model: Model
            var body: some View {
                Text(model.names.joined(separator: ",")).focusable()
                    .cuttable(for: String.self) { model.names.isEmpty ? [] : [model.names.removeFirst()] }
            }
        }
        let model = Model()
        let host = TestHost(Screen(model: model), size: Size(width: 12, height: 1))
        host.press(.tab)
        #expect(host.press("x", modifiers: .option))
        #expect(try await clipboardText(host) == "Fern")
        #expect(host.press(.deleteForward, modifiers: .shift))
        #expect(try await clipboardText(host) == "Jade")
        #expect(model.names.isEmpty)
    }

    @Test func thePasteKeysAndTheTerminalsPasteReachTheNearestDestination() async throws {
        @MainActor final class Notes {
            var pasted: [[String]] = []
        }
        struct Screen: View {
            let notes: Notes
            @State private var name = ""
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Name", text: $name)
                    Button("Water") {}
                    Text(name)
                }
                .pasteDestination(for: String.self) { notes.pasted.append($0) }
            }
        }
        let notes = Notes()
        let host = TestHost(Screen(notes: notes), size: Size(width: 20, height: 3))
        let clipboard = try clipboard(host)
        await clipboard.write("Monstera")
        // The text field is nearest while it has focus.
        host.press(.tab)
        #expect(host.press("v", modifiers: .option))
        await clipboard.waitUntilIdle()
        host.render()
        #expect(host.lines()[2].hasPrefix("Monstera"))
        #expect(notes.pasted.isEmpty)
        // From the button, the destination around both takes it, from the key and from the terminal.
        host.press(.tab)
        #expect(host.press(.insert, modifiers: .shift))
        await clipboard.waitUntilIdle()
        #expect(host.paste("Jade\u{1B}[31m"))
        await clipboard.waitUntilIdle()
        #expect(notes.pasted == [["Monstera"], ["Jade\u{1B}[31m"]])
    }

    @Test func aNearerOnCommandPasteWinsOverAFartherDestination() async throws {
        @MainActor final class Log {
            var events: [String] = []
        }
        struct Screen: View {
            let log: Log
            var body: some View {
                VStack(alignment: .leading) {
                    VStack {
                        Button("Water") {}
                    }
                    .onCommand(.paste) { log.events.append("command") }
                }
                .pasteDestination(for: String.self) { log.events.append("destination \($0.joined())") }
            }
        }
        let log = Log()
        let host = TestHost(Screen(log: log), size: Size(width: 20, height: 2))
        let clipboard = try clipboard(host)
        await clipboard.write("Monstera")
        host.press(.tab)
        #expect(host.press("v", modifiers: .option))
        await clipboard.waitUntilIdle()
        #expect(log.events == ["command"])
    }

    @Test func aPasteThatDoesNotLoadIsReportedAndChangesNothing() async throws {
        @MainActor final class Box {
            var counts: [Count] = []
        }
        struct Screen: View {
            let box: Box
            var body: some View {
                Text("counts").focusable().pasteDestination(for: Count.self) { box.counts += $0 }
            }
        }
        let box = Box()
        let host = TestHost(Screen(box: box), size: Size(width: 12, height: 1))
        let clipboard = try clipboard(host)
        host.press(.tab)
        #expect(host.paste("{\"value\": oops"))
        await clipboard.waitUntilIdle()
        #expect(box.counts.isEmpty)
        #expect(clipboard.status == "Cannot paste: cannot decode the data: not a number")
        // The app goes on: a good paste after it is taken.
        #expect(host.paste("42"))
        await clipboard.waitUntilIdle()
        #expect(box.counts == [Count(value: 42)])
    }

    @Test func aPasteNothingReadsIsReported() async throws {
        struct Screen: View {
            var body: some View {
                Text("counts").focusable().pasteDestination(for: Count.self) { _ in }
            }
        }
        let host = TestHost(Screen(), size: Size(width: 12, height: 1))
        let clipboard = try clipboard(host)
        await clipboard.write(Data([0, 1, 2]))
        host.press(.tab)
        #expect(host.press("v", modifiers: .option))
        await clipboard.waitUntilIdle()
        #expect(clipboard.status == "Cannot paste: nothing here reads what was copied")
    }

    @Test func theHelpLineOffersTheCommandsTheFocusChainTakes() {
        struct Screen: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("copy me").focusable().copyable(["x"])
                    Text("paste here").focusable().pasteDestination(for: String.self) { _ in }
                    Text("nothing").focusable()
                    HelpLine()
                }
            }
        }
        let host = TestHost(Screen(), size: Size(width: 30, height: 4))
        host.press(.tab)
        #expect(host.lines()[3] == "Alt+C Copy")
        host.press(.tab)
        #expect(host.lines()[3] == "Alt+V Paste")
        host.press(.tab)
        #expect(host.lines()[3] == "")
    }

    @Test func aHostedWidgetCopiesAndTakesPastesThroughItsResponder() async throws {
        let widget = WordWidget()
        let host = TestHost(WordView(widget: widget), size: Size(width: 6, height: 1))
        let clipboard = try clipboard(host)
        host.press(.tab)
        #expect(host.press("c", modifiers: .option))
        #expect(try await clipboardText(host) == "fern")
        await clipboard.write("jade")
        #expect(host.press("v", modifiers: .option))
        await clipboard.waitUntilIdle()
        for _ in 0..<5 { await Task.yield() }
        #expect(widget.pasted == ["jade"])
    }

    @Test func aPasteButtonPastesTheClipboardAsItsType() async throws {
        @MainActor final class Box {
            var counts: [Count] = []
        }
        struct Screen: View {
            let box: Box
            var body: some View { PasteButton(payloadType: Count.self) { box.counts += $0 } }
        }
        let box = Box()
        let host = TestHost(Screen(box: box), size: Size(width: 12, height: 1))
        let clipboard = try clipboard(host)
        #expect(host.lines()[0] == "[ Paste ]")
        await clipboard.write("7")
        host.click(on: "Paste")
        await clipboard.waitUntilIdle()
        #expect(box.counts == [Count(value: 7)])
        await clipboard.write("seven")
        host.click(on: "Paste")
        await clipboard.waitUntilIdle()
        #expect(box.counts == [Count(value: 7)])
        #expect(clipboard.status == "Cannot paste: cannot decode the data: not a number")
    }
}
