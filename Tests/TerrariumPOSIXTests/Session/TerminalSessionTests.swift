import Foundation
import TerrariumTerminal
import Testing

@testable import TerrariumPOSIX

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs real sessions on a pseudo-terminal.
///
/// Serialized: a session installs process-wide signal handlers, of which there is one set per process.
@Suite(.serialized) struct TerminalSessionTests {
    static let environment = ["TERM": "xterm-256color"]

    func termios(of fd: Int32) -> termios {
        var settings = Glibc.termios()
        tcgetattr(fd, &settings)
        return settings
    }

    func sameSettings(_ a: termios, _ b: termios) -> Bool {
        a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_lflag == b.c_lflag && a.c_cflag == b.c_cflag
    }

    @Test func startEntersRawModeAndTheAlternateScreenAndStopRestoresBoth() throws {
        let terminal = try PseudoTerminal(width: 30, height: 10)
        let before = termios(of: terminal.device)
        let session = TerminalSession(input: terminal.device, output: terminal.device, environment: Self.environment)
        #expect(session.isInteractive)
        #expect(session.size == Size(width: 30, height: 10))
        try session.start()
        let raw = termios(of: terminal.device)
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(terminal.output.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
        // The terminal answered the query: synchronized update and its background colour.
        #expect(session.renderer.capabilities.synchronizedOutput)
        #expect(session.backgroundColor?.red == 0x1A && session.backgroundColor?.blue == 0x3C)
        // And its foreground colour, so panes can pass both on to their programs.
        #expect(terminal.output.contains("\u{1B}]10;?\u{1B}\\\u{1B}]11;?"))
        #expect(
            session.defaultColors
                == TerminalColors(
                    foreground: .init(red: 0xDE, green: 0xDE, blue: 0xDE),
                    background: .init(red: 0x1A, green: 0x2B, blue: 0x3C)))

        let frame = CellBuffer(size: session.size)
        GraphicsContext(frame).draw("hello", at: Point(x: 2, y: 1))
        let statistics = session.render(frame)
        #expect(statistics.cellsChanged == 5)
        #expect(terminal.waitForOutput(containing: "\u{1B}[?2026h"))
        #expect(terminal.waitForOutput(containing: "hello\u{1B}[?2026l"))

        session.stop()
        #expect(sameSettings(termios(of: terminal.device), before))
        #expect(terminal.waitForOutput(containing: "\u{1B}[?25h\u{1B}[?1049l"))
        session.stop()
        #expect(terminal.output.components(separatedBy: "\u{1B}[?1049l").count == 2, "restored twice")
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func theGraphicsAnswersAtStartSayWhichPictureProtocolsTheTerminalSpeaks(kitty: Bool, sixel: Bool) throws {
        let terminal = try PseudoTerminal(width: 20, height: 5, kittyGraphics: kitty, sixel: sixel)
        let session = TerminalSession(input: terminal.device, output: terminal.device, environment: Self.environment)
        try session.start()
        defer { session.stop() }
        #expect(terminal.output.contains("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"))
        #expect(session.graphicsSupport == GraphicsSupport(kitty: kitty, sixel: sixel, answered: true))
        // The answer is the session's: none of it reaches the program as input.
        #expect(try session.input.nextEvents(timeout: .milliseconds(50)).isEmpty)
    }

    /// The Linux console prints an APC string, and tmux and screen show it as a title.
    @Test(arguments: [
        ["TERM": "linux"], ["TERM": "screen-256color", "TMUX": "/tmp/t,1,0"], ["TERM": "screen", "STY": "1.pts"],
    ])
    func neitherTheLinuxConsoleNorAMultiplexerIsAskedAboutGraphics(environment: [String: String]) throws {
        let terminal = try PseudoTerminal(width: 20, height: 5, kittyGraphics: true)
        let session = TerminalSession(input: terminal.device, output: terminal.device, environment: environment)
        try session.start()
        defer { session.stop() }
        #expect(terminal.waitForOutput(containing: "\u{1B}[c"))
        #expect(!terminal.output.contains("\u{1B}_G"))
        #expect(!session.graphicsSupport.kitty)
    }

    @Test func keysArriveDecodedAndALoneEscapeAfterTheTimeout() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            terminal.type(Array("a\u{1B}[A".utf8))
            var events: [TerminalEvent] = []
            while events.count < 2 { events += try session.nextEvents(timeout: .seconds(2)) }
            #expect(events == [.input(.key(KeyPress(.character("a")))), .input(.key(KeyPress(.upArrow)))])

            terminal.type([0x1B])
            let escape = try session.nextEvents(timeout: .seconds(2))
            #expect(escape == [.input(.key(KeyPress(.escape)))])

            #expect(try session.nextEvents(timeout: .milliseconds(20)).isEmpty)
        }
    }

    @Test func windowChangeSignalReportsTheNewSize() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            terminal.resize(width: 44, height: 12)
            // The pseudo-terminal is not this process's controlling terminal, so send the signal
            // the kernel would send to the foreground process group.
            kill(getpid(), SIGWINCH)
            kill(getpid(), SIGWINCH)
            let events = try session.nextEvents(timeout: .seconds(2))
            #expect(events == [.resize(Size(width: 44, height: 12))])
            #expect(session.size == Size(width: 44, height: 12))
        }
    }

    @Test func windowChangeSignalToTheSameSizeRepaintsInFull() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            let frame = CellBuffer(size: session.size)
            GraphicsContext(frame).draw("hello", at: .zero)
            #expect(session.render(frame).isFullRepaint)
            #expect(!session.render(frame).isFullRepaint)
            // The window went narrower and back before the program looked: the size it reads is
            // the old one, but the terminal may have reflowed the screen meanwhile.
            kill(getpid(), SIGWINCH)
            let events = try session.nextEvents(timeout: .seconds(2))
            #expect(events == [.resize(Size(width: 20, height: 5))])
            let statistics = session.render(frame)
            #expect(statistics.isFullRepaint)
            #expect(statistics.cellsChanged == 5)
        }
    }

    /// Whether `signo`'s action is to be ignored.
    private func isIgnored(_ signo: Int32) -> Bool {
        var action = sigaction()
        sigaction(signo, nil, &action)
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    @Test func aWritePastTheFileSizeLimitFailsInsteadOfKillingTheSessionsProcess() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        let wasIgnored = (pipe: isIgnored(SIGPIPE), fileSize: isIgnored(SIGXFSZ))
        let session = TerminalSession(input: terminal.device, output: terminal.device, environment: Self.environment)
        try session.start()
        #expect(isIgnored(SIGXFSZ), "SIGXFSZ would kill the app with the terminal raw")
        #expect(isIgnored(SIGPIPE))
        session.stop()
        #expect(isIgnored(SIGXFSZ) == wasIgnored.fileSize)
        #expect(isIgnored(SIGPIPE) == wasIgnored.pipe)
    }

    @Test func runRestoresTheTerminalWhenTheBodyThrows() throws {
        struct Failure: Error {}
        let terminal = try PseudoTerminal(width: 20, height: 5)
        let before = termios(of: terminal.device)
        #expect(throws: Failure.self) {
            try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
                _ in throw Failure()
            }
        }
        #expect(sameSettings(termios(of: terminal.device), before))
        #expect(terminal.waitForOutput(containing: "\u{1B}[?1049l"))
    }

    @Test func queryWithoutAnAnswerGivesUpQuickly() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5, answersQueries: false)
        let clock = ContinuousClock()
        let started = clock.now
        let session = TerminalSession(input: terminal.device, output: terminal.device, environment: Self.environment)
        try session.start()
        #expect(clock.now - started < .seconds(2))
        #expect(!session.renderer.capabilities.synchronizedOutput)
        session.stop()
    }

    @Test func dumbTerminalIsPlainAndPrintsTheLastFrameAsText() throws {
        let terminal = try PseudoTerminal(width: 20, height: 3)
        let session = TerminalSession(input: terminal.device, output: terminal.device, environment: ["TERM": "dumb"])
        #expect(session.mode == .plain(reason: "TERM is dumb"))
        try session.start()
        let frame = CellBuffer(size: Size(width: 12, height: 3))
        GraphicsContext(frame).draw("plain", at: Point(x: 1, y: 0), style: Style(foreground: .red, attributes: .bold))
        GraphicsContext(frame).draw("\u{1B}[2Jtext", at: Point(x: 0, y: 1))
        session.render(frame)
        session.stop()
        #expect(terminal.waitForOutput(containing: "␛[2Jtext"))
        #expect(!terminal.output.contains("\u{1B}"))
        #expect(terminal.output.replacingOccurrences(of: "\r\n", with: "\n") == " plain\n␛[2Jtext\n")
    }

    @Test func escapeWaitsForItsTimeoutEvenWhenTheCallerPollsMoreOften() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            session.input.escapeTimeout = .milliseconds(300)
            terminal.type([0x1B])
            // Short polls return nothing while the escape timeout has not passed.
            for _ in 0..<3 {
                #expect(try session.nextEvents(timeout: .milliseconds(5)).isEmpty)
            }
            terminal.type(Array("[A".utf8))
            var events: [TerminalEvent] = []
            while events.isEmpty { events = try session.nextEvents(timeout: .seconds(2)) }
            #expect(events == [.input(.key(KeyPress(.upArrow)))])
        }
    }

    @Test func plainModeHasNoEventsToWaitFor() throws {
        let terminal = try PseudoTerminal(width: 20, height: 3)
        let session = TerminalSession(input: terminal.device, output: terminal.device, environment: ["TERM": "dumb"])
        try session.start()
        #expect(throws: TerminalError.notInteractive(reason: "TERM is dumb")) { try session.nextEvents() }
        session.stop()
    }

    @Test func interruptingAWaitReturnsWithoutEventsAndLosesNoInput() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            // An interruption made before the wait lets the next wait return at once.
            session.input.interruptWait()
            let none = try session.nextEvents(timeout: .seconds(5))
            #expect(none == [])
            // One made from another thread ends a wait that has no timeout.
            let returned = DispatchSemaphore(value: 0)
            let waiting = session.input
            Thread {
                _ = try? waiting.nextEvents()
                returned.signal()
            }.start()
            Thread.sleep(forTimeInterval: 0.05)
            session.input.interruptWait()
            #expect(returned.wait(timeout: .now() + 5) == .success)
            terminal.type(Array("x".utf8))
            let typed = try session.nextEvents(timeout: .seconds(2))
            #expect(typed == [.input(.key(KeyPress("x")))])
        }
    }

    @Test func controlZIsAnOrdinaryKeyWhenSuspensionIsOff() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            session.input.suspendsOnControlZ = false
            terminal.type([0x1A])
            let events = try session.nextEvents(timeout: .seconds(2))
            #expect(events == [.input(.key(KeyPress("z", modifiers: .control)))])
        }
    }

    @Test func lateCapabilityRepliesAreAppliedNotDelivered() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5, answersQueries: false)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            #expect(!session.renderer.capabilities.synchronizedOutput)
            terminal.type(Array("\u{1B}[?2026;2$y\u{1B}[?62;22cq".utf8))
            var events: [TerminalEvent] = []
            while events.isEmpty { events = try session.nextEvents(timeout: .seconds(2)) }
            #expect(events == [.input(.key(KeyPress("q")))])
            #expect(session.renderer.capabilities.synchronizedOutput)
        }
    }

    @Test func terminationSignalDuringAFrameWriteWaitsForTheWriteToFinish() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            var inTerminalDuringWrite = false
            SignalBridge.withFrameWrite {
                raise(SIGTERM)
                inTerminalDuringWrite = SignalBridge.isInTerminal
            }
            #expect(inTerminalDuringWrite)
            #expect(!SignalBridge.isInTerminal)
            let events = try session.nextEvents(timeout: .seconds(2))
            #expect(events == [.terminationRequested(signal: SIGTERM)])
        }
    }

    @Test func aPasteWhoseEndNeverComesEndsAfterThePasteTimeout() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            session.input.pasteTimeout = .milliseconds(100)
            terminal.type(Array("\u{1B}[200~half a paste".utf8))
            var events: [TerminalEvent] = []
            while events.isEmpty { events = try session.nextEvents(timeout: .seconds(2)) }
            #expect(events == [.input(.paste("half a paste"))])
            terminal.type(Array("q".utf8))
            #expect(try session.nextEvents(timeout: .seconds(2)) == [.input(.key(KeyPress("q")))])
        }
    }
}
