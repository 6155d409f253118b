import Synchronization
import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the two halves of a session share: the terminal's size, what its late answers taught,
/// whether the next frame must repaint in full, and the lock that keeps a restore out of a frame.
///
/// The input half writes these facts from the thread that reads input; the output half takes
/// them before each frame. Nothing else crosses between the halves.
final class SessionLink: Sendable {
    struct Facts {
        var size: Size
        /// Whether the session is started, so waiting for input makes sense.
        var isRunning = false
        var backgroundColor: (red: UInt8, green: UInt8, blue: UInt8)?
        var foregroundColor: (red: UInt8, green: UInt8, blue: UInt8)?
        /// A synchronized-update answer the renderer has not taken yet.
        var synchronizedOutput: Bool?
        /// Whether the terminal answered that it speaks kitty's clipboard protocol (OSC 5522).
        var kittyClipboard = false
        /// What the terminal answered about picture protocols.
        var graphics = GraphicsSupport()
        /// The screen may have been reflowed or cleared (resize, resume): repaint it all.
        var needsFullRepaint = false
    }

    let facts: Mutex<Facts>
    /// Held while a frame is written and while the terminal is restored outside a signal
    /// handler, so a restore never lands in the middle of a frame.
    private let frameLock = Mutex(())
    /// Whether the session drives a real terminal.
    let isInteractive: Bool
    private let output: Int32
    private let environment: [String: String]

    init(output: Int32, environment: [String: String], isInteractive: Bool) {
        self.output = output
        self.environment = environment
        self.isInteractive = isInteractive
        facts = Mutex(Facts(size: SessionLink.querySize(output: output, environment: environment)))
    }

    var size: Size { facts.withLock { $0.size } }

    var isRunning: Bool {
        get { facts.withLock { $0.isRunning } }
        set { facts.withLock { $0.isRunning = newValue } }
    }

    var backgroundColor: (red: UInt8, green: UInt8, blue: UInt8)? { facts.withLock { $0.backgroundColor } }

    var foregroundColor: (red: UInt8, green: UInt8, blue: UInt8)? { facts.withLock { $0.foregroundColor } }

    var supportsKittyClipboard: Bool { facts.withLock { $0.kittyClipboard } }

    var graphicsSupport: GraphicsSupport { facts.withLock { $0.graphics } }

    /// Takes what the renderer has not applied yet: a full repaint, a synchronized-update answer.
    func takeRendererUpdates() -> (repaint: Bool, synchronizedOutput: Bool?) {
        facts.withLock { facts in
            defer {
                facts.needsFullRepaint = false
                facts.synchronizedOutput = nil
            }
            return (facts.needsFullRepaint, facts.synchronizedOutput)
        }
    }

    /// Runs `write` with the frame lock held.
    func withFrameLock(_ write: () -> Void) {
        frameLock.withLock { _ in write() }
    }

    /// Restores the terminal unless it already is, never in the middle of a frame.
    func restoreTerminal() {
        withFrameLock { SignalBridge.restoreTerminal() }
    }

    /// Suspends the process as Ctrl+Z does in a shell; see ``TerminalSession/suspend()``.
    func suspend() {
        guard isInteractive else { return }
        // Restore first: once the group stops, the shell takes the terminal back, and a restore
        // attempted after that would come from a background process.
        restoreTerminal()
        kill(0, SIGTSTP)
    }

    /// Reads the size again after a resize or a resume, and asks for a full repaint: the terminal
    /// may have reflowed or cropped the screen even when the size came back to what it was.
    func refreshSize() -> Size {
        let size = SessionLink.querySize(output: output, environment: environment)
        facts.withLock { facts in
            facts.size = size
            facts.needsFullRepaint = true
        }
        return size
    }

    /// The pixels of one cell from `TIOCGWINSZ`, when the terminal reports its size in pixels
    /// and each cell comes to between 2 and 64 pixels a side; nil otherwise.
    static func queryCellPixels(output: Int32) -> Size? {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        let cell = Size(
            width: Int(window.ws_xpixel) / Int(window.ws_col), height: Int(window.ws_ypixel) / Int(window.ws_row))
        let sensible = 2...64
        return sensible.contains(cell.width) && sensible.contains(cell.height) ? cell : nil
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
