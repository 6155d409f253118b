#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program attached to a terminal until it ends, however long that takes: its standard
/// output and error are the terminal, its standard input a pipe carrying the given bytes, as a
/// pager's is in `git log | less`; it reads keys from the terminal itself (`/dev/tty`).
///
/// The program stays in this process's group, as `system(3)` runs one, so that it is part of the
/// same job as the app: see ``TerminalHandover`` for why. Blocks the calling thread.
package enum ForegroundProcess {
    /// How long a program asked to end by a termination signal may take before it is killed.
    package static let terminationGrace: Duration = .seconds(2)

    /// Runs `executable` (a full path) with `arguments` on `terminal` and returns how it ended.
    ///
    /// - Parameters:
    ///   - input: Written to its standard input, which is then closed; a program that quits
    ///     before reading it all just does not get the rest.
    ///   - terminal: Its standard output and error.
    ///   - environment: Its environment; nil passes this process's on.
    ///   - signals: A descriptor that becomes readable when a signal reaches this process (-1
    ///     for none); `readSignals` then reads it and returns the termination signals, which are
    ///     passed on to the program (it may not share them: `kill` can name this process alone),
    ///     and a program still running `grace` after is killed.
    package static func run(
        _ executable: String, arguments: [String] = [], input: [UInt8], terminal: Int32,
        environment: [String: String]? = nil, signals: Int32 = -1, readSignals: () -> [Int32] = { [] },
        grace: Duration = terminationGrace
    ) -> ForegroundOutcome {
        var inputPipe: [Int32] = [-1, -1]
        defer {
            for fd in inputPipe where fd >= 0 { close(fd) }
        }
        guard ChildProcess.makePipe(&inputPipe) else {
            return .notRun(reason: "no pipe for its input (errno \(errno))")
        }
        let spawned = ChildProcess.spawn(
            executable, arguments: arguments, input: inputPipe[0], output: terminal, errorOutput: terminal,
            sharesGroup: true, environment: environment)
        close(inputPipe[0])
        inputPipe[0] = -1
        guard case .success(let pid) = spawned else {
            if case .failure(let code) = spawned {
                return .notRun(reason: "\(executable) could not start: \(String(cString: strerror(code)))")
            }
            return .notRun(reason: "\(executable) could not start")
        }
        let restoreSignals = ChildProcess.suppressBrokenPipe(writingTo: inputPipe[1])
        defer { restoreSignals() }
        _ = fcntl(inputPipe[1], F_SETFL, fcntl(inputPipe[1], F_GETFL) | O_NONBLOCK)
        var written = 0
        if input.isEmpty {
            close(inputPipe[1])
            inputPipe[1] = -1
        }
        let clock = ContinuousClock()
        var killAt: ContinuousClock.Instant?
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                return status & 0x7F == 0 ? .exited(status: (status >> 8) & 0xFF) : .signaled(status & 0x7F)
            }
            if result < 0 && errno != EINTR {
                return .notRun(reason: "\(executable) could not be waited for (errno \(errno))")
            }
            var fds: [pollfd] = []
            if inputPipe[1] >= 0 { fds.append(pollfd(fd: inputPipe[1], events: Int16(POLLOUT), revents: 0)) }
            if signals >= 0 { fds.append(pollfd(fd: signals, events: Int16(POLLIN), revents: 0)) }
            // No SIGCHLD handler to wake on: the end is looked for at this pace, quick enough
            // for a person quitting a pager, slow enough to cost nothing while they read.
            if poll(&fds, nfds_t(fds.count), 50) < 0, errno != EINTR { _ = poll(nil, 0, 50) }
            for fd in fds where fd.revents != 0 {
                if fd.fd == inputPipe[1] {
                    let count = input.withUnsafeBytes { raw in
                        write(inputPipe[1], raw.baseAddress! + written, min(raw.count - written, 65536))
                    }
                    if count > 0 { written += count }
                    if written >= input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                        // Done, or the program stopped reading: closing tells it the input ended.
                        close(inputPipe[1])
                        inputPipe[1] = -1
                    }
                } else if fd.fd == signals {
                    for signal in readSignals() {
                        kill(pid, signal)
                        killAt = killAt ?? clock.now + grace
                    }
                }
            }
            if let deadline = killAt, clock.now >= deadline {
                kill(pid, SIGKILL)
                killAt = nil
            }
        }
    }
}
