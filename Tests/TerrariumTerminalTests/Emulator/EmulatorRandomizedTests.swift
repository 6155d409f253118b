import TerrariumTesting
import Testing

@testable import TerrariumTerminal

/// Random byte streams, biased toward escape sequences, fed at random sizes: the emulator stays
/// consistent after every feed, and the way a stream is split into feeds never shows.
@Suite struct EmulatorRandomizedTests {
    enum Step {
        case feed([UInt8])
        case resize(Size)
    }

    /// Everything observable about an emulator, for comparing two of them.
    struct Snapshot: Equatable {
        var rows: [[Cell]]
        var cursor: Point
        var pendingWrap: Bool
        var cursorVisible: Bool
        var inputModes: TerminalInputModes
        var title: String
        var alternate: Bool
        var synchronized: Bool
        var bells: Int
        var history: [[Cell]]
        var dropped: Int

        init(_ terminal: TerminalEmulator) {
            rows = (0..<terminal.size.height).map { y in (0..<terminal.size.width).map { terminal[$0, y] } }
            cursor = terminal.cursor
            pendingWrap = terminal.pendingWrap
            cursorVisible = terminal.isCursorVisible
            inputModes = terminal.inputModes
            title = terminal.title
            alternate = terminal.isAlternateScreen
            synchronized = terminal.isSynchronizedUpdate
            bells = terminal.bellCount
            history = (0..<terminal.scrollbackCount).map { terminal.scrollbackLine($0) }
            dropped = terminal.droppedLineCount
        }
    }

    static let finals = Array("@ABCDEFGHIJKLMPSTXZ`abcdefghlmnpqrstu".utf8)
    static let privateModes = [
        1, 5, 6, 7, 9, 12, 25, 47, 1000, 1002, 1003, 1004, 1005, 1006, 1015, 1047, 1048, 1049, 2004, 2026,
    ]
    static let texts = [
        "hello", "中文字", "e\u{301}", "👩\u{200D}👧", "❤\u{FE0F}", "\u{200D}", "\u{301}", "é", "\u{9B}", "🇫🇷",
    ]

    /// A stream of pieces, each a likely or unlikely thing for a program to write.
    static func stream(_ random: inout SplitMix64, pieces: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        func number() -> String {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: ""
            case 1: String(Int.random(in: 0...99_999_999, using: &random))
            default: String(Int.random(in: 0...30, using: &random))
            }
        }
        for _ in 0..<pieces {
            switch Int.random(in: 0..<20, using: &random) {
            case 0...3:
                let count = Int.random(in: 1...40, using: &random)
                bytes += (0..<count).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
            case 4:
                bytes += Array(texts[Int.random(in: 0..<texts.count, using: &random)].utf8)
            case 5:
                bytes +=
                    [[0x0D, 0x0A], [0x0A], [0x08], [0x09], [0x07], [0x0E], [0x0F], [0x0D]][
                        Int.random(in: 0..<8, using: &random)]
            case 6...9:
                let marker = ["", "", "", "?", ">", "=", "<"][Int.random(in: 0..<7, using: &random)]
                var body = number()
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    body += (Bool.random(using: &random) ? ";" : ":") + number()
                }
                let intermediate =
                    Int.random(in: 0..<8, using: &random) == 0
                    ? [" ", "$", "!", "\""].randomElement(using: &random)! : ""
                bytes += Array("\u{1B}[\(marker)\(body)\(intermediate)".utf8)
                bytes.append(finals[Int.random(in: 0..<finals.count, using: &random)])
            case 10, 11:
                let mode = privateModes[Int.random(in: 0..<privateModes.count, using: &random)]
                bytes += Array("\u{1B}[?\(mode)\(Bool.random(using: &random) ? "h" : "l")".utf8)
            case 12:
                let escapes = [
                    "7", "8", "D", "E", "M", "H", "c", "=", ">", "#8", "(0", "(B", ")0", "(A", "\\", "N", "%G",
                ]
                bytes += Array(("\u{1B}" + escapes[Int.random(in: 0..<escapes.count, using: &random)]).utf8)
            case 13:
                let payloads = ["0;title", "2;日本\u{7F}", "8;id=a;http://x", "8;;", "10;?", "52;c;YQ==", "1;icon", ""]
                let end = ["\u{7}", "\u{1B}\\", "\u{18}", ""][Int.random(in: 0..<4, using: &random)]
                bytes += Array(("\u{1B}]" + payloads[Int.random(in: 0..<payloads.count, using: &random)] + end).utf8)
            case 14:
                let strings = [
                    "\u{1B}P1$qm\u{1B}\\", "\u{1B}_Gx\u{1B}\\", "\u{1B}^pm\u{7}", "\u{1B}Xsos\u{1B}\\", "\u{1B}P",
                ]
                bytes += Array(strings[Int.random(in: 0..<strings.count, using: &random)].utf8)
            case 15:
                bytes +=
                    [[0xFF], [0xC3], [0xE4, 0xB8], [0xED, 0xA0, 0x80], [0xF4, 0x90], [0x80], [0x1B], [0x18]][
                        Int.random(in: 0..<8, using: &random)]
            default:
                let count = Int.random(in: 1...6, using: &random)
                bytes += (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            }
        }
        return bytes
    }

    static func script(seed: UInt64) -> (Size, [Step]) {
        var random = SplitMix64(seed: seed)
        func size() -> Size {
            Int.random(in: 0..<6, using: &random) == 0
                ? Size(width: Int.random(in: 1...2, using: &random), height: Int.random(in: 1...2, using: &random))
                : Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...10, using: &random))
        }
        let start = size()
        var steps: [Step] = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            steps.append(.feed(stream(&random, pieces: Int.random(in: 10...120, using: &random))))
            if Bool.random(using: &random) { steps.append(.resize(size())) }
        }
        return (start, steps)
    }

    @Test(arguments: 0..<40)
    func staysConsistentAndIgnoresHowInputIsSplit(seed: Int) {
        let (start, steps) = Self.script(seed: UInt64(seed))
        var whole = TerminalEmulator(size: start, scrollbackLimit: 20)
        var split = TerminalEmulator(size: start, scrollbackLimit: 20)
        var random = SplitMix64(seed: UInt64(seed) &+ 1000)
        var wholeReplies: [UInt8] = []
        var splitReplies: [UInt8] = []
        for step in steps {
            switch step {
            case .resize(let size):
                whole.resize(to: size)
                split.resize(to: size)
            case .feed(let bytes):
                whole.feed(bytes)
                #expect(whole.invariantViolation() == nil, "seed \(seed)")
                var offset = 0
                while offset < bytes.count {
                    let length = Bool.random(using: &random) ? 1 : Int.random(in: 1...16, using: &random)
                    let end = min(bytes.count, offset + length)
                    split.feed(Array(bytes[offset..<end]))
                    offset = end
                    if let problem = split.invariantViolation() {
                        Issue.record("seed \(seed): \(problem)")
                        return
                    }
                }
                wholeReplies += whole.takeReplies()
                splitReplies += split.takeReplies()
            }
            #expect(Snapshot(whole) == Snapshot(split), "seed \(seed)")
        }
        #expect(wholeReplies == splitReplies, "seed \(seed)")
        for line in whole.lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }
}
