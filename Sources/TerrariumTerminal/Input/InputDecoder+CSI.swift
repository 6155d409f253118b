extension InputDecoder {
    /// A control string type that terminals reply with, named by its introducer after ESC.
    enum StringKind: Sendable {
        case osc, dcs
        /// An application program command: only kitty's graphics replies (`ESC _ G …`) are read.
        case apc

        var introducer: UInt8 {
            switch self {
            case .osc: 0x5D
            case .dcs: 0x50
            case .apc: 0x5F
            }
        }

        /// Whether `byte`, right after the introducer, can start a terminal reply rather than
        /// follow an Alt+key: OSC replies start with a number, DCS replies with a number or one of
        /// `>` (XTVERSION), `!` (DECRPTUI), `$`, `+` or `|`, and APC replies with kitty's `G`.
        func mayStartReply(_ byte: UInt8) -> Bool {
            switch (self, byte) {
            case (.apc, 0x47): true
            case (.apc, _): false
            case (_, 0x30...0x39): true
            case (.dcs, 0x3E), (.dcs, 0x21), (.dcs, 0x24), (.dcs, 0x2B), (.dcs, 0x7C): true
            default: false
            }
        }
    }

    /// The key a C0 control byte or DEL stands for.
    static func controlKey(_ byte: UInt8) -> KeyPress? {
        switch byte {
        case 0x0D, 0x0A: KeyPress(.return)
        case 0x09: KeyPress(.tab)
        case 0x08, 0x7F: KeyPress(.delete)
        case 0x1B: KeyPress(.escape)
        case 0x00: KeyPress(.character(" "), modifiers: .control)
        case 0x01...0x1A: KeyPress(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
        case 0x1C...0x1F: KeyPress(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
        default: nil
        }
    }

    /// What a finished CSI or SS3 sequence decodes to.
    enum SequenceResult: Equatable, Sendable {
        /// A key, which an ESC ESC prefix marks with ``EventModifiers/option``.
        case key(KeyPress)
        /// Any other event.
        case event(InputEvent)
        /// `CSI 200 ~`: the start of a bracketed paste.
        case pasteStart
        /// A sequence that is well formed but means nothing here.
        case none
    }

    /// The largest parameter value kept; bigger numbers saturate so arithmetic cannot overflow.
    static let maxParameter = 99_999_999

    /// A parsed control sequence: `private-marker? parameters intermediates final`.
    struct ParsedSequence {
        /// `<`, `=`, `>` or `?` right after the introducer.
        var marker: UInt8?
        /// Parameters separated by `;`, each with its `:`-separated sub-parameters; nil when empty.
        var parameters: [[Int?]] = []
        /// Bytes 0x20–0x2F between the parameters and the final byte.
        var intermediates: [UInt8] = []
        var final: UInt8

        /// Parses the bytes between the introducer and the final byte; nil if they are malformed.
        init?(_ bytes: [UInt8], final: UInt8) {
            self.final = final
            var rest = bytes[...]
            if let first = rest.first, (0x3C...0x3F).contains(first) {
                marker = first
                rest = rest.dropFirst()
            }
            var current: [Int?] = []
            var value: Int?
            var sawParameterByte = false
            for byte in rest {
                switch byte {
                case 0x30...0x39:
                    guard intermediates.isEmpty else { return nil }
                    value = min((value ?? 0) * 10 + Int(byte - 0x30), InputDecoder.maxParameter)
                    sawParameterByte = true
                case 0x3A, 0x3B:
                    guard intermediates.isEmpty else { return nil }
                    current.append(value)
                    value = nil
                    sawParameterByte = true
                    if byte == 0x3B {
                        parameters.append(current)
                        current = []
                    }
                case 0x20...0x2F:
                    intermediates.append(byte)
                default:
                    return nil
                }
            }
            if sawParameterByte {
                current.append(value)
                parameters.append(current)
            }
        }

        /// The first value of parameter `index`, or `defaultValue` if it is absent or empty.
        func value(_ index: Int, default defaultValue: Int) -> Int {
            subvalue(index, 0) ?? defaultValue
        }

        /// Sub-parameter `sub` of parameter `index`, if present and not empty.
        func subvalue(_ index: Int, _ sub: Int) -> Int? {
            guard index < parameters.count, sub < parameters[index].count else { return nil }
            return parameters[index][sub]
        }
    }

    // MARK: - CSI

    /// Decodes `CSI parameters final`.
    static func controlSequenceResult(parameters bytes: [UInt8], final: UInt8) -> SequenceResult {
        guard let sequence = ParsedSequence(bytes, final: final) else { return .none }
        switch sequence.marker {
        case nil:
            // rxvt's `$` final arrives here as the only "intermediate" case worth keeping.
            guard sequence.intermediates.isEmpty else { return .none }
            return plainControlSequenceResult(sequence)
        case 0x3C:  // <
            guard let mouse = mouseEvent(sequence) else { return .none }
            return .event(.mouse(mouse))
        case 0x3F:  // ?
            return privateReply(sequence).map { .event(.reply($0)) } ?? .none
        default:
            return .none
        }
    }

    private static func plainControlSequenceResult(_ sequence: ParsedSequence) -> SequenceResult {
        let modifiers = eventModifiers(sequence.subvalue(1, 0))
        let phase = keyPhase(sequence.subvalue(1, 1))
        func key(_ key: KeyEquivalent, _ extra: EventModifiers = []) -> SequenceResult {
            .key(KeyPress(key, modifiers: modifiers.union(extra), phase: phase))
        }
        switch sequence.final {
        case 0x41: return key(.upArrow)  // A
        case 0x42: return key(.downArrow)  // B
        case 0x43: return key(.rightArrow)  // C
        case 0x44: return key(.leftArrow)  // D
        case 0x48: return key(.home)  // H
        case 0x46: return key(.end)  // F
        case 0x50: return key(.function(1))  // P
        case 0x51: return key(.function(2))  // Q
        case 0x53: return key(.function(4))  // S
        case 0x52:  // R
            // A cursor position report has two plain parameters; kitty marks a modified F3 with an
            // event type, and `CSI R` / `CSI 1 R` carry no position.
            if sequence.parameters.count >= 2 && sequence.parameters[1].count < 2 {
                return .event(.reply(.cursorPosition(cursorPoint(sequence))))
            }
            return key(.function(3))
        case 0x5A: return key(.tab, .shift)  // Z
        case 0x61...0x64:  // a–d: rxvt Shift+arrows
            guard sequence.parameters.isEmpty else { return .none }
            let arrows: [KeyEquivalent] = [.upArrow, .downArrow, .rightArrow, .leftArrow]
            return .key(KeyPress(arrows[Int(sequence.final - 0x61)], modifiers: .shift))
        case 0x49, 0x4F:  // I, O
            guard sequence.parameters.isEmpty else { return .none }
            return .event(.focus(sequence.final == 0x49))
        case 0x75:  // u
            return kittyKeyResult(sequence)
        case 0x7E:  // ~
            return tildeResult(sequence, modifiers: modifiers, phase: phase)
        case 0x24:  // $: rxvt Shift
            return tildeResult(sequence, modifiers: .shift, phase: .down)
        case 0x5E:  // ^: rxvt Control
            return tildeResult(sequence, modifiers: .control, phase: .down)
        case 0x40:  // @: rxvt Control+Shift
            return tildeResult(sequence, modifiers: [.control, .shift], phase: .down)
        default:
            return .none
        }
    }

    private static func tildeResult(
        _ sequence: ParsedSequence,
        modifiers: EventModifiers,
        phase: KeyPress.Phases
    ) -> SequenceResult {
        let number = sequence.value(0, default: 0)
        switch number {
        case 200 where sequence.final == 0x7E:
            return .pasteStart
        case 27 where sequence.final == 0x7E:
            // xterm modifyOtherKeys: `CSI 27 ; mod ; code ~`.
            guard sequence.parameters.count >= 3, let key = codepointKey(sequence.value(2, default: 0)) else {
                return .none
            }
            return .key(KeyPress(key, modifiers: modifiers))
        default:
            guard let key = tildeKey(number) else { return .none }
            return .key(KeyPress(key, modifiers: modifiers, phase: phase))
        }
    }

    /// The key of `CSI number ~` (VT220 numbering, also used by xterm, rxvt and the Linux console).
    static func tildeKey(_ number: Int) -> KeyEquivalent? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .deleteForward
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: nil
        }
    }

    /// Decodes kitty's `CSI code[:shifted[:base]] ; mods[:event] ; text u`.
    private static func kittyKeyResult(_ sequence: ParsedSequence) -> SequenceResult {
        guard var key = codepointKey(sequence.value(0, default: 0)) else { return .none }
        let modifiers = eventModifiers(sequence.subvalue(1, 0))
        if case .character = key {
            if sequence.parameters.count >= 3, let text = textCharacter(sequence.parameters[2]) {
                key = .character(text)
            } else if modifiers.contains(.shift), let shifted = sequence.subvalue(0, 1),
                let character = printableCharacter(shifted)
            {
                key = .character(character)
            }
        }
        return .key(KeyPress(key, modifiers: modifiers, phase: keyPhase(sequence.subvalue(1, 1))))
    }

    /// The key a kitty or modifyOtherKeys key code stands for.
    static func codepointKey(_ code: Int) -> KeyEquivalent? {
        switch code {
        case 9: return .tab
        case 13: return .return
        case 27: return .escape
        case 8, 127: return .delete
        case 57363: return .menu
        case 57376...57398: return .function(code - 57376 + 13)
        case 57399...57408: return .character(Character(Unicode.Scalar(UInt8(code - 57399 + 0x30))))
        case 57409: return .character(".")
        case 57410: return .character("/")
        case 57411: return .character("*")
        case 57412: return .character("-")
        case 57413: return .character("+")
        case 57414: return .return
        case 57415: return .character("=")
        case 57416: return .character(",")
        case 57417: return .leftArrow
        case 57418: return .rightArrow
        case 57419: return .upArrow
        case 57420: return .downArrow
        case 57421: return .pageUp
        case 57422: return .pageDown
        case 57423: return .home
        case 57424: return .end
        case 57425: return .insert
        case 57426: return .deleteForward
        case 57344...63743:
            // The rest of kitty's private-use range: lock, media and modifier keys, keypad begin.
            return nil
        default:
            return printableCharacter(code).map { .character($0) }
        }
    }

    /// The character for a code point that types text, or nil for controls and invalid values.
    static func printableCharacter(_ code: Int) -> Character? {
        guard code >= 0x20, code != 0x7F, !(0x80...0x9F).contains(code),
            let scalar = Unicode.Scalar(UInt32(clamping: code))
        else { return nil }
        return Character(scalar)
    }

    /// kitty's associated text parameter, when it is exactly one character.
    private static func textCharacter(_ codes: [Int?]) -> Character? {
        var text = ""
        for code in codes {
            guard let code, let character = printableCharacter(code) else { return nil }
            text.append(character)
        }
        return text.count == 1 ? text.first : nil
    }

    /// Modifiers from an xterm/kitty modifier parameter (1 + bitmask); hyper and meta have no
    /// ``EventModifiers`` counterpart and are ignored.
    static func eventModifiers(_ parameter: Int?) -> EventModifiers {
        guard let parameter, parameter > 1 else { return [] }
        let bits = parameter - 1
        var modifiers: EventModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.option) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 8 != 0 { modifiers.insert(.command) }
        if bits & 64 != 0 { modifiers.insert(.capsLock) }
        if bits & 128 != 0 { modifiers.insert(.numLock) }
        return modifiers
    }

    /// kitty's event type: 1 press, 2 repeat, 3 release.
    static func keyPhase(_ eventType: Int?) -> KeyPress.Phases {
        switch eventType {
        case 2: .repeat
        case 3: .up
        default: .down
        }
    }

    private static func cursorPoint(_ sequence: ParsedSequence) -> Point {
        Point(x: max(sequence.value(1, default: 1) - 1, 0), y: max(sequence.value(0, default: 1) - 1, 0))
    }

    /// Replies that start with `CSI ?`.
    private static func privateReply(_ sequence: ParsedSequence) -> TerminalReply? {
        switch (sequence.final, sequence.intermediates) {
        case (0x75, []):  // u
            return .keyboardFlags(sequence.value(0, default: 0))
        case (0x63, []):  // c
            return .primaryDeviceAttributes(sequence.parameters.compactMap { $0.first ?? nil })
        case (0x79, [0x24]):  // $ y
            guard sequence.parameters.count >= 2 else { return nil }
            return .privateMode(mode: sequence.value(0, default: 0), value: sequence.value(1, default: 0))
        case (0x52, []):  // R: DECXCPR
            guard sequence.parameters.count >= 2 else { return nil }
            return .cursorPosition(cursorPoint(sequence))
        default:
            return nil
        }
    }

    /// Decodes SGR mouse reports: `CSI < button ; x ; y M` (press or motion) or `… m` (release).
    private static func mouseEvent(_ sequence: ParsedSequence) -> MouseEvent? {
        let isRelease = sequence.final == 0x6D
        guard sequence.final == 0x4D || isRelease, sequence.intermediates.isEmpty,
            sequence.parameters.count >= 3
        else { return nil }
        let code = sequence.value(0, default: 0)
        let location = Point(
            x: max(sequence.value(1, default: 1) - 1, 0),
            y: max(sequence.value(2, default: 1) - 1, 0)
        )
        var modifiers: EventModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.option) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let button: MouseEvent.Button?
        if code & 128 != 0 {
            button = .other(8 + low + (code & 64 != 0 ? 4 : 0))
        } else if code & 64 != 0 {
            guard !isRelease else { return nil }
            let directions: [MouseEvent.ScrollDirection] = [.up, .down, .left, .right]
            return MouseEvent(.scroll(directions[low]), at: location, modifiers: modifiers)
        } else {
            button = low == 3 ? nil : [MouseEvent.Button.left, .middle, .right][low]
        }
        let kind: MouseEvent.Kind
        if isRelease {
            guard let button else { return nil }
            kind = .release(button)
        } else if code & 32 != 0 {
            kind = button.map { .drag($0) } ?? .move
        } else {
            guard let button else { return nil }
            kind = .press(button)
        }
        return MouseEvent(kind, at: location, modifiers: modifiers)
    }

    // MARK: - SS3

    /// Decodes `ESC O parameters final`: application-mode cursor keys, F1–F4 and the keypad.
    static func singleShiftResult(parameters bytes: [UInt8], final: UInt8) -> SequenceResult {
        guard let sequence = ParsedSequence(bytes, final: final), sequence.marker == nil else { return .none }
        // Modifiers come as `ESC O 1 ; mod X` or, from some older terminals, `ESC O mod X`.
        let modifiers = eventModifiers(
            sequence.parameters.count >= 2 ? sequence.subvalue(1, 0) : sequence.subvalue(0, 0)
        )
        let key: KeyEquivalent
        var extra: EventModifiers = []
        switch final {
        case 0x41: key = .upArrow
        case 0x42: key = .downArrow
        case 0x43: key = .rightArrow
        case 0x44: key = .leftArrow
        case 0x48: key = .home
        case 0x46: key = .end
        case 0x50...0x53: key = .function(Int(final) - 0x4F)  // P–S: F1–F4
        case 0x4D: key = .return  // keypad Enter
        case 0x49: key = .tab  // keypad Tab
        case 0x58: key = .character("=")  // keypad =
        case 0x6A...0x79:  // keypad * + , - . / 0–9
            key = .character(Character(Unicode.Scalar(final - 0x6A + 0x2A)))
        case 0x61...0x64:  // a–d: rxvt Control+arrows
            key = [KeyEquivalent.upArrow, .downArrow, .rightArrow, .leftArrow][Int(final - 0x61)]
            extra = .control
        default:
            return .none
        }
        return .key(KeyPress(key, modifiers: modifiers.union(extra)))
    }

    // MARK: - OSC

    /// Decodes kitty's graphics reply, `Gi=31;OK`: the keys before the `;`, of which only the
    /// image number is kept, and the message after it.
    static func kittyGraphicsEvent(_ content: [UInt8]) -> InputEvent? {
        guard content.first == 0x47, let separator = content.firstIndex(of: 0x3B) else { return nil }
        var id: UInt32?
        for pair in content[1..<separator].split(separator: 0x2C) {
            guard pair.count > 2, pair.first == 0x69, pair[pair.startIndex + 1] == 0x3D else { continue }
            id = UInt32(String(decoding: pair.dropFirst(2), as: UTF8.self))
        }
        let message = String(decoding: content[(separator + 1)...], as: UTF8.self)
        guard message.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else { return nil }
        return .reply(.kittyGraphics(id: id, message: message))
    }

    /// Decodes OSC colour replies such as `10;rgb:ffff/ffff/ffff` and kitty's drag and drop
    /// messages (`72;t=m:x=1:y=2;text/plain`), the content between `ESC ]` and the terminator.
    static func operatingSystemCommandEvent(_ content: [UInt8]) -> InputEvent? {
        if content.starts(with: [0x37, 0x32, 0x3B]) {
            return DragAndDropMessage(decoding: content.dropFirst(3)).map { .reply(.dragAndDrop($0)) }
        }
        if let clipboard = clipboardEvent(content) { return clipboard }
        guard let separator = content.firstIndex(of: 0x3B), separator > 0, separator <= 4 else { return nil }
        var slot = 0
        for byte in content[..<separator] {
            guard (0x30...0x39).contains(byte) else { return nil }
            slot = slot * 10 + Int(byte - 0x30)
        }
        let prefix: [UInt8] = Array("rgb:".utf8)
        let body = content[(separator + 1)...]
        guard body.starts(with: prefix) else { return nil }
        let channels = body.dropFirst(prefix.count).split(separator: 0x2F, omittingEmptySubsequences: false)
        guard channels.count == 3,
            let red = scaledChannel(channels[0]),
            let green = scaledChannel(channels[1]),
            let blue = scaledChannel(channels[2])
        else { return nil }
        return .reply(.color(slot: slot, red: red, green: green, blue: blue))
    }

    /// Scales a 1–4 digit hex channel to 8 bits, rounding to nearest.
    private static func scaledChannel(_ digits: ArraySlice<UInt8>) -> UInt8? {
        guard (1...4).contains(digits.count) else { return nil }
        var value = 0
        for byte in digits {
            let digit: Int
            switch byte {
            case 0x30...0x39: digit = Int(byte - 0x30)
            case 0x41...0x46: digit = Int(byte - 0x41 + 10)
            case 0x61...0x66: digit = Int(byte - 0x61 + 10)
            default: return nil
            }
            value = value * 16 + digit
        }
        let maximum = (1 << (4 * digits.count)) - 1
        return UInt8(clamping: (value * 255 + maximum / 2) / maximum)
    }
}
