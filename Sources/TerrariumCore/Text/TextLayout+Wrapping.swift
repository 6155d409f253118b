import TerrariumTerminal

extension TextLayout.GlyphText {
    /// The lines of the text for `width` (`nil`: one line per hard line), stopping after
    /// `maxCount` lines.
    func wrap(width: Int?, maxCount: Int) -> [LineSpan] {
        var spans: [LineSpan] = []
        for (index, glyphs) in hardLines.enumerated() {
            guard spans.count < maxCount else { break }
            guard let width else {
                spans.append(LineSpan(hardLine: index, range: 0..<glyphs.count))
                continue
            }
            let count = spans.count
            Self.wrap(glyphs, hardLine: index, width: width, maxCount: maxCount, into: &spans)
            // A hard line always takes a line, even when nothing of it fits.
            if spans.count == count {
                spans.append(LineSpan(hardLine: index, range: 0..<0))
            }
        }
        return spans
    }

    /// Appends the lines of one hard line, breaking greedily at the last break opportunity before
    /// the glyph that overflows `width`, or at that glyph when there is none.
    ///
    /// Each glyph is looked at in at most two lines: the one it overflows and the next, which
    /// starts at or before it. That keeps wrapping linear in the length of the text.
    private static func wrap(
        _ glyphs: [Glyph],
        hardLine: Int,
        width: Int,
        maxCount: Int,
        into spans: inout [LineSpan]
    ) {
        var start = 0
        while start < glyphs.count, spans.count < maxCount {
            var x = 0
            var index = start
            var hasContent = false
            var spacesStart = start
            // The end of the line and the start of the next at the last break opportunity.
            var breakEnd: Int?
            var breakNext = start
            var overflowed = false
            while index < glyphs.count {
                let glyph = glyphs[index]
                if glyph.isSpace {
                    if index == start || !glyphs[index - 1].isSpace { spacesStart = index }
                    if x + glyph.width > width {
                        // Spaces at a wrap point belong to no line; spaces that alone overflow a
                        // line are dropped rather than shown as a blank line.
                        if hasContent { spans.append(LineSpan(hardLine: hardLine, range: start..<spacesStart)) }
                        start = index
                        while start < glyphs.count, glyphs[start].isSpace { start += 1 }
                        overflowed = true
                        break
                    }
                } else {
                    if hasContent {
                        if glyphs[index - 1].isSpace {
                            breakEnd = spacesStart
                            breakNext = index
                        } else if canBreak(before: index, in: glyphs, lineStart: start) {
                            breakEnd = index
                            breakNext = index
                        }
                    }
                    if x + glyph.width > width {
                        if let breakEnd {
                            spans.append(LineSpan(hardLine: hardLine, range: start..<breakEnd))
                            start = breakNext
                        } else if hasContent {
                            spans.append(LineSpan(hardLine: hardLine, range: start..<index))
                            start = index
                        } else if index > start {
                            // Only spaces before a word that does not fit after them.
                            start = index
                        } else {
                            // Wider than the whole line: it can never be shown, so it is left out.
                            start = index + 1
                        }
                        overflowed = true
                        break
                    }
                    hasContent = true
                }
                x += glyph.width
                index += 1
            }
            if !overflowed {
                // Spaces left after a wrap point belong to no line, as at any other wrap point.
                if hasContent || start == 0 {
                    spans.append(LineSpan(hardLine: hardLine, range: start..<glyphs.count))
                }
                start = glyphs.count
            }
        }
    }

    /// Whether a line may break between the non-space glyphs at `index - 1` and `index`: after a
    /// hyphen inside a word, and next to a CJK ideograph or kana unless punctuation binds them.
    private static func canBreak(before index: Int, in glyphs: [Glyph], lineStart: Int) -> Bool {
        let previous = glyphs[index - 1]
        let next = glyphs[index]
        if previous.grapheme == Grapheme(ascii: UInt8(ascii: "-")) {
            // "well-known" breaks after the hyphen; "-5" and "a-1" do not.
            return index - 2 >= lineStart && !glyphs[index - 2].isSpace && next.isLetter
        }
        // Ideographs and kana are all wide, so narrow text is never checked further.
        guard previous.width == 2 || next.width == 2 else { return false }
        guard previous.isIdeographic || next.isIdeographic else { return false }
        return !previous.isOpeningPunctuation && !next.isClosingPunctuation
    }

    /// The line that replaces the last visible one, `span`, when text after it does not fit: the
    /// text from the start of `span` and the end of the text, cut according to `mode`.
    func truncatedLine(from span: LineSpan, width: Int?, mode: TruncationMode) -> [Glyph] {
        let budget = width.map { max(0, $0 - 1) } ?? .max
        let rest = hardLines[span.hardLine][span.range.lowerBound...]
        let isLastHardLine = span.hardLine == hardLines.count - 1
        // The end of the text, leaving out what earlier lines already show.
        let end = isLastHardLine ? rest : hardLines[hardLines.count - 1][...]
        switch mode {
        case .tail:
            let prefix = rest[..<Self.prefixEnd(of: rest, budget: budget)]
            return Array(prefix) + [ellipsis(after: prefix, before: [])]
        case .head:
            let suffix = end[Self.suffixStart(of: end, budget: budget)...]
            return [ellipsis(after: [], before: suffix)] + Array(suffix)
        case .middle:
            // The start gets the larger half; whatever the end cannot use goes back to the start.
            let firstPrefixEnd = Self.prefixEnd(of: rest, budget: budget - budget / 2)
            let prefixWidth = Self.width(of: rest[..<firstPrefixEnd])
            let suffixSource = isLastHardLine ? end[firstPrefixEnd...] : end
            let suffix = suffixSource[Self.suffixStart(of: suffixSource, budget: budget - prefixWidth)...]
            let prefixSource = isLastHardLine ? rest[..<suffix.startIndex] : rest
            let prefix = prefixSource[..<Self.prefixEnd(of: prefixSource, budget: budget - Self.width(of: suffix))]
            return Array(prefix) + [ellipsis(after: prefix, before: suffix)] + Array(suffix)
        }
    }

    /// The "…" marking a cut, in the style of the text before it, else of the text after it.
    private func ellipsis(after prefix: ArraySlice<Glyph>, before suffix: ArraySlice<Glyph>) -> Glyph {
        let style = prefix.last?.style ?? suffix.first?.style ?? 0
        return Glyph(character: "\u{2026}", width: 1, style: style, isSpace: false)
    }

    /// The end of the longest start of `glyphs` at most `budget` columns wide, without trailing
    /// spaces.
    private static func prefixEnd(of glyphs: ArraySlice<Glyph>, budget: Int) -> Int {
        var x = 0
        var end = glyphs.startIndex
        while end < glyphs.endIndex, x + glyphs[end].width <= budget {
            x += glyphs[end].width
            end += 1
        }
        while end > glyphs.startIndex, glyphs[end - 1].isSpace { end -= 1 }
        return end
    }

    /// The start of the longest end of `glyphs` at most `budget` columns wide, without leading
    /// spaces.
    private static func suffixStart(of glyphs: ArraySlice<Glyph>, budget: Int) -> Int {
        var x = 0
        var start = glyphs.endIndex
        while start > glyphs.startIndex, x + glyphs[start - 1].width <= budget {
            x += glyphs[start - 1].width
            start -= 1
        }
        while start < glyphs.endIndex, glyphs[start].isSpace { start += 1 }
        return start
    }

    /// The columns `glyphs` take.
    private static func width(of glyphs: ArraySlice<Glyph>) -> Int {
        glyphs.reduce(0) { $0 + $1.width }
    }
}

extension TextLayout.Glyph {
    /// Whether the glyph starts with a letter, which a hyphen before it may be broken from.
    fileprivate var isLetter: Bool {
        grapheme.firstScalar?.properties.isAlphabetic ?? false
    }

    /// Whether the glyph is a CJK ideograph or kana, which lines may break before and after.
    fileprivate var isIdeographic: Bool {
        guard let scalar = grapheme.firstScalar else { return false }
        // Hiragana, katakana and the katakana phonetic extensions.
        return scalar.properties.isIdeographic || (0x3041...0x30FF).contains(scalar.value)
            || (0x31F0...0x31FF).contains(scalar.value)
    }

    /// Whether the glyph is punctuation that must not start a line, such as `。`, `」` or `!`.
    fileprivate var isClosingPunctuation: Bool {
        guard let scalar = grapheme.firstScalar else { return false }
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }

    /// Whether the glyph is punctuation that must not end a line, such as `「` or `(`.
    fileprivate var isOpeningPunctuation: Bool {
        guard let scalar = grapheme.firstScalar else { return false }
        switch scalar.properties.generalCategory {
        case .openPunctuation, .initialPunctuation: return true
        default: return false
        }
    }
}
