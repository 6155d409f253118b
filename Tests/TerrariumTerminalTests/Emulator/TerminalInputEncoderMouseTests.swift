import TerrariumTerminal
import Testing

/// ESC, for building sequences readably.
private let esc = "\u{1B}"

private func modes(
    _ tracking: TerminalInputModes.MouseTracking,
    _ encoding: TerminalInputModes.MouseEncoding
) -> TerminalInputModes {
    var modes = TerminalInputModes()
    modes.mouseTracking = tracking
    modes.mouseEncoding = encoding
    return modes
}

/// `ESC [ M` followed by `bytes`: the legacy report as xterm writes it.
private func legacy(_ bytes: [UInt8]) -> [UInt8] {
    [0x1B, 0x5B, 0x4D] + bytes
}

/// `ESC [` followed by `text`.
private func csi(_ text: String) -> [UInt8] {
    [0x1B, 0x5B] + Array(text.utf8)
}

/// One row of the mouse table: an event, the program's modes, and the report it gets.
struct MouseEncodingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let event: MouseEvent
    let expected: [UInt8]
    let tracking: TerminalInputModes.MouseTracking
    var encoding = TerminalInputModes.MouseEncoding.default

    init(
        _ name: String,
        _ kind: MouseEvent.Kind,
        x: Int,
        y: Int,
        _ expected: [UInt8],
        modifiers: EventModifiers = [],
        tracking: TerminalInputModes.MouseTracking = .anyEvent
    ) {
        self.name = name
        self.event = MouseEvent(kind, at: Point(x: x, y: y), modifiers: modifiers)
        self.expected = expected
        self.tracking = tracking
    }

    var testDescription: String { "\(encoding): \(name)" }
}

/// `rows` with the encoding set to `encoding`.
private func table(_ encoding: TerminalInputModes.MouseEncoding, _ rows: [MouseEncodingCase]) -> [MouseEncodingCase] {
    rows.map { row in
        var row = row
        row.encoding = encoding
        return row
    }
}

private let all: EventModifiers = [.shift, .option, .control]

private let defaultEncodingCases = table(
    .default,
    [
        .init("left press", .press(.left), x: 0, y: 0, legacy([0x20, 0x21, 0x21])),
        .init("middle press", .press(.middle), x: 1, y: 2, legacy([0x21, 0x22, 0x23])),
        .init("right press", .press(.right), x: 4, y: 5, legacy([0x22, 0x25, 0x26])),
        .init("Shift+left press", .press(.left), x: 0, y: 0, legacy([0x24, 0x21, 0x21]), modifiers: .shift),
        .init("Alt+left press", .press(.left), x: 0, y: 0, legacy([0x28, 0x21, 0x21]), modifiers: .option),
        .init("Ctrl+left press", .press(.left), x: 0, y: 0, legacy([0x30, 0x21, 0x21]), modifiers: .control),
        .init("Shift+Alt+Ctrl+right press", .press(.right), x: 5, y: 6, legacy([0x3E, 0x26, 0x27]), modifiers: all),
        .init("Command is not reported", .press(.left), x: 0, y: 0, legacy([0x20, 0x21, 0x21]), modifiers: .command),
        .init("release is 3", .release(.right), x: 0, y: 0, legacy([0x23, 0x21, 0x21])),
        .init("left release is 3", .release(.left), x: 0, y: 0, legacy([0x23, 0x21, 0x21])),
        .init("Ctrl+release", .release(.left), x: 0, y: 0, legacy([0x33, 0x21, 0x21]), modifiers: .control),
        .init("extra button release is 3", .release(.other(8)), x: 0, y: 0, legacy([0x23, 0x21, 0x21])),
        .init("left drag", .drag(.left), x: 7, y: 1, legacy([0x40, 0x28, 0x22])),
        .init("right drag", .drag(.right), x: 7, y: 1, legacy([0x42, 0x28, 0x22])),
        .init("move", .move, x: 2, y: 3, legacy([0x43, 0x23, 0x24])),
        .init("Shift+move", .move, x: 2, y: 3, legacy([0x47, 0x23, 0x24]), modifiers: .shift),
        .init("wheel up", .scroll(.up), x: 0, y: 0, legacy([0x60, 0x21, 0x21])),
        .init("wheel down", .scroll(.down), x: 0, y: 0, legacy([0x61, 0x21, 0x21])),
        .init("wheel left", .scroll(.left), x: 0, y: 0, legacy([0x62, 0x21, 0x21])),
        .init("wheel right", .scroll(.right), x: 0, y: 0, legacy([0x63, 0x21, 0x21])),
        .init("Ctrl+wheel down", .scroll(.down), x: 0, y: 0, legacy([0x71, 0x21, 0x21]), modifiers: .control),
        .init("button 8", .press(.other(8)), x: 0, y: 0, legacy([0xA0, 0x21, 0x21])),
        .init("button 11", .press(.other(11)), x: 0, y: 0, legacy([0xA3, 0x21, 0x21])),
        .init("button 9 drag", .drag(.other(9)), x: 0, y: 0, legacy([0xC1, 0x21, 0x21])),
        .init("largest code", .drag(.other(11)), x: 0, y: 0, legacy([0xDF, 0x21, 0x21]), modifiers: all),
        .init("button 7 has no number", .press(.other(7)), x: 0, y: 0, []),
        .init("button 12 has no number", .press(.other(12)), x: 0, y: 0, []),
        .init("button 12 release", .release(.other(12)), x: 0, y: 0, []),
        .init(
            "X10 drops modifiers", .press(.right), x: 0, y: 0, legacy([0x22, 0x21, 0x21]), modifiers: all,
            tracking: .x10),
        .init("column 222 fits", .press(.left), x: 222, y: 0, legacy([0x20, 0xFF, 0x21])),
        .init("column 223 is dropped", .press(.left), x: 223, y: 0, []),
        .init("row 222 fits", .press(.left), x: 0, y: 222, legacy([0x20, 0x21, 0xFF])),
        .init("row 223 is dropped", .press(.left), x: 0, y: 223, []),
        .init("negative column", .press(.left), x: -1, y: 0, []),
        .init("negative row", .press(.left), x: 0, y: -1, []),
    ])

private let utf8EncodingCases = table(
    .utf8,
    [
        .init("left press", .press(.left), x: 0, y: 0, legacy([0x20, 0x21, 0x21])),
        .init("release is 3", .release(.middle), x: 0, y: 0, legacy([0x23, 0x21, 0x21])),
        .init("column 94 is one byte", .press(.left), x: 94, y: 0, legacy([0x20, 0x7F, 0x21])),
        .init("column 95 is two bytes", .press(.left), x: 95, y: 0, legacy([0x20, 0xC2, 0x80, 0x21])),
        .init("column 222", .press(.left), x: 222, y: 0, legacy([0x20, 0xC3, 0xBF, 0x21])),
        .init("column 223", .press(.left), x: 223, y: 0, legacy([0x20, 0xC4, 0x80, 0x21])),
        .init("column 2014 fits", .press(.left), x: 2014, y: 0, legacy([0x20, 0xDF, 0xBF, 0x21])),
        .init("column 2015 is dropped", .press(.left), x: 2015, y: 0, []),
        .init("row 2014 fits", .press(.left), x: 0, y: 2014, legacy([0x20, 0x21, 0xDF, 0xBF])),
        .init("row 2015 is dropped", .press(.left), x: 0, y: 2015, []),
        .init("large button code", .press(.other(8)), x: 0, y: 0, legacy([0xC2, 0xA0, 0x21, 0x21])),
        .init("largest code", .drag(.other(11)), x: 0, y: 0, legacy([0xC3, 0x9F, 0x21, 0x21]), modifiers: all),
        .init("negative column", .press(.left), x: -5, y: 0, []),
    ])

private let sgrEncodingCases = table(
    .sgr,
    [
        .init("left press", .press(.left), x: 0, y: 0, csi("<0;1;1M")),
        .init("right press", .press(.right), x: 9, y: 19, csi("<2;10;20M")),
        .init("Shift+Alt+Ctrl press", .press(.middle), x: 0, y: 0, csi("<29;1;1M"), modifiers: all),
        .init("left release keeps its code", .release(.left), x: 0, y: 0, csi("<0;1;1m")),
        .init("right release keeps its code", .release(.right), x: 3, y: 4, csi("<2;4;5m")),
        .init("Ctrl+right release", .release(.right), x: 0, y: 0, csi("<18;1;1m"), modifiers: .control),
        .init("button 8 release", .release(.other(8)), x: 0, y: 0, csi("<128;1;1m")),
        .init("drag", .drag(.middle), x: 0, y: 0, csi("<33;1;1M")),
        .init("move", .move, x: 0, y: 0, csi("<35;1;1M")),
        .init("wheel up", .scroll(.up), x: 0, y: 0, csi("<64;1;1M")),
        .init("wheel right", .scroll(.right), x: 0, y: 0, csi("<67;1;1M")),
        .init("large location", .press(.left), x: 9999, y: 4999, csi("<0;10000;5000M")),
        .init("X10 drops modifiers", .press(.left), x: 0, y: 0, csi("<0;1;1M"), modifiers: .control, tracking: .x10),
        .init("negative column", .press(.left), x: -1, y: 0, []),
        .init("column past Int", .press(.left), x: Int.max, y: 0, []),
        .init("row past Int", .press(.left), x: 0, y: Int.max, []),
    ])

private let urxvtEncodingCases = table(
    .urxvt,
    [
        .init("left press", .press(.left), x: 0, y: 0, csi("32;1;1M")),
        .init("Ctrl+right press", .press(.right), x: 2, y: 3, csi("50;3;4M"), modifiers: .control),
        .init("release is 3", .release(.right), x: 0, y: 0, csi("35;1;1M")),
        .init("drag", .drag(.left), x: 0, y: 0, csi("64;1;1M")),
        .init("move", .move, x: 0, y: 0, csi("67;1;1M")),
        .init("wheel down", .scroll(.down), x: 0, y: 0, csi("97;1;1M")),
        .init("large location", .press(.left), x: 9999, y: 4999, csi("32;10000;5000M")),
        .init("negative row", .press(.left), x: 0, y: -1, []),
        .init("column past Int", .press(.left), x: Int.max, y: 0, []),
    ])

/// The kinds of event and which tracking modes report each.
private let kindsByTracking: [(String, MouseEvent.Kind, Set<String>)] = [
    ("press", .press(.left), ["x10", "normal", "buttonEvent", "anyEvent"]),
    ("release", .release(.left), ["normal", "buttonEvent", "anyEvent"]),
    ("wheel", .scroll(.up), ["normal", "buttonEvent", "anyEvent"]),
    ("drag", .drag(.left), ["buttonEvent", "anyEvent"]),
    ("move", .move, ["anyEvent"]),
]

private let trackingModes: [(String, TerminalInputModes.MouseTracking)] = [
    ("none", .none), ("x10", .x10), ("normal", .normal), ("buttonEvent", .buttonEvent), ("anyEvent", .anyEvent),
]

@Suite struct TerminalInputEncoderMouseTests {
    @Test(arguments: defaultEncodingCases + utf8EncodingCases + sgrEncodingCases + urxvtEncodingCases)
    func encodesMouse(_ row: MouseEncodingCase) {
        #expect(TerminalInputEncoder.bytes(for: row.event, modes: modes(row.tracking, row.encoding)) == row.expected)
    }

    @Test(arguments: [TerminalInputModes.MouseEncoding.default, .utf8, .sgr, .urxvt])
    func trackingModeDecidesWhichEventsAreReported(_ encoding: TerminalInputModes.MouseEncoding) {
        for (trackingName, tracking) in trackingModes {
            for (kindName, kind, reportedBy) in kindsByTracking {
                for modifiers: EventModifiers in [[], .shift] {
                    let event = MouseEvent(kind, at: Point(x: 3, y: 4), modifiers: modifiers)
                    let bytes = TerminalInputEncoder.bytes(for: event, modes: modes(tracking, encoding))
                    #expect(
                        bytes.isEmpty != reportedBy.contains(trackingName),
                        "\(kindName) in \(trackingName) with \(modifiers)"
                    )
                }
            }
        }
    }

    @Test(arguments: [TerminalInputModes.MouseTracking.normal, .buttonEvent, .anyEvent])
    func reportsDoNotDependOnTheTrackingModeThatAllowsThem(_ tracking: TerminalInputModes.MouseTracking) {
        let press = MouseEvent(.press(.middle), at: Point(x: 1, y: 1), modifiers: .option)
        let release = MouseEvent(.release(.middle), at: Point(x: 1, y: 1))
        #expect(TerminalInputEncoder.bytes(for: press, modes: modes(tracking, .default)) == legacy([0x29, 0x22, 0x22]))
        #expect(TerminalInputEncoder.bytes(for: release, modes: modes(tracking, .sgr)) == csi("<1;2;2m"))
    }
}
