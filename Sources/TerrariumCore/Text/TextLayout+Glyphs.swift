import TerrariumTerminal

extension TextLayout {
    /// One grapheme cluster ready for layout: sanitised, measured and tagged with its style.
    ///
    /// A plain value with no references, so lines of glyphs copy as memory.
    struct Glyph: Sendable {
        /// The cluster as it is drawn.
        var grapheme: Grapheme
        /// The index of its style in ``GlyphText/styles``.
        var style: Int
        /// The columns it takes, 1 or 2, kept in a byte so that a glyph fits in 32.
        private var columns: UInt8
        /// Whether it is a space, where lines may wrap.
        var isSpace: Bool

        /// Creates a glyph of `grapheme`, `width` columns wide.
        init(grapheme: Grapheme, width: Int, style: Int, isSpace: Bool) {
            self.grapheme = grapheme
            self.style = style
            self.columns = UInt8(truncatingIfNeeded: width)
            self.isSpace = isSpace
        }

        /// Creates a glyph of `character`, `width` columns wide.
        init(character: Character, width: Int, style: Int, isSpace: Bool) {
            self.init(grapheme: Grapheme(character, width: width), width: width, style: style, isSpace: isSpace)
        }

        /// The columns it takes: 1 or 2.
        var width: Int { Int(columns) }

        /// The cluster as a character.
        var character: Character { grapheme.character }
    }

    /// A line as a range of the glyphs of one hard line.
    struct LineSpan: Sendable {
        /// The index of the hard line.
        var hardLine: Int
        /// The glyphs of the hard line on this line.
        var range: Range<Int>
    }

    /// Styled text as hard lines of glyphs, ready to wrap and truncate.
    struct GlyphText {
        /// A glyph of the text.
        typealias Glyph = TextLayout.Glyph
        /// A line of the text as a range of one hard line.
        typealias LineSpan = TextLayout.LineSpan

        /// The text between hard line breaks; there is always at least one, maybe empty.
        private(set) var hardLines: [[Glyph]] = []
        /// The distinct styles of the text, which glyphs refer to by index; never empty.
        private(set) var styles: [Style] = []

        /// Sanitises, splits and measures `runs`.
        init(_ runs: [TextRun]) {
            var line: [Glyph] = []
            if runs.count == 1, let run = runs.first {
                // One run, as most texts are: one style, without a table to find it in.
                if !run.text.isEmpty {
                    styles.append(run.style)
                    append(run.text, style: 0, to: &line)
                }
            } else {
                var indexes: [Style: Int] = [:]
                for run in Self.joiningEqualStyles(runs) {
                    let style = indexes[run.style] ?? styles.count
                    if style == styles.count {
                        indexes[run.style] = style
                        styles.append(run.style)
                    }
                    append(run.text, style: style, to: &line)
                }
            }
            hardLines.append(line)
            if styles.isEmpty { styles.append(.plain) }
        }

        /// Appends the glyphs of `text`, in style `style`, to `line`, ending a hard line at
        /// each line break.
        private mutating func append(_ text: String, style: Int, to line: inout [Glyph]) {
            if Self.appendASCII(text, style: style, to: &line, hardLines: &hardLines) { return }
            for character in text {
                // Most text is printable ASCII: one byte, one column, no questions asked (a
                // space is a glyph lines may break at, below).
                if let ascii = character.asciiValue, ascii > 0x20, ascii < 0x7F {
                    line.append(Glyph(character: character, width: 1, style: style, isSpace: false))
                    continue
                }
                switch character {
                case "\n", "\r\n", "\u{2028}", "\u{2029}":
                    hardLines.append(line)
                    line = []
                case " ", "\t":
                    line.append(Glyph(character: " ", width: 1, style: style, isSpace: true))
                default:
                    Self.append(character, style: style, to: &line)
                }
            }
        }

        /// Splits `text` a byte at a time when it is all ASCII, where every byte is a cluster of
        /// its own but CR LF; returns false, having appended nothing, when it is not.
        private static func appendASCII(
            _ text: String, style: Int, to line: inout [Glyph], hardLines: inout [[Glyph]]
        ) -> Bool {
            var text = text
            return text.withUTF8 { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
                line.reserveCapacity(line.count + bytes.count)
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    switch byte {
                    case 0x21..<0x7F:
                        line.append(Glyph(grapheme: Grapheme(ascii: byte), width: 1, style: style, isSpace: false))
                    case 0x20, 0x09:
                        line.append(Glyph(grapheme: .space, width: 1, style: style, isSpace: true))
                    case 0x0A:
                        hardLines.append(line)
                        line = []
                    case 0x0D where index < bytes.count && bytes[index] == 0x0A:
                        index += 1
                        hardLines.append(line)
                        line = []
                    default:
                        append(Character(Unicode.Scalar(byte)), style: style, to: &line)
                    }
                }
                return true
            }
        }

        /// `runs` with neighbours of the same style joined, so that a cluster spread over them (a
        /// letter and its accent) is measured as the one cluster the joined text shows.
        private static func joiningEqualStyles(_ runs: [TextRun]) -> [TextRun] {
            var joined: [TextRun] = []
            for run in runs where !run.text.isEmpty {
                if let last = joined.last, last.style == run.style {
                    joined[joined.count - 1].text += run.text
                } else {
                    joined.append(run)
                }
            }
            return joined
        }

        /// Appends `character`, which is not printable ASCII, as the glyphs that show it: itself,
        /// or its stand-ins when it is a control, or nothing when it takes no columns.
        private static func append(_ character: Character, style: Int, to line: inout [Glyph]) {
            // A control is always a cluster of its own (or CR LF, handled as a line break), so
            // checking the first scalar finds every cluster the sanitiser changes.
            if let first = character.unicodeScalars.first, Sanitizer.substitute(for: first) != nil {
                for substitute in Sanitizer.sanitize(String(character)) {
                    line.append(Glyph(character: substitute, width: 1, style: style, isSpace: false))
                }
                return
            }
            let width = character.displayWidth
            if width > 0 {
                line.append(Glyph(character: character, width: width, style: style, isSpace: false))
                return
            }
            // Marks with no base are shown on a dotted circle, as ``GraphicsContext`` does; the circle also
            // keeps them from joining the cluster before them when lines are put back into strings.
            guard let first = character.unicodeScalars.first, first.properties.generalCategory.isMark else { return }
            let marked = "\u{25CC}" + String(character)
            let shown = marked.count == 1 ? marked.first ?? "\u{25CC}" : "\u{25CC}"
            line.append(Glyph(character: shown, width: 1, style: style, isSpace: false))
        }

        /// The glyphs of `span`.
        func glyphs(of span: LineSpan) -> [Glyph] {
            Array(hardLines[span.hardLine][span.range])
        }

        /// `line` as runs of text, neighbours differing in style.
        static func runs(of line: [Glyph], styles: [Style]) -> [TextRun] {
            var runs: [TextRun] = []
            var text = ""
            var style = -1
            for glyph in line {
                if glyph.style != style {
                    if style >= 0 { runs.append(TextRun(text, style: styles[style])) }
                    text = ""
                    style = glyph.style
                }
                if let ascii = glyph.grapheme.asciiValue {
                    text.unicodeScalars.append(Unicode.Scalar(ascii))
                } else {
                    text += glyph.grapheme.string
                }
            }
            if style >= 0 { runs.append(TextRun(text, style: styles[style])) }
            return runs
        }
    }
}
