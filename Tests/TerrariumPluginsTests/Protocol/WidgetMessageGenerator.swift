import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgetProtocol

/// Random valid messages from a seeded generator, so the fuzz tests repeat exactly.
struct WidgetMessageGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    mutating func bool() -> Bool {
        random.next() & 1 == 1
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...choices.count - 1)]
    }

    mutating func maybe<T>(_ make: (inout Self) -> T) -> T? {
        bool() ? make(&self) : nil
    }

    /// Text mixing ASCII, escapes, controls, line separators, wide characters and astral scalars.
    mutating func string(maxLength: Int = 12) -> String {
        let pieces: [String] = [
            "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é", "e\u{301}", "★", "漢",
            "\u{2028}", "\u{2029}", "😀", "\u{FFFD}", "\u{10FFFF}", "{", "}", "[", "]", ":", ",", "0", "-",
        ]
        return (0..<int(0...maxLength)).map { _ in pick(pieces) }.joined()
    }

    mutating func number() -> Double {
        switch int(0...5) {
        case 0: Double(int(-1000...1000))
        case 1: Double(int(-9_000_000_000_000_000...9_000_000_000_000_000))
        case 2: Double.random(in: -1...1, using: &random)
        case 3: Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF | (bool() ? 1 << 63 : 0))
        case 4:
            pick([0, 0.5, 1e-300, 1e300, 0.1, 2e15 + 0.5, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude])
        default: Double(int(0...9))
        }
    }

    mutating func value(depth: Int = 0) -> WidgetValue {
        switch int(0...(depth < 4 ? 5 : 3)) {
        case 0: .null
        case 1: .bool(bool())
        case 2: .number(number())
        case 3: .string(string())
        case 4: .array((0..<int(0...4)).map { _ in value(depth: depth + 1) })
        default: .object(values(depth: depth + 1))
        }
    }

    mutating func values(depth: Int = 0) -> [String: WidgetValue] {
        var values: [String: WidgetValue] = [:]
        for _ in 0..<int(0...4) { values[string(maxLength: 6)] = value(depth: depth) }
        return values
    }

    mutating func permissions() -> Set<WidgetPermission> {
        Set(WidgetPermission.allCases.filter { _ in bool() })
    }

    mutating func modifiers() -> EventModifiers {
        EventModifiers(rawValue: UInt8(truncatingIfNeeded: random.next()) & 0x0F)
    }

    mutating func sequence() -> Int {
        pick([0, 1, int(0...100), int(0...Int(Int32.max))])
    }

    mutating func coordinate() -> Int {
        pick([0, int(-5...300), Int(Int32.max)])
    }

    mutating func key() -> KeyEquivalent {
        let keys: [KeyEquivalent] = [
            .return, .tab, .delete, .deleteForward, .escape, .upArrow, .downArrow, .leftArrow, .rightArrow, .home,
            .end, .pageUp, .pageDown, .insert, .function(int(1...35)), " ", "a", "A", "+", "é", "😀", "\u{1}", "f",
        ]
        return pick(keys)
    }

    mutating func button() -> MouseEvent.Button {
        pick([.left, .middle, .right, .other(int(0...11))])
    }

    mutating func mouseKind() -> MouseEvent.Kind {
        switch int(0...4) {
        case 0: .press(button())
        case 1: .release(button())
        case 2: .drag(button())
        case 3: .move
        default: .scroll(pick([.up, .down, .left, .right]))
        }
    }

    mutating func color() -> Color {
        switch int(0...3) {
        case 0: .default
        case 1: .ansi(UInt8(int(0...15)))
        case 2: .indexed(UInt8(int(0...255)))
        default: .rgb(UInt8(int(0...255)), UInt8(int(0...255)), UInt8(int(0...255)))
        }
    }

    mutating func style() -> Style {
        Style(
            foreground: color(), background: color(), attributes: TextAttributes(rawValue: UInt16(int(0...127))),
            hyperlink: maybe { Hyperlink("https://example.com/" + $0.string(), id: $0.maybe { $0.string() }) })
    }

    mutating func sizing() -> WidgetSizing {
        let ideal = Size(width: int(0...80), height: int(0...24))
        if bool() { return WidgetSizing(ideal: ideal) }
        // Ordered, as the protocol requires: minimum ≤ ideal ≤ maximum.
        return WidgetSizing(
            ideal: ideal, minimum: Size(width: int(0...min(10, ideal.width)), height: int(0...min(3, ideal.height))),
            maximumWidth: maybe { $0.int(ideal.width...200) }, maximumHeight: maybe { $0.int(ideal.height...50) })
    }

    mutating func hostMessage() -> HostMessage {
        let sequence = sequence()
        switch int(0...11) {
        case 0:
            return .welcome(WidgetWelcome(protocolVersion: int(0...3), granted: permissions(), refused: permissions()))
        case 1: return .frame(sequence: sequence, size: Size(width: int(0...500), height: int(0...200)))
        case 2:
            return .propose(
                sequence: sequence,
                ProposedViewSize(width: maybe { $0.int(0...1 << 40) }, height: maybe { $0.int(0...9) }))
        case 3: return .focus(sequence: sequence, isFocused: bool())
        case 4:
            return .key(
                sequence: sequence, KeyPress(key(), modifiers: modifiers(), phase: pick([.down, .repeat, .up])))
        case 5:
            let location = Point(x: coordinate(), y: coordinate())
            return .mouse(sequence: sequence, MouseEvent(mouseKind(), at: location, modifiers: modifiers()))
        case 6: return .paste(sequence: sequence, string(maxLength: 40))
        case 7: return .drop(sequence: sequence, paths: (0..<int(0...3)).map { _ in "/tmp/" + string() })
        case 8: return .environment(sequence: sequence, values())
        case 9:
            let transaction = WidgetTransaction(isAnimated: bool(), duration: maybe { $0.number() })
            return .properties(sequence: sequence, values(), transaction: transaction)
        case 10:
            let result = WidgetCommandResult(
                request: int(0...99), status: maybe { $0.int(-1...255) }, output: string(maxLength: 30),
                error: maybe { $0.string() })
            return .ran(sequence: sequence, result)
        default: return .shutdown
        }
    }

    mutating func widgetMessage() -> WidgetMessage {
        switch int(0...9) {
        case 0:
            let hello = WidgetHello(
                protocolVersion: int(0...3), name: string(), features: Set((0..<int(0...3)).map { _ in string() }),
                permissions: permissions(), environment: (0..<int(0...3)).map { _ in string() },
                keys: (0..<int(0...4)).map { _ in pick(["left", "ctrl+a", "text", "all", "+", string()]) },
                focusable: bool(), sizing: maybe { $0.sizing() })
            return .hello(hello)
        case 1:
            let rows = (0..<int(0...3)).map { _ in
                WidgetDrawing.Row(
                    y: int(-1...30), x: pick([0, int(-3...80)]),
                    runs: (0..<int(0...3)).map { _ in WidgetRun(string(), style: style()) })
            }
            return .draw(WidgetDrawing(clears: bool(), rows: rows))
        case 2: return .size(sizing())
        case 3: return .value(name: string(), value())
        case 4: return .keys((0..<int(0...4)).map { _ in string(maxLength: 5) })
        case 5: return .focus(pick([.next, .previous, .first, .last]))
        case 6: return .log(level: pick(WidgetLogLevel.allCases), message: string(maxLength: 40))
        case 7: return .done(sequence: sequence(), consumed: maybe { $0.bool() })
        case 8: return .copy(string(maxLength: 40))
        default:
            return .run(
                request: int(0...1000), executable: string(), arguments: (0..<int(0...3)).map { _ in string() })
        }
    }
}
