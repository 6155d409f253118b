import Synchronization
import TerrariumSystem
public import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The input half of a ``TerminalSession``: waits for input, resizes and signals, and decodes them.
///
/// It is `Sendable`, so a thread of its own can wait for input while another renders through the
/// session, which keeps the output half:
///
/// ```swift
/// let input = session.input
/// Thread {
///     while let events = try? input.nextEvents() { queue.push(events) }
/// }.start()
/// ```
///
/// Its mutable state lives behind a mutex that is never held while it waits.
public final class TerminalInput: Sendable {
    private struct State {
        var decoder = InputDecoder()
        /// Events that arrived while the session waited for the capability answers.
        var pending: [TerminalEvent] = []
        /// When the decoder started holding back bytes, for the escape timeout.
        var pendingSince: ContinuousClock.Instant?
        /// When input last arrived, for the paste timeout.
        var lastInput: ContinuousClock.Instant?
        /// Whether answers to the capability query may still arrive (over a slow connection).
        var expectingReplies = false
        var escapeTimeout: Duration = .milliseconds(40)
        var pasteTimeout: Duration = .seconds(1)
        var suspendsOnControlZ = true
        /// Whether another program reads the terminal now, so no wait may read it.
        var isPaused = false
        /// How many waits sleep until the pause ends, for the resume to wake.
        var sleepers = 0

        /// How long a wait may last: until `deadline`, and no longer than a held-back escape or
        /// an open paste may wait.
        func wait(until deadline: ContinuousClock.Instant?, now: ContinuousClock.Instant) -> Duration? {
            var wait = deadline.map { max(.zero, $0 - now) }
            if let pendingSince {
                let left = max(.zero, escapeTimeout - (now - pendingSince))
                wait = min(wait ?? left, left)
            }
            if decoder.isInPaste || decoder.isReceivingClipboard, let lastInput {
                let left = max(.zero, pasteTimeout - (now - lastInput))
                wait = min(wait ?? left, left)
            }
            return wait
        }

        mutating func decode(_ bytes: ArraySlice<UInt8>, at now: ContinuousClock.Instant) -> [TerminalEvent] {
            let events = decoder.decode(bytes).map(TerminalEvent.input)
            lastInput = now
            pendingSince = decoder.hasPendingInput ? now : nil
            return events
        }

        /// Ends a held-back escape, an open paste or an open clipboard answer whose time is up.
        mutating func expire(at now: ContinuousClock.Instant) -> [TerminalEvent] {
            if let pendingSince, now - pendingSince >= escapeTimeout {
                self.pendingSince = nil
                return decoder.flush().map(TerminalEvent.input)
            }
            if decoder.isInPaste, let lastInput, now - lastInput >= pasteTimeout {
                return decoder.endPaste().map(TerminalEvent.input)
            }
            if decoder.isReceivingClipboard, let lastInput, now - lastInput >= pasteTimeout {
                return decoder.endClipboardReply().map(TerminalEvent.input)
            }
            return []
        }
    }

    /// What one pass of the wait loop came to.
    private enum Step {
        /// Reading is paused; nothing was read.
        case paused
        /// ``interruptWait()`` ended the wait; these are the signals that came with it.
        case interrupted([TerminalEvent])
        /// Input, signals or expired timeouts, possibly nothing.
        case events([TerminalEvent])
    }

    private let state = Mutex(State())
    /// Held for each pass of the wait loop, from the check for a pause to the end of the read, so
    /// that once ``pauseReading()`` holds it no wait reads the terminal until ``resumeReading()``.
    private let readLock = Mutex(())
    private let link: SessionLink
    private let descriptor: Int32
    private let plainReason: String?
    /// A pipe that ``interruptWait()`` writes to, so a thread waiting for input can be let go.
    private let wakePipe: (read: Int32, write: Int32)

    init(descriptor: Int32, plainReason: String?, link: SessionLink) {
        self.descriptor = descriptor
        self.plainReason = plainReason
        self.link = link
        wakePipe = (try? Descriptors.pipe()) ?? (-1, -1)
        for fd in [wakePipe.read, wakePipe.write] where fd >= 0 { Descriptors.setNonBlocking(fd) }
    }

    deinit {
        if wakePipe.read >= 0 { close(wakePipe.read) }
        if wakePipe.write >= 0 { close(wakePipe.write) }
    }

    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public var escapeTimeout: Duration {
        get { state.withLock { $0.escapeTimeout } }
        set { state.withLock { $0.escapeTimeout = newValue } }
    }

    /// How long a bracketed paste may go without bytes before it is ended as it stands, so a
    /// paste whose end marker never comes cannot swallow everything typed afterwards; a
    /// clipboard answer that goes as long without bytes is dropped.
    public var pasteTimeout: Duration {
        get { state.withLock { $0.pasteTimeout } }
        set { state.withLock { $0.pasteTimeout = newValue } }
    }

    /// Whether Ctrl+Z suspends the program, as it does in a shell.
    ///
    /// Turn it off to use Ctrl+Z as an ordinary key (an editor binding it to undo, say) and call
    /// ``TerminalSession/suspend()`` from a command instead.
    public var suspendsOnControlZ: Bool {
        get { state.withLock { $0.suspendsOnControlZ } }
        set { state.withLock { $0.suspendsOnControlZ = newValue } }
    }

    /// Makes a ``nextEvents(timeout:)`` waiting on another thread return now, with the events it
    /// has (possibly none); a call made while nothing waits makes the next wait return at once.
    public func interruptWait() {
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
    }

    /// Waits for input, a resize or a signal and returns what arrived, or nothing after `timeout`.
    ///
    /// Blocks in `poll` without using the CPU. With no timeout it waits as long as it takes. In
    /// plain mode there is no input to wait for, so it throws `TerminalError.notInteractive(reason:)`.
    public func nextEvents(timeout: Duration? = nil) throws -> [TerminalEvent] {
        if let plainReason { throw TerminalError.notInteractive(reason: plainReason) }
        let pending = state.withLock { state in
            defer { state.pending.removeAll() }
            return state.pending
        }
        if !pending.isEmpty { return pending }
        guard link.isRunning else { return [] }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            let now = clock.now
            let wait = state.withLock { $0.wait(until: deadline, now: now) }
            let step = try readLock.withLock { _ in try readOnce(waitingAtMost: wait, clock: clock) }
            switch step {
            case .paused:
                sleepWhilePaused(timeout: deadline.map { max(.zero, $0 - clock.now) })
                return state.withLock { state in
                    defer { state.pending.removeAll() }
                    return state.pending
                }
            case .interrupted(let events):
                return handleSessionKeys(handleLateReplies(events))
            case .events(let events):
                let events = handleSessionKeys(handleLateReplies(events))
                if !events.isEmpty { return events }
                if let deadline, clock.now >= deadline { return [] }
            }
        }
    }

    /// Stops reading the terminal, for another program that reads it, and returns once no wait
    /// can read it any more; a wait meanwhile sleeps until ``resumeReading()``.
    func pauseReading() {
        state.withLock { $0.isPaused = true }
        interruptWait()
        // A pass that started before the pause ends at the interruption, without reading; when
        // no wait was in progress, the interruption must not end the next one.
        readLock.withLock { _ in drainWakePipe() }
    }

    /// Reads the terminal again after ``pauseReading()``, waking a wait that sleeps.
    func resumeReading() {
        let sleeping = state.withLock { state in
            state.isPaused = false
            return state.sleepers > 0
        }
        if sleeping { interruptWait() }
    }

    /// Reads the signals that arrived while reading was paused and keeps what they mean for the
    /// next ``nextEvents(timeout:)``; returns the termination signals among them.
    func collectSignals() -> [Int32] {
        let events = drainSignals()
        state.withLock { $0.pending += events }
        return events.compactMap { event in
            if case .terminationRequested(let signal) = event { signal } else { nil }
        }
    }

    /// One wait for input, signals or an interruption, and what it read.
    private func readOnce(waitingAtMost wait: Duration?, clock: ContinuousClock) throws -> Step {
        guard !state.withLock({ $0.isPaused }) else { return .paused }
        let ready = try waitForReadiness(timeout: wait)
        if ready.interrupted { return .interrupted(drainSignals()) }
        var events: [TerminalEvent] = []
        if ready.signals { events += drainSignals() }
        if ready.input {
            events += try readInput()
        } else {
            let now = clock.now
            events += state.withLock { $0.expire(at: now) }
        }
        return .events(events)
    }

    /// Sleeps until ``resumeReading()``, an interruption or `timeout`, reading nothing: while
    /// paused, the signals are read by whoever paused.
    private func sleepWhilePaused(timeout: Duration?) {
        // Counted under the lock the resume takes, so that a resume either sees this sleeper
        // and wakes it, or came first and there is no sleep.
        let sleeps = state.withLock { state in
            guard state.isPaused else { return false }
            state.sleepers += 1
            return true
        }
        guard sleeps else { return }
        defer { state.withLock { $0.sleepers -= 1 } }
        var fds = [pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
        if poll(&fds, 1, Self.milliseconds(timeout)) > 0 { drainWakePipe() }
    }

    private func drainWakePipe() {
        var drain = [UInt8](repeating: 0, count: 64)
        while read(wakePipe.read, &drain, drain.count) > 0 {}
    }

    /// Waits at most `limit` for the answers to the capability query the session just wrote,
    /// and only until the device attributes answer, which every terminal sends; other input that
    /// arrives meanwhile is kept for ``nextEvents(timeout:)``.
    func awaitCapabilityReplies(within limit: Duration) {
        state.withLock { $0.expectingReplies = true }
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while state.withLock({ $0.expectingReplies }), clock.now < deadline {
            guard let ready = try? waitForReadiness(timeout: deadline - clock.now) else { break }
            var events: [TerminalEvent] = ready.signals ? drainSignals() : []
            if ready.input {
                guard let input = try? readInput() else { break }
                events += input
            }
            let rest = handleLateReplies(events)
            state.withLock { $0.pending += rest }
            // A terminal that hung up will not answer; stop waiting for it.
            if rest.contains(where: { if case .terminationRequested = $0 { true } else { false } }) { break }
        }
    }

    /// Suspends on Ctrl+Z when ``suspendsOnControlZ`` is on, keeping the key from the program.
    private func handleSessionKeys(_ events: [TerminalEvent]) -> [TerminalEvent] {
        guard suspendsOnControlZ else { return events }
        return events.filter { event in
            guard case .input(.key(let press)) = event, press.key == "z", press.modifiers == .control,
                press.phase == .down
            else { return true }
            link.suspend()
            return false
        }
    }

    /// Hands answers to the capability query that arrive after it gave up waiting to the output
    /// half, and removes them from the events.
    private func handleLateReplies(_ events: [TerminalEvent]) -> [TerminalEvent] {
        guard state.withLock({ $0.expectingReplies }) else { return events }
        return events.filter { event in
            switch event {
            case .input(.reply(.privateMode(mode: 2026, let value))):
                link.facts.withLock { $0.synchronizedOutput = (1...3).contains(value) }
                return false
            case .input(.reply(.privateMode(mode: KittyClipboard.supportMode, let value))):
                link.facts.withLock { $0.kittyClipboard = KittyClipboard.isSupported(modeValue: value) }
                return false
            case .input(.reply(.color(slot: 11, let red, let green, let blue))):
                link.facts.withLock { $0.backgroundColor = (red, green, blue) }
                return false
            case .input(.reply(.color(slot: 10, let red, let green, let blue))):
                link.facts.withLock { $0.foregroundColor = (red, green, blue) }
                return false
            case .input(.reply(.kittyGraphics(id: TerminalModes.graphicsQueryID, let message))):
                link.facts.withLock { $0.graphics.kitty = message == "OK" }
                return false
            case .input(.reply(.primaryDeviceAttributes(let attributes))):
                // Attribute 4 is sixel graphics; the first number is the device class.
                link.facts.withLock {
                    $0.graphics.sixel = attributes.dropFirst().contains(4)
                    $0.graphics.answered = true
                }
                state.withLock { $0.expectingReplies = false }
                return false
            default:
                return true
            }
        }
    }

    private func waitForReadiness(timeout: Duration?) throws -> (input: Bool, signals: Bool, interrupted: Bool) {
        var fds = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalBridge.pipeReadDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
        ]
        let result = poll(&fds, 3, Self.milliseconds(timeout))
        if result < 0 {
            if errno == EINTR { return (false, false, false) }
            throw TerminalError.systemCall("poll", errno)
        }
        let interrupted = fds[2].revents & Int16(POLLIN) != 0
        if interrupted { drainWakePipe() }
        let inputReady = fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0
        return (inputReady, fds[1].revents & Int16(POLLIN) != 0, interrupted)
    }

    /// `timeout` in whole milliseconds for `poll`, rounded up; -1 (no limit) for nil.
    private static func milliseconds(_ timeout: Duration?) -> Int32 {
        timeout.map(ChildProcess.milliseconds) ?? -1
    }

    private func readInput() throws -> [TerminalEvent] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return [] }
            if errno == EIO { return terminalClosed() }
            throw TerminalError.systemCall("read", errno)
        }
        if count == 0 { return terminalClosed() }
        let now = ContinuousClock.now
        let bytes = buffer[0..<count]
        return state.withLock { $0.decode(bytes, at: now) }
    }

    private func terminalClosed() -> [TerminalEvent] {
        link.restoreTerminal()
        return [.terminationRequested(signal: SIGHUP)]
    }

    private func drainSignals() -> [TerminalEvent] {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(SignalBridge.pipeReadDescriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var events: [TerminalEvent] = []
        for signo in Set(bytes[0..<count].map(Int32.init)).sorted() {
            switch signo {
            case SIGWINCH: events.append(.resize(link.refreshSize()))
            case SIGCONT:
                _ = link.refreshSize()
                events.append(.resumed)
            default: events.append(.terminationRequested(signal: signo))
            }
        }
        return events
    }
}
