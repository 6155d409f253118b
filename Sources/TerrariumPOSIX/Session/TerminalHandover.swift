import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hands a session's terminal to another program until it ends and then takes it back, as vim's
/// `:!command` and git's pager do; get one from ``TerminalSession/handover``.
///
/// ```swift
/// let handover = session.handover
/// Thread {
///     let outcome = handover.run("/bin/sh", arguments: ["-c", "less"], input: Array(text.utf8))
/// }.start()
/// ```
///
/// ``run(_:arguments:input:environment:)`` stops reading input, restores the terminal exactly as
/// stopping the session would, runs the program with the terminal as its standard output and
/// error and the input on a pipe, waits for it as long as it takes, then enters raw mode and the
/// alternate screen again, asks the next frame to repaint in full and reads input again. Frames
/// rendered meanwhile write nothing.
///
/// The program runs in the app's own process group, the way `system(3)` runs one, rather than
/// in a group of its own made the terminal's foreground group:
/// - Ctrl+C and Ctrl+\ reach both; the app ignores SIGINT and SIGQUIT meanwhile, so they are the
///   program's alone to act on (`less` stops a search, the app goes on).
/// - Ctrl+Z stops the program and the app together, one job to the shell, and `fg` continues
///   both: the program redraws itself, the app keeps waiting and leaves the terminal alone. A
///   program in a group of its own would stop alone, leaving the terminal to a stopped group
///   and the shell unaware, unless the app took over a job-control shell's work.
/// - The app never leaves the foreground, so it needs no `tcsetpgrp` handback, which a process
///   outside the foreground group can only make with SIGTTOU held off.
///
/// SIGTERM or SIGHUP to the app is passed on to the program (which already has it when it was
/// sent to the group, as a closed terminal's SIGHUP is), a program that has not ended 2 seconds
/// later is killed, and the signal then reaches ``TerminalInput/nextEvents(timeout:)`` as ever,
/// with the terminal taken back so that stopping the session restores it.
public final class TerminalHandover: Sendable {
    private let link: SessionLink
    private let input: TerminalInput
    private let output: Int32
    private let isBusy = Atomic(false)

    init(link: SessionLink, input: TerminalInput, output: Int32) {
        self.link = link
        self.input = input
        self.output = output
    }

    /// Runs `executable` (a full path) with `arguments` in the foreground, `input` on its standard
    /// input, and returns how it ended once the terminal is the session's again.
    ///
    /// Blocks until the program ends, with no time limit: someone is using it. Call it from a
    /// thread other than the one reading input. Without a running interactive session, or
    /// while another program has the terminal, nothing runs and the outcome says why.
    public func run(
        _ executable: String, arguments: [String] = [], input bytes: [UInt8], environment: [String: String]? = nil
    ) -> ForegroundOutcome {
        guard link.isInteractive else { return .notRun(reason: "there is no terminal to hand over") }
        guard link.isRunning else { return .notRun(reason: "the session is not running") }
        guard isBusy.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return .notRun(reason: "another program has the terminal")
        }
        defer { isBusy.store(false, ordering: .releasing) }
        input.pauseReading()
        link.withFrameLock { SignalBridge.beginHandover() }
        let outcome = ForegroundProcess.run(
            executable, arguments: arguments, input: bytes, terminal: output, environment: environment,
            signals: SignalBridge.pipeReadDescriptor, readSignals: { [input] in input.collectSignals() })
        link.withFrameLock { _ = SignalBridge.endHandover() }
        // The program drew over the screen and the window may have changed meanwhile.
        _ = link.refreshSize()
        input.resumeReading()
        return outcome
    }

    /// Runs `command` with `/bin/sh -c` in the foreground, as ``run(_:arguments:input:environment:)``
    /// runs a program.
    ///
    /// The shell catches SIGINT and SIGQUIT and does nothing on them: a shell that does not end
    /// in `exec` (dash does not) would otherwise die of the Ctrl+C meant for the pager it waits
    /// for, and the terminal would be taken back while the pager still draws on it. What it
    /// runs has them at their defaults, since a caught signal is reset for a child, so Ctrl+C
    /// still ends a `grep` in `grep x | less`.
    public func run(shellCommand command: String, input bytes: [UInt8], environment: [String: String]? = nil)
        -> ForegroundOutcome
    {
        run("/bin/sh", arguments: ["-c", "trap : INT QUIT\n" + command], input: bytes, environment: environment)
    }
}
