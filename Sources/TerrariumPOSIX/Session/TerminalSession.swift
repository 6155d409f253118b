public import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The edge of Terrarium that touches the terminal: raw mode, screen, input, size and signals.
///
/// Everything it draws and decodes comes from `TerrariumTerminal`, which is pure and tested
/// headless.
///
/// The session is the output half, kept by whoever renders; its ``input`` is the half that
/// waits for input, which is `Sendable` so that a thread of its own can wait while frames are
/// rendered here.
///
/// Starting a session puts the terminal into raw mode on the alternate screen with the cursor
/// hidden and mouse, paste and focus reporting on; stopping it — on normal exit, a thrown error,
/// SIGINT, SIGTERM, SIGHUP, a crash or `exit()` — restores exactly what was there. Ctrl+Z (or
/// SIGTSTP) restores the terminal before the process stops and re-enters it on resume, and
/// ``handover`` restores it for another program (a pager) and re-enters it when that ends.
///
/// When standard output is not a terminal, or `TERM=dumb`, the session runs in
/// ``Mode/plain(reason:)``: it emits no escape sequence at all and writes the final frame as plain text
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
    /// The environment's terminal and multiplexer variables, which decide what the capability
    /// query may ask.
    private let queryEnvironment: [String: String]
    /// The input half: input, resizes and signals, for this thread or another.
    public let input: TerminalInput
    /// What hands the terminal to another program and takes it back, from any thread.
    public let handover: TerminalHandover
    /// The terminal's size in cells, updated on resize.
    public var size: Size { link.size }
    /// The pixels of one cell, where the terminal reports its window's size in pixels.
    public var cellPixels: Size? { SessionLink.queryCellPixels(output: output) }
    /// The renderer that turns frames into bytes; its capabilities come from the environment and
    /// the terminal's answers.
    public var renderer: TerminalRenderer {
        takeFacts()
        return storedRenderer
    }
    /// The terminal's background colour when it answered the query (for choosing a colour scheme).
    public var backgroundColor: (red: UInt8, green: UInt8, blue: UInt8)? {
        link.backgroundColor
    }
    /// The terminal's foreground colour when it answered the query (OSC 10).
    public var foregroundColor: (red: UInt8, green: UInt8, blue: UInt8)? {
        link.foregroundColor
    }
    /// The terminal's default colours when it answered both queries in time, for panes to pass
    /// on to their programs; nil when it did not.
    public var defaultColors: TerminalColors? {
        guard let foreground = foregroundColor, let background = backgroundColor else { return nil }
        return TerminalColors(
            foreground: .init(red: foreground.red, green: foreground.green, blue: foreground.blue),
            background: .init(red: background.red, green: background.green, blue: background.blue))
    }

    private let link: SessionLink
    private var storedRenderer: TerminalRenderer
    private let inputDescriptor: Int32
    private let output: Int32
    /// The text of the last frame, kept for plain mode, which prints it when the session stops.
    private var lastFrameLines: [String]?
    private var started = false
    private var original = termios()

    /// Creates a session on the given descriptors; nothing is changed until ``start()``.
    public init(input: Int32 = 0, output: Int32 = 1, environment: [String: String]) {
        inputDescriptor = input
        self.output = output
        let term = environment["TERM"] ?? ""
        queryEnvironment = environment.filter { ["TERM", "TMUX", "STY"].contains($0.key) }
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
        link = SessionLink(output: output, environment: environment, isInteractive: mode == .interactive)
        let plainReason: String? = if case .plain(let reason) = mode { reason } else { nil }
        self.input = TerminalInput(descriptor: input, plainReason: plainReason, link: link)
        handover = TerminalHandover(link: link, input: self.input, output: output)
    }

    /// Whether the session drives a real terminal.
    public var isInteractive: Bool { mode == .interactive }

    /// Whether the terminal answered the query at start that it speaks kitty's clipboard
    /// protocol (OSC 5522); a later answer reaches the program as a
    /// `TerminalReply.privateMode(mode:value:)` reply instead.
    public var supportsKittyClipboard: Bool { link.supportsKittyClipboard }

    /// What the terminal answered at start about pictures: kitty's graphics protocol when it
    /// accepted the test image, sixels when its device attributes list them.
    public var graphicsSupport: GraphicsSupport { link.graphicsSupport }

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
        guard tcgetattr(inputDescriptor, &original) == 0 else { throw TerminalError.systemCall("tcgetattr", errno) }
        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        // Handlers first, so that a signal at any later point finds the means to restore.
        try SignalBridge.install(input: inputDescriptor, output: output, original: original, raw: raw)
        guard SignalBridge.enterTerminal() else {
            let error = errno
            SignalBridge.uninstall()
            throw TerminalError.systemCall("tcsetattr", error)
        }
        started = true
        link.isRunning = true
        // Asks for synchronized-update, clipboard and graphics support and the default colours.
        writeAll(Array(TerminalModes.capabilityQuery(environment: queryEnvironment).utf8))
        input.awaitCapabilityReplies(within: .milliseconds(200))
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
        link.isRunning = false
        if isInteractive {
            link.restoreTerminal()
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
        takeFacts()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        let statistics = storedRenderer.render(frame, into: &bytes)
        link.withFrameLock { SignalBridge.withFrameWrite { writeAll(bytes) } }
        return statistics
    }

    /// Writes `sequence` to the terminal between frames, as one write that no frame or restore
    /// can interleave with; does nothing in plain mode or while the terminal is not the app's
    /// (suspended, stopped).
    ///
    /// Only sequences that draw nothing belong here (a clipboard write, a query): the renderer
    /// assumes the screen holds what it last drew.
    public func send(_ sequence: EscapeSequence) {
        guard isInteractive, started, SignalBridge.isInTerminal else { return }
        link.withFrameLock { SignalBridge.withFrameWrite { writeAll(sequence.bytes) } }
    }

    /// Waits for input, a resize or a signal on this thread: see ``TerminalInput/nextEvents(timeout:)``.
    public func nextEvents(timeout: Duration? = nil) throws -> [TerminalEvent] {
        try input.nextEvents(timeout: timeout)
    }

    /// Suspends the process as Ctrl+Z does in a shell: the terminal is restored, the process
    /// stops, and when it continues the terminal is re-entered and a `TerminalEvent.resumed`
    /// event follows.
    ///
    /// The whole process group stops, as it would for a Ctrl+Z the terminal itself turned into
    /// SIGTSTP, so a pipeline or wrapper script around the program is suspended with it.
    public func suspend() {
        link.suspend()
    }

    /// Runs `executable` in the foreground with the terminal handed to it, on this thread: see
    /// ``TerminalHandover/run(_:arguments:input:environment:)``, which a program that reads
    /// input on another thread calls from a third.
    public func runInForeground(
        _ executable: String, arguments: [String] = [], input bytes: [UInt8], environment: [String: String]? = nil
    ) -> ForegroundOutcome {
        handover.run(executable, arguments: arguments, input: bytes, environment: environment)
    }

    /// Applies what the input half learned since the last frame: a repaint after a resize or a
    /// resume, and a late answer about synchronized update.
    private func takeFacts() {
        let (repaint, synchronizedOutput) = link.takeRendererUpdates()
        if repaint { storedRenderer.invalidate() }
        if let synchronizedOutput { storedRenderer.capabilities.synchronizedOutput = synchronizedOutput }
    }

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
}
