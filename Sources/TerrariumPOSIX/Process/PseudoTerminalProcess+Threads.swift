import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two threads that serve a ``PseudoTerminalProcess``: one moves bytes between the terminal
/// and the app, the other waits for the program to end.
extension PseudoTerminalProcess {
    /// The most bytes delivered after the program ended: far more than a terminal holds, so only
    /// a process left behind writing without pause is cut short by it.
    private static let drainLimit = 1 << 20

    /// What the I/O thread reads of the shared state at the top of each turn.
    private struct Turn {
        var controller: Int32
        var wakeRead: Int32
        var writes: Bool
        var reaped: Termination?
        var killDeadline: ContinuousClock.Instant?
    }

    /// Starts the reaping thread, then the I/O thread; when either cannot start, kills and reaps
    /// the program, closes its descriptors and throws.
    func startThreads(name: String) throws(PseudoTerminalError) {
        let waiting = DetachedThread.start(named: "ptywait \(processID)") { [self] in waitForExit() }
        guard waiting == 0 else {
            abandon(reaping: true)
            throw Self.couldNotStart(name, "no thread to wait for it", waiting)
        }
        let serving = DetachedThread.start(named: "ptyio \(processID)") { [self] in serve() }
        guard serving == 0 else {
            abandon(reaping: false)
            throw Self.couldNotStart(name, "no thread for its input and output", serving)
        }
    }

    /// The I/O thread: reads output, writes queued input, closes the terminal when asked, kills
    /// the program at the deadline, and once it is reaped delivers the rest and reports the end.
    private func serve() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        let clock = ContinuousClock()
        // Set when every process closed the terminal's device end: `poll` would then report the
        // hang-up at once, over and over, so the controller end is left out for a while.
        var hungUp = false
        while true {
            let turn = beginTurn(now: clock.now)
            if let ended = turn.reaped {
                if turn.controller >= 0 { drain(turn.controller, into: buffer) }
                finish(ended)
                return
            }
            var fds = [pollfd(fd: turn.wakeRead, events: Int16(POLLIN), revents: 0)]
            let watched = turn.controller >= 0 && !hungUp
            if watched {
                let events = POLLIN | (turn.writes ? POLLOUT : 0)
                fds.append(pollfd(fd: turn.controller, events: Int16(events), revents: 0))
            }
            var timeout: Int32 = -1
            if let deadline = turn.killDeadline {
                timeout = ChildProcess.milliseconds(max(.zero, deadline - clock.now))
            }
            if hungUp && turn.controller >= 0 {
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
            guard watched else { continue }
            let events = Int32(fds[1].revents)
            if events & (POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0 {
                let count = read(turn.controller, buffer.baseAddress, buffer.count)
                if count > 0 {
                    output(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                } else if count == 0 || (errno != EINTR && (errno != EAGAIN || events & POLLHUP != 0)) {
                    // EIO on Linux, end of file on macOS: nobody has the device end open.
                    hungUp = true
                }
            }
            if events & POLLOUT != 0 && !hungUp { writeInput(to: turn.controller) }
        }
    }

    /// Closes the terminal if ``terminate(grace:)`` asked, sends SIGKILL at the deadline, and
    /// returns what the turn needs.
    private func beginTurn(now: ContinuousClock.Instant) -> Turn {
        state.withLock { state in
            if state.ending, state.controller >= 0 {
                close(state.controller)
                state.controller = -1
            }
            if let deadline = state.killDeadline, now >= deadline {
                if !state.exited { kill(-processID, SIGKILL) }
                state.killDeadline = nil
            }
            return Turn(
                controller: state.controller, wakeRead: state.wakeRead, writes: state.hasInput,
                reaped: state.reaped, killDeadline: state.killDeadline)
        }
    }

    /// Delivers what the terminal holds now: until it has nothing more (EAGAIN), nobody has its
    /// device end open (EIO, end of file), or ``drainLimit``, so processes left behind that
    /// keep the device end open cannot hold back the report of the program's end.
    private func drain(_ controller: Int32, into buffer: UnsafeMutableRawBufferPointer) {
        var delivered = 0
        while delivered < Self.drainLimit {
            // Linux pushes the bytes still on their way to the controller end before a
            // non-blocking read says there are none.
            let count = read(controller, buffer.baseAddress, buffer.count)
            if count > 0 {
                output(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                delivered += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Writes what the terminal takes of the queued input.
    private func writeInput(to controller: Int32) {
        let chunk = state.withLock { state in
            Array(state.input[state.inputStart..<min(state.input.count, state.inputStart + Self.chunkSize)])
        }
        guard !chunk.isEmpty else { return }
        let count = chunk.withUnsafeBytes { writeDescriptor(controller, $0.baseAddress, $0.count) }
        let code = errno
        state.withLock { state in
            if count > 0 {
                state.consumeInput(count)
            } else if code != EAGAIN && code != EINTR {
                // The terminal takes nothing more.
                state.input = []
                state.inputStart = 0
            }
        }
    }

    /// Closes every descriptor, then reports the end; no output follows it.
    private func finish(_ ended: Termination) {
        state.withLock { state in
            if state.controller >= 0 { close(state.controller) }
            close(state.wakeRead)
            close(state.wakeWrite)
            state.controller = -1
            state.wakeRead = -1
            state.wakeWrite = -1
            state.input = []
            state.inputStart = 0
            state.killDeadline = nil
            state.termination = ended
        }
        reportTermination(ended)
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
            state.exited = true
            state.killDeadline = nil
        }
        if let groupSlot { SignalBridge.forgetProcessGroup(inSlot: groupSlot) }
        var status: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(processID, &status, 0)
        } while result < 0 && errno == EINTR
        let ended: Termination =
            result != processID
            ? .exited(-1) : status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
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
            close(state.controller)
            close(state.wakeRead)
            close(state.wakeWrite)
            state.controller = -1
            state.wakeRead = -1
            state.wakeWrite = -1
            state.ending = true
        }
        SignalBridge.unregister(self)
        guard reaping else { return }
        if let groupSlot { SignalBridge.forgetProcessGroup(inSlot: groupSlot) }
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
    }
}

/// Reads every pending wake-up byte, which only say "look again".
private func drainWakeUps(_ fd: Int32) {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(fd, &bytes, bytes.count) > 0 {}
}

/// `write(2)`, which ``PseudoTerminalProcess/write(_:)`` hides inside the class.
func writeDescriptor(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
