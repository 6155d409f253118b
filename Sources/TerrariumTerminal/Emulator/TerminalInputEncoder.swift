/// Turns the host's input events into the bytes a program in a terminal pane expects, as xterm
/// would send them with `TERM=xterm-256color` and the modes the program set.
///
/// The encoder is the reverse of ``InputDecoder``: where the decoder reads what the host's terminal
/// sent, the encoder writes what a terminal would send to the pane's program. It is a set of pure
/// functions of an event and the program's ``TerminalInputModes``.
///
/// ```swift
/// var modes = TerminalInputModes()
/// TerminalInputEncoder.bytes(for: KeyPress(.upArrow), modes: modes)  // ESC [ A
/// modes.applicationCursorKeys = true
/// TerminalInputEncoder.bytes(for: KeyPress(.upArrow), modes: modes)  // ESC O A
/// ```
///
/// Keys are encoded the way xterm does without modifyOtherKeys: modifiers that a key's legacy
/// encoding cannot carry are dropped (Shift with a character, which already is the shifted
/// character) or make the key unencodable (``EventModifiers/command`` with a character, Return,
/// Tab, Backspace or Escape, which have no form for it). Caps Lock and Num Lock are states, not
/// keys held, and never change the bytes.
///
/// ``TerminalInputModes/applicationKeypad`` changes nothing: a ``KeyPress`` does not say whether
/// a digit or Enter came from the keypad or the main keyboard, and sending keypad sequences for
/// the main keys would break typing in every program that sets the mode (vim, less).
public enum TerminalInputEncoder {
    static let escape: UInt8 = 0x1B
    static let leftBracket: UInt8 = 0x5B
    private static let carriageReturn: UInt8 = 0x0D
    private static let lineFeed: UInt8 = 0x0A
    private static let horizontalTab: UInt8 = 0x09
    private static let backspace: UInt8 = 0x08
    private static let deleteByte: UInt8 = 0x7F

    /// The bytes xterm sends for `press`, or `[]` for a key with no encoding.
    ///
    /// Key releases, unknown function keys and keys with ``EventModifiers/command`` that xterm's
    /// legacy encoding cannot carry produce no bytes. A repeat is sent like a press.
    ///
    /// - Parameters:
    ///   - press: The key, its modifiers and phase.
    ///   - modes: The modes the pane's program set; cursor key mode and line feed/new line mode
    ///     change the bytes.
    public static func bytes(for press: KeyPress, modes: TerminalInputModes) -> [UInt8] {
        // An empty phase set is not a key event at all; a release has no legacy encoding.
        guard !press.phase.isDisjoint(with: [.down, .repeat]) else { return [] }
        let modifiers = press.modifiers.intersection([.shift, .control, .option, .command])
        switch press.key {
        case .character(let character):
            return characterBytes(character, modifiers: modifiers)
        case .return:
            return plainKey(modes.newLineMode ? [carriageReturn, lineFeed] : [carriageReturn], modifiers: modifiers)
        case .tab:
            // Back-tab (CBT) is the one modified Tab xterm sends without modifyOtherKeys.
            let tab = modifiers.contains(.shift) ? [escape, leftBracket, 0x5A] : [horizontalTab]
            return plainKey(tab, modifiers: modifiers)
        case .delete:
            // xterm's Backspace sends DEL (backarrowKey), and BS with Control.
            return plainKey([modifiers.contains(.control) ? backspace : deleteByte], modifiers: modifiers)
        case .escape:
            return plainKey([escape], modifiers: modifiers)
        case .upArrow: return cursorKey(0x41, modifiers: modifiers, modes: modes)
        case .downArrow: return cursorKey(0x42, modifiers: modifiers, modes: modes)
        case .rightArrow: return cursorKey(0x43, modifiers: modifiers, modes: modes)
        case .leftArrow: return cursorKey(0x44, modifiers: modifiers, modes: modes)
        case .home: return cursorKey(0x48, modifiers: modifiers, modes: modes)
        case .end: return cursorKey(0x46, modifiers: modifiers, modes: modes)
        case .insert: return tildeKey(2, modifierBits: modifierBits(modifiers))
        case .deleteForward: return tildeKey(3, modifierBits: modifierBits(modifiers))
        case .pageUp: return tildeKey(5, modifierBits: modifierBits(modifiers))
        case .pageDown: return tildeKey(6, modifierBits: modifierBits(modifiers))
        case .function(let number): return functionKey(number, modifiers: modifiers)
        }
    }

    /// `ESC [ I` / `ESC [ O` when the program enabled focus events, else `[]`.
    ///
    /// `ESC [ I` says the pane gained focus, `ESC [ O` that it lost it.
    ///
    /// - Parameters:
    ///   - focused: Whether the pane now has focus.
    ///   - modes: The modes the pane's program set; only focus event mode (1004) matters.
    public static func bytes(forFocus focused: Bool, modes: TerminalInputModes) -> [UInt8] {
        guard modes.focusEvents else { return [] }
        return [escape, leftBracket, focused ? 0x49 : 0x4F]
    }

    // MARK: - Keys without a modifier parameter

    /// A character: its UTF-8, or a control byte with Control, after ESC with Option.
    private static func characterBytes(_ character: Character, modifiers: EventModifiers) -> [UInt8] {
        // A host reports Command with a character only under the kitty protocol, for its own
        // shortcuts (Command+C); typing the bare character into the program would be wrong.
        guard !modifiers.contains(.command) else { return [] }
        var bytes: [UInt8] = []
        if modifiers.contains(.option) { bytes.append(escape) }
        if modifiers.contains(.control), let control = controlByte(character) {
            bytes.append(control)
        } else {
            bytes.append(contentsOf: String(character).utf8)
        }
        return bytes
    }

    /// The byte Control turns `character` into, following Xlib's rules that xterm uses, or nil
    /// when Control leaves it unchanged.
    ///
    /// `@` to `~` keep their low five bits (so `a` and `A` both give 0x01, `[` and `{` give ESC);
    /// Space and `2` give NUL, `3` to `7` give ESC to US, `8` and `?` give DEL, and `/` gives US.
    static func controlByte(_ character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case 0x40...0x7E: return ascii & 0x1F
        case 0x20, 0x32: return 0x00  // Space, 2
        case 0x33...0x37: return ascii - 0x33 + 0x1B  // 3–7: ESC, FS, GS, RS, US
        case 0x38, 0x3F: return 0x7F  // 8, ?
        case 0x2F: return 0x1F  // /
        default: return nil
        }
    }

    /// A key whose encoding has no modifier parameter: Option prefixes ESC, Command has no
    /// encoding, and Shift and Control are already part of `bytes` or have no effect.
    private static func plainKey(_ bytes: [UInt8], modifiers: EventModifiers) -> [UInt8] {
        guard !modifiers.contains(.command) else { return [] }
        return modifiers.contains(.option) ? [escape] + bytes : bytes
    }

    // MARK: - Keys with a modifier parameter

    /// xterm's modifier bits: the parameter it sends is one more than these.
    private static func modifierBits(_ modifiers: EventModifiers) -> Int {
        var bits = 0
        if modifiers.contains(.shift) { bits |= 1 }
        if modifiers.contains(.option) { bits |= 2 }
        if modifiers.contains(.control) { bits |= 4 }
        if modifiers.contains(.command) { bits |= 8 }
        return bits
    }

    /// An arrow, Home or End: `ESC [ final`, `ESC O final` in application cursor mode, and
    /// `ESC [ 1 ; m final` in either mode when modifiers are held.
    private static func cursorKey(_ final: UInt8, modifiers: EventModifiers, modes: TerminalInputModes) -> [UInt8] {
        let bits = modifierBits(modifiers)
        if bits != 0 { return modifiedKey(final, modifierBits: bits) }
        return [escape, modes.applicationCursorKeys ? 0x4F : leftBracket, final]
    }

    /// `ESC [ 1 ; m final`: how xterm marks a modified cursor key or F1–F4.
    private static func modifiedKey(_ final: UInt8, modifierBits bits: Int) -> [UInt8] {
        [escape, leftBracket, 0x31, 0x3B] + Array(String(bits + 1).utf8) + [final]
    }

    /// `ESC [ number ~`, or `ESC [ number ; m ~` when modifiers are held.
    private static func tildeKey(_ number: Int, modifierBits bits: Int) -> [UInt8] {
        var bytes = [escape, leftBracket] + Array(String(number).utf8)
        if bits != 0 { bytes += [0x3B] + Array(String(bits + 1).utf8) }
        bytes.append(0x7E)
        return bytes
    }

    /// The modifiers xterm-256color's terminfo gives F13 and up, in groups of twelve: F13–F24 are
    /// Shift+F1–F12, then Control, Control+Shift, Alt and Alt+Shift, up to F63 (`kf63`).
    private static let functionKeyGroupBits = [1, 4, 5, 2, 3]

    /// The highest function key xterm-256color's terminfo names (`kf63`, Alt+Shift+F3).
    private static let maxFunctionKey = 63

    /// The `ESC [ number ~` numbers of F5–F12, which skip 16 and 22 (VT220 numbering).
    private static let functionKeyNumbers = [15, 17, 18, 19, 20, 21, 23, 24]

    /// F1–F4 as `ESC O P`–`S`, F5–F12 as `ESC [ n ~`, and F13–F63 as the modified F1–F12 that
    /// xterm sends for them; modifiers held with F13 and up add to the group's.
    private static func functionKey(_ number: Int, modifiers: EventModifiers) -> [UInt8] {
        guard (1...maxFunctionKey).contains(number) else { return [] }
        let group = (number - 1) / 12
        let base = (number - 1) % 12 + 1
        var bits = modifierBits(modifiers)
        if group > 0 { bits |= functionKeyGroupBits[group - 1] }
        if base <= 4 {
            let final = 0x50 + UInt8(base - 1)
            return bits == 0 ? [escape, 0x4F, final] : modifiedKey(final, modifierBits: bits)
        }
        return tildeKey(functionKeyNumbers[base - 5], modifierBits: bits)
    }
}
