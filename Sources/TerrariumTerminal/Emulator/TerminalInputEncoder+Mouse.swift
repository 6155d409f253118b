extension TerminalInputEncoder {
    /// The report for `mouse` as the program asked, or `[]` when it does not report this event.
    ///
    /// The program's ``TerminalInputModes/mouseTracking`` decides which events it hears about:
    /// X10 presses only (without modifiers and without the wheel, as xterm), normal tracking
    /// presses, releases and the wheel, button-event tracking also drags, and any-event tracking
    /// also moves with no button held. ``TerminalInputModes/mouseEncoding`` decides how the report
    /// is written. A location the encoding cannot write (past column or row 223 in the default
    /// encoding, 2015 in UTF-8, or negative) produces no report, as in xterm, rather than a wrong
    /// one; so does a button xterm does not number (only 8–11 of the extra buttons).
    ///
    /// - Parameters:
    ///   - mouse: The event, its location counted from 0 in the pane's cells.
    ///   - modes: The modes the pane's program set.
    public static func bytes(for mouse: MouseEvent, modes: TerminalInputModes) -> [UInt8] {
        guard reports(mouse.kind, tracking: modes.mouseTracking),
            mouse.location.x >= 0, mouse.location.y >= 0,
            case (let column, false) = mouse.location.x.addingReportingOverflow(1),
            case (let row, false) = mouse.location.y.addingReportingOverflow(1),
            var code = buttonCode(mouse.kind, legacyRelease: modes.mouseEncoding != .sgr)
        else { return [] }
        // X10 mode predates modifiers in reports; xterm leaves them out of its button byte.
        if modes.mouseTracking != .x10 { code += modifierCode(mouse.modifiers) }
        switch modes.mouseEncoding {
        case .default:
            return legacyReport([code, column, row], limit: 0xFF) { [UInt8($0)] }
        case .utf8:
            return legacyReport([code, column, row], limit: 0x7FF, encode: utf8Bytes)
        case .sgr:
            let final: UInt8 = if case .release = mouse.kind { 0x6D } else { 0x4D }  // m, M
            return [escape, leftBracket, 0x3C] + Array("\(code);\(column);\(row)".utf8) + [final]
        case .urxvt:
            return [escape, leftBracket] + Array("\(code + 32);\(column);\(row)".utf8) + [0x4D]
        }
    }

    /// Whether a program with `tracking` hears about an event of `kind`.
    private static func reports(_ kind: MouseEvent.Kind, tracking: TerminalInputModes.MouseTracking) -> Bool {
        switch (tracking, kind) {
        case (.none, _): false
        case (_, .press): true
        // Modern xterm ignores the wheel in X10 mode: its buttons are past the three X10 numbers.
        case (.x10, _): false
        case (_, .release), (_, .scroll): true
        case (.normal, _): false
        case (_, .drag): true
        case (.buttonEvent, _): false
        case (.anyEvent, .move): true
        }
    }

    /// xterm's button code for `kind` before modifiers, or nil for a button it does not number.
    ///
    /// With `legacyRelease` a release is code 3, as the byte-oriented encodings cannot say which
    /// button came up; SGR keeps the button's own code and marks the release by its final byte.
    private static func buttonCode(_ kind: MouseEvent.Kind, legacyRelease: Bool) -> Int? {
        switch kind {
        case .press(let button):
            return buttonNumber(button)
        case .release(let button):
            guard let number = buttonNumber(button) else { return nil }
            return legacyRelease ? 3 : number
        case .drag(let button):
            return buttonNumber(button).map { $0 + 32 }
        case .move:
            // Motion (32) with the "no button" code (3).
            return 35
        case .scroll(let direction):
            switch direction {
            case .up: return 64
            case .down: return 65
            case .left: return 66
            case .right: return 67
            }
        }
    }

    /// Left 0, middle 1, right 2, and extra buttons 8–11 as 128–131; nil for any other.
    private static func buttonNumber(_ button: MouseEvent.Button) -> Int? {
        switch button {
        case .left: 0
        case .middle: 1
        case .right: 2
        case .other(let number): (8...11).contains(number) ? 128 + number - 8 : nil
        }
    }

    /// The bits modifiers add to a button code: Shift 4, Alt (meta) 8, Control 16.
    private static func modifierCode(_ modifiers: EventModifiers) -> Int {
        var code = 0
        if modifiers.contains(.shift) { code |= 4 }
        if modifiers.contains(.option) { code |= 8 }
        if modifiers.contains(.control) { code |= 16 }
        return code
    }

    /// `ESC [ M` and each value plus 32 written by `encode`, or `[]` if any exceeds `limit`.
    private static func legacyReport(_ values: [Int], limit: Int, encode: (Int) -> [UInt8]) -> [UInt8] {
        var bytes = [escape, leftBracket, 0x4D]
        for value in values {
            let shifted = value + 32
            guard shifted <= limit else { return [] }
            bytes += encode(shifted)
        }
        return bytes
    }

    /// `value` (at most 0x7FF) as one byte below 0x80, else as a two-byte UTF-8 sequence.
    private static func utf8Bytes(_ value: Int) -> [UInt8] {
        if value < 0x80 { return [UInt8(value)] }
        return [0xC0 | UInt8(value >> 6), 0x80 | UInt8(value & 0x3F)]
    }
}
