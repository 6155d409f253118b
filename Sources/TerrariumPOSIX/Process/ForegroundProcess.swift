import TerrariumSystem

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
        var inputPipe: (read: Int32, write: Int32)
        do {
            inputPipe = try Descriptors.pipe()
        } catch {
            return .notRun(reason: "no pipe for its input (errno \(error.code))")
        }
        defer {
            if inputPipe.write >= 0 { close(inputPipe.write) }
        }
        let configuration = SpawnConfiguration(
            executable: executable, arguments: arguments, environment: environment,
            descriptors: [
                .duplicate(inputPipe.read, onto: 0), .duplicate(terminal, onto: 1), .duplicate(terminal, onto: 2),
            ], group: .inherited)
        let pid: Int32
        do {
            defer { close(inputPipe.read) }
            pid = try configuration.spawn()
        } catch {
            return .notRun(reason: "\(executable) could not start: \(error.reason)")
        }
        let restoreSignals = ChildProcess.suppressBrokenPipe(writingTo: inputPipe.write)
        defer { restoreSignals() }
        Descriptors.setNonBlocking(inputPipe.write)
        var written = 0
        if input.isEmpty {
            close(inputPipe.write)
            inputPipe.write = -1
        }
        let clock = ContinuousClock()
        var killAt: ContinuousClock.Instant?
        while true {
            do {
                switch try ChildExit.reapIfEnded(pid) {
                case .exited(let status): return .exited(status: status)
                case .signaled(let signal): return .signaled(signal)
                case nil: break
                }
            } catch {
                return .notRun(reason: "\(executable) could not be waited for (errno \(error.code))")
            }
            var fds: [pollfd] = []
            if inputPipe.write >= 0 { fds.append(pollfd(fd: inputPipe.write, events: Int16(POLLOUT), revents: 0)) }
            if signals >= 0 { fds.append(pollfd(fd: signals, events: Int16(POLLIN), revents: 0)) }
            // No SIGCHLD handler to wake on: the end is looked for at this pace, quick enough
            // for a person quitting a pager, slow enough to cost nothing while they read.
            if poll(&fds, nfds_t(fds.count), 50) < 0, errno != EINTR { _ = poll(nil, 0, 50) }
            for fd in fds where fd.revents != 0 {
                if fd.fd == inputPipe.write {
                    let count = input.withUnsafeBytes { raw in
                        write(inputPipe.write, raw.baseAddress! + written, min(raw.count - written, 65536))
                    }
                    if count > 0 { written += count }
                    if written >= input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                        // Done, or the program stopped reading: closing tells it the input ended.
                        close(inputPipe.write)
                        inputPipe.write = -1
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
