import Synchronization
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two threads that serve a ``ProcessConnection``: one moves bytes between the program and
/// the app, the other waits for the program to end.
extension ProcessConnection {
    /// The most bytes delivered after the program ended: far more than a terminal or a socket
    /// holds, so only a process left behind writing without pause is cut short by it.
    private static let drainLimit = 1 << 20
    /// The most bytes of standard error read per ``errorWindow``: a program writing more waits
    /// until the next, so a flood of diagnostics costs this process little, and the program
    /// (blocked on a full pipe) is slowed instead.
    static let errorReadLimit = 64 << 10
    /// The time over which ``errorReadLimit`` counts.
    static let errorWindow = Duration.milliseconds(250)

    /// What the I/O thread reads of the shared state at the top of each turn.
    private struct Turn {
        var primary: Int32
        var errorOutput: Int32
        var wakeRead: Int32
        var writes: Bool
        var reaped: Termination?
        var killDeadline: ContinuousClock.Instant?
    }

    /// Starts the reaping thread, then the I/O thread, named `threadName` and the process id;
    /// when either cannot start, kills and reaps the program, closes its descriptors and throws.
    func startThreads(name: String, threadName: String) throws(PseudoTerminalError) {
        let waiting = DetachedThread.start(named: "\(threadName)wait \(processID)") { [self] in waitForExit() }
        guard waiting == 0 else {
            abandon(reaping: true)
            throw Self.couldNotStart(name, "no thread to wait for it", waiting)
        }
        let serving = DetachedThread.start(named: "\(threadName)io \(processID)") { [self] in serve() }
        guard serving == 0 else {
            abandon(reaping: false)
            throw Self.couldNotStart(name, "no thread for its input and output", serving)
        }
    }

    /// The I/O thread: reads output and standard error, writes queued input, closes or shuts
    /// down the main descriptor when asked, kills the program at the deadline, and once it is
    /// reaped delivers the rest and reports the end.
    ///
    /// It waits without a timeout unless a kill is due or a terminal hung up, so an idle program
    /// costs no CPU.
    private func serve() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        let clock = ContinuousClock()
        // A terminal: set when every process closed its device end. `poll` would then report the
        // hang-up at once, over and over, so the controller end is left out for a while.
        var hungUp = false
        // A socket: set at the end of the program's output, which is final; the socket is still
        // watched while input waits, whose write then fails if the program is gone.
        var outputEnded = false
        // Standard error read in the current window, which started at `errorWindowStart`.
        var errorWindowStart = clock.now
        var errorWindowBytes = 0
        while true {
            let turn = beginTurn(now: clock.now)
            if let ended = turn.reaped {
                if turn.primary >= 0 { drain(turn.primary, into: buffer, deliver: output) }
                if turn.errorOutput >= 0 {
                    drain(turn.errorOutput, into: buffer) { bytes in state.withLock { $0.keepErrorOutput(bytes) } }
                }
                finish(ended)
                return
            }
            var fds = [pollfd(fd: turn.wakeRead, events: Int16(POLLIN), revents: 0)]
            let reads = !hungUp && !outputEnded
            let watched = turn.primary >= 0 && !hungUp && (reads || turn.writes)
            if watched {
                let events = (reads ? POLLIN : 0) | (turn.writes ? POLLOUT : 0)
                fds.append(pollfd(fd: turn.primary, events: Int16(events), revents: 0))
            }
            let now = clock.now
            if now - errorWindowStart >= Self.errorWindow {
                errorWindowStart = now
                errorWindowBytes = 0
            }
            let errorPaused = errorWindowBytes >= Self.errorReadLimit
            let watchesErrors = turn.errorOutput >= 0 && !errorPaused
            if watchesErrors {
                fds.append(pollfd(fd: turn.errorOutput, events: Int16(POLLIN), revents: 0))
            }
            var timeout: Int32 = -1
            if let deadline = turn.killDeadline {
                timeout = ChildProcess.milliseconds(max(.zero, deadline - now))
            }
            if errorPaused && turn.errorOutput >= 0 {
                let resume = ChildProcess.milliseconds(max(.milliseconds(1), errorWindowStart + Self.errorWindow - now))
                timeout = timeout < 0 ? resume : min(timeout, resume)
            }
            if hungUp && turn.primary >= 0 {
                // A process of the session may open the terminal again (through /dev/tty).
                timeout = timeout < 0 ? 100 : min(timeout, 100)
            }
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 {
                if errno != EINTR { _ = poll(nil, 0, 10) }
                continue
            }
            if ready == 0 {
                hungUp = false
                continue
            }
            if fds[0].revents != 0 { drainWakeUps(turn.wakeRead) }
            if watchesErrors, let errorEvents = fds.last?.revents, errorEvents != 0 {
                errorWindowBytes += readErrorOutput(turn.errorOutput, into: buffer)
            }
            guard watched else { continue }
            let events = Int32(fds[1].revents)
            if reads && events & (POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0 {
                let count = read(turn.primary, buffer.baseAddress, buffer.count)
                if count > 0 {
                    output(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                } else if count == 0 || (errno != EINTR && (errno != EAGAIN || events & POLLHUP != 0)) {
                    // A terminal: EIO on Linux, end of file on macOS, as nobody has the device end
                    // open. A socket: every process closed the program's end.
                    if kind == .terminal { hungUp = true } else { outputEnded = true }
                }
            }
            if events & (POLLOUT | POLLHUP | POLLERR) != 0 && turn.writes && !hungUp {
                writeInput(to: turn.primary)
            }
        }
    }

    /// Closes the terminal if ``terminate(grace:)`` asked, ends the program's input once the
    /// queued input is written if ``closeInput()`` asked, sends SIGKILL at the deadline, and
    /// returns what the turn needs.
    private func beginTurn(now: ContinuousClock.Instant) -> Turn {
        state.withLock { state in
            if state.ending, kind == .terminal, state.primary >= 0 {
                close(state.primary)
                state.primary = -1
            }
            if state.inputClosed, !state.inputShutDown, !state.hasInput, state.primary >= 0 {
                shutdown(state.primary, Int32(SHUT_WR))
                state.inputShutDown = true
            }
            if let deadline = state.killDeadline, now >= deadline {
                if !state.exited { kill(-processID, SIGKILL) }
                state.killDeadline = nil
            }
            return Turn(
                primary: state.primary, errorOutput: state.errorOutput, wakeRead: state.wakeRead,
                writes: state.hasInput, reaped: state.reaped, killDeadline: state.killDeadline)
        }
    }

    /// Delivers what `fd` holds now: until it has nothing more (EAGAIN), nobody has the other end
    /// open (EIO, end of file), or ``drainLimit``, so processes left behind that keep the other
    /// end open cannot hold back the report of the program's end.
    private func drain(
        _ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, deliver: (UnsafeRawBufferPointer) -> Void
    ) {
        var delivered = 0
        while delivered < Self.drainLimit {
            // Linux pushes the bytes still on their way to a terminal's controller end before a
            // non-blocking read says there are none.
            let count = read(fd, buffer.baseAddress, buffer.count)
            if count > 0 {
                deliver(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                delivered += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Keeps what the program wrote to its standard error, and returns how many bytes it read.
    ///
    /// Closes it at its end.
    private func readErrorOutput(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = read(fd, buffer.baseAddress, min(buffer.count, Self.errorReadLimit))
        let code = errno
        state.withLock { state in
            if count > 0 {
                state.keepErrorOutput(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            } else if count == 0 || (code != EAGAIN && code != EINTR) {
                close(fd)
                state.errorOutput = -1
            }
        }
        return max(count, 0)
    }

    /// Writes what the program takes of the queued input.
    private func writeInput(to fd: Int32) {
        let chunk = state.withLock { state in
            Array(state.input[state.inputStart..<min(state.input.count, state.inputStart + Self.chunkSize)])
        }
        guard !chunk.isEmpty else { return }
        let count = chunk.withUnsafeBytes { bytes in
            kind == .terminal
                ? writeDescriptor(fd, bytes.baseAddress, bytes.count)
                : sendWithoutSignal(fd, bytes.baseAddress, bytes.count)
        }
        let code = errno
        state.withLock { state in
            if count > 0 {
                state.consumeInput(count)
            } else if code != EAGAIN && code != EINTR {
                // The program takes nothing more; a socket's reader is gone for good.
                state.discardInput()
                if kind == .stream { state.inputClosed = true }
            }
        }
    }

    /// Closes every descriptor, then reports the end; no output follows it.
    private func finish(_ ended: Termination) {
        let errorTail = state.withLock { state in
            closeDescriptors(&state)
            state.killDeadline = nil
            state.termination = ended
            return state.errorTail
        }
        reportTermination(ended, errorTail)
        SignalBridge.unregister(self)
    }

    /// The reaping thread: waits for the program to end, stops all signals to its group, reaps
    /// it and wakes the I/O thread.
    private func waitForExit() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(processID), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        // Until it is reaped below, the program is a zombie that keeps its process id, so its
        // group cannot have been reused by anything else: the last moment a signal to it is safe.
        state.withLock { state in
            // A program on a socket ends with everything it started in its group, however it
            // ended: a child it forked must not outlive it. A terminal's session is hung up by
            // the kernel instead.
            if kind == .stream { kill(-processID, SIGKILL) }
            state.exited = true
            state.killDeadline = nil
        }
        if let groupSlot { SignalBridge.forgetProcessGroup(inSlot: groupSlot) }
        let ended: Termination
        switch try? ChildExit.reap(processID) {
        case .exited(let status): ended = .exited(status)
        case .signaled(let signal): ended = .signaled(signal)
        case nil: ended = .exited(-1)
        }
        state.withLock { state in
            state.reaped = ended
            state.wake()
        }
    }

    /// Undoes a start whose threads could not all start: kills the program, closes its
    /// descriptors, and reaps it unless the reaping thread runs.
    private func abandon(reaping: Bool) {
        state.withLock { state in
            if !state.exited { kill(-processID, SIGKILL) }
            closeDescriptors(&state)
            state.ending = true
        }
        SignalBridge.unregister(self)
        guard reaping else { return }
        if let groupSlot { SignalBridge.forgetProcessGroup(inSlot: groupSlot) }
        _ = try? ChildExit.reap(processID)
    }

    /// Closes every descriptor still open and drops the queued input.
    private func closeDescriptors(_ state: inout State) {
        for fd in [state.primary, state.errorOutput, state.wakeRead, state.wakeWrite] where fd >= 0 { close(fd) }
        state.primary = -1
        state.errorOutput = -1
        state.wakeRead = -1
        state.wakeWrite = -1
        state.discardInput()
    }
}

/// Reads every pending wake-up byte, which only say "look again".
private func drainWakeUps(_ fd: Int32) {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(fd, &bytes, bytes.count) > 0 {}
}

/// `write(2)`, which the process classes hide behind their own `write`.
func writeDescriptor(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// `send(2)` on a socket whose reader may be gone: the write fails with EPIPE instead of raising
/// SIGPIPE, which would end this process unless it ignores the signal.
private func sendWithoutSignal(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(fd, buffer, count, Int32(MSG_NOSIGNAL))
    #else
        // Darwin has no MSG_NOSIGNAL; the socket was made with SO_NOSIGPIPE instead.
        send(fd, buffer, count, 0)
    #endif
}
