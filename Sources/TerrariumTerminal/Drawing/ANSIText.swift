/// Styled lines read from text that colours itself with SGR escape sequences, as legacy
/// programs print it.
///
/// ```swift
/// let text = ANSIText("\u{1B}[1;31merror:\u{1B}[0m file not found\n")
/// text.lines[0][0]  // Run("error:", style: Style(foreground: .red, attributes: .bold))
/// text.size         // 21 × 1
/// context.draw(text, at: .zero)
/// ```
///
/// Only Select Graphic Rendition (`ESC [ … m`) is kept: reset, bold, dim, italic, underline,
/// blink, reverse, strikethrough and their resets, the 16 ANSI colours, 256-colour indexes and
/// 24-bit colours, in both `;` and `:` forms. Everything else a terminal would act on is
/// dropped, never passed through: other CSI sequences such as cursor moves and erases, OSC,
/// DCS, SOS, PM and APC strings, other escape sequences, a lone ESC, and C0 and C1 controls.
/// Sequences are read as a DEC terminal's parser reads them, so a malformed or truncated one
/// ends where a terminal would end it and never shows up as text.
///
/// A tab moves to the next multiple of eight columns. A line feed starts a new line; a carriage
/// return goes back to the start of the line, so what follows overwrites what was there, as
/// progress output expects, and `\r\n` is an ordinary line break. Styles carry over from one
/// line to the next. A last line with nothing on it is not a line: text that ends with a line
/// feed has as many lines as line feeds.
public struct ANSIText: Hashable, Sendable {
    /// Text of one style on one line.
    public struct Run: Hashable, Sendable {
        /// The text, free of controls and escape sequences.
        public let text: String
        /// How the text is painted.
        public let style: Style
        /// The columns the text occupies.
        public let width: Int

        /// Creates a run of `text`, with controls shown as visible stand-ins, in `style`.
        public init(_ text: String, style: Style = .plain) {
            self.text = Sanitizer.sanitize(text)
            self.style = style
            self.width = self.text.displayWidth
        }

        init(checked text: String, style: Style, width: Int) {
            self.text = text
            self.style = style
            self.width = width
        }
    }

    /// The lines, each a sequence of runs from left to right.
    public var lines: [[Run]]

    /// Reads `string`, keeping its SGR styling and dropping every other control.
    public init(_ string: some StringProtocol) {
        var parser = Parser()
        for scalar in string.unicodeScalars { parser.consume(scalar) }
        lines = parser.finish()
    }

    /// Reads UTF-8 `bytes` as ``init(_:)`` reads a string; invalid UTF-8 becomes U+FFFD.
    public init(decoding bytes: some Collection<UInt8>) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// The columns of the widest line by the number of lines.
    public var size: Size {
        Size(width: lines.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 0, height: lines.count)
    }

    /// The text without its styles, lines joined with line feeds.
    public var plainText: String {
        lines.map { $0.map(\.text).joined() }.joined(separator: "\n")
    }
}

extension GraphicsContext {
    /// Draws `text` in its styles, its first line at `point` and each next line a row lower,
    /// clipped like any other text.
    public func draw(_ text: ANSIText, at point: Point) {
        for (row, runs) in text.lines.enumerated() {
            let y = point.y + row
            guard y >= 0, y < size.height else { continue }
            var x = point.x
            for run in runs {
                draw(run.text, at: Point(x: x, y: y), style: run.style)
                x += run.width
            }
        }
    }
}

extension ANSIText {
    /// A DEC-style escape sequence reader (after Paul Williams' state diagram) that applies SGR
    /// and discards everything else.
    private struct Parser {
        private enum State {
            case ground
            case escape
            case escapeIntermediate
            case csi
            case csiIgnore
            /// An OSC, DCS, SOS, PM or APC string; only OSC also ends at BEL.
            case string(endsAtBell: Bool)
        }

        /// Parameter bytes kept per CSI sequence; a longer one is no SGR anyone writes.
        private static let parameterLimit = 512

        private var state = State.ground
        private var style = Style.plain
        private var pending = ""
        private var line = LineBuilder()
        private var lines: [[Run]] = []
        private var parameters: [UInt8] = []
        private var isMalformed = false

        mutating func consume(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            if case .ground = state, value >= 0x20, value != 0x7F, !(0x80...0x9F).contains(value) {
                pending.unicodeScalars.append(scalar)
                return
            }
            flush()
            switch value {
            case 0x1B: state = .escape
            case 0x18, 0x1A: state = .ground
            case 0x7F: break
            case 0x80...0x9F: c1(value)
            case 0x00...0x1F: control(value)
            default: sequence(scalar)
            }
        }

        /// The lines read, the last one included unless nothing is on it.
        mutating func finish() -> [[Run]] {
            flush()
            if !line.isEmpty { lines.append(line.runs()) }
            return lines
        }

        private mutating func flush() {
            guard !pending.isEmpty else { return }
            for character in pending { line.write(character, style: style) }
            pending = ""
        }

        /// A C1 control: the 8-bit forms of the introducers begin their sequences, the rest
        /// cancel whatever sequence was under way.
        private mutating func c1(_ value: UInt32) {
            switch value {
            case 0x9B: beginCSI()
            case 0x9D: state = .string(endsAtBell: true)
            case 0x90, 0x98, 0x9E, 0x9F: state = .string(endsAtBell: false)
            default: state = .ground
            }
        }

        /// A C0 control other than ESC, CAN and SUB: strings swallow them (BEL ends an OSC);
        /// elsewhere, even inside a sequence, line feeds, carriage returns and tabs act.
        private mutating func control(_ value: UInt32) {
            if case .string(let endsAtBell) = state {
                if endsAtBell, value == 0x07 { state = .ground }
                return
            }
            switch value {
            case 0x0A: newLine()
            case 0x0D: line.cursor = 0
            case 0x09: line.tab()
            default: break
            }
        }

        private mutating func newLine() {
            lines.append(line.runs())
            line = LineBuilder()
        }

        private mutating func beginCSI() {
            state = .csi
            parameters.removeAll(keepingCapacity: true)
            isMalformed = false
        }

        /// A printable scalar inside a sequence.
        private mutating func sequence(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            switch state {
            case .ground:
                pending.unicodeScalars.append(scalar)
            case .string:
                break
            case .escape:
                switch value {
                case 0x5B: beginCSI()
                case 0x5D: state = .string(endsAtBell: true)
                case 0x50, 0x58, 0x5E, 0x5F: state = .string(endsAtBell: false)
                case 0x20...0x2F: state = .escapeIntermediate
                case 0x30...0x7E: state = .ground
                default: abandon(scalar)
                }
            case .escapeIntermediate:
                switch value {
                case 0x20...0x2F: break
                case 0x30...0x7E: state = .ground
                default: abandon(scalar)
                }
            case .csi:
                switch value {
                case 0x30...0x3F:
                    // Private markers (`<=>?`) are only allowed first; elsewhere they spoil the sequence.
                    if value >= 0x3C, !parameters.isEmpty { state = .csiIgnore }
                    if parameters.count < Self.parameterLimit {
                        parameters.append(UInt8(value))
                    } else {
                        isMalformed = true
                    }
                case 0x20...0x2F:
                    // SGR takes no intermediates; what follows is some other sequence.
                    state = .csiIgnore
                case 0x40...0x7E:
                    state = .ground
                    if value == 0x6D, !isMalformed, (parameters.first ?? 0) < 0x3C { applySGR() }
                default: abandon(scalar)
                }
            case .csiIgnore:
                switch value {
                case 0x40...0x7E: state = .ground
                case 0x20...0x3F: break
                default: abandon(scalar)
                }
            }
        }

        /// Ends a sequence cut short by a scalar that cannot be part of one, which is text.
        private mutating func abandon(_ scalar: Unicode.Scalar) {
            state = .ground
            pending.unicodeScalars.append(scalar)
        }

        // MARK: - SGR

        private mutating func applySGR() {
            let groups = Self.groups(parameters)
            var index = 0
            while index < groups.count {
                let group = groups[index]
                let code = group[0] ?? 0
                index += 1
                switch code {
                case 0: style = .plain
                case 4:
                    // `4:0` turns underlining off; `4:1` to `4:5` are its straight, double, curly… kinds.
                    if group.count > 1, (group[1] ?? 0) == 0 {
                        style.attributes.remove(.underline)
                    } else {
                        style.attributes.insert(.underline)
                    }
                case 38, 48, 58:
                    // 58 (underline colour) is read only so its arguments are not taken for codes.
                    let color: Color?
                    if group.count > 1 {
                        color = Self.colonColor(Array(group.dropFirst()))
                    } else {
                        let read = Self.semicolonColor(groups[index...])
                        color = read.color
                        index += read.consumed
                    }
                    if let color, code == 38 { style.foreground = color }
                    if let color, code == 48 { style.background = color }
                default:
                    // The plain attributes and colours read the same as in a terminal pane.
                    SGRParser.applySimple(code, to: &style)
                }
            }
        }

        /// The parameters split at `;` into groups, and each group at `:` into values; an empty
        /// value is nil, and `CSI m` is one empty group, a reset.
        private static func groups(_ bytes: [UInt8]) -> [[Int?]] {
            var groups: [[Int?]] = []
            var group: [Int?] = []
            var number: Int?
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    // Saturates, so no parameter overflows; anything this large is invalid anyway.
                    number = min((number ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 100_000)
                case UInt8(ascii: ":"):
                    group.append(number)
                    number = nil
                default:
                    group.append(number)
                    groups.append(group)
                    group = []
                    number = nil
                }
            }
            group.append(number)
            groups.append(group)
            return groups
        }

        /// The colour in the groups after `38;` (`5;n` or `2;r;g;b`), and how many groups it took.
        private static func semicolonColor(_ rest: ArraySlice<[Int?]>) -> (color: Color?, consumed: Int) {
            let values = rest.map { $0[0] }
            guard let selector = values.first else { return (nil, 0) }
            switch selector {
            case 5:
                guard values.count >= 2 else { return (nil, values.count) }
                return (indexed(values[1]), 2)
            case 2:
                guard values.count >= 4 else { return (nil, values.count) }
                return (rgb(values[1], values[2], values[3]), 4)
            default:
                return (nil, 1)
            }
        }

        /// The colour in the values after `38:`: `5:n`, `2:r:g:b`, or `2:space:r:g:b` as ITU T.416
        /// writes it, with a colour space that is usually empty.
        private static func colonColor(_ values: [Int?]) -> Color? {
            switch values[0] {
            case 5 where values.count >= 2: indexed(values[1])
            case 2 where values.count >= 5: rgb(values[2], values[3], values[4])
            case 2 where values.count == 4: rgb(values[1], values[2], values[3])
            default: nil
            }
        }

        private static func indexed(_ value: Int?) -> Color? {
            let value = value ?? 0
            return value <= 255 ? .indexed(UInt8(value)) : nil
        }

        private static func rgb(_ red: Int?, _ green: Int?, _ blue: Int?) -> Color? {
            let (red, green, blue) = (red ?? 0, green ?? 0, blue ?? 0)
            guard red <= 255, green <= 255, blue <= 255 else { return nil }
            return .rgb(UInt8(red), UInt8(green), UInt8(blue))
        }
    }

    /// One line as a row of cells with a cursor, so a carriage return can overwrite.
    private struct LineBuilder {
        private struct Slot {
            var grapheme: String
            /// 1 or 2 for a cluster, 0 for the right half of a wide one.
            var width: Int
            var style: Style
        }

        private var slots: [Slot] = []
        var cursor = 0

        var isEmpty: Bool { slots.isEmpty }

        /// Puts `character` at the cursor; a combining mark joins the cluster before the cursor,
        /// as a terminal combines it, and a cluster with nothing to show is dropped.
        mutating func write(_ character: Character, style: Style) {
            let first = character.unicodeScalars.first!
            let content = GraphicsContext.cellContent(for: character)
            if content == nil || first.properties.generalCategory.isMark, combine(character) { return }
            guard let content else { return }
            put(Slot(grapheme: content.grapheme, width: content.width, style: style))
        }

        /// Moves the cursor to the next multiple of eight, padding the line with blanks.
        mutating func tab() {
            let target = (cursor / 8 + 1) * 8
            while slots.count < target { slots.append(Slot(grapheme: " ", width: 1, style: .plain)) }
            cursor = target
        }

        /// Appends `character` to the cluster before the cursor if that keeps its width.
        private mutating func combine(_ character: Character) -> Bool {
            var index = min(cursor, slots.count) - 1
            if index >= 0, slots[index].width == 0 { index -= 1 }
            guard index >= 0 else { return false }
            let joined = slots[index].grapheme + String(character)
            guard joined.count == 1, let content = GraphicsContext.cellContent(for: Character(joined)),
                content.width == slots[index].width
            else { return false }
            slots[index].grapheme = content.grapheme
            return true
        }

        private mutating func put(_ slot: Slot) {
            let start = cursor
            let end = start + slot.width - 1
            // A wide cluster half overwritten leaves a blank in its other half, as on screen.
            if start < slots.count, slots[start].width == 0 { blank(start - 1) }
            if end < slots.count, slots[end].width == 2 { blank(end + 1) }
            while slots.count < start + slot.width { slots.append(Slot(grapheme: " ", width: 1, style: .plain)) }
            slots[start] = slot
            if slot.width == 2 { slots[start + 1] = Slot(grapheme: "", width: 0, style: slot.style) }
            cursor = start + slot.width
        }

        private mutating func blank(_ index: Int) {
            guard slots.indices.contains(index) else { return }
            slots[index] = Slot(grapheme: " ", width: 1, style: slots[index].style)
        }

        /// The cells joined into runs of one style.
        ///
        /// A run also ends where its next cluster would merge with its last one, which can happen
        /// to clusters that a sequence or an overwrite separated, so each run draws exactly the
        /// cells counted.
        func runs() -> [Run] {
            var runs: [Run] = []
            var text = ""
            var width = 0
            var style = Style.plain
            var last: Character?
            for slot in slots where slot.width > 0 {
                let merges = last.map { (String($0) + slot.grapheme).count != 1 + slot.grapheme.count } ?? false
                if width > 0, slot.style != style || merges {
                    runs.append(Run(checked: text, style: style, width: width))
                    text = ""
                    width = 0
                }
                text += slot.grapheme
                width += slot.width
                style = slot.style
                last = slot.grapheme.last
            }
            if width > 0 { runs.append(Run(checked: text, style: style, width: width)) }
            return runs
        }
    }
}
