import Terrarium
import TerrariumPanes
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A pane snapshot-tested like any view: its text grid and its style layer.
@MainActor @Suite struct TerminalViewSnapshotTests {
    private struct Pane: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("build")
                TerminalView(
                    command: "/bin/sh",
                    arguments: [
                        "-c",
                        #"printf '\033[1mbold\033[0m \033[32mok\033[0m 盆栽\r\n\033(0lqqk\033(B \033[7mrev\033[0m\r\n$ '; sleep 600"#,
                    ])
            }
        }
    }

    @Test func aPaneSnapshotsWithItsStylesAndItsCursor() async throws {
        let host = TestHost(Pane(), size: Size(width: 16, height: 4))
        defer { host.tearDown() }
        try await waitUntil("the output", in: host) { $0[3].hasPrefix("$") }
        host.press(.tab)
        // Bold, a colour, wide characters, DEC line drawing, reverse video, and the cursor after
        // the prompt drawn reversed because the pane has focus.
        assertInlineSnapshot(of: host, as: .styled) {
            """
                 build     \u{20}
            bold ok 盆栽   \u{20}
            ┌──┐ rev       \u{20}
            $              \u{20}
            ── styles ──
            row 1, cols 0–3: bold
            row 1, cols 5–6: fg=green
            row 2, cols 5–7: reverse
            row 3, col 2: reverse
            """
        }
    }
}
