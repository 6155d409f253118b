/// A VT terminal emulator as a value: feed it what a program writes to its terminal, read back the
/// screen as cells, the cursor, the modes the program set and the bytes it is owed.
///
/// ```swift
/// var terminal = TerminalEmulator(size: Size(width: 80, height: 24))
/// terminal.feed("\u{1B}[1mhello\u{1B}[m\r\n")
/// terminal.lines[0]          // "hello" followed by 75 spaces
/// terminal[0, 0].style       // bold
/// terminal.takeReplies()     // answers to status requests, to write to the program's input
/// ```
///
/// It follows xterm as `TERM=xterm-256color` describes it (see `Docs/TerminalView.md` for the
/// sequences it reads). It never traps and never lets a control byte into a cell, whatever it is
/// fed, and everything it keeps is bounded: strings, parameters, replies and the history of lines
/// scrolled off the main screen (``scrollbackLimit``). Input split anywhere between calls to
/// `feed` gives the same result as input fed whole.
public struct TerminalEmulator: Sendable {
    /// The columns and rows of the screen, at least 1 × 1.
    public internal(set) var size: Size
    /// The most history lines kept.
    public let scrollbackLimit: Int
    /// Whether the program switched to the alternate screen (modes 47, 1047, 1049).
    public internal(set) var isAlternateScreen = false
    /// Whether the program has begun a synchronized update (mode 2026) and not yet ended it, so a
    /// view may wait before showing a half-drawn frame.
    public internal(set) var isSynchronizedUpdate = false
    /// The window title the program set with OSC 0 or OSC 2, without control characters and at
    /// most ``maximumTitleLength`` characters.
    public internal(set) var title = ""
    /// The number of BEL characters received outside strings.
    public internal(set) var bellCount = 0
    /// A number that changes whenever anything visible changes: cells, the cursor, its
    /// visibility, the history, the title or the screen in use.
    public internal(set) var version: UInt64 = 0
    /// The input modes the program has set: cursor keys, keypad, mouse, paste, focus, new line.
    public internal(set) var inputModes = TerminalInputModes()
    /// The cursor shape the program asked for with DECSCUSR (`CSI Ps SP q`); nil until it asks,
    /// and after it asks for the terminal's default (`CSI 0 SP q`).
    public internal(set) var cursorShape: CursorShape?
    /// The colours OSC 10 and OSC 11 queries are answered with: the real terminal's where the
    /// host knows them.
    public var defaultColors = TerminalColors.whiteOnBlack

    /// The most characters of a title kept.
    public static let maximumTitleLength = 1024
    /// The most bytes of replies held before ``takeReplies()``; a reply that does not fit is dropped.
    public static let maximumReplyBytes = 4096

    /// The screen in use.
    package var screen: ScreenGrid
    /// The screen not in use: the main one while the alternate is shown, else the alternate one
    /// once it has been used.
    package var inactiveScreen: ScreenGrid?
    /// Lines scrolled off the top of the main screen.
    package var scrollback: Scrollback
    package var cursorX = 0
    package var cursorY = 0
    /// The cursor is on the last column and the next printable character wraps first.
    package var pendingWrap = false
    /// The style printed characters get.
    package var pen = Style.plain
    package var charsets = CharsetState()
    package var modes = ScreenModes()
    /// The scroll region, rows `scrollTop...scrollBottom`.
    package var scrollTop = 0
    package var scrollBottom: Int
    package var tabStops: [Bool]
    /// What DECSC saved: one slot for both screens, as in tmux.
    package var savedCursor = SavedCursor()
    /// The cursor saved on entering the alternate screen with mode 1049, restored on leaving it.
    package var alternateScreenCursor: SavedCursor?
    package var parser = EscapeSequenceParser()
    package var replies: [UInt8] = []
    /// The last graphic character printed, for REP; nil after anything else.
    package var lastPrinted: Unicode.Scalar?
    /// The last scalar joined onto a cell was U+200D, so the next one joins it too.
    package var joinsNext = false

    /// Creates an emulator of `size` (at least 1 × 1) keeping up to `scrollbackLimit` history lines.
    public init(size: Size, scrollbackLimit: Int = 10_000) {
        let size = Size(width: max(1, size.width), height: max(1, size.height))
        self.size = size
        self.scrollbackLimit = max(0, scrollbackLimit)
        screen = ScreenGrid(size: size)
        scrollback = Scrollback(limit: max(0, scrollbackLimit))
        scrollBottom = size.height - 1
        tabStops = Self.defaultTabStops(width: size.width)
        replies.reserveCapacity(64)
    }

    /// Tab stops every eight columns.
    static func defaultTabStops(width: Int) -> [Bool] {
        (0..<width).map { $0 > 0 && $0 % 8 == 0 }
    }

    // MARK: Reading the state

    /// The cursor, 0-based in screen coordinates and always on the screen.
    ///
    /// After a character is printed in the last column the cursor stays there until the next one
    /// wraps, as in xterm.
    public var cursor: Point { Point(x: cursorX, y: cursorY) }

    /// Whether the program wants the cursor shown (DECTCEM, mode 25).
    public var isCursorVisible: Bool { modes.cursorVisible }

    /// The number of history lines kept (main screen only).
    public var scrollbackCount: Int { scrollback.count }

    /// The number of history lines dropped past the limit (or cleared by `CSI 3 J`) so far.
    ///
    /// It never decreases, so `droppedLineCount + index` numbers a history line for as long as
    /// the emulator lives.
    public var droppedLineCount: Int { scrollback.droppedCount }

    /// The cell at column `x`, row `y` of the screen shown (not scrolled back); a blank outside it.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return screen.rows[y].cells[x]
    }

    /// The text of each row of the screen, continuation cells skipped and trailing blanks kept.
    public var lines: [String] {
        screen.rows.map { Self.text(of: $0.cells[...]) }
    }

    /// Returns the bytes owed to the program (answers to status requests), in order, and empties
    /// the queue.
    public mutating func takeReplies() -> [UInt8] {
        defer { replies.removeAll(keepingCapacity: true) }
        return replies
    }

    /// The text of `cells`, continuation cells skipped.
    static func text(of cells: ArraySlice<Cell>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cells.count)
        for cell in cells where !cell.isContinuation { cell.content.appendUTF8(to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Feeding

    /// Feeds the bytes a program wrote.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if parser.isIdleInGround {
                if byte >= 0x20, byte < 0x7F, charsets.active == .ascii, !modes.insert {
                    index = printASCII(bytes, from: index)
                    continue
                }
                if byte >= 0x80 {
                    let next = printUTF8(bytes, from: index)
                    if next > index {
                        index = next
                        continue
                    }
                } else if byte == 0x0D {
                    carriageReturn()
                    index += 1
                    continue
                } else if byte == 0x0A {
                    lineFeed()
                    index += 1
                    continue
                } else if byte == 0x1B, let (final, next) = parser.readControlSequence(in: bytes, at: index) {
                    if final == UInt8(ascii: "m"), parser.privateMarker == 0 {
                        // SGR, the most frequent sequence, without the dispatch.
                        SGRParser.apply(parser.parameters, to: &pen)
                        lastPrinted = nil
                    } else {
                        perform(.csiDispatch(final))
                    }
                    index = next
                    continue
                }
            }
            let action = parser.advance(byte)
            perform(action)
            if action != .printReplacementAndRetry { index += 1 }
        }
    }

    /// Feeds the bytes a program wrote.
    public mutating func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { feed($0) }
    }

    /// Feeds the UTF-8 of `text`, for tests and examples.
    public mutating func feed(_ text: String) {
        var text = text
        text.withUTF8 { feed(UnsafeRawBufferPointer($0)) }
    }

    private mutating func perform(_ action: EscapeSequenceParser.Action) {
        switch action {
        case .none:
            break
        case .print(let scalar):
            printScalar(scalar)
        case .printReplacementAndRetry:
            printScalar("\u{FFFD}")
        case .execute(let byte):
            execute(byte)
        case .escDispatch(let final):
            lastPrinted = nil
            escDispatch(final)
        case .csiDispatch(let final):
            if final != UInt8(ascii: "b") { lastPrinted = nil }
            csiDispatch(final)
        case .oscDispatch:
            lastPrinted = nil
            oscDispatch()
        }
    }

    /// Queues `bytes` for the program, unless the queue is full.
    mutating func reply(_ bytes: [UInt8]) {
        guard replies.count + bytes.count <= Self.maximumReplyBytes else { return }
        replies.append(contentsOf: bytes)
    }

    /// Queues the UTF-8 of `text` for the program.
    mutating func reply(_ text: String) {
        reply(Array(text.utf8))
    }

    /// Records that something visible changed.
    @inline(__always)
    mutating func changed() {
        version &+= 1
    }
}

/// The G0 and G1 character sets and which one is shifted in.
package struct CharsetState: Hashable, Sendable {
    /// The set `ESC ( F` designates, used after SI.
    package var g0 = TerminalCharset.ascii
    /// The set `ESC ) F` designates, used after SO.
    package var g1 = TerminalCharset.ascii
    /// Whether SO selected G1.
    package var shiftedOut = false

    /// The set printable characters are shown in.
    @inline(__always)
    package var active: TerminalCharset { shiftedOut ? g1 : g0 }
}

/// The screen modes a program sets that the emulator itself obeys.
package struct ScreenModes: Hashable, Sendable {
    /// DECAWM (mode 7): printing past the last column wraps.
    package var autowrap = true
    /// DECOM (mode 6): rows are addressed within the scroll region.
    package var origin = false
    /// IRM (ANSI mode 4): printing shifts the rest of the line right.
    package var insert = false
    /// DECTCEM (mode 25).
    package var cursorVisible = true
    /// DECSCNM (mode 5), kept for reports; cells are not inverted.
    package var reverseVideo = false
    /// Cursor blinking (mode 12), kept for reports.
    package var cursorBlink = false
    /// DECCOLM (mode 3), kept for reports: the screen is cleared but keeps its width.
    package var columns132 = false
}

/// What DECSC (`ESC 7`, `CSI s`) saves and DECRC (`ESC 8`, `CSI u`) restores.
package struct SavedCursor: Sendable {
    package var x = 0
    package var y = 0
    package var pendingWrap = false
    package var pen = Style.plain
    package var charsets = CharsetState()
    package var origin = false
}
