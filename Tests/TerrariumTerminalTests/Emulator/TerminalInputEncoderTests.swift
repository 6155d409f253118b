import TerrariumTerminal
import Testing

/// ESC, for building sequences readably.
private let esc = "\u{1B}"

/// The modes with the cursor key mode `application`, and line feed/new line mode `newLine`.
private func keyModes(application: Bool = false, newLine: Bool = false) -> TerminalInputModes {
    var modes = TerminalInputModes()
    modes.applicationCursorKeys = application
    modes.newLineMode = newLine
    return modes
}

/// Decodes `bytes` with a fresh decoder, then flushes it.
private func decoded(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.decode(bytes) + decoder.flush()
}

/// One row of the key table: a key press, the modes, and the bytes xterm sends for it.
struct KeyEncodingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let press: KeyPress
    let expected: [UInt8]
    let application: Bool
    let newLine: Bool

    init(_ name: String, _ press: KeyPress, _ expected: String, application: Bool = false, newLine: Bool = false) {
        self.name = name
        self.press = press
        self.expected = Array(expected.utf8)
        self.application = application
        self.newLine = newLine
    }

    var testDescription: String { name }
}

/// A key press, short for the tables.
private func press(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> KeyPress {
    KeyPress(key, modifiers: modifiers)
}

private let characterCases: [KeyEncodingCase] = [
    .init("a", press("a"), "a"),
    .init("Shift+A is the character given", press("A", .shift), "A"),
    .init("Shift+! is the character given", press("!", .shift), "!"),
    .init("é as UTF-8", press("é"), "é"),
    .init("emoji cluster as UTF-8", press("👍🏽"), "👍🏽"),
    .init("Ctrl+a", press("a", .control), "\u{01}"),
    .init("Ctrl+z", press("z", .control), "\u{1A}"),
    .init("Ctrl+Shift+A", press("A", [.control, .shift]), "\u{01}"),
    .init("Ctrl+Space", press(" ", .control), "\u{00}"),
    .init("Ctrl+@", press("@", .control), "\u{00}"),
    .init("Ctrl+[", press("[", .control), "\u{1B}"),
    .init("Ctrl+\\", press("\\", .control), "\u{1C}"),
    .init("Ctrl+]", press("]", .control), "\u{1D}"),
    .init("Ctrl+^", press("^", .control), "\u{1E}"),
    .init("Ctrl+_", press("_", .control), "\u{1F}"),
    .init("Ctrl+?", press("?", .control), "\u{7F}"),
    .init("Ctrl+2", press("2", .control), "\u{00}"),
    .init("Ctrl+3", press("3", .control), "\u{1B}"),
    .init("Ctrl+4", press("4", .control), "\u{1C}"),
    .init("Ctrl+5", press("5", .control), "\u{1D}"),
    .init("Ctrl+6", press("6", .control), "\u{1E}"),
    .init("Ctrl+7", press("7", .control), "\u{1F}"),
    .init("Ctrl+8", press("8", .control), "\u{7F}"),
    .init("Ctrl+/ as Xlib", press("/", .control), "\u{1F}"),
    .init("Ctrl+{ as Xlib", press("{", .control), "\u{1B}"),
    .init("Ctrl+~ as Xlib", press("~", .control), "\u{1E}"),
    .init("Ctrl+1 unchanged", press("1", .control), "1"),
    .init("Ctrl+9 unchanged", press("9", .control), "9"),
    .init("Ctrl+= unchanged", press("=", .control), "="),
    .init("Ctrl+. unchanged", press(".", .control), "."),
    .init("Ctrl+é unchanged", press("é", .control), "é"),
    .init("Alt+a", press("a", .option), "\u{1B}a"),
    .init("Alt+Shift+A", press("A", [.option, .shift]), "\u{1B}A"),
    .init("Alt+é", press("é", .option), "\u{1B}é"),
    .init("Alt+Ctrl+a", press("a", [.option, .control]), "\u{1B}\u{01}"),
    .init("Alt+Ctrl+Space", press(" ", [.option, .control]), "\u{1B}\u{00}"),
    .init("Command+a has no encoding", press("a", .command), ""),
    .init("Command+Ctrl+a has no encoding", press("a", [.command, .control]), ""),
    .init("Caps Lock state ignored", press("A", .capsLock), "A"),
]

private let editingKeyCases: [KeyEncodingCase] = [
    .init("Return", press(.return), "\r"),
    .init("Return in new line mode", press(.return), "\r\n", newLine: true),
    .init("Shift+Return", press(.return, .shift), "\r"),
    .init("Ctrl+Return", press(.return, .control), "\r"),
    .init("Alt+Return", press(.return, .option), "\u{1B}\r"),
    .init("Alt+Return in new line mode", press(.return, .option), "\u{1B}\r\n", newLine: true),
    .init("Command+Return", press(.return, .command), ""),
    .init("Tab", press(.tab), "\t"),
    .init("Shift+Tab", press(.tab, .shift), "\u{1B}[Z"),
    .init("Alt+Tab", press(.tab, .option), "\u{1B}\t"),
    .init("Alt+Shift+Tab", press(.tab, [.option, .shift]), "\u{1B}\u{1B}[Z"),
    .init("Ctrl+Tab", press(.tab, .control), "\t"),
    .init("Escape", press(.escape), "\u{1B}"),
    .init("Alt+Escape", press(.escape, .option), "\u{1B}\u{1B}"),
    .init("Backspace", press(.delete), "\u{7F}"),
    .init("Ctrl+Backspace", press(.delete, .control), "\u{08}"),
    .init("Alt+Backspace", press(.delete, .option), "\u{1B}\u{7F}"),
    .init("Alt+Ctrl+Backspace", press(.delete, [.option, .control]), "\u{1B}\u{08}"),
    .init("Shift+Backspace", press(.delete, .shift), "\u{7F}"),
    .init("Delete", press(.deleteForward), "\u{1B}[3~"),
    .init("Ctrl+Delete", press(.deleteForward, .control), "\u{1B}[3;5~"),
    .init("Delete in application mode", press(.deleteForward), "\u{1B}[3~", application: true),
    .init("Insert", press(.insert), "\u{1B}[2~"),
    .init("Shift+Insert", press(.insert, .shift), "\u{1B}[2;2~"),
    .init("Page Up", press(.pageUp), "\u{1B}[5~"),
    .init("Ctrl+Page Up", press(.pageUp, .control), "\u{1B}[5;5~"),
    .init("Page Down", press(.pageDown), "\u{1B}[6~"),
    .init("Alt+Page Down", press(.pageDown, .option), "\u{1B}[6;3~"),
    .init("Command+Page Down", press(.pageDown, .command), "\u{1B}[6;9~"),
]

/// Arrows, Home and End in both cursor key modes, with and without modifiers.
private let cursorKeyCases: [KeyEncodingCase] = {
    let keys: [(String, KeyEquivalent, String)] = [
        ("Up", .upArrow, "A"), ("Down", .downArrow, "B"), ("Right", .rightArrow, "C"),
        ("Left", .leftArrow, "D"), ("Home", .home, "H"), ("End", .end, "F"),
    ]
    let modifierSets: [(String, EventModifiers, Int)] = [
        ("Shift", .shift, 2), ("Alt", .option, 3), ("Alt+Shift", [.option, .shift], 4), ("Ctrl", .control, 5),
        ("Ctrl+Shift", [.control, .shift], 6), ("Ctrl+Alt", [.control, .option], 7), ("Command", .command, 9),
        ("all four", [.shift, .option, .control, .command], 16),
    ]
    var cases: [KeyEncodingCase] = []
    for (name, key, final) in keys {
        let plain = "\u{1B}[" + final
        cases.append(KeyEncodingCase(name, press(key), plain))
        cases.append(KeyEncodingCase(name + " in application mode", press(key), "\u{1B}O" + final, application: true))
        cases.append(KeyEncodingCase(name + " with Num Lock state", press(key, .numLock), plain))
        for (modifierName, modifiers, parameter) in modifierSets {
            let modified = "\u{1B}[1;" + String(parameter) + final
            let modifiedName = modifierName + "+" + name
            cases.append(KeyEncodingCase(modifiedName, press(key, modifiers), modified))
            cases.append(
                KeyEncodingCase(
                    modifiedName + " in application mode", press(key, modifiers), modified, application: true)
            )
        }
    }
    return cases
}()

private let functionKeyCases: [KeyEncodingCase] = [
    .init("F1", press(.function(1)), "\u{1B}OP"),
    .init("F2", press(.function(2)), "\u{1B}OQ"),
    .init("F3", press(.function(3)), "\u{1B}OR"),
    .init("F4", press(.function(4)), "\u{1B}OS"),
    .init("F1 in application mode", press(.function(1)), "\u{1B}OP", application: true),
    .init("Shift+F1", press(.function(1), .shift), "\u{1B}[1;2P"),
    .init("Ctrl+F3", press(.function(3), .control), "\u{1B}[1;5R"),
    .init("Alt+F4", press(.function(4), .option), "\u{1B}[1;3S"),
    .init("F5", press(.function(5)), "\u{1B}[15~"),
    .init("F6", press(.function(6)), "\u{1B}[17~"),
    .init("F7", press(.function(7)), "\u{1B}[18~"),
    .init("F8", press(.function(8)), "\u{1B}[19~"),
    .init("F9", press(.function(9)), "\u{1B}[20~"),
    .init("F10", press(.function(10)), "\u{1B}[21~"),
    .init("F11", press(.function(11)), "\u{1B}[23~"),
    .init("F12", press(.function(12)), "\u{1B}[24~"),
    .init("Ctrl+F5", press(.function(5), .control), "\u{1B}[15;5~"),
    .init("Ctrl+Alt+Shift+F12", press(.function(12), [.control, .option, .shift]), "\u{1B}[24;8~"),
    .init("F13 is Shift+F1", press(.function(13)), "\u{1B}[1;2P"),
    .init("F17 is Shift+F5", press(.function(17)), "\u{1B}[15;2~"),
    .init("F20 is Shift+F8", press(.function(20)), "\u{1B}[19;2~"),
    .init("F24 is Shift+F12", press(.function(24)), "\u{1B}[24;2~"),
    .init("F25 is Ctrl+F1", press(.function(25)), "\u{1B}[1;5P"),
    .init("F37 is Ctrl+Shift+F1", press(.function(37)), "\u{1B}[1;6P"),
    .init("F49 is Alt+F1", press(.function(49)), "\u{1B}[1;3P"),
    .init("F63 is Alt+Shift+F3", press(.function(63)), "\u{1B}[1;4R"),
    .init("Ctrl+F13 adds to Shift", press(.function(13), .control), "\u{1B}[1;6P"),
    .init("Shift+F13 is still Shift+F1", press(.function(13), .shift), "\u{1B}[1;2P"),
    .init("F64 has no encoding", press(.function(64)), ""),
    .init("F0 has no encoding", press(.function(0)), ""),
    .init("F-1 has no encoding", press(.function(-1)), ""),
]

@Suite struct TerminalInputEncoderKeyTests {
    @Test(arguments: characterCases + editingKeyCases + cursorKeyCases + functionKeyCases)
    func encodesKey(_ row: KeyEncodingCase) {
        let modes = keyModes(application: row.application, newLine: row.newLine)
        #expect(TerminalInputEncoder.bytes(for: row.press, modes: modes) == row.expected)
    }

    @Test(arguments: characterCases + editingKeyCases + cursorKeyCases + functionKeyCases)
    func repeatIsSentLikeAPressAndReleaseIsNotSent(_ row: KeyEncodingCase) {
        let modes = keyModes(application: row.application, newLine: row.newLine)
        var press = row.press
        press.phase = .repeat
        #expect(TerminalInputEncoder.bytes(for: press, modes: modes) == row.expected)
        press.phase = .up
        #expect(TerminalInputEncoder.bytes(for: press, modes: modes) == [])
        press.phase = []
        #expect(TerminalInputEncoder.bytes(for: press, modes: modes) == [])
    }

    @Test(arguments: characterCases + editingKeyCases + cursorKeyCases + functionKeyCases)
    func applicationKeypadChangesNothing(_ row: KeyEncodingCase) {
        // A KeyPress cannot say whether a key came from the keypad, so the mode cannot apply.
        var modes = keyModes(application: row.application, newLine: row.newLine)
        modes.applicationKeypad = true
        #expect(TerminalInputEncoder.bytes(for: row.press, modes: modes) == row.expected)
    }

    @Test func otherModesDoNotChangeKeys() {
        var modes = TerminalInputModes()
        modes.bracketedPaste = true
        modes.focusEvents = true
        modes.mouseTracking = .anyEvent
        modes.mouseEncoding = .sgr
        #expect(TerminalInputEncoder.bytes(for: KeyPress(.upArrow), modes: modes) == Array("\(esc)[A".utf8))
        #expect(TerminalInputEncoder.bytes(for: KeyPress(.return), modes: modes) == [0x0D])
    }
}

// MARK: - Paste and focus

@Suite struct TerminalInputEncoderPasteTests {
    private static let hostile = "a\u{1B}[201~b\r\nc\u{9B}d\u{7F}"

    @Test func anUnbracketedPasteIsTypedWithoutControlsButTabAndReturn() {
        let bytes = TerminalInputEncoder.bytes(forPaste: Self.hostile, modes: TerminalInputModes())
        #expect(bytes == Array("a[201~b\rcd".utf8))
        // Text copied from a page that hides an escape and a command types neither as keys.
        let hidden = TerminalInputEncoder.bytes(
            forPaste: "ls\u{1B}:!curl x|sh\u{07}\r\tdone\u{08}", modes: TerminalInputModes())
        #expect(hidden == Array("ls:!curl x|sh\r\tdone".utf8))
    }

    @Test func aBracketedPasteKeepsEscapeAndBellButCannotEndEarly() {
        var modes = TerminalInputModes()
        modes.bracketedPaste = true
        let bytes = TerminalInputEncoder.bytes(forPaste: Self.hostile, modes: modes)
        #expect(bytes == Array("\(esc)[200~ab\rcd\u{7F}\(esc)[201~".utf8))
        let vim = TerminalInputEncoder.bytes(forPaste: "i\u{1B}:q!\u{07}", modes: modes)
        #expect(vim == Array("\(esc)[200~i\(esc):q!\u{07}\(esc)[201~".utf8))
    }

    @Test(arguments: [
        "\u{1B}[20\u{1B}[201~1~x", "\u{1B}[201\u{1B}[200~~x", "\u{1B}[200~x\u{1B}[201~", "x\u{1B}[201~\u{1B}[201~",
    ])
    func aBracketedPasteHoldsNoBracketEvenOnceOneIsRemoved(_ text: String) {
        var modes = TerminalInputModes()
        modes.bracketedPaste = true
        #expect(TerminalInputEncoder.bytes(forPaste: text, modes: modes) == Array("\(esc)[200~x\(esc)[201~".utf8))
    }

    /// Each case: the text, what a bracketed paste carries, and what an unbracketed one types.
    @Test(
        arguments: [
            ("plain", "hello", "hello", "hello"),
            ("tab kept", "a\tb", "a\tb", "a\tb"),
            ("line feeds", "a\nb\n", "a\rb\r", "a\rb\r"),
            ("blank lines", "\n\n", "\r\r", "\r\r"),
            ("CR LF pairs", "a\r\nb\r\n", "a\rb\r", "a\rb\r"),
            ("CR then CR LF", "\r\r\n", "\r\r", "\r\r"),
            ("lone CR", "a\rb", "a\rb", "a\rb"),
            ("LF CR", "\n\r", "\r\r", "\r\r"),
            ("control inside CR LF", "\r\u{01}\n", "\r\u{01}\r", "\r\r"),
            ("C0 controls", "\u{00}\u{07}\u{08}x\u{0B}\u{0C}\u{1F}", "\u{00}\u{07}\u{08}x\u{0B}\u{0C}\u{1F}", "x"),
            ("escape and delete", "\u{1B}[A\u{7F}", "\u{1B}[A\u{7F}", "[A"),
            ("C1 controls", "\u{80}x\u{85}\u{9F}", "x", "x"),
            ("first after C1", "\u{9F}\u{A0}", "\u{A0}", "\u{A0}"),
            ("non-ASCII", "é日👍🏽🇫🇷", "é日👍🏽🇫🇷", "é日👍🏽🇫🇷"),
            ("line separator is text", "a\u{2028}b", "a\u{2028}b", "a\u{2028}b"),
        ] as [(String, String, String, String)])
    func sanitises(_ name: String, _ text: String, _ carried: String, _ typed: String) {
        var modes = TerminalInputModes()
        #expect(TerminalInputEncoder.bytes(forPaste: text, modes: modes) == Array(typed.utf8), "\(name)")
        modes.bracketedPaste = true
        let bracketed = Array("\(esc)[200~\(carried)\(esc)[201~".utf8)
        #expect(TerminalInputEncoder.bytes(forPaste: text, modes: modes) == bracketed, "\(name)")
    }

    @Test(arguments: ["", "\u{85}", "\u{9B}\u{9F}"])
    func emptyPasteSendsNothing(_ text: String) {
        var modes = TerminalInputModes()
        #expect(TerminalInputEncoder.bytes(forPaste: text, modes: modes) == [])
        modes.bracketedPaste = true
        #expect(TerminalInputEncoder.bytes(forPaste: text, modes: modes) == [])
    }
}

@Suite struct TerminalInputEncoderFocusTests {
    @Test func focusIsReportedOnlyWhenEnabled() {
        var modes = TerminalInputModes()
        #expect(TerminalInputEncoder.bytes(forFocus: true, modes: modes) == [])
        #expect(TerminalInputEncoder.bytes(forFocus: false, modes: modes) == [])
        modes.focusEvents = true
        #expect(TerminalInputEncoder.bytes(forFocus: true, modes: modes) == Array("\(esc)[I".utf8))
        #expect(TerminalInputEncoder.bytes(forFocus: false, modes: modes) == Array("\(esc)[O".utf8))
    }
}

// MARK: - Round trip through the decoder

/// Key presses whose encoding ``InputDecoder`` reads back as the same press.
///
/// Left out because the bytes are shared with another key: Ctrl+h (BS, read as Backspace),
/// Ctrl+i (Tab), Ctrl+j and Ctrl+m (Return), Ctrl+[ (Escape), Ctrl+Backspace (BS), the digits and
/// punctuation Control maps onto those same bytes, Shift with a character (the shifted character
/// carries no Shift), modified F3 (`CSI 1 ; m R` reads as a cursor position report), F13 and up
/// (sent as modified F1–F12), and Alt with `[`, `O`, `]` or `P`, which start sequences when more
/// bytes follow.
private let roundTripPresses: [KeyPress] = {
    var presses: [KeyPress] = []
    let sequenceStarters: Set<Character> = ["[", "O", "]", "P"]
    for byte in UInt8(0x20)...0x7E {
        let character = Character(Unicode.Scalar(byte))
        presses.append(KeyPress(.character(character)))
        if !sequenceStarters.contains(character) {
            presses.append(KeyPress(.character(character), modifiers: .option))
        }
    }
    let sharedControlLetters: Set<Character> = ["h", "i", "j", "m"]
    for byte in UInt8(0x61)...0x7A where !sharedControlLetters.contains(Character(Unicode.Scalar(byte))) {
        presses.append(KeyPress(.character(Character(Unicode.Scalar(byte))), modifiers: .control))
        presses.append(KeyPress(.character(Character(Unicode.Scalar(byte))), modifiers: [.control, .option]))
    }
    for character: Character in [" ", "\\", "]", "^", "_"] {
        presses.append(KeyPress(.character(character), modifiers: .control))
    }
    for character: Character in ["é", "日", "👍🏽", "🇫🇷"] {
        presses.append(KeyPress(.character(character)))
    }
    for character: Character in ["é", "日"] {
        presses.append(KeyPress(.character(character), modifiers: .option))
    }
    for key: KeyEquivalent in [.return, .tab, .escape, .delete] {
        presses.append(KeyPress(key))
        presses.append(KeyPress(key, modifiers: .option))
    }
    presses.append(KeyPress(.tab, modifiers: .shift))
    presses.append(KeyPress(.tab, modifiers: [.shift, .option]))
    let modifierSets: [EventModifiers] = [
        [], .shift, .option, .control, .command, [.shift, .control], [.shift, .option, .control, .command],
    ]
    let modifiableKeys: [KeyEquivalent] =
        [.upArrow, .downArrow, .leftArrow, .rightArrow, .home, .end, .insert, .deleteForward, .pageUp, .pageDown]
        + (1...12).map { .function($0) }
    for key in modifiableKeys {
        for modifiers in modifierSets where !(key == .function(3) && !modifiers.isEmpty) {
            presses.append(KeyPress(key, modifiers: modifiers))
        }
    }
    return presses
}()

@Suite struct TerminalInputEncoderRoundTripTests {
    @Test(arguments: roundTripPresses, [false, true])
    func decoderReadsTheKeyBack(_ press: KeyPress, application: Bool) {
        let bytes = TerminalInputEncoder.bytes(for: press, modes: keyModes(application: application))
        #expect(!bytes.isEmpty)
        #expect(decoded(bytes) == [.key(press)])
    }

    @Test(arguments: [
        MouseEvent(.press(.left), at: Point(x: 0, y: 0)),
        MouseEvent(.press(.right), at: Point(x: 500, y: 300), modifiers: [.shift, .option, .control]),
        MouseEvent(.press(.other(9)), at: Point(x: 3, y: 4)),
        MouseEvent(.release(.middle), at: Point(x: 10, y: 20), modifiers: .control),
        MouseEvent(.drag(.left), at: Point(x: 7, y: 1)),
        MouseEvent(.move, at: Point(x: 2, y: 2), modifiers: .shift),
        MouseEvent(.scroll(.down), at: Point(x: 1, y: 1)),
        MouseEvent(.scroll(.right), at: Point(x: 1, y: 1), modifiers: .option),
    ])
    func decoderReadsSGRMouseBack(_ event: MouseEvent) {
        var modes = TerminalInputModes()
        modes.mouseTracking = .anyEvent
        modes.mouseEncoding = .sgr
        #expect(decoded(TerminalInputEncoder.bytes(for: event, modes: modes)) == [.mouse(event)])
    }

    @Test func decoderReadsFocusAndPasteBack() {
        var modes = TerminalInputModes()
        modes.focusEvents = true
        modes.bracketedPaste = true
        #expect(decoded(TerminalInputEncoder.bytes(forFocus: true, modes: modes)) == [.focus(true)])
        #expect(decoded(TerminalInputEncoder.bytes(forFocus: false, modes: modes)) == [.focus(false)])
        let paste = TerminalInputEncoder.bytes(forPaste: "a\u{1B}[201~b\r\nc", modes: modes)
        #expect(decoded(paste) == [.paste("ab\rc")])
    }
}
