import TerrariumTerminal
import Testing

/// ESC, for building sequences readably.
private let esc = "\u{1B}"

private func key(_ key: KeyEquivalent, _ modifiers: EventModifiers = [], _ phase: KeyPress.Phases = .down)
    -> InputEvent
{
    .key(KeyPress(key, modifiers: modifiers, phase: phase))
}

private func char(_ character: Character, _ modifiers: EventModifiers = [], _ phase: KeyPress.Phases = .down)
    -> InputEvent
{
    .key(KeyPress(.character(character), modifiers: modifiers, phase: phase))
}

private func text(_ string: String) -> [InputEvent] {
    string.map { char($0) }
}

private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: EventModifiers = []) -> InputEvent {
    .mouse(MouseEvent(kind, at: Point(x: x, y: y), modifiers: modifiers))
}

/// Decodes `chunks` in order with one decoder, then flushes it.
private func decodeAll(_ chunks: [[UInt8]]) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for chunk in chunks {
        events += decoder.decode(chunk)
    }
    events += decoder.flush()
    return events
}

/// One row of the sequence table: what a terminal sends and what it must decode to.
struct InputDecoderCase: Sendable, CustomTestStringConvertible {
    let terminal: String
    let name: String
    let bytes: [UInt8]
    let expected: [InputEvent]

    init(_ terminal: String, _ name: String, _ input: String, _ expected: [InputEvent]) {
        self.init(terminal, name, bytes: Array(input.utf8), expected)
    }

    init(_ terminal: String, _ name: String, bytes: [UInt8], _ expected: [InputEvent]) {
        self.terminal = terminal
        self.name = name
        self.bytes = bytes
        self.expected = expected
    }

    var testDescription: String { "\(terminal): \(name)" }
}

private let decoderTable: [InputDecoderCase] = [
    // xterm
    InputDecoderCase("xterm", "Up", "\(esc)[A", [key(.upArrow)]),
    InputDecoderCase("xterm", "Ctrl+Right", "\(esc)[1;5C", [key(.rightArrow, .control)]),
    InputDecoderCase("xterm", "Shift+Home", "\(esc)[1;2H", [key(.home, .shift)]),
    InputDecoderCase("xterm", "Alt+Left", "\(esc)[1;3D", [key(.leftArrow, .option)]),
    InputDecoderCase(
        "xterm", "Shift+Alt+Ctrl+Super+Down", "\(esc)[1;16B", [key(.downArrow, [.shift, .option, .control, .command])]),
    InputDecoderCase("xterm", "F1 as SS3", "\(esc)OP", [key(.function(1))]),
    InputDecoderCase("xterm", "F3 as SS3", "\(esc)OR", [key(.function(3))]),
    InputDecoderCase("xterm", "Ctrl+F1", "\(esc)[1;5P", [key(.function(1), .control)]),
    InputDecoderCase("xterm", "Alt+F4", "\(esc)[1;3S", [key(.function(4), .option)]),
    InputDecoderCase("xterm", "F5", "\(esc)[15~", [key(.function(5))]),
    InputDecoderCase("xterm", "F6 to F10", "\(esc)[17~\(esc)[21~", [key(.function(6)), key(.function(10))]),
    InputDecoderCase("xterm", "F11 and F12", "\(esc)[23~\(esc)[24~", [key(.function(11)), key(.function(12))]),
    InputDecoderCase("xterm", "Shift+F12", "\(esc)[24;2~", [key(.function(12), .shift)]),
    InputDecoderCase("xterm", "Ctrl+Delete", "\(esc)[3;5~", [key(.deleteForward, .control)]),
    InputDecoderCase("xterm", "Insert", "\(esc)[2~", [key(.insert)]),
    InputDecoderCase("xterm", "Page Up and Page Down", "\(esc)[5~\(esc)[6~", [key(.pageUp), key(.pageDown)]),
    InputDecoderCase("xterm", "Shift+Tab", "\(esc)[Z", [key(.tab, .shift)]),
    InputDecoderCase("xterm", "application-mode Up", "\(esc)OA", [key(.upArrow)]),
    InputDecoderCase("xterm", "application-mode Home and End", "\(esc)OH\(esc)OF", [key(.home), key(.end)]),
    InputDecoderCase("xterm", "keypad Enter", "\(esc)OM", [key(.return)]),
    InputDecoderCase("xterm", "application keypad 0 9 + =", "\(esc)Op\(esc)Oy\(esc)Ok\(esc)OX", text("09+=")),
    InputDecoderCase("xterm", "modifyOtherKeys Ctrl+Enter", "\(esc)[27;5;13~", [key(.return, .control)]),
    InputDecoderCase("xterm", "modifyOtherKeys Ctrl+Shift+A", "\(esc)[27;6;65~", [char("A", [.control, .shift])]),
    InputDecoderCase("xterm", "Alt+a (metaSendsEscape)", "\(esc)a", [char("a", .option)]),
    InputDecoderCase("xterm", "Alt+Escape", "\(esc)\(esc)", [key(.escape, .option)]),
    InputDecoderCase(
        "xterm", "SGR left press and release", "\(esc)[<0;10;5M\(esc)[<0;10;5m",
        [mouse(.press(.left), 9, 4), mouse(.release(.left), 9, 4)]
    ),
    InputDecoderCase("xterm", "SGR right press", "\(esc)[<2;1;1M", [mouse(.press(.right), 0, 0)]),
    InputDecoderCase("xterm", "SGR left drag", "\(esc)[<32;20;8M", [mouse(.drag(.left), 19, 7)]),
    InputDecoderCase("xterm", "SGR move", "\(esc)[<35;20;8M", [mouse(.move, 19, 7)]),
    InputDecoderCase(
        "xterm", "SGR wheel up and down", "\(esc)[<64;3;4M\(esc)[<65;3;4M",
        [mouse(.scroll(.up), 2, 3), mouse(.scroll(.down), 2, 3)]
    ),
    InputDecoderCase(
        "xterm", "SGR wheel left and right", "\(esc)[<66;1;1M\(esc)[<67;1;1M",
        [mouse(.scroll(.left), 0, 0), mouse(.scroll(.right), 0, 0)]
    ),
    InputDecoderCase(
        "xterm", "SGR Shift+Alt+Ctrl middle press", "\(esc)[<29;5;6M",
        [mouse(.press(.middle), 4, 5, [.shift, .option, .control])]
    ),
    InputDecoderCase(
        "xterm", "SGR buttons 8 and 9", "\(esc)[<128;2;2M\(esc)[<129;2;2m",
        [mouse(.press(.other(8)), 1, 1), mouse(.release(.other(9)), 1, 1)]
    ),
    InputDecoderCase("xterm", "focus in and out", "\(esc)[I\(esc)[O", [.focus(true), .focus(false)]),
    InputDecoderCase(
        "xterm", "cursor position report", "\(esc)[12;40R", [.reply(.cursorPosition(Point(x: 39, y: 11)))]),
    InputDecoderCase(
        "xterm", "CSI 1;2R is a report, not Shift+F3", "\(esc)[1;2R", [.reply(.cursorPosition(Point(x: 1, y: 0)))]),
    InputDecoderCase("xterm", "private mode report", "\(esc)[?2004;1$y", [.reply(.privateMode(mode: 2004, value: 1))]),
    InputDecoderCase(
        "xterm", "primary device attributes", "\(esc)[?64;1;2;6;9;15;18;21;22c",
        [.reply(.primaryDeviceAttributes([64, 1, 2, 6, 9, 15, 18, 21, 22]))]
    ),
    InputDecoderCase(
        "xterm", "OSC 11 background ended by ST", "\(esc)]11;rgb:ffff/ffff/dddd\(esc)\\",
        [.reply(.color(slot: 11, red: 255, green: 255, blue: 221))]
    ),
    InputDecoderCase(
        "xterm", "OSC 10 foreground ended by BEL", "\(esc)]10;rgb:0000/8080/ffff\u{7}",
        [.reply(.color(slot: 10, red: 0, green: 128, blue: 255))]
    ),
    InputDecoderCase("xterm", "bracketed paste", "\(esc)[200~hello\nworld\(esc)[201~", [.paste("hello\nworld")]),
    InputDecoderCase("xterm", "XTVERSION DCS reply is dropped", "\(esc)P>|XTerm(390)\(esc)\\x", text("x")),
    InputDecoderCase("xterm", "XTVERSION DCS reply alone is dropped", "\(esc)P>|xterm(367)\(esc)\\", []),
    InputDecoderCase("xterm", "DECRQSS DCS reply is dropped", "\(esc)P1$r0m\(esc)\\x", text("x")),
    InputDecoderCase("xterm", "XTGETTCAP DCS reply is dropped", "\(esc)P1+r544e=787465726d\u{7}x", text("x")),
    // kitty
    InputDecoderCase("kitty", "Ctrl+a", "\(esc)[97;5u", [char("a", .control)]),
    InputDecoderCase("kitty", "Escape (disambiguate)", "\(esc)[27u", [key(.escape)]),
    InputDecoderCase("kitty", "Enter (report all keys)", "\(esc)[13u", [key(.return)]),
    InputDecoderCase("kitty", "Shift+Tab (report all keys)", "\(esc)[9;2u", [key(.tab, .shift)]),
    InputDecoderCase("kitty", "Alt+Backspace", "\(esc)[127;3u", [key(.delete, .option)]),
    InputDecoderCase(
        "kitty", "a repeat and release", "\(esc)[97;1:2u\(esc)[97;1:3u",
        [char("a", [], .repeat), char("a", [], .up)]
    ),
    InputDecoderCase("kitty", "Shift+a with alternate key", "\(esc)[97:65;2u", [char("A", .shift)]),
    InputDecoderCase("kitty", "Shift+a with associated text", "\(esc)[97;2;65u", [char("A", .shift)]),
    InputDecoderCase("kitty", "Super+s", "\(esc)[115;9u", [char("s", .command)]),
    InputDecoderCase("kitty", "Caps Lock and Num Lock bits", "\(esc)[97;193u", [char("a", [.capsLock, .numLock])]),
    InputDecoderCase("kitty", "hyper and meta bits are ignored", "\(esc)[97;49u", [char("a")]),
    InputDecoderCase("kitty", "F13 and F35", "\(esc)[57376u\(esc)[57398u", [key(.function(13)), key(.function(35))]),
    InputDecoderCase("kitty", "the Menu key as xterm's F16", "\(esc)[57363u\(esc)[29~", [key(.menu), key(.menu)]),
    InputDecoderCase("kitty", "keypad 5 and keypad Enter", "\(esc)[57404u\(esc)[57414u", [char("5"), key(.return)]),
    InputDecoderCase(
        "kitty", "keypad arrows", "\(esc)[57417u\(esc)[57420;5u", [key(.leftArrow), key(.downArrow, .control)]),
    InputDecoderCase("kitty", "Left Shift press is dropped", "\(esc)[57441;2ux", text("x")),
    InputDecoderCase("kitty", "Up release", "\(esc)[1;1:3A", [key(.upArrow, [], .up)]),
    InputDecoderCase("kitty", "F3 as CSI 13~", "\(esc)[13~", [key(.function(3))]),
    InputDecoderCase("kitty", "Ctrl+F3 release", "\(esc)[13;5:3~", [key(.function(3), .control, .up)]),
    InputDecoderCase(
        "kitty", "Ctrl+Shift+F1 repeat", "\(esc)[1;6:2P", [key(.function(1), [.control, .shift], .repeat)]),
    InputDecoderCase(
        "edge", "CSI 1;2:1R has an event type, so it is Shift+F3", "\(esc)[1;2:1R", [key(.function(3), .shift)]),
    InputDecoderCase("kitty", "keyboard flags reply", "\(esc)[?15u", [.reply(.keyboardFlags(15))]),
    InputDecoderCase("kitty", "primary device attributes", "\(esc)[?62;c", [.reply(.primaryDeviceAttributes([62]))]),
    InputDecoderCase(
        "kitty", "OSC 11 background", "\(esc)]11;rgb:1e1e/1e1e/2e2e\(esc)\\",
        [.reply(.color(slot: 11, red: 30, green: 30, blue: 46))]
    ),
    // iTerm2
    InputDecoderCase("iTerm2", "Option+b (Esc+)", "\(esc)b", [char("b", .option)]),
    InputDecoderCase("iTerm2", "Option+é (Esc+)", "\(esc)é", [char("é", .option)]),
    InputDecoderCase("iTerm2", "Shift+Up", "\(esc)[1;2A", [key(.upArrow, .shift)]),
    InputDecoderCase("iTerm2", "Fn+Delete", "\(esc)[3~", [key(.deleteForward)]),
    InputDecoderCase("iTerm2", "Ctrl+Space", "\u{0}", [char(" ", .control)]),
    InputDecoderCase(
        "iTerm2", "primary device attributes", "\(esc)[?62;4c", [.reply(.primaryDeviceAttributes([62, 4]))]),
    InputDecoderCase(
        "iTerm2", "OSC 11 ended by BEL", "\(esc)]11;rgb:2828/2c2c/3434\u{7}",
        [.reply(.color(slot: 11, red: 40, green: 44, blue: 52))]
    ),
    // tmux
    InputDecoderCase("tmux", "Home and End", "\(esc)[1~\(esc)[4~", [key(.home), key(.end)]),
    InputDecoderCase("tmux", "Ctrl+Up", "\(esc)[1;5A", [key(.upArrow, .control)]),
    InputDecoderCase("tmux", "paste with UTF-8", "\(esc)[200~héllo 日本\(esc)[201~", [.paste("héllo 日本")]),
    InputDecoderCase("tmux", "wheel down", "\(esc)[<65;40;12M", [mouse(.scroll(.down), 39, 11)]),
    InputDecoderCase("tmux", "focus out", "\(esc)[O", [.focus(false)]),
    // VTE (gnome-terminal)
    InputDecoderCase("VTE", "Ctrl+Home", "\(esc)[1;5H", [key(.home, .control)]),
    InputDecoderCase("VTE", "Shift+F1", "\(esc)[1;2P", [key(.function(1), .shift)]),
    InputDecoderCase(
        "VTE", "primary device attributes", "\(esc)[?65;1;9c", [.reply(.primaryDeviceAttributes([65, 1, 9]))]),
    InputDecoderCase("VTE", "private mode reset", "\(esc)[?1004;2$y", [.reply(.privateMode(mode: 1004, value: 2))]),
    InputDecoderCase("VTE", "Ctrl+Backspace", "\u{8}", [key(.delete)]),
    InputDecoderCase("VTE", "Alt+Shift+P resolves at flush", "\(esc)P", [char("P", .option)]),
    InputDecoderCase(
        "VTE", "OSC 11 background", "\(esc)]11;rgb:ffff/ffff/ffff\(esc)\\",
        [.reply(.color(slot: 11, red: 255, green: 255, blue: 255))]
    ),
    // rxvt
    InputDecoderCase("rxvt", "Home and End", "\(esc)[7~\(esc)[8~", [key(.home), key(.end)]),
    InputDecoderCase("rxvt", "F1", "\(esc)[11~", [key(.function(1))]),
    InputDecoderCase("rxvt", "Shift+Up", "\(esc)[a", [key(.upArrow, .shift)]),
    InputDecoderCase("rxvt", "Ctrl+Up", "\(esc)Oa", [key(.upArrow, .control)]),
    InputDecoderCase("rxvt", "Shift+Delete", "\(esc)[3$", [key(.deleteForward, .shift)]),
    InputDecoderCase("rxvt", "Ctrl+Page Up", "\(esc)[5^", [key(.pageUp, .control)]),
    InputDecoderCase("rxvt", "Ctrl+Shift+Delete", "\(esc)[3@", [key(.deleteForward, [.control, .shift])]),
    InputDecoderCase("rxvt", "Ctrl+F1", "\(esc)[11^", [key(.function(1), .control)]),
    InputDecoderCase("rxvt", "Alt+Up", "\(esc)\(esc)[A", [key(.upArrow, .option)]),
    InputDecoderCase("rxvt", "Alt+Ctrl+Left", "\(esc)\(esc)Od", [key(.leftArrow, [.control, .option])]),
    // Linux console
    InputDecoderCase(
        "linux", "F1 to F5", "\(esc)[[A\(esc)[[B\(esc)[[C\(esc)[[D\(esc)[[E",
        (1...5).map { key(.function($0)) }
    ),
    InputDecoderCase(
        "linux", "Home End Delete", "\(esc)[1~\(esc)[4~\(esc)[3~", [key(.home), key(.end), key(.deleteForward)]),
    InputDecoderCase("linux", "F6", "\(esc)[17~", [key(.function(6))]),
    InputDecoderCase("linux", "Backspace", "\u{7F}", [key(.delete)]),
    InputDecoderCase("linux", "cursor position report", "\(esc)[5;10R", [.reply(.cursorPosition(Point(x: 9, y: 4)))]),
    // Control bytes and text, as every terminal sends them
    InputDecoderCase("any", "Ctrl+A and Ctrl+Z", "\u{1}\u{1A}", [char("a", .control), char("z", .control)]),
    InputDecoderCase("any", "CR and LF are Return", "\r\n", [key(.return), key(.return)]),
    InputDecoderCase("any", "Tab", "\t", [key(.tab)]),
    InputDecoderCase(
        "any", "Ctrl+\\ ] ^ _", "\u{1C}\u{1D}\u{1E}\u{1F}",
        [char("\\", .control), char("]", .control), char("^", .control), char("_", .control)]
    ),
    InputDecoderCase("any", "Alt+Enter", "\(esc)\r", [key(.return, .option)]),
    InputDecoderCase("any", "Alt+Ctrl+a", "\(esc)\u{1}", [char("a", [.control, .option])]),
    InputDecoderCase("any", "Alt+Backspace", "\(esc)\u{7F}", [key(.delete, .option)]),
    InputDecoderCase("any", "UTF-8 text", "héllo 日本 👍", text("héllo 日本 👍")),
    InputDecoderCase("any", "ZWJ emoji sequence", "👩\u{200D}💻x", [char("👩\u{200D}💻"), char("x")]),
    InputDecoderCase("any", "flags", "🇺🇸🇫🇷", [char("🇺🇸"), char("🇫🇷")]),
    InputDecoderCase("any", "Hangul jamo", "\u{1100}\u{1161}\u{11A8}", [char("\u{1100}\u{1161}\u{11A8}")]),
    InputDecoderCase("any", "emoji presentation selector", "❤\u{FE0F}!", [char("❤\u{FE0F}"), char("!")]),
    InputDecoderCase("any", "skin tone modifier", "👍🏽", [char("👍🏽")]),
    InputDecoderCase("any", "combining mark after non-ASCII", "ü\u{301}", [char("ü\u{301}")]),
    InputDecoderCase("any", "lone ESC", esc, [key(.escape)]),
    // Malformed and edge-case input
    InputDecoderCase("edge", "unknown CSI is dropped", "\(esc)[99Xz", text("z")),
    InputDecoderCase("edge", "unknown SS3 is dropped", "\(esc)OZz", text("z")),
    InputDecoderCase("edge", "ESC restarts an unfinished CSI", "\(esc)[1;\(esc)[B", [key(.downArrow)]),
    InputDecoderCase(
        "edge", "CSI cut by Return replays as keys", "\(esc)[1\r", [char("[", .option), char("1"), key(.return)]),
    InputDecoderCase("edge", "unfinished CSI replays at flush", "\(esc)[1;5", [char("[", .option)] + text("1;5")),
    InputDecoderCase(
        "edge", "OSC cut short by ESC replays as keys", "\(esc)]11;rgb:\(esc)[A",
        [char("]", .option)] + text("11;rgb:") + [key(.upArrow)]
    ),
    InputDecoderCase(
        "edge", "DCS cut short by ESC replays as keys", "\(esc)P1$r\(esc)[B",
        [char("P", .option)] + text("1$r") + [key(.downArrow)]
    ),
    InputDecoderCase(
        "edge", "Alt+] then a is not an OSC", "\(esc)]a\(esc)[A", [char("]", .option), char("a"), key(.upArrow)]),
    InputDecoderCase(
        "edge", "Alt+Shift+P then text is not a DCS", "\(esc)Pabc\u{7}x",
        [char("P", .option)] + text("abc") + [char("g", .control), char("x")]
    ),
    InputDecoderCase("edge", "Alt+] resolves at flush", "\(esc)]", [char("]", .option)]),
    InputDecoderCase("edge", "Alt+] then Escape", "\(esc)]\(esc)", [char("]", .option), key(.escape)]),
    InputDecoderCase(
        "edge", "Alt+_ is a key, not an APC", "\(esc)_x\(esc)[A", [char("_", .option), char("x"), key(.upArrow)]),
    InputDecoderCase(
        "edge", "Alt+^ is a key, not a PM", "\(esc)^x\(esc)[A", [char("^", .option), char("x"), key(.upArrow)]),
    InputDecoderCase(
        "edge", "Alt+Shift+X is a key, not an SOS", "\(esc)Xx\(esc)[A", [char("X", .option), char("x"), key(.upArrow)]),
    InputDecoderCase(
        "edge", "kitty's graphics reply is an APC string", "\(esc)_Gi=31;OK\(esc)\\",
        [.reply(.kittyGraphics(id: 31, message: "OK"))]
    ),
    InputDecoderCase(
        "edge", "other APC strings are Alt+_ and text", "\(esc)_Hi\(esc)\\",
        [char("_", .option)] + text("Hi") + [char("\\", .option)]
    ),
    InputDecoderCase(
        "edge", "ESC inside a paste stays in it", "\(esc)[200~a\(esc)b\(esc)[201x\(esc)[201~c",
        [.paste("a\(esc)b\(esc)[201x"), char("c")]
    ),
    InputDecoderCase("edge", "stray paste end is dropped", "\(esc)[201~q", text("q")),
    InputDecoderCase("edge", "huge parameters saturate", "\(esc)[99999999999999999999;5A", [key(.upArrow, .control)]),
    InputDecoderCase(
        "edge", "huge mouse coordinates saturate", "\(esc)[<0;99999999999999999999;1M",
        [mouse(.press(.left), 99_999_998, 0)]
    ),
    InputDecoderCase(
        "edge", "short hex colour channels", "\(esc)]11;rgb:f/80/abc\u{7}",
        [.reply(.color(slot: 11, red: 255, green: 128, blue: 171))]
    ),
    InputDecoderCase("edge", "C1 controls in text are dropped", bytes: [0x61, 0xC2, 0x85, 0x62], text("ab")),
    InputDecoderCase(
        "edge", "ESC ESC before a mouse report", "\(esc)\(esc)[<0;1;1M",
        [key(.escape, .option), mouse(.press(.left), 0, 0)]),
    InputDecoderCase("edge", "ESC ESC then a letter", "\(esc)\(esc)x", [key(.escape, .option), char("x")]),
]

@Suite struct InputDecoderTests {
    @Test func tableIsLargeAndCoversEveryTerminal() {
        #expect(decoderTable.count >= 60)
        let terminals = Set(decoderTable.map(\.terminal))
        #expect(terminals.isSuperset(of: ["xterm", "kitty", "iTerm2", "tmux", "VTE", "rxvt", "linux"]))
    }

    @Test(arguments: decoderTable)
    func decodesWhole(_ row: InputDecoderCase) {
        #expect(decodeAll([row.bytes]) == row.expected)
    }

    @Test(arguments: decoderTable)
    func decodesSplitAtEveryBoundary(_ row: InputDecoderCase) {
        for split in 0...row.bytes.count {
            let chunks = [Array(row.bytes[..<split]), Array(row.bytes[split...])]
            #expect(decodeAll(chunks) == row.expected, "split at \(split)")
        }
    }

    @Test(arguments: decoderTable)
    func decodesOneByteAtATime(_ row: InputDecoderCase) {
        #expect(decodeAll(row.bytes.map { [$0] }) == row.expected)
    }

    /// Rows that leave nothing pending can be concatenated without changing each other's meaning.
    static let mixedRows = decoderTable.filter { row in
        var decoder = InputDecoder()
        _ = decoder.decode(row.bytes)
        return !decoder.hasPendingInput
    }

    @Test func mixedStreamDecodesToTheConcatenatedRows() {
        #expect(Self.mixedRows.count >= 100)
        let stream = Self.mixedRows.flatMap(\.bytes)
        let expected = Self.mixedRows.flatMap(\.expected)
        #expect(decodeAll([stream]) == expected)
        #expect(decodeAll(stream.map { [$0] }) == expected)
        for split in 0...stream.count {
            let chunks = [Array(stream[..<split]), Array(stream[split...])]
            let events = decodeAll(chunks)
            #expect(events == expected, "split at \(split)")
            if events != expected { break }
        }
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush().isEmpty)
    }

    @Test func escapeThenLetterInLaterReadIsAlt() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(Array("a".utf8)) == [char("a", .option)])
        #expect(!decoder.hasPendingInput)
    }

    @Test func escapeFlushedBeforeLetterIsEscapeThenLetter() {
        var decoder = InputDecoder()
        _ = decoder.decode([0x1B])
        #expect(decoder.flush() == [key(.escape)])
        #expect(decoder.decode(Array("a".utf8)) == [char("a")])
    }

    @Test func unfinishedSequenceIsPendingUntilItEnds() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)[1;5".utf8)).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(Array("A".utf8)) == [key(.upArrow, .control)])
        #expect(!decoder.hasPendingInput)
    }

    @Test func graphemeClustersInOneReadAreOneCharacter() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("e\u{301}x".utf8)) == [char("e\u{301}"), char("x")])
        let programmer = "\u{1F469}\u{200D}\u{1F4BB}"
        #expect(decoder.decode(Array(programmer.utf8)).isEmpty)
        #expect(decoder.flush() == [char(Character(programmer))])
    }

    @Test func multiByteCharacterSplitAcrossReads() {
        var decoder = InputDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.decode(bytes[..<1]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(bytes[1..<2]).isEmpty)
        #expect(decoder.decode(bytes[2...]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [char("日")])
        #expect(!decoder.hasPendingInput)
    }

    @Test(arguments: ["ü\u{301}", "👩\u{200D}💻", "🇺🇸", "\u{1100}\u{1161}", "❤\u{FE0F}", "👍🏽"])
    func clusterSplitAcrossReadsIsOneCharacter(_ cluster: String) {
        let bytes = Array(cluster.utf8)
        for split in 1..<bytes.count {
            var decoder = InputDecoder()
            #expect(decoder.decode(bytes[..<split]).isEmpty, "split at \(split)")
            #expect(decoder.hasPendingInput)
            #expect(decoder.decode(bytes[split...]).isEmpty, "split at \(split)")
            #expect(decoder.flush() == [char(Character(cluster))], "split at \(split)")
        }
    }

    @Test func heldClusterIsReleasedByTheNextByte() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("日".utf8)).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(Array("本".utf8)) == [char("日")])
        #expect(decoder.decode(Array("a".utf8)) == [char("本"), char("a")])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.decode(Array("語".utf8)).isEmpty)
        #expect(decoder.decode([0x0D]) == [char("語"), key(.return)])
        #expect(decoder.decode(Array("é\(esc)[A".utf8)) == [char("é"), key(.upArrow)])
        #expect(!decoder.hasPendingInput)
    }

    @Test func asciiIsNeverHeldBack() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("a".utf8)) == [char("a")])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.decode(Array("日本a".utf8)) == text("日本a"))
        #expect(!decoder.hasPendingInput)
        // The documented exception: a combining mark in a later read than its ASCII base stands
        // alone.
        #expect(decoder.decode(Array("e".utf8)) == [char("e")])
        #expect(decoder.decode(Array("\u{301}".utf8)).isEmpty)
        #expect(decoder.flush() == [char("\u{301}")])
    }

    @Test func asciiBeforeAnIncompleteCharacterWaitsForIt() {
        let bytes = Array("a\u{301}".utf8)
        var decoder = InputDecoder()
        #expect(decoder.decode(bytes[..<2]).isEmpty)
        #expect(decoder.decode(bytes[2...]).isEmpty)
        #expect(decoder.flush() == [char("a\u{301}")])
    }

    @Test(arguments: ["_", "^", "X", "]", "P"] as [Character])
    func altKeysThatCouldIntroduceStringsDoNotHoldBackWhatFollows(_ introducer: Character) {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)\(introducer)x".utf8)) == [char(introducer, .option), char("x")])
        #expect(!decoder.hasPendingInput)
    }

    @Test func stringIntroducerWaitsForTheNextByte() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)]".utf8)).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(Array("a".utf8)) == [char("]", .option), char("a")])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.decode(Array("\(esc)]".utf8)).isEmpty)
        let black = InputEvent.reply(.color(slot: 11, red: 0, green: 0, blue: 0))
        #expect(decoder.decode(Array("11;rgb:00/00/00\u{7}q".utf8)) == [black, char("q")])
        #expect(decoder.decode(Array("\(esc)P".utf8)).isEmpty)
        #expect(decoder.flush() == [char("P", .option)])
        #expect(decoder.decode(Array("x".utf8)) == [char("x")])
    }

    @Test func flushDoesNotEndAPaste() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)[200~abc\(esc)[20".utf8)).isEmpty)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Array("1~x".utf8)) == [.paste("abc"), char("x")])
    }

    @Test func endPasteEndsAStalledPaste() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)[200~abc".utf8)).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.endPaste() == [.paste("abc")])
        #expect(!decoder.isInPaste)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.decode(Array("q".utf8)) == [char("q")])
    }

    @Test func endPasteKeepsAPartialEndMarkerAsPasteText() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)[200~abc\(esc)[20".utf8)).isEmpty)
        #expect(decoder.endPaste() == [.paste("abc\(esc)[20")])
        #expect(decoder.decode(Array("x".utf8)) == [char("x")])
    }

    @Test func endPasteOutsideAPasteDoesNothing() {
        var decoder = InputDecoder()
        #expect(!decoder.isInPaste)
        #expect(decoder.endPaste().isEmpty)
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(!decoder.isInPaste)
        #expect(decoder.endPaste().isEmpty)
        #expect(decoder.flush() == [key(.escape)])
    }

    @Test func pasteLongerThanTheCapArrivesInPiecesBetweenCharacters() {
        let input = Array("\(esc)[200~abcdefg日本語xyz\(esc)[201~q".utf8)
        let expected: [InputEvent] = [.paste("abcdefg"), .paste("日本"), .paste("語xyz"), char("q")]
        func decode(_ chunks: [[UInt8]]) -> [InputEvent] {
            var decoder = InputDecoder(maxPasteBytes: 8)
            return chunks.flatMap { decoder.decode($0) } + decoder.flush()
        }
        #expect(decode([input]) == expected)
        #expect(decode(input.map { [$0] }) == expected)
        for split in 0...input.count {
            #expect(decode([Array(input[..<split]), Array(input[split...])]) == expected, "split at \(split)")
        }
    }

    @Test func pasteLongerThanTheCapIsNeverDecodedAsKeys() {
        let content = "echo hi\r\(esc)[A\u{3}日本 \(esc)[201x ok\r"
        var decoder = InputDecoder(maxPasteBytes: 5)
        var events = decoder.decode(Array("\(esc)[200~\(content)\(esc)[201~".utf8))
        #expect(!decoder.isInPaste)
        events += decoder.decode(Array("q".utf8))
        #expect(events.last == char("q"))
        var pasted = ""
        for event in events.dropLast() {
            guard case .paste(let piece) = event else {
                Issue.record("unexpected \(event)")
                continue
            }
            #expect((1...5).contains(piece.utf8.count))
            pasted += piece
        }
        #expect(pasted == content)
    }

    @Test func interruptedPasteEndMarkerStaysInThePaste() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)[200~\(esc)[20".utf8)).isEmpty)
        #expect(decoder.decode(Array("\(esc)[201~".utf8)) == [.paste("\(esc)[20")])
    }

    @Test func anEscapeCutsASequenceShortAndStartsTheNext() {
        for cut in ["\(esc)O", "\(esc)O1", "\(esc)[1;", "\(esc)[["] {
            #expect(decodeAll([Array("\(cut)\(esc)[A".utf8)]) == [key(.upArrow)], "\(cut.debugDescription)")
        }
    }

    @Test func aControlKeyAbandonsASequenceAndIsStillDecoded() {
        for cut in ["\(esc)O", "\(esc)O1", "\(esc)[1;", "\(esc)[["] {
            let events = decodeAll([Array("\(cut)\t".utf8)])
            #expect(events.count > 1, "\(cut.debugDescription)")
            #expect(events.last == key(.tab), "\(cut.debugDescription)")
        }
    }

    @Test func emptyPaste() {
        #expect(decodeAll([Array("\(esc)[200~\(esc)[201~".utf8)]) == [.paste("")])
    }

    @Test func alternateKeysWithoutShiftUseTheBaseKey() {
        #expect(decodeAll([Array("\(esc)[97:65;5u".utf8)]) == [char("a", .control)])
    }
}
