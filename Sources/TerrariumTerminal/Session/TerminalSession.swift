import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The edge of Terrarium that touches the terminal: raw mode, screen, input, size and signals.
///
/// Everything else in the terminal layer is pure and tested headless.
///
/// Starting a session puts the terminal into raw mode on the alternate screen with the cursor
/// hidden and mouse, paste and focus reporting on; stopping it — on normal exit, a thrown error,
/// SIGINT, SIGTERM, SIGHUP, a crash or `exit()` — restores exactly what was there. Ctrl+Z (or
/// SIGTSTP) restores the terminal before the process stops and re-enters it on resume.
///
/// When standard output is not a terminal, or `TERM=dumb`, the session runs in
/// ``Mode/plain``: it emits no escape sequence at all and writes the final frame as plain text
/// when it stops.
///
/// ```swift
/// try TerminalSession.run { session in
///     let frame = CellBuffer(size: session.size)
///     while true {
///         GraphicsContext(frame).draw("Press q to quit", at: .zero)
///         session.render(frame)
///         for event in try session.nextEvents() {
///             if case .input(.key(KeyPress(key: .character("q")))) = event { return }
///         }
///     }
/// }
/// ```
public final class TerminalSession {
    /// Whether the session drives a real terminal or only produces plain text.
    public enum Mode: Hashable, Sendable {
        /// Raw mode, escape sequences, input events.
        case interactive
        /// No escape sequences; the reason says why (not a TTY, `TERM=dumb`).
        case plain(reason: String)
    }

    /// Interactive, or plain with the reason.
    public let mode: Mode
    /// The terminal's size in cells, updated on resize.
    public var size: Size {
        lock.lock()
        defer { lock.unlock() }
        return storedSize
    }
    /// The renderer that turns frames into bytes; its capabilities come from the environment and
    /// the terminal's answers.
    public var renderer: TerminalRenderer {
        lock.lock()
        defer { lock.unlock() }
        return storedRenderer
    }

    /// Guards the renderer and size: one thread may wait for events while another renders.
    private let lock = NSLock()
    private var storedSize: Size
    private var storedRenderer: TerminalRenderer

    /// Runs `body` with the renderer, holding the lock.
    private func withRenderer<Result>(_ body: (inout TerminalRenderer) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&storedRenderer)
    }
    /// The terminal's background colour when it answered the query (for choosing a colour scheme).
    public private(set) var backgroundColor: (red: UInt8, green: UInt8, blue: UInt8)?
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public var escapeTimeout: Duration = .milliseconds(40)
    /// How long a bracketed paste may go without bytes before it is ended as it stands, so a
    /// paste whose end marker never comes cannot swallow everything typed afterwards.
    public var pasteTimeout: Duration = .seconds(1)
    /// Whether Ctrl+Z suspends the program, as it does in a shell.
    ///
    /// Turn it off to use Ctrl+Z as an ordinary key (an editor binding it to undo, say) and call
    /// ``suspend()`` from a command instead.
    public var suspendsOnControlZ = true

    private let input: Int32
    private let output: Int32
    private let environment: [String: String]
    private var decoder = InputDecoder()
    private var pending: [TerminalEvent] = []
    /// The text of the last frame, kept for plain mode, which prints it when the session stops.
    private var lastFrameLines: [String]?
    /// When the decoder started holding back bytes, for the escape timeout.
    private var pendingSince: ContinuousClock.Instant?
    /// When input last arrived, for the paste timeout.
    private var lastInput: ContinuousClock.Instant?
    /// Whether answers to the capability query may still arrive (over a slow connection).
    private var expectingReplies = false
    private var started = false
    private var original = termios()
    /// A pipe that ``interruptWait()`` writes to, so a thread waiting for input can be let go.
    private let wakePipe: (read: Int32, write: Int32)

    /// Creates a session on the given descriptors; nothing is changed until ``start()``.
    public init(input: Int32 = 0, output: Int32 = 1, environment: [String: String]) {
        self.input = input
        self.output = output
        self.environment = environment
        let term = environment["TERM"] ?? ""
        if isatty(output) == 0 {
            mode = .plain(reason: "standard output is not a terminal")
        } else if term == "dumb" {
            mode = .plain(reason: "TERM is dumb")
        } else if isatty(input) == 0 {
            mode = .plain(reason: "standard input is not a terminal")
        } else {
            mode = .interactive
        }
        var capabilities = TerminalCapabilities.detect(environment: environment)
        if mode != .interactive { capabilities.colorDepth = .monochrome }
        storedRenderer = TerminalRenderer(capabilities: capabilities)
        storedSize = TerminalSession.querySize(output: output, environment: environment)
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        }
        wakePipe = (fds[0], fds[1])
    }

    deinit {
        if wakePipe.read >= 0 { close(wakePipe.read) }
        if wakePipe.write >= 0 { close(wakePipe.write) }
    }

    /// Makes a ``nextEvents(timeout:)`` waiting on another thread return now, with the events it
    /// has (possibly none); a call made while nothing waits makes the next wait return at once.
    public func interruptWait() {
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
    }

    /// Whether the session drives a real terminal.
    public var isInteractive: Bool { mode == .interactive }

    /// Runs `body` in a started session and stops it afterwards, also when `body` throws.
    public static func run<Result>(
        input: Int32 = 0,
        output: Int32 = 1,
        environment: [String: String],
        _ body: (TerminalSession) throws -> Result
    ) throws -> Result {
        let session = TerminalSession(input: input, output: output, environment: environment)
        try session.start()
        defer { session.stop() }
        return try body(session)
    }

    /// Enters raw mode and the alternate screen and installs the signal handlers.
    ///
    /// In plain mode this does nothing.
    public func start() throws {
        guard !started else { return }
        guard isInteractive else {
            started = true
            return
        }
        guard tcgetattr(input, &original) == 0 else { throw TerminalError.systemCall("tcgetattr", errno) }
        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        // Handlers first, so that a signal at any later point finds the means to restore.
        try SignalBridge.install(input: input, output: output, original: original, raw: raw)
        guard SignalBridge.enterTerminal() else {
            let error = errno
            SignalBridge.uninstall()
            throw TerminalError.systemCall("tcsetattr", error)
        }
        started = true
        queryCapabilities()
    }

    /// Ends the process the way `signal` ends it by default, so that a parent sees the
    /// conventional status (128 + the signal's number: 143 for SIGTERM); call it after ``stop()``
    /// once the program's own cleanup is done.
    public static func terminate(dueTo signal: Int32) -> Never {
        SignalBridge.raiseWithDefaultAction(signal)
        exit(128 + signal)
    }

    /// Restores the terminal exactly as it was; in plain mode, prints the last frame as text.
    ///
    /// Safe to call more than once, and after a signal already restored the terminal.
    public func stop() {
        guard started else { return }
        started = false
        if isInteractive {
            SignalBridge.restoreTerminal()
            SignalBridge.uninstall()
        } else if let lastFrameLines {
            let text = lastFrameLines.map { line in
                String(line.reversed().drop { $0 == " " }.reversed())
            }
            var lines = text
            while lines.last?.isEmpty == true { lines.removeLast() }
            writeAll(Array((lines.joined(separator: "\n") + "\n").utf8))
        }
    }

    /// Brings the terminal to `frame` with one write of the fewest bytes; plain mode only keeps it.
    @discardableResult
    public func render(_ frame: CellBuffer) -> FrameStatistics {
        guard isInteractive else {
            lastFrameLines = frame.lines
            return FrameStatistics()
        }
        guard started, SignalBridge.isInTerminal else { return FrameStatistics() }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        // The lock spans diff and write, so frames reach the terminal in the order they were made.
        lock.lock()
        defer { lock.unlock() }
        let statistics = storedRenderer.render(frame, into: &bytes)
        SignalBridge.withFrameWrite { writeAll(bytes) }
        return statistics
    }

    /// Suspends the process as Ctrl+Z does in a shell: the terminal is restored, the process
    /// stops, and when it continues the terminal is re-entered and a ``TerminalEvent/resumed``
    /// event follows.
    ///
    /// The whole process group stops, as it would for a Ctrl+Z the terminal itself turned into
    /// SIGTSTP, so a pipeline or wrapper script around the program is suspended with it.
    public func suspend() {
        guard isInteractive else { return }
        // Restore first: once the group stops, the shell takes the terminal back, and a restore
        // attempted after that would come from a background process. The lock keeps the restore
        // from landing in the middle of a frame another thread is writing.
        lock.lock()
        SignalBridge.restoreTerminal()
        lock.unlock()
        kill(0, SIGTSTP)
    }

    /// Waits for input, a resize or a signal and returns what arrived, or nothing after `timeout`.
    ///
    /// Blocks in `poll` without using the CPU. With no timeout it waits as long as it takes. In
    /// plain mode there is no input to wait for, so it throws ``TerminalError/notInteractive(reason:)``.
    public func nextEvents(timeout: Duration? = nil) throws -> [TerminalEvent] {
        if case .plain(let reason) = mode { throw TerminalError.notInteractive(reason: reason) }
        if !pending.isEmpty {
            defer { pending.removeAll() }
            return pending
        }
        guard started else { return [] }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            var wait = deadline.map { max(.zero, $0 - clock.now) }
            if let since = pendingSince {
                let left = max(.zero, escapeTimeout - (clock.now - since))
                wait = min(wait ?? left, left)
            }
            if decoder.isInPaste, let lastInput {
                let left = max(.zero, pasteTimeout - (clock.now - lastInput))
                wait = min(wait ?? left, left)
            }
            let ready = try waitForReadiness(timeout: wait)
            if ready.interrupted { return handleSessionKeys(handleLateReplies(drainSignals())) }
            var events: [TerminalEvent] = []
            if ready.signals { events += drainSignals() }
            if ready.input {
                events += try readInput()
                lastInput = clock.now
                pendingSince = decoder.hasPendingInput ? clock.now : nil
            } else if let since = pendingSince, clock.now - since >= escapeTimeout {
                events += decoder.flush().map(TerminalEvent.input)
                pendingSince = nil
            } else if decoder.isInPaste, let lastInput, clock.now - lastInput >= pasteTimeout {
                events += decoder.endPaste().map(TerminalEvent.input)
            }
            events = handleSessionKeys(handleLateReplies(events))
            if !events.isEmpty { return events }
            if let deadline, clock.now >= deadline { return [] }
        }
    }

    /// Suspends on Ctrl+Z when ``suspendsOnControlZ`` is on, keeping the key from the program.
    private func handleSessionKeys(_ events: [TerminalEvent]) -> [TerminalEvent] {
        guard suspendsOnControlZ else { return events }
        return events.filter { event in
            guard case .input(.key(let press)) = event, press.key == "z", press.modifiers == .control,
                press.phase == .down
            else { return true }
            suspend()
            return false
        }
    }

    /// Applies and removes answers to the capability query that arrive after it gave up waiting.
    private func handleLateReplies(_ events: [TerminalEvent]) -> [TerminalEvent] {
        guard expectingReplies else { return events }
        return events.filter { event in
            switch event {
            case .input(.reply(.privateMode(mode: 2026, let value))):
                withRenderer { $0.capabilities.synchronizedOutput = (1...3).contains(value) }
                return false
            case .input(.reply(.color(slot: 11, let red, let green, let blue))):
                backgroundColor = (red, green, blue)
                return false
            case .input(.reply(.primaryDeviceAttributes)):
                expectingReplies = false
                return false
            default:
                return true
            }
        }
    }

    // MARK: - Input

    private func waitForReadiness(timeout: Duration?) throws -> (input: Bool, signals: Bool, interrupted: Bool) {
        var fds = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalBridge.pipeReadDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
        ]
        let milliseconds: Int32 =
            timeout.map { duration in
                let (seconds, attoseconds) = duration.components
                return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            } ?? -1
        let result = poll(&fds, 3, milliseconds)
        if result < 0 {
            if errno == EINTR { return (false, false, false) }
            throw TerminalError.systemCall("poll", errno)
        }
        let interrupted = fds[2].revents & Int16(POLLIN) != 0
        if interrupted {
            var drain = [UInt8](repeating: 0, count: 64)
            while read(wakePipe.read, &drain, drain.count) > 0 {}
        }
        let inputReady = fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0
        return (inputReady, fds[1].revents & Int16(POLLIN) != 0, interrupted)
    }

    private func readInput() throws -> [TerminalEvent] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return [] }
            if errno == EIO { return terminalClosed() }
            throw TerminalError.systemCall("read", errno)
        }
        if count == 0 { return terminalClosed() }
        return decoder.decode(buffer[0..<count]).map(TerminalEvent.input)
    }

    private func terminalClosed() -> [TerminalEvent] {
        SignalBridge.restoreTerminal()
        return [.terminationRequested(signal: SIGHUP)]
    }

    private func drainSignals() -> [TerminalEvent] {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(SignalBridge.pipeReadDescriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var events: [TerminalEvent] = []
        for signo in Set(bytes[0..<count].map(Int32.init)).sorted() {
            switch signo {
            case SIGWINCH:
                // The terminal may have reflowed or cropped the screen even when the size came
                // back to what it was (several changes between two reads), so the next frame
                // repaints in full whatever the size.
                let newSize = TerminalSession.querySize(output: output, environment: environment)
                withRenderer { renderer in
                    renderer.invalidate()
                    storedSize = newSize
                }
                events.append(.resize(newSize))
            case SIGCONT:
                let newSize = TerminalSession.querySize(output: output, environment: environment)
                withRenderer { renderer in
                    renderer.invalidate()
                    storedSize = newSize
                }
                events.append(.resumed)
            default:
                events.append(.terminationRequested(signal: signo))
            }
        }
        return events
    }

    /// Asks for synchronized-update support and the background colour, waiting at most 200 ms
    /// and only until the device attributes answer, which every terminal sends.
    private func queryCapabilities() {
        writeAll(Array(TerminalModes.capabilityQuery.utf8))
        expectingReplies = true
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(200)
        while expectingReplies, clock.now < deadline {
            guard let ready = try? waitForReadiness(timeout: deadline - clock.now) else { break }
            var events: [TerminalEvent] = ready.signals ? drainSignals() : []
            if ready.input {
                guard let input = try? readInput() else { break }
                events += input
            }
            let rest = handleLateReplies(events)
            pending += rest
            // A terminal that hung up will not answer; stop waiting for it.
            if rest.contains(where: { if case .terminationRequested = $0 { true } else { false } }) { break }
        }
        pendingSince = decoder.hasPendingInput ? clock.now : nil
    }

    // MARK: - Output and size

    private func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            guard var base = raw.baseAddress else { return }
            var remaining = raw.count
            while remaining > 0 {
                let written = write(output, base, remaining)
                if written > 0 {
                    base += written
                    remaining -= written
                } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// The size from `TIOCGWINSZ`, else `COLUMNS` and `LINES`, else 80×24.
    static func querySize(output: Int32, environment: [String: String]) -> Size {
        var window = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return Size(width: Int(window.ws_col), height: Int(window.ws_row))
        }
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let lines = environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        return Size(width: min(columns ?? 80, 10_000), height: min(lines ?? 24, 10_000))
    }
}
