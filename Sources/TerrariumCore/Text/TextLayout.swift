package import TerrariumTerminal

/// How the lines of a text are aligned with each other (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable {
    /// Every line starts at the left edge.
    case leading
    /// Every line is centred, rounding towards the left edge.
    case center
    /// Every line ends at the right edge.
    case trailing
}

/// Where text that does not fit in its lines is cut, marked by "…" (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: Hashable, Sendable {
    /// The last visible line shows "…" and then the end of the text.
    case head
    /// The last visible line shows its start, "…", and then the end of the text.
    case middle
    /// The last visible line shows as much of its start as fits, then "…".
    case tail
}

/// A piece of text painted in one style.
package struct TextRun: Hashable, Sendable {
    /// The text, which may hold newlines (hard line breaks) and controls (shown as stand-ins).
    package var text: String
    /// How the text is painted.
    package var style: Style

    /// Creates a run of `text` painted in `style`.
    package init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// Styled text broken into lines for a proposed size: the measuring and drawing behind `Text`.
///
/// Layout works on grapheme clusters measured with `displayWidth`, so a cluster (an accented
/// letter, a flag, a ZWJ emoji sequence) is never split and a wide cluster never straddles a line
/// end. The rules, in order:
///
/// - Text is sanitised as ``GraphicsContext`` would draw it: controls become visible stand-ins (ESC shows
///   as `␛`), except `"\n"`, `"\r\n"`, U+2028 and U+2029, which are hard line breaks. A tab
///   becomes a single space, so that a line's width does not depend on where it is drawn. A
///   cluster of combining marks with no base is shown on U+25CC `◌`, like ``GraphicsContext`` does, and
///   other zero-width clusters (such as U+200B) are left out, as they draw nothing.
/// - With a proposed width, lines wrap at spaces, which are dropped at the wrap point, after a
///   hyphen inside a word, and between CJK ideographs or kana (but not before closing punctuation
///   such as `。` or after opening punctuation such as `「`). A word wider than a line is broken
///   between clusters. A cluster wider than the whole line (a wide character in one column) is
///   left out. Leading spaces of a hard line are kept unless they alone overflow the line.
/// - Without a proposed width (`nil`, the ideal size) every hard line is one line.
/// - A width, height or line limit of 0 gives no lines and a zero size. Otherwise empty text is
///   one empty line: zero columns by one row.
/// - When there are more lines than `lineLimit` and `height` allow, the last visible line is
///   rebuilt from the text that did not fit, according to the ``TruncationMode``, with "…"
///   (U+2026, one column) marking the cut; spaces next to the "…" are dropped. The "…" takes the
///   style of the text before it, or after it at the start of a line.
///
/// ```swift
/// let layout = TextLayout(
///     runs: [TextRun("Hello, ", style: .plain), TextRun("world", style: Style(attributes: .bold))],
///     width: 8, height: nil, lineLimit: nil, truncationMode: .tail, alignment: .center
/// )
/// layout.size  // 6x2: "Hello," and "world"
/// layout.draw(in: context)
/// ```
///
/// Layout takes time linear in the length of the text.
package struct TextLayout: Sendable {
    /// The lines, each a list of runs in which neighbours differ in style; an empty line has none.
    package var lines: [[TextRun]] { glyphLines.map { GlyphText.runs(of: $0, styles: styles) } }
    /// The columns and rows the text takes: its widest line (never wider than a proposed width)
    /// by its number of lines.
    package let size: Size
    /// Whether lines may have been left out, or the last one cut, to fit the most lines allowed;
    /// when not, the layout is the same for any greater number of lines.
    package let isTruncated: Bool

    private let alignment: TextAlignment
    private let glyphLines: [[Glyph]]
    private let lineWidths: [Int]
    private let styles: [Style]

    /// Lays out `runs` for a proposed `width` and `height`, `nil` meaning the ideal: no wrapping,
    /// and as many lines as the text needs.
    package init(
        runs: [TextRun],
        width: Int?,
        height: Int?,
        lineLimit: Int?,
        truncationMode: TruncationMode,
        alignment: TextAlignment
    ) {
        let maxLines = Self.maxLines(height: height, lineLimit: lineLimit)
        let shows = maxLines > 0 && width.map { $0 > 0 } ?? true
        self.init(
            glyphs: GlyphText(shows ? runs : []), width: width, maxLines: maxLines, truncationMode: truncationMode,
            alignment: alignment)
    }

    /// The most lines a proposed `height` and a line limit allow.
    static func maxLines(height: Int?, lineLimit: Int?) -> Int {
        min(max(0, lineLimit ?? .max), max(0, height ?? .max))
    }

    /// Lays out text already split into glyphs, as a renderer that keeps them between layouts does.
    init(glyphs text: GlyphText, width: Int?, maxLines: Int, truncationMode: TruncationMode, alignment: TextAlignment) {
        let width = width.map { max(0, $0) }
        self.alignment = alignment
        guard maxLines > 0, width != 0 else {
            self.size = .zero
            // Conservatively, as the text was not looked at.
            self.isTruncated = maxLines == 0
            self.glyphLines = []
            self.lineWidths = []
            self.styles = []
            return
        }
        if text.hardLines.count == 1 {
            // One line that fits, as most labels and cells are: the line itself, which is what
            // wrapping finds, without its spans and copies.
            let line = text.hardLines[0]
            var total = 0
            for glyph in line { total += glyph.width }
            if width.map({ total <= $0 }) ?? true {
                self.isTruncated = false
                self.glyphLines = [line]
                self.lineWidths = [total]
                self.styles = text.styles
                self.size = Size(width: total, height: 1)
                return
            }
        }
        // One line more than fits is enough to know the text must be truncated.
        let spans = text.wrap(width: width, maxCount: maxLines == .max ? .max : maxLines + 1)
        var glyphLines = spans.prefix(maxLines).map { text.glyphs(of: $0) }
        if spans.count > maxLines {
            glyphLines[maxLines - 1] = text.truncatedLine(from: spans[maxLines - 1], width: width, mode: truncationMode)
        }
        self.isTruncated = spans.count > maxLines
        let lineWidths = glyphLines.map { line in line.reduce(0) { $0 + $1.width } }
        self.glyphLines = glyphLines
        self.lineWidths = lineWidths
        self.styles = text.styles
        let widest = lineWidths.max() ?? 0
        self.size = Size(width: width.map { min($0, widest) } ?? widest, height: glyphLines.count)
    }

    /// Draws the lines into `context` from its top-left corner, each line placed by the alignment
    /// within ``size``'s width (not the context's), clipped by the context.
    package func draw(in context: GraphicsContext) {
        for (y, line) in glyphLines.enumerated() {
            var x =
                switch alignment {
                case .leading: 0
                case .center: (size.width - lineWidths[y]) / 2
                case .trailing: size.width - lineWidths[y]
                }
            var index = 0
            while index < line.count {
                let glyph = line[index]
                guard glyph.width == 1, glyph.grapheme.isPrintableASCII else {
                    context.draw(glyph.character, at: Point(x: x, y: y), style: styles[glyph.style])
                    x += glyph.width
                    index += 1
                    continue
                }
                // A run of printable ASCII in one style is written in one go.
                var end = index + 1
                while end < line.count, line[end].style == glyph.style, line[end].width == 1,
                    line[end].grapheme.isPrintableASCII
                {
                    end += 1
                }
                let start = index
                context.drawPrintableRun(end - start, at: Point(x: x, y: y), style: styles[glyph.style]) {
                    line[start + $0].grapheme
                }
                x += end - start
                index = end
            }
        }
    }
}
