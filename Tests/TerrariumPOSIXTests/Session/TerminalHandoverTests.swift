import Foundation
import Synchronization
import TerrariumTerminal
import Testing

@testable import TerrariumPOSIX

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hands a session's pseudo-terminal to a program and takes it back; in the serialized session
/// suite, since the handover changes process-wide signal handling.
extension TerminalSessionTests {
    /// Runs `script` with `/bin/sh -c` through `session`'s handover on a thread of its own.
    private func handOver(
        _ session: TerminalSession, _ script: String, input: String = ""
    ) -> () -> ForegroundOutcome? {
        let handover = session.handover
        let result = Mutex<ForegroundOutcome?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let outcome = handover.run("/bin/sh", arguments: ["-c", script], input: Array(input.utf8))
            result.withLock { $0 = outcome }
            done.signal()
        }.start()
        return {
            _ = done.wait(timeout: .now() + 10)
            return result.withLock { $0 }
        }
    }

    @Test func aHandOverRestoresTheTerminalForTheProgramAndTakesItBackAfter() throws {
        let terminal = try PseudoTerminal(width: 30, height: 10)
        let before = termios(of: terminal.device)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            let frame = CellBuffer(size: session.size)
            GraphicsContext(frame).draw("hello", at: .zero)
            #expect(session.render(frame).isFullRepaint)
            let outcome = handOver(session, "cat; echo; sleep 0.5; exit 3", input: "Basil seeds")
            #expect(terminal.waitForOutput(containing: "Basil seeds\r\n"))
            // While the program runs, the terminal is as the session found it.
            #expect(sameSettings(termios(of: terminal.device), before))
            #expect(!SignalBridge.isInTerminal)
            #expect(session.render(frame).bytesWritten == 0)
            #expect(outcome() == .exited(status: 3))

            #expect(termios(of: terminal.device).c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
            // The alternate screen is left before the program writes and entered right after.
            #expect(terminal.waitForOutput(containing: "Basil seeds\r\n\u{1B}[?1049h"))
            let output = terminal.output
            let left = try #require(output.range(of: "\u{1B}[?1049l"))
            let program = try #require(output.range(of: "Basil seeds"))
            #expect(left.upperBound <= program.lowerBound)
            // The screen is the app's again, drawn whole, and input is read again.
            let repaint = session.render(frame)
            #expect(repaint.isFullRepaint)
            #expect(repaint.cellsChanged == 5)
            terminal.type(Array("x".utf8))
            #expect(try session.nextEvents(timeout: .seconds(2)) == [.input(.key(KeyPress("x")))])
        }
    }

    @Test func aHandOverNeedsARunningInteractiveSessionAndOnlyOneRunsAtATime() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        let idle = TerminalSession(input: terminal.device, output: terminal.device, environment: Self.environment)
        #expect(idle.runInForeground("/bin/true", input: []) == .notRun(reason: "the session is not running"))
        let plain = TerminalSession(input: terminal.device, output: terminal.device, environment: ["TERM": "dumb"])
        try plain.start()
        #expect(plain.runInForeground("/bin/true", input: []) == .notRun(reason: "there is no terminal to hand over"))
        plain.stop()

        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            let first = handOver(session, "echo first; sleep 0.5")
            #expect(terminal.waitForOutput(containing: "first"))
            #expect(
                session.runInForeground("/bin/true", input: []) == .notRun(reason: "another program has the terminal"))
            #expect(first() == .exited(status: 0))
            #expect(session.runInForeground("/bin/sh", arguments: ["-c", "exit 0"], input: []).succeeded)
        }
    }

    @Test func anInterruptDuringAHandOverIsTheProgramsAlone() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            // As Ctrl+C does in the terminal's cooked mode: SIGINT to the app and the program.
            let outcome = session.runInForeground("/bin/sh", arguments: ["-c", "kill -INT $PPID; exit 0"], input: [])
            #expect(outcome == .exited(status: 0))
            let during = try session.nextEvents(timeout: .milliseconds(200))
            #expect(during == [])
            // Afterwards an interrupt ends the app as before.
            raise(SIGINT)
            let after = try session.nextEvents(timeout: .seconds(2))
            #expect(after == [.terminationRequested(signal: SIGINT)])
        }
    }

    /// The shell around a command outlives an interrupt, or the terminal would be taken back
    /// from a pager still running; what it runs does not ignore interrupts.
    @Test func aShellCommandsShellOutlivesAnInterruptAndWhatItRunsDoesNot() throws {
        let terminal = try PseudoTerminal(width: 40, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            let outcome = session.handover.run(
                shellCommand: "kill -INT $$; sh -c 'kill -INT $$; echo unreached'; echo \"status=$?\"", input: [])
            #expect(outcome == .exited(status: 0))
            #expect(terminal.waitForOutput(containing: "status=130"))
            #expect(!terminal.output.contains("unreached"))
        }
    }

    @Test func aTerminationSignalDuringAHandOverEndsTheProgramAndThenReachesTheApp() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            Thread {
                usleep(300_000)
                raise(SIGTERM)
            }.start()
            let outcome = session.runInForeground("/bin/sh", arguments: ["-c", "exec sleep 30"], input: [])
            #expect(outcome == .signaled(SIGTERM))
            // The terminal is the app's again, so stopping the session restores it.
            #expect(SignalBridge.isInTerminal)
            let events = try session.nextEvents(timeout: .seconds(2))
            #expect(events == [.terminationRequested(signal: SIGTERM)])
        }
    }

    @Test func aPauseKeepsAWaitFromReadingUntilTheResume() throws {
        let terminal = try PseudoTerminal(width: 20, height: 5)
        try TerminalSession.run(input: terminal.device, output: terminal.device, environment: Self.environment) {
            session in
            let input = session.input
            let received = Mutex<[TerminalEvent]>([])
            let done = DispatchSemaphore(value: 0)
            Thread {
                while received.withLock({ $0.isEmpty }) {
                    guard let events = try? input.nextEvents() else { break }
                    received.withLock { $0 += events }
                }
                done.signal()
            }.start()
            usleep(50_000)
            input.pauseReading()
            terminal.type(Array("x".utf8))
            usleep(200_000)
            #expect(received.withLock { $0 } == [])
            input.resumeReading()
            #expect(done.wait(timeout: .now() + 5) == .success)
            #expect(received.withLock { $0 } == [.input(.key(KeyPress("x")))])
        }
    }
}
