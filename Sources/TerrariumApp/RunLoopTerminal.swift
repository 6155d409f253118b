package import TerrariumPOSIX
package import TerrariumTerminal

/// What ``TerminalRunLoop`` needs from a terminal: entering and leaving it, its size and
/// answers, the events it reports, the frames written to it, and the clock.
///
/// A real app runs on ``SessionTerminal``, a `TerminalSession` on the process's own descriptors,
/// where signals, descriptors and child processes stay. Tests hand the run loop a terminal they
/// drive instead: they push input, resizes and signals, move the clock, and read the bytes written.
@MainActor
package protocol RunLoopTerminal: AnyObject {
    /// Why the terminal is not interactive (not a terminal, `TERM=dumb`); nil when it is.
    ///
    /// Without an interactive terminal the run loop renders one frame and returns.
    var plainReason: String? { get }
    /// The size in cells, as of the last resize or resume.
    var size: Size { get }
    /// How many colours frames are drawn with.
    var colorDepth: ColorDepth { get }
    /// The terminal's background colour, when it answered the query.
    var backgroundColor: (red: UInt8, green: UInt8, blue: UInt8)? { get }
    /// The terminal's default colours, when it answered both queries.
    var defaultColors: TerminalColors? { get }
    /// Whether the terminal answered at start that it speaks kitty's clipboard protocol.
    var supportsKittyClipboard: Bool { get }
    /// Which picture protocols the terminal said at start that it speaks.
    var graphicsSupport: GraphicsSupport { get }
    /// The pixels of one cell, where the terminal reports them.
    var cellPixels: Size? { get }
    /// The clock that paces frames and times animations.
    var clock: any RunLoopClock { get }

    /// Enters raw mode and the alternate screen.
    func start() throws
    /// Ends what the app started in the terminal (programs in panes, widget processes) and
    /// restores the terminal as it was; safe to call more than once.
    func stop()
    /// Brings the screen to `frame` and says what it cost; writes nothing while the terminal is
    /// not the app's (suspended, handed over).
    func render(_ frame: CellBuffer) -> FrameStatistics
    /// Writes `sequence`, which draws nothing (a clipboard write, a query), between frames.
    func send(_ sequence: EscapeSequence)
    /// Restores the terminal and stops the app as Ctrl+Z does in a shell; once it continues, the
    /// terminal is entered again and a `TerminalEvent.resumed` event follows.
    func suspend()
    /// Starts reporting input, resizes and signals to `deliver`, from any thread.
    func startReading(_ deliver: @escaping @Sendable ([TerminalEvent]) -> Void)
    /// Stops reporting events, after a read in progress ends.
    func stopReading()
    /// Hands the terminal to `command` (run with `/bin/sh -c`, `input` on its standard input)
    /// and returns how it ended once the terminal is the app's again; meanwhile the main actor runs.
    func handOver(_ command: String, input: [UInt8]) async -> ForegroundOutcome
}
