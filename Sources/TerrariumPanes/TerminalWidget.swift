public import Terrarium
import TerrariumPOSIX
public import TerrariumTerminal

/// A terminal program on a pseudo-terminal of its own, shown as a widget: the imperative half of
/// ``TerminalView``, for hosts that are widgets themselves.
///
/// The program starts when the widget is first drawn, at the size it is given, with `TERM` set
/// to `xterm-256color`, which its emulator implements; every later size reaches the program
/// (`TIOCSWINSZ`, then `SIGWINCH`). Its output is read and interpreted on a thread of its own;
/// the main actor only copies the screen when it draws, at most once a frame, however much the
/// program writes.
///
/// While focused, keys go to the program as it asked for them (application cursor keys,
/// bracketed paste, mouse reports, focus events), Tab included; ``focusReleaseShortcut`` (Ctrl+]
/// unless set) gives focus to the next view. Shift+Page Up and Page Down and the mouse wheel
/// scroll back through the history while the program is on its main screen and has not asked for
/// the mouse; dragging selects text, which is copied to ``clipboard`` when the button is
/// released (hold Shift to select while the program has the mouse).
@MainActor
public final class TerminalWidget: Widget {
    /// What a pane runs, and where.
    public struct Program: Hashable, Sendable {
        /// The program: a name looked up on `PATH`, or a path.
        public var command: String
        /// Its arguments, without the program's own name.
        public var arguments: [String]
        /// Variables set for it on top of this process's own environment.
        public var environment: [String: String]
        /// Where it starts; this process's working directory when nil.
        public var workingDirectory: String?

        /// A program to run with `arguments`, `environment` and `workingDirectory`.
        public init(
            command: String, arguments: [String] = [], environment: [String: String] = [:],
            workingDirectory: String? = nil
        ) {
            self.command = command
            self.arguments = arguments
            self.environment = environment
            self.workingDirectory = workingDirectory
        }
    }

    /// The host that shows the widget.
    public weak var host: (any WidgetHost)?
    /// What runs; setting another program ends the running one and starts the new one.
    public var program: Program {
        didSet {
            guard program != oldValue, state != .notStarted else { return }
            restart()
        }
    }
    /// The most lines of history kept.
    public let scrollbackLimit: Int
    /// Where the program is in its life.
    public private(set) var state = TerminalProcessState.notStarted
    /// The title the program set (OSC 0 or 2), without control characters.
    public private(set) var title = ""
    /// Called once when the program ends, with how.
    public var onTermination: ((TerminalTermination) -> Void)?
    /// Called when the program sets another title.
    public var onTitleChange: ((String) -> Void)?
    /// The key that gives focus to the next view; Tab goes to the program.
    public var focusReleaseShortcut = KeyPress("]", modifiers: .control)
    /// Where selected text is copied; nothing is copied without one.
    public var clipboard: Clipboard?
    /// The text last copied from a selection.
    public private(set) var copiedText: String?
    /// How many lines the view is scrolled back into the history; 0 shows the live screen.
    public private(set) var scrolledBack = 0
    /// Whether the widget has focus.
    public private(set) var isFocused = false
    /// The real terminal's colours, which the program gets when it asks for the default colours
    /// (OSC 10, OSC 11); white on black when nil.
    public var defaultColors: TerminalColors? {
        didSet {
            guard defaultColors != oldValue else { return }
            let colors = defaultColors ?? .whiteOnBlack
            connection?.withEmulator { $0.defaultColors = colors }
        }
    }

    /// The program and its screen, once started.
    private var connection: TerminalConnection?
    /// The size last drawn at, which the program's terminal has.
    private var size = Size.zero
    /// Which start a notice from the I/O thread belongs to, so a restarted pane ignores the old one.
    private var generation = 0
    /// History lines ever added when last looked at, to keep a scrolled-back view on its lines.
    private var historyTotal = 0
    /// Text chosen with the mouse.
    var selection: TerminalSelection?

    /// A pane that runs `command` with `arguments`, `environment` on top of this process's, in
    /// `workingDirectory`, keeping `scrollbackLimit` lines of history.
    public init(
        command: String, arguments: [String] = [], environment: [String: String] = [:],
        workingDirectory: String? = nil, scrollbackLimit: Int = 10_000
    ) {
        program = Program(
            command: command, arguments: arguments, environment: environment, workingDirectory: workingDirectory)
        self.scrollbackLimit = max(0, scrollbackLimit)
    }

    // MARK: - Life

    /// Ends the program: it is hung up on, then killed if it is still there a second later.
    public func terminate() {
        connection?.terminate()
    }

    /// Ends the program if it runs, and starts it again at the pane's size.
    public func restart() {
        connection?.terminate()
        connection = nil
        state = .notStarted
        scrolledBack = 0
        selection = nil
        if !title.isEmpty {
            title = ""
            onTitleChange?("")
        }
        if size.width > 0, size.height > 0 { start(size: size) }
        host?.widgetNeedsDisplay(self)
    }

    /// Types `text` into the program as if from the keyboard (not as a paste).
    public func send(_ text: String) {
        guard state.isRunning else { return }
        connection?.write(Array(text.utf8))
    }

    /// A copy of the program's screen, history and modes, or nil before it started.
    public func snapshot() -> TerminalEmulator? {
        connection?.withEmulator { $0 }
    }

    private func start(size: Size) {
        generation += 1
        let generation = self.generation
        let connection = TerminalConnection(size: size, scrollbackLimit: scrollbackLimit) { [weak self] in
            Task { @MainActor in self?.outputDidArrive(generation: generation) }
        }
        self.connection = connection
        let colors = defaultColors ?? .whiteOnBlack
        connection.withEmulator { $0.defaultColors = colors }
        historyTotal = 0
        let configuration = PseudoTerminalProcess.Configuration(
            executable: program.command, arguments: program.arguments,
            environment: TerminalEnvironment.make(overrides: program.environment),
            workingDirectory: program.workingDirectory, size: size)
        do {
            let processID = try connection.start(configuration) { [weak self] termination in
                Task { @MainActor in self?.programDidEnd(termination, generation: generation) }
            }
            state = .running(processID: processID)
        } catch {
            state = .failed(error.description)
        }
    }

    private func outputDidArrive(generation: Int) {
        guard generation == self.generation, let connection else { return }
        connection.acknowledge()
        let (title, total, kept, alternate) = connection.withEmulator {
            ($0.title, $0.droppedLineCount + $0.scrollbackCount, $0.scrollbackCount, $0.isAlternateScreen)
        }
        // The history belongs to the main screen: a program entering its alternate screen (an
        // editor, a pager) is shown live.
        if alternate { scrolledBack = 0 }
        if scrolledBack > 0 {
            // A view scrolled back stays on the lines it shows while new ones arrive below.
            scrolledBack = min(kept, scrolledBack + max(0, total - historyTotal))
        }
        historyTotal = total
        host?.widgetNeedsDisplay(self)
        if title != self.title {
            self.title = title
            onTitleChange?(title)
        }
    }

    private func programDidEnd(_ termination: PseudoTerminalProcess.Termination, generation: Int) {
        guard generation == self.generation else { return }
        let ended: TerminalTermination =
            switch termination {
            case .exited(let status): .exited(status)
            case .signaled(let signal): .signaled(signal)
            }
        state = .terminated(ended)
        outputDidArrive(generation: generation)
        host?.widgetNeedsLayout(self)
        onTermination?(ended)
    }

    // MARK: - Drawing

    /// Fills what it is offered, up to 4,096 cells each way; 80 × 24 when a dimension is left open.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        Size(
            width: min(Self.largest, max(1, proposal.width ?? 80)),
            height: min(Self.largest, max(1, proposal.height ?? 24)))
    }

    /// Draws the program's screen (or the history scrolled to), the selection, the cursor while
    /// focused, and how the program ended.
    public func draw(in context: GraphicsContext) {
        // A terminal never larger than its pty can be: what layout gives beyond is left blank.
        let size = Size(width: min(context.size.width, Self.largest), height: min(context.size.height, Self.largest))
        guard size.width > 0, size.height > 0 else { return }
        if size != self.size {
            self.size = size
            if connection == nil, state == .notStarted {
                start(size: size)
            } else {
                connection?.resize(to: size)
            }
        }
        if case .failed(let reason) = state {
            context.fill(style: Style(foreground: .red))
            _ = context.draw("Could not start \(program.command): \(reason)", at: .zero, style: Style(foreground: .red))
            return
        }
        guard let connection else { return }
        let scrolledBack = self.scrolledBack
        let screen = connection.withEmulator { emulator in
            emulator.draw(in: context, scrolledBack: scrolledBack)
            return ScreenFacts(emulator: emulator)
        }
        self.scrolledBack = min(scrolledBack, screen.kept)
        drawSelection(in: context, screen: screen)
        if isFocused, state.isRunning, screen.isCursorVisible, self.scrolledBack == 0 {
            // The shape the program chose is the terminal's own cursor; without one, a
            // reversed cell, which every terminal and every snapshot shows.
            if let shape = screen.cursorShape {
                context.showCursor(at: screen.cursor, shape: shape)
            } else {
                context.restyle(Rect(x: screen.cursor.x, y: screen.cursor.y, width: 1, height: 1)) {
                    $0.attributes.formSymmetricDifference(.reverse)
                }
            }
        }
        if self.scrolledBack > 0 {
            let mark = "[\(self.scrolledBack)/\(screen.kept)]"
            _ = context.draw(mark, at: Point(x: max(0, size.width - mark.count), y: 0), style: Self.markStyle)
        }
        if case .terminated(let termination) = state {
            let line = " \(program.command) \(termination) "
            context.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), style: Self.markStyle)
            _ = context.draw(line, at: Point(x: 0, y: size.height - 1), style: Self.markStyle)
        }
    }

    /// The most columns and rows a pane's terminal has.
    static let largest = 4_096

    /// How marks the pane draws over the program's screen look: reversed, like tmux's.
    private static let markStyle = Style(attributes: .reverse)

    private func drawSelection(in context: GraphicsContext, screen: ScreenFacts) {
        guard let selection, !selection.isEmpty else { return }
        let top = screen.total - scrolledBack
        for row in 0..<context.size.height {
            guard let columns = selection.columns(onLine: top + row, width: context.size.width) else { continue }
            context.restyle(Rect(x: columns.lowerBound, y: row, width: columns.count, height: 1)) {
                $0.attributes.formSymmetricDifference(.reverse)
            }
        }
    }

    /// Facts about the screen read under the lock with the drawing.
    struct ScreenFacts {
        /// Where the program's cursor is.
        var cursor: Point
        /// Whether the program shows it.
        var isCursorVisible: Bool
        /// The shape the program chose for it, nil for the terminal's default.
        var cursorShape: CursorShape?
        /// History lines kept.
        var kept: Int
        /// History lines ever added: the line number of the screen's top row.
        var total: Int
        /// Whether the program is on its alternate screen.
        var isAlternateScreen: Bool
        /// The modes that shape input.
        var modes: TerminalInputModes

        init(emulator: TerminalEmulator) {
            cursor = emulator.cursor
            isCursorVisible = emulator.isCursorVisible
            cursorShape = emulator.cursorShape
            kept = emulator.scrollbackCount
            total = emulator.droppedLineCount + emulator.scrollbackCount
            isAlternateScreen = emulator.isAlternateScreen
            modes = emulator.inputModes
        }
    }

    /// The screen's facts now, or nil before the program started.
    var screenFacts: ScreenFacts? {
        connection?.withEmulator { ScreenFacts(emulator: $0) }
    }

    /// The program's connection, for input and copying.
    var activeConnection: TerminalConnection? { state.isRunning ? connection : nil }

    /// The connection whatever the program's state, for copying from a finished program's screen.
    var anyConnection: TerminalConnection? { connection }

    /// Scrolls the view `lines` further back into the history (negative: towards the live screen).
    func scroll(by lines: Int) {
        guard let facts = screenFacts, !facts.isAlternateScreen else { return }
        let target = min(max(0, scrolledBack + lines), facts.kept)
        historyTotal = facts.total
        guard target != scrolledBack else { return }
        scrolledBack = target
        host?.widgetNeedsDisplay(self)
    }

    /// Shows the live screen again.
    func scrollToBottom() {
        guard scrolledBack != 0 else { return }
        scrolledBack = 0
        host?.widgetNeedsDisplay(self)
    }

    /// Records what was copied and puts it on the clipboard.
    func copy(_ text: String) {
        copiedText = text
        guard let clipboard else { return }
        Task { _ = await clipboard.write(text) }
    }

    /// The size the program's terminal has.
    var paneSize: Size { size }

    // MARK: - Focus

    /// Gets every key before the app's shortcuts: the program uses every chord.
    public var capturesKeyboard: Bool { true }

    /// Whether the widget takes focus: while its program runs, or before it started.
    public var acceptsFocus: Bool {
        switch state {
        case .notStarted, .running: true
        case .terminated, .failed: false
        }
    }

    /// Keeps Tab and Shift+Tab for the program: entering takes focus, and moving on sends the key.
    public func moveFocus(_ move: FocusMove) -> Bool {
        switch move {
        case .first, .last:
            return acceptsFocus
        case .next, .previous:
            // A pane whose program has yet to start keeps Tab as one that runs does.
            guard acceptsFocus else { return false }
            activeConnection?.write(move == .next ? [0x09] : Array("\u{1B}[Z".utf8))
            scrollToBottom()
            return true
        }
    }

    /// Tells the program, when it asked, and shows or hides the cursor.
    public func focusDidChange(_ isFocused: Bool) {
        guard isFocused != self.isFocused else { return }
        self.isFocused = isFocused
        if let connection = activeConnection, let modes = screenFacts?.modes {
            connection.write(TerminalInputEncoder.bytes(forFocus: isFocused, modes: modes))
        }
        host?.widgetNeedsDisplay(self)
    }
}
