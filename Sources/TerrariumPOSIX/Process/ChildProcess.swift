import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to its end, bounded in time and in output: bytes go to its standard input,
/// its standard output is collected, its standard error is discarded.
///
/// The clipboard runs tools such as `wl-copy` and `xclip` this way. The call blocks its thread
/// (callers run it on a thread of their own, never the main actor). The child gets a process
/// group of its own, so a tool that stays behind to serve the clipboard (as `wl-copy` and `xclip`
/// do) is not stopped with the app on Ctrl+Z, and the signals the app ignores or catches are
/// back to their defaults in it.
package enum ChildProcess {
    /// How a run ended.
    package struct Outcome: Equatable, Sendable {
        /// The exit status, or nil when the program did not exit on its own: it could not start,
        /// was killed by a signal or ran past the timeout.
        package var exitStatus: Int32?
        /// What it wrote to standard output, up to the limit.
        package var output: [UInt8]
        /// Why there is no exit status, as a sentence; nil when there is one.
        package var failure: String?
        /// Whether the output was longer than the limit (and was cut there).
        package var outputOverflowed = false

        /// Whether the program exited with status 0.
        package var succeeded: Bool { exitStatus == 0 }
    }

    /// The full path of the executable `name` in the directories of `path` (a `PATH` value), or
    /// nil when none holds one.
    package static func find(_ name: String, path: String?) -> String? {
        SpawnConfiguration.find(name, path: path)
    }

    /// Runs `executable` (a full path) with `arguments` and waits for it, at most `timeout`.
    ///
    /// - Parameters:
    ///   - input: Written to its standard input, which is then closed; nil gives it `/dev/null`.
    ///   - captureOutput: Whether to collect standard output; when false it goes to `/dev/null`,
    ///     which a tool that leaves a process behind needs, or the output would never end.
    ///   - outputLimit: The most output bytes kept.
    ///   - environment: Its environment; nil passes this process's on.
    package static func run(
        _ executable: String, arguments: [String] = [], input: [UInt8]? = nil, captureOutput: Bool = false,
        outputLimit: Int = 16 << 20, environment: [String: String]? = nil, timeout: Duration
    ) -> Outcome {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var inputPipe: (read: Int32, write: Int32) = (-1, -1)
        var outputPipe: (read: Int32, write: Int32) = (-1, -1)
        defer {
            for fd in [inputPipe.read, inputPipe.write, outputPipe.read, outputPipe.write] where fd >= 0 { close(fd) }
        }
        do {
            if input != nil { inputPipe = try Descriptors.pipe() }
        } catch {
            return failure("no pipe for its input (errno \(error.code))")
        }
        do {
            if captureOutput { outputPipe = try Descriptors.pipe() }
        } catch {
            return failure("no pipe for its output (errno \(error.code))")
        }
        let configuration = SpawnConfiguration(
            executable: executable, arguments: arguments, environment: environment,
            descriptors: [
                .standard(inputPipe.read, onto: 0), .standard(outputPipe.write, onto: 1), .standard(-1, onto: 2),
            ])
        let pid: Int32
        do {
            pid = try configuration.spawn()
        } catch {
            return failure("\(executable) could not start (errno \(error.code))")
        }
        // The child's ends belong to it now.
        if inputPipe.read >= 0 {
            close(inputPipe.read)
            inputPipe.read = -1
        }
        if outputPipe.write >= 0 {
            close(outputPipe.write)
            outputPipe.write = -1
        }
        var outcome = Outcome(exitStatus: nil, output: [])
        let restoreSignals = suppressBrokenPipe(writingTo: inputPipe.write)
        defer { restoreSignals() }
        let finished = exchange(
            input: input ?? [], inputFD: &inputPipe.write, outputFD: &outputPipe.read, limit: outputLimit,
            outcome: &outcome, deadline: deadline, clock: clock)
        if finished, let ended = waitForExit(pid, deadline: deadline, clock: clock) {
            switch ended {
            case .exited(let status): outcome.exitStatus = status
            case .signaled(let signal): outcome.failure = "\(executable) was ended by signal \(signal)"
            }
            return outcome
        }
        kill(pid, SIGKILL)
        _ = try? ChildExit.reap(pid)
        outcome.failure = "\(executable) did not finish in time"
        return outcome
    }

    /// Keeps a write to a program that stopped reading from raising SIGPIPE; returns what undoes it.
    ///
    /// The signal would end this process unless it ignores it; the write fails with EPIPE instead.
    static func suppressBrokenPipe(writingTo fd: Int32) -> () -> Void {
        #if canImport(Darwin)
            if fd >= 0 { _ = fcntl(fd, F_SETNOSIGPIPE, 1) }
            return {}
        #else
            // Blocked on this thread, a SIGPIPE from its write stays pending and is taken here
            // before the mask is restored.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
            return {
                var pending = sigset_t()
                sigpending(&pending)
                if sigismember(&pending, SIGPIPE) == 1 {
                    var noWait = timespec()
                    _ = sigtimedwait(&pipeSignal, nil, &noWait)
                }
                pthread_sigmask(SIG_SETMASK, &previous, nil)
            }
        #endif
    }

    /// Writes `input` and reads the output until both are done; false when the deadline passed
    /// first.
    private static func exchange(
        input: [UInt8], inputFD: inout Int32, outputFD: inout Int32, limit: Int, outcome: inout Outcome,
        deadline: ContinuousClock.Instant, clock: ContinuousClock
    ) -> Bool {
        var written = 0
        if inputFD >= 0 { _ = fcntl(inputFD, F_SETFL, fcntl(inputFD, F_GETFL) | O_NONBLOCK) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while inputFD >= 0 || outputFD >= 0 {
            let left = deadline - clock.now
            guard left > .zero else { return false }
            var fds: [pollfd] = []
            if inputFD >= 0 { fds.append(pollfd(fd: inputFD, events: Int16(POLLOUT), revents: 0)) }
            if outputFD >= 0 { fds.append(pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), milliseconds(left))
            if ready < 0 {
                if errno == EINTR { continue }
                return false
            }
            for fd in fds where fd.revents != 0 {
                if fd.fd == inputFD {
                    let count = input.withUnsafeBytes { raw in
                        write(inputFD, raw.baseAddress! + written, min(raw.count - written, 65536))
                    }
                    if count > 0 { written += count }
                    if written >= input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                        // Done, or the program stopped reading: closing tells it the input ended.
                        close(inputFD)
                        inputFD = -1
                    }
                } else {
                    let count = buffer.withUnsafeMutableBytes { read(outputFD, $0.baseAddress, $0.count) }
                    if count > 0 {
                        let room = max(0, limit - outcome.output.count)
                        if count > room { outcome.outputOverflowed = true }
                        outcome.output += buffer[0..<min(count, room)]
                    } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                        close(outputFD)
                        outputFD = -1
                    }
                }
            }
        }
        return true
    }

    /// How the process ended once it does, or nil at the deadline.
    private static func waitForExit(_ pid: pid_t, deadline: ContinuousClock.Instant, clock: ContinuousClock)
        -> ChildExit?
    {
        while true {
            do {
                if let ended = try ChildExit.reapIfEnded(pid) { return ended }
            } catch {
                return nil
            }
            let left = deadline - clock.now
            guard left > .zero else { return nil }
            // No SIGCHLD handler to wake on: look again shortly.
            _ = poll(nil, 0, min(5, milliseconds(left)))
        }
    }

    /// `duration` rounded up to whole milliseconds, as `poll` takes a timeout.
    package static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        // A caller's "never" (`.seconds(.max)`) must clamp, not overflow.
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return seconds < 0 ? 0 : Int32.max }
        return Int32(
            clamping: whole.addingReportingOverflow((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
                .partialValue)
    }

    private static func failure(_ reason: String) -> Outcome {
        Outcome(exitStatus: nil, output: [], failure: reason)
    }
}
