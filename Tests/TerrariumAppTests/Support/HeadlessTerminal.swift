import TerrariumApp
import TerrariumPOSIX
import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal for the run loop that tests drive: they push input, resizes and signals, move the
/// clock, and read the bytes written and the screen a terminal would show for them.
///
/// It answers signals as the POSIX session's handlers do: SIGTSTP and the termination signals
/// restore the terminal, SIGCONT enters it again and asks the next frame to repaint in full.
@MainActor
final class HeadlessTerminal: RunLoopTerminal {
    let clock: any RunLoopClock
    /// The clock, for moving it.
    let manualClock: ManualClock
    private(set) var size: Size
    var plainReason: String?
    let colorDepth = ColorDepth.trueColor
    let backgroundColor: (red: UInt8, green: UInt8, blue: UInt8)? = nil
    let defaultColors: TerminalColors? = nil
    var supportsKittyClipboard = false
    var graphicsSupport = GraphicsSupport()
    var cellPixels: Size?
    /// How a handed-over command ends; nil runs nothing.
    var handOverOutcome: ForegroundOutcome?

    /// Every byte written, in order.
    private(set) var output: [UInt8] = []
    /// What a terminal shows for ``output``.
    private(set) var screen: TerminalEmulator
    /// Whether the terminal is in the app's state (raw mode, alternate screen).
    private(set) var isEntered = false
    /// How often the app started the terminal, stopped it and suspended itself.
    private(set) var starts = 0
    private(set) var stops = 0
    private(set) var suspensions = 0
    /// Frames that wrote to the terminal.
    private(set) var frames = 0
    /// The sequences sent between frames.
    private(set) var sent: [EscapeSequence] = []
    /// The commands handed the terminal.
    private(set) var handedOver: [String] = []
    /// The frames rendered while not interactive, as text, which a plain session prints.
    private(set) var plainFrames: [[String]] = []

    private var renderer = TerminalRenderer(capabilities: TerminalCapabilities())
    private var decoder = InputDecoder()
    private var deliver: (@Sendable ([TerminalEvent]) -> Void)?

    /// A terminal of `size`, its clock standing still.
    init(size: Size, clock: ManualClock = ManualClock()) {
        self.size = size
        manualClock = clock
        self.clock = clock
        screen = TerminalEmulator(size: size)
    }

    /// The screen's rows as text.
    var lines: [String] { screen.lines }

    func start() throws {
        starts += 1
        if plainReason == nil { enter() }
    }

    func stop() {
        stops += 1
        leave()
    }

    func render(_ frame: CellBuffer) -> FrameStatistics {
        guard plainReason == nil else {
            plainFrames.append(frame.lines)
            return FrameStatistics()
        }
        guard isEntered else { return FrameStatistics() }
        var bytes: [UInt8] = []
        let statistics = renderer.render(frame, into: &bytes)
        if !bytes.isEmpty { frames += 1 }
        write(bytes)
        return statistics
    }

    func send(_ sequence: EscapeSequence) {
        guard isEntered else { return }
        sent.append(sequence)
        write(sequence.bytes)
    }

    func suspend() {
        suspensions += 1
        // The POSIX session restores the terminal before the process group stops.
        leave()
    }

    func startReading(_ deliver: @escaping @Sendable ([TerminalEvent]) -> Void) {
        self.deliver = deliver
    }

    func stopReading() {
        deliver = nil
    }

    func handOver(_ command: String, input: [UInt8]) async -> ForegroundOutcome {
        handedOver.append(command)
        guard let handOverOutcome else { return .notRun(reason: "the headless terminal runs nothing") }
        leave()
        enter()
        renderer.invalidate()
        return handOverOutcome
    }

    // MARK: - What a test does

    /// Reports `events` as the input thread would.
    func push(_ events: [TerminalEvent]) {
        deliver?(events)
    }

    /// Reports a key press.
    func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        push([.input(.key(KeyPress(key, modifiers: modifiers)))])
    }

    /// Decodes `bytes` as typed into the terminal and reports what they come to.
    func type(_ bytes: [UInt8]) {
        let events = decoder.decode(bytes)
        if !events.isEmpty { push(events.map(TerminalEvent.input)) }
    }

    /// Resizes the window, as SIGWINCH reports it.
    func resize(to newSize: Size) {
        size = newSize
        screen.resize(to: newSize)
        renderer.invalidate()
        push([.resize(newSize)])
    }

    /// Delivers `signal` as the POSIX session's handlers take it.
    func signal(_ signal: Int32) {
        switch signal {
        case SIGTSTP:
            leave()
        case SIGCONT:
            enter()
            renderer.invalidate()
            push([.resumed])
        case SIGWINCH:
            push([.resize(size)])
        default:
            leave()
            push([.terminationRequested(signal: signal)])
        }
    }

    /// The bytes written since `count` of them had been.
    func output(since count: Int) -> String {
        String(decoding: output[min(count, output.count)...], as: UTF8.self)
    }

    private func enter() {
        guard !isEntered else { return }
        isEntered = true
        write(Array(TerminalModes.enter.utf8))
    }

    private func leave() {
        guard isEntered else { return }
        isEntered = false
        write(Array(TerminalModes.leave.utf8))
    }

    private func write(_ bytes: [UInt8]) {
        output += bytes
        screen.feed(bytes)
    }
}
