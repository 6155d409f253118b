import Foundation
import Terrarium
import TerrariumPanes
import TerrariumTerminal
import TerrariumTesting

extension Picture {
    /// Two terminal panes, each running a real program on a pseudo-terminal of its own: `sh`
    /// printing a coloured watering schedule and a table of colours, then waiting.
    ///
    /// The programs print the same bytes on every run; the picture is taken once both screens show
    /// their last line (within ten seconds), and both programs are gone before it is returned.
    public static let terminalPane = Picture(
        name: "terminal-pane", title: "TerminalView", size: Size(width: 80, height: 14)
    ) { size in
        let host = TestHost(TerminalPanePicture(), size: size)
        // Tearing down twice is harmless: the second finds nothing left.
        defer { host.tearDown() }
        try await TerminalPanePicture.waitUntil(in: host) { lines in
            lines.contains { $0.contains(TerminalPanePicture.scheduleEnd) }
                && lines.contains { $0.contains(TerminalPanePicture.coloursEnd) }
        }
        host.press(.tab)  // into the schedule's pane: its cursor shows
        let frame = host.buffer.copy()
        let processes = host.widgets(of: TerminalWidget.self).compactMap { widget -> Int32? in
            if case .running(let processID) = widget.state { return processID }
            return nil
        }
        host.tearDown()
        try await TerminalPanePicture.waitUntil { processes.allSatisfy { !TerminalPanePicture.exists($0) } }
        return frame
    }
}

/// Two panes side by side with a heading each, and a line saying how keys reach them.
struct TerminalPanePicture: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                pane("schedule", script: Self.schedule)
                pane("colours", script: Self.colours)
            }
            Text(" Keys go to the program · Ctrl+]: the next pane ").reverse()
                .frame(maxWidth: .max, alignment: .leading)
        }
    }

    private func pane(_ title: String, script: String) -> some View {
        VStack(spacing: 0) {
            Text(title).bold()
            TerminalView(command: "sh", arguments: ["-c", script + "; sleep 30"])
        }
        .border()
    }

    static let scheduleEnd = "3 plants due"
    static let coloursEnd = "inverse"

    /// A schedule in colours, then a prompt.
    static let schedule = #"""
        printf '\033[1mWatering this week\033[0m\r\n\r\n'
        printf '\033[32m●\033[0m Boston fern  \033[32m■■■■■■■\033[0m daily\r\n'
        printf '\033[33m●\033[0m Monstera     \033[33m■\033[0m       weekly\r\n'
        printf '\033[33m●\033[0m Pothos       \033[33m■\033[0m       weekly\r\n'
        printf '\033[31m●\033[0m Snake plant  \033[2m·\033[0m       monthly\r\n'
        printf '\r\n\033[1;32m✔\033[0m 3 plants due\r\n$ '
        """#

    /// The sixteen colours, a ramp of the 256 and the attributes.
    static let colours = #"""
        for c in 0 1 2 3 4 5 6 7; do printf '\033[4%sm  \033[0m' "$c"; done; printf '\r\n'
        for c in 0 1 2 3 4 5 6 7; do printf '\033[10%sm  \033[0m' "$c"; done; printf '\r\n\r\n'
        for c in 22 28 34 40 46 82 118 154 190 226 220 214 208 202 196 160; do printf '\033[48;5;%sm \033[0m' "$c"; done
        printf '\r\n\r\n\033[1mbold\033[0m \033[3mitalic\033[0m \033[4munderline\033[0m \033[7minverse\033[0m'
        """#

    /// Polls `condition` on the screen every 20 ms, rendering first, for at most ten seconds.
    @MainActor
    static func waitUntil<Content: View>(in host: TestHost<Content>, _ condition: ([String]) -> Bool) async throws {
        var lines: [String] = []
        for _ in 0..<500 {
            lines = host.render().lines
            if condition(lines) { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PictureError(
            "the panes did not show their programs' output in 10 s; screen:\n" + lines.joined(separator: "\n"))
    }

    /// Polls `condition` every 20 ms for at most ten seconds.
    @MainActor
    static func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<500 {
            if condition() { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PictureError("the panes' programs were still running 10 s after the panes went away")
    }

    /// Whether process `processID` still exists, unreaped ones included.
    static func exists(_ processID: Int32) -> Bool {
        kill(processID, 0) == 0 || errno == EPERM
    }
}
