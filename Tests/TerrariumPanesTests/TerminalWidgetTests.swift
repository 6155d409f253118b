import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import TerrariumTransfer
import TerrariumWidgets
import Testing

@testable import TerrariumPanes

/// The pane as an imperative widget: in a `WidgetView` hierarchy, and as a transfer responder.
@MainActor @Suite struct TerminalWidgetTests {
    @Test func theReleaseKeyMovesFocusOnInsideAnImperativeHierarchy() {
        let container = WidgetView()
        let pane = TerminalWidget(command: "sleep", arguments: ["30"])
        let button = PushButton("After")
        container.addSubwidget(pane)
        container.addSubwidget(button)
        container.focusDidChange(true)
        #expect(container.moveFocus(.first))
        #expect(pane.isFocused)
        // Tab is the program's: the pane keeps focus.
        #expect(container.moveFocus(.next))
        #expect(pane.isFocused)
        #expect(pane.handle(.key(KeyPress("]", modifiers: .control))))
        #expect(!pane.isFocused)
        #expect(container.focusedSubwidget === button)
    }

    @Test func dropsAndPastesReachTheProgramAsBracketedPastes() async throws {
        struct Screen: View {
            var body: some View {
                TerminalView(
                    command: "/bin/sh", arguments: ["-c", #"stty raw -echo; printf '\033[?2004h'; exec cat -v"#])
            }
        }
        let host = TestHost(Screen(), size: Size(width: 60, height: 4))
        defer { host.tearDown() }
        let pane = try #require(host.widgets(of: TerminalWidget.self).first)
        try await waitUntil("bracketed paste") { pane.snapshot()?.inputModes.bracketedPaste == true }
        #expect(pane.dropSessionDidUpdate(at: nil, offering: [.fileURL]))
        #expect(pane.performDrop([TransferItem(URL(fileURLWithPath: "/tmp/a plant's file"))], at: nil))
        try await waitUntil("the dropped path", in: host) { $0[0].contains(#"^[[200~'/tmp/a plant'\''s file'^[[201~"#) }
        #expect(pane.paste([TransferItem("fern\nmoss")]))
        try await waitUntil("the pasted text", in: host) { $0.joined().contains("^[[200~fern^Mmoss^[[201~") }
    }

    @Test func shellQuotingLeavesPlainPathsAlone() {
        #expect(TerminalWidget.shellQuoted("/usr/share/doc") == "/usr/share/doc")
        #expect(TerminalWidget.shellQuoted("/tmp/a b") == "'/tmp/a b'")
        #expect(TerminalWidget.shellQuoted("it's") == #"'it'\''s'"#)
        #expect(TerminalWidget.shellQuoted("") == "''")
        #expect(TerminalWidget.shellQuoted("$HOME;rm") == "'$HOME;rm'")
    }
}
