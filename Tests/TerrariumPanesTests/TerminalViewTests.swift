import Foundation
import Terrarium
import TerrariumPanes
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A pane under a heading, with a button after it to take focus to.
private struct PaneScreen: View {
    let command: String
    var arguments: [String] = []
    var showsPane = true
    var onEnd: @MainActor (TerminalTermination) -> Void = { _ in }
    var onTitle: @MainActor (String) -> Void = { _ in }

    var body: some View {
        VStack(spacing: 0) {
            Text("heading")
            if showsPane {
                TerminalView(command: "/bin/sh", arguments: ["-c", command] + arguments)
                    .onTermination(perform: onEnd)
                    .onTitleChange(perform: onTitle)
            }
            Button("After") {}
        }
    }
}

@MainActor @Suite struct TerminalViewTests {
    private func host(_ command: String, size: Size = Size(width: 30, height: 8)) -> TestHost<PaneScreen> {
        TestHost(PaneScreen(command: command), size: size)
    }

    private func pane(_ host: TestHost<PaneScreen>) throws -> TerminalWidget {
        try #require(host.widgets(of: TerminalWidget.self).first)
    }

    @Test func showsTheProgramsOutputWithItsColours() async throws {
        let host = host(#"printf 'plain \033[31mred\033[0m \033[1;48;5;21mbold\033[0m'; sleep 600"#)
        defer { host.tearDown() }
        try await waitUntil("the output", in: host) { $0[1].hasPrefix("plain red bold") }
        let cells = host.render()
        #expect(cells[6, 1]?.style.foreground == .red)
        #expect(cells[0, 1]?.style.foreground == .default)
        #expect(cells[10, 1]?.style.attributes.contains(.bold) == true)
        #expect(cells[10, 1]?.style.background == .indexed(21))
        // The pane sits under the heading and above the button.
        #expect(cells.lines[0].contains("heading"))
        #expect(cells.lines[7].contains("After"))
    }

    @Test func theProgramGetsThePanesSizeAndEveryChangeOfIt() async throws {
        let host = host(#"trap 'stty size' WINCH; stty size; echo "TERM=$TERM"; while :; do sleep 0.05; done"#)
        defer { host.tearDown() }
        // 8 rows less the heading and the button.
        try await waitUntil("the first size", in: host) { $0[1].hasPrefix("6 30") }
        #expect(host.render().lines[2].hasPrefix("TERM=xterm-256color"))
        host.resize(to: Size(width: 44, height: 12))
        try await waitUntil("the new size", in: host) { $0.contains { $0.hasPrefix("10 44") } }
    }

    @Test func keysGoToTheProgramAndTabStaysInThePane() async throws {
        // Keys typed before `stty raw` took effect would be the line discipline's, not the program's.
        let host = host(#"stty raw -echo; echo ready; head -c 4 | od -An -c; sleep 600"#)
        defer { host.tearDown() }
        try await waitUntil("the program to start", in: host) { $0[1].hasPrefix("ready") }
        #expect(host.press(.tab))
        #expect(host.focusedView?.contains("TerminalView") == true)
        // Focus entered the pane; now Tab is the program's.
        #expect(host.press(.tab))
        host.type("a")
        #expect(host.press("c", modifiers: .control))
        #expect(host.press(.upArrow))
        try await waitUntil("od's dump", in: host) { $0.contains { $0.contains(#"\t   a 003 033"#) } }
        #expect(host.focusedView?.contains("TerminalView") == true)
    }

    @Test func aFocusedPaneGetsChordsBeforeTheAppsShortcuts() async throws {
        final class Counter { var presses = 0 }
        struct WithShortcut: View {
            let counter: Counter
            var body: some View {
                VStack {
                    TerminalView(
                        command: "/bin/sh",
                        arguments: ["-c", "stty raw -echo; echo ready; head -c 1 | od -An -c; sleep 600"])
                    Button("Reload") { counter.presses += 1 }.keyboardShortcut("r", modifiers: .control)
                }
            }
        }
        let counter = Counter()
        let host = TestHost(WithShortcut(counter: counter), size: Size(width: 30, height: 6))
        defer { host.tearDown() }
        try await waitUntil("the program", in: host) { $0[0].hasPrefix("ready") }
        // Unfocused, the chord is the app's.
        #expect(host.press("r", modifiers: .control))
        #expect(counter.presses == 1)
        #expect(host.press(.tab))
        #expect(host.press("r", modifiers: .control))
        try await waitUntil("Ctrl+R in the program", in: host) { $0[1].contains("022") }
        #expect(counter.presses == 1)
    }

    @Test func theReleaseKeyMovesFocusToTheNextView() async throws {
        let host = host("sleep 600")
        defer { host.tearDown() }
        let widget = try pane(host)
        #expect(host.press(.tab))
        #expect(widget.isFocused)
        #expect(host.press("]", modifiers: .control))
        #expect(!widget.isFocused)
        #expect(host.focusedView?.hasPrefix("Button") == true)
    }

    @Test func theReleaseKeyIsRebindable() async throws {
        struct Rebound: View {
            var body: some View {
                VStack {
                    TerminalView(command: "sleep", arguments: ["30"])
                    Button("After") {}
                }
                .terminalFocusReleaseShortcut("g", modifiers: .control)
            }
        }
        let host = TestHost(Rebound(), size: Size(width: 20, height: 6))
        defer { host.tearDown() }
        let widget = try #require(host.widgets(of: TerminalWidget.self).first)
        #expect(host.press(.tab))
        _ = host.press("]", modifiers: .control)
        #expect(widget.isFocused)
        #expect(host.press("g", modifiers: .control))
        #expect(!widget.isFocused)
    }

    @Test func reportsHowTheProgramEndedAndDrawsIt() async throws {
        var ended: [TerminalTermination] = []
        let host = TestHost(
            PaneScreen(command: "echo bye; exit 3", onEnd: { ended.append($0) }), size: Size(width: 40, height: 6))
        defer { host.tearDown() }
        let widget = try pane(host)
        try await waitUntil("the end", in: host) { $0.contains { $0.contains("exited with status 3") } }
        #expect(ended == [.exited(3)])
        #expect(widget.state == .terminated(.exited(3)))
        #expect(host.render().lines[1].hasPrefix("bye"))
        // A finished pane no longer takes focus: Tab goes to the button.
        #expect(host.press(.tab))
        #expect(host.focusedView?.hasPrefix("Button") == true)
    }

    @Test func reportsASignal() async throws {
        var ended: [TerminalTermination] = []
        let host = TestHost(
            PaneScreen(command: "kill -TERM $$", onEnd: { ended.append($0) }), size: Size(width: 50, height: 6))
        defer { host.tearDown() }
        try await waitUntil("the end", in: host) { $0.contains { $0.contains("ended by signal 15 (SIGTERM)") } }
        #expect(ended == [.signaled(15)])
    }

    @Test func aProgramThatCannotStartSaysWhy() async throws {
        struct Missing: View {
            var body: some View { TerminalView(command: "no-such-program-terrarium") }
        }
        let host = TestHost(Missing(), size: Size(width: 70, height: 3))
        defer { host.tearDown() }
        let widget = try #require(host.widgets(of: TerminalWidget.self).first)
        guard case .failed(let reason) = widget.state else {
            Issue.record("state is \(widget.state)")
            return
        }
        #expect(reason.contains("no-such-program-terrarium"))
        #expect(host.render().lines[0].hasPrefix("Could not start no-such-program-terrarium"))
    }

    @Test func removingThePaneHangsUpThenKillsAProgramThatIgnoresIt() async throws {
        let host = host(#"trap '' HUP; echo ready; while :; do sleep 0.1; done"#)
        defer { host.tearDown() }
        let widget = try pane(host)
        try await waitUntil("the program", in: host) { $0[1].hasPrefix("ready") }
        let pid = try #require(widget.state.processID)
        #expect(processState(pid) != nil)
        host.rootView = PaneScreen(command: "", showsPane: false)
        // SIGHUP is ignored; SIGKILL follows after the grace period, and the child is reaped.
        try await waitUntil("the child to be gone") { processState(pid) == nil }
    }

    @Test func scrollsBackThroughTheHistoryWithTheWheelAndShiftPageUp() async throws {
        let host = host("seq 1 100; sleep 600")
        defer { host.tearDown() }
        let widget = try pane(host)
        try await waitUntil("the last lines", in: host) { $0[5].hasPrefix("100") }
        #expect(host.send(.mouse(MouseEvent(.scroll(.up), at: Point(x: 2, y: 3)))))
        var lines = host.render().lines
        #expect(lines[1].hasPrefix("93"))
        #expect(lines[1].hasSuffix("[3/95]"))
        #expect(host.press(.tab))
        #expect(host.press(.pageUp, modifiers: .shift))
        lines = host.render().lines
        #expect(lines[1].hasPrefix("88"))
        #expect(widget.scrolledBack == 8)
        #expect(host.press(.pageDown, modifiers: .shift))
        #expect(host.send(.mouse(MouseEvent(.scroll(.down), at: Point(x: 2, y: 3)))))
        #expect(widget.scrolledBack == 0)
        #expect(host.render().lines[5].hasPrefix("100"))
    }

    @Test func draggingSelectsAndCopiesTheText() async throws {
        let host = host("echo 'hello pane world'; sleep 600")
        defer { host.tearDown() }
        let widget = try pane(host)
        try await waitUntil("the text", in: host) { $0[1].hasPrefix("hello pane world") }
        #expect(host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 6, y: 1)))))
        #expect(host.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 9, y: 1)))))
        #expect(host.render()[7, 1]?.style.attributes.contains(.reverse) == true)
        #expect(host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 9, y: 1)))))
        #expect(widget.copiedText == "pane")
        #expect(widget.itemsToCopy().count == 1)
    }

    @Test func pastesAreBracketedWhenTheProgramAskedAndMouseReportsUseThePanesCells() async throws {
        // Raw mode first: the terminal's own echo would show the same text for input nobody read.
        let host = host(#"stty raw -echo; printf '\033[?2004h\033[?1000h\033[?1006h'; exec cat -v"#)
        defer { host.tearDown() }
        let widget = try pane(host)
        try await waitUntil("the modes", in: host) { _ in widget.snapshot()?.inputModes.bracketedPaste == true }
        #expect(host.press(.tab))
        // Escape and bell reach the program inside the brackets; an end bracket in the text does not.
        #expect(host.paste("hi\u{1B}x\u{07}\u{1B}[201~!"))
        try await waitUntil("the paste", in: host) { $0[1].contains("^[[200~hi^[x^G!^[[201~") }
        // The pane's row 0 is the screen's row 1: a click on screen (4, 2) is the pane's (5, 2).
        #expect(host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 2)))))
        // The paste's echo fills most of the row: the report may wrap on to the next.
        try await waitUntil("the report", in: host) { $0[1...2].joined().contains("^[[<0;5;2M") }
    }

    @Test func colourQueriesAreAnsweredWithTheRealTerminalsColours() async throws {
        var environment = EnvironmentValues()
        environment.terminalColors = TerminalColors(
            foreground: .init(red: 0x65, green: 0x7B, blue: 0x83), background: .init(red: 0xFD, green: 0xF6, blue: 0xE3)
        )
        // The answer goes to the program's input, which `cat -v` shows: 25 bytes with the ST.
        let host = TestHost(
            PaneScreen(command: #"stty raw -echo; printf '\033]11;?\033\\'; head -c 25 | cat -v; sleep 600"#),
            size: Size(width: 40, height: 6), environment: environment)
        defer { host.tearDown() }
        try await waitUntil("the answer", in: host) { $0[1].hasPrefix(#"^[]11;rgb:fdfd/f6f6/e3e3^[\"#) }
    }

    @Test func concealedTextReachesTheTerminalConcealed() async throws {
        let host = host(#"printf 'pin \033[8m1234\033[28m ok'; sleep 600"#)
        defer { host.tearDown() }
        try await waitUntil("the output", in: host) { $0[1].hasPrefix("pin 1234 ok") }
        #expect(host.render()[4, 1]?.style.attributes == .hidden)
        #expect(host.render()[9, 1]?.style.attributes == [])
    }

    @Test func aLongLineCutByANarrowerPaneComesBackWhenItWidens() async throws {
        let line = String(repeating: "0123456789", count: 4)
        let host = host("printf '\(line)\\n'; sleep 600", size: Size(width: 44, height: 8))
        defer { host.tearDown() }
        try await waitUntil("the line", in: host) { $0[1].hasPrefix(line) }
        host.resize(to: Size(width: 16, height: 8))
        try await waitUntil("the line wrapped", in: host) { $0[1] == "0123456789012345" }
        host.resize(to: Size(width: 44, height: 8))
        try await waitUntil("the line whole", in: host) { $0.contains { $0.hasPrefix(line) } }
    }

    @Test func aCursorShapeIsTheTerminalsCursorWhileThePaneHasFocus() async throws {
        let host = host(#"printf 'ab\033[5 q'; sleep 600"#)
        defer { host.tearDown() }
        let widget = try pane(host)
        try await waitUntil("the shape") { widget.snapshot()?.cursorShape == CursorShape(.bar, blinking: true) }
        #expect(host.render().cursor == nil)
        #expect(host.press(.tab))
        // The pane starts a row below the heading.
        #expect(host.render().cursor == TerminalCursor(at: Point(x: 2, y: 1), shape: CursorShape(.bar, blinking: true)))
        #expect(host.render()[2, 1]?.style.attributes.contains(.reverse) == false)
        #expect(host.press("]", modifiers: .control))
        #expect(host.render().cursor == nil)
    }

    @Test func theTitleReachesTheHost() async throws {
        var titles: [String] = []
        let host = TestHost(
            PaneScreen(command: #"printf '\033]2;build \007log\007'; sleep 600"#, onTitle: { titles.append($0) }),
            size: Size(width: 30, height: 6))
        defer { host.tearDown() }
        let widget = try pane(host)
        try await waitUntil("the title") { widget.title == "build " }
        #expect(titles == ["build "])
    }

    @Test func aFloodingPaneStarvesNeitherInputNorAnotherPane() async throws {
        struct Two: View {
            var body: some View {
                VStack(spacing: 0) {
                    TerminalView(command: "yes", arguments: ["flood"])
                    TerminalView(command: "cat")
                }
            }
        }
        let host = TestHost(Two(), size: Size(width: 20, height: 10))
        defer { host.tearDown() }
        let panes = host.widgets(of: TerminalWidget.self)
        try #require(panes.count == 2)
        try await waitUntil("the flood", in: host) { $0[0].hasPrefix("flood") }
        // Tab enters the flooding pane; its Tab goes to `yes`, so Ctrl+] moves to the cat pane.
        #expect(host.press(.tab))
        #expect(host.press("]", modifiers: .control))
        #expect(panes[1].isFocused)
        host.type("typed")
        try await waitUntil("the echo", in: host) { $0[5].hasPrefix("typed") }
        #expect(panes[0].state.isRunning)
    }
}
