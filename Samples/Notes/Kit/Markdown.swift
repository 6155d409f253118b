/// A markdown document as the notes preview shows it: a CommonMark subset read line by line.
///
/// ```swift
/// Markdown.parse("# Ferns\nWater **weekly**.").blocks
/// // [.heading(level: 1, [.text("Ferns")]), .paragraph([.text("Water "), .strong([.text("weekly")]), .text(".")])]
/// ```
///
/// Blocks: ATX headings, paragraphs, bullet and ordered lists, block quotes, fenced and indented
/// code, thematic breaks. Inlines: emphasis, strong emphasis, code spans, links and autolinks,
/// backslash escapes. What the subset does not know stays as text, so nothing typed is lost from
/// the preview. Foundation's markdown reading is not available on Linux, hence this.
public struct Markdown: Equatable, Sendable {
    /// One block of the document.
    public indirect enum Block: Equatable, Sendable {
        /// A heading of level 1 to 6.
        case heading(level: Int, [Inline])
        /// A paragraph, its lines joined by spaces.
        case paragraph([Inline])
        /// A list: its items' blocks, numbered from `start` when ordered.
        case list(ordered: Bool, start: Int, items: [[Block]])
        /// A block quote's blocks.
        case quote([Block])
        /// Code, line by line, with the fence's language if any.
        case code(language: String?, lines: [String])
        /// A thematic break.
        case rule
    }

    /// A run of text within a block.
    public indirect enum Inline: Equatable, Sendable {
        /// Plain text.
        case text(String)
        /// Emphasis, drawn in italics.
        case emphasis([Inline])
        /// Strong emphasis, drawn bold.
        case strong([Inline])
        /// A code span.
        case code(String)
        /// A link to `destination`.
        case link([Inline], destination: String)
    }

    /// The document's blocks, in order.
    public var blocks: [Block]

    /// Reads `text` as markdown.
    public static func parse(_ text: String) -> Markdown {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        var reader = BlockReader(lines: lines[...])
        return Markdown(blocks: reader.read())
    }
}

/// Reads lines into blocks.
private struct BlockReader {
    var lines: ArraySlice<String>

    mutating func read() -> [Markdown.Block] {
        var blocks: [Markdown.Block] = []
        var paragraph: [String] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            let joined = paragraph.map { $0.trimmingSpaces() }.joined(separator: " ")
            blocks.append(.paragraph(InlineReader.read(joined)))
            paragraph = []
        }
        while let line = lines.first {
            if line.trimmingSpaces().isEmpty {
                flush()
                lines.removeFirst()
            } else if let fence = Self.fence(line) {
                flush()
                lines.removeFirst()
                blocks.append(readFence(fence))
            } else if line.hasPrefix("    ") || line.hasPrefix("\t"), paragraph.isEmpty {
                blocks.append(readIndentedCode())
            } else if let heading = Self.heading(line) {
                flush()
                lines.removeFirst()
                blocks.append(heading)
            } else if Self.isRule(line) {
                flush()
                lines.removeFirst()
                blocks.append(.rule)
            } else if line.trimmingLeadingSpaces().hasPrefix(">") {
                flush()
                blocks.append(readQuote())
            } else if let marker = Self.listMarker(line) {
                flush()
                blocks.append(readList(ordered: marker.ordered, start: marker.start))
            } else {
                paragraph.append(line)
                lines.removeFirst()
            }
        }
        flush()
        return blocks
    }

    // MARK: - Code

    static func fence(_ line: String) -> (marker: String, language: String?)? {
        let trimmed = line.trimmingLeadingSpaces()
        for marker in ["```", "~~~"] where trimmed.hasPrefix(marker) {
            let info = trimmed.drop { $0 == marker.first }.trimmingSpaces()
            return (marker, info.isEmpty ? nil : String(info.split(separator: " ")[0]))
        }
        return nil
    }

    mutating func readFence(_ fence: (marker: String, language: String?)) -> Markdown.Block {
        var code: [String] = []
        while let line = lines.popFirst() {
            if line.trimmingLeadingSpaces().hasPrefix(fence.marker) { break }
            code.append(line)
        }
        return .code(language: fence.language, lines: code)
    }

    mutating func readIndentedCode() -> Markdown.Block {
        var code: [String] = []
        while let line = lines.first, line.hasPrefix("    ") || line.hasPrefix("\t") || line.trimmingSpaces().isEmpty {
            code.append(line.hasPrefix("\t") ? String(line.dropFirst()) : String(line.dropFirst(min(4, line.count))))
            lines.removeFirst()
        }
        while code.last?.trimmingSpaces().isEmpty == true { code.removeLast() }
        return .code(language: nil, lines: code)
    }

    // MARK: - Headings and rules

    static func heading(_ line: String) -> Markdown.Block? {
        let trimmed = line.trimmingLeadingSpaces()
        let level = trimmed.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = trimmed.dropFirst(level)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var title = rest.trimmingSpaces()
        // A closing sequence of #s is not part of the title.
        let closing = title.reversed().prefix { $0 == "#" }.count
        if closing > 0, closing == title.count || title.dropLast(closing).last == " " {
            title = title.dropLast(closing).trimmingSpaces()
        }
        return .heading(level: level, InlineReader.read(title))
    }

    static func isRule(_ line: String) -> Bool {
        let marks = line.filter { $0 != " " }
        guard marks.count >= 3, let first = marks.first, "-*_".contains(first) else { return false }
        return marks.allSatisfy { $0 == first }
    }

    // MARK: - Quotes and lists

    mutating func readQuote() -> Markdown.Block {
        var inner: [String] = []
        while let line = lines.first {
            let trimmed = line.trimmingLeadingSpaces()
            guard trimmed.hasPrefix(">") else { break }
            var rest = trimmed.dropFirst()
            if rest.first == " " { rest = rest.dropFirst() }
            inner.append(String(rest))
            lines.removeFirst()
        }
        var reader = BlockReader(lines: inner[...])
        return .quote(reader.read())
    }

    /// The list marker starting `line`: ordered or not, the number, and the width up to the text.
    static func listMarker(_ line: String) -> (ordered: Bool, start: Int, width: Int)? {
        let indent = line.prefix { $0 == " " }.count
        guard indent < 4 else { return nil }
        let rest = line.dropFirst(indent)
        if let first = rest.first, "-*+".contains(first), rest.dropFirst().first == " " {
            return (false, 1, indent + 2)
        }
        let digits = rest.prefix(while: \.isASCIIDigit)
        guard (1...9).contains(digits.count), let number = Int(digits) else { return nil }
        let after = rest.dropFirst(digits.count)
        guard let delimiter = after.first, delimiter == "." || delimiter == ")", after.dropFirst().first == " " else {
            return nil
        }
        return (true, number, indent + digits.count + 2)
    }

    mutating func readList(ordered: Bool, start: Int) -> Markdown.Block {
        var items: [[Markdown.Block]] = []
        while let line = lines.first, let marker = Self.listMarker(line), marker.ordered == ordered {
            lines.removeFirst()
            var item = [String(line.dropFirst(marker.width))]
            // The item goes on over lines indented past its marker, and over lazy continuation
            // lines of its paragraph.
            while let next = lines.first {
                let indent = next.prefix { $0 == " " }.count
                if next.trimmingSpaces().isEmpty {
                    guard let after = lines.dropFirst().first, after.prefix(while: { $0 == " " }).count >= marker.width
                    else { break }
                    item.append("")
                } else if indent >= marker.width {
                    item.append(String(next.dropFirst(marker.width)))
                } else if Self.listMarker(next) == nil, Self.heading(next) == nil, !Self.isRule(next),
                    Self.fence(next) == nil, !next.trimmingLeadingSpaces().hasPrefix(">"), !(item.last?.isEmpty ?? true)
                {
                    item.append(next)
                } else {
                    break
                }
                lines.removeFirst()
            }
            var reader = BlockReader(lines: item[...])
            items.append(reader.read())
            if let blank = lines.first, blank.trimmingSpaces().isEmpty,
                let after = lines.dropFirst().first, let next = Self.listMarker(after), next.ordered == ordered
            {
                lines.removeFirst()
            }
        }
        return .list(ordered: ordered, start: start, items: items)
    }
}

/// Reads the inlines of one block's text.
enum InlineReader {
    static func read(_ text: some StringProtocol) -> [Markdown.Inline] {
        var reader = Scanner(characters: Array(text))
        return reader.inlines(until: nil)
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0

        mutating func inlines(until closer: String?) -> [Markdown.Inline] {
            var result: [Markdown.Inline] = []
            var text = ""
            func flush() {
                if !text.isEmpty { result.append(.text(text)) }
                text = ""
            }
            while index < characters.count {
                if let closer, matches(closer) { break }
                let character = characters[index]
                switch character {
                case "\\" where index + 1 < characters.count && characters[index + 1].isASCIIPunctuation:
                    text.append(characters[index + 1])
                    index += 2
                case "`":
                    if let span = codeSpan() {
                        flush()
                        result.append(.code(span))
                    } else {
                        text.append(character)
                        index += 1
                    }
                case "*", "_":
                    if let emphasis = self.emphasis(character) {
                        flush()
                        result.append(emphasis)
                    } else {
                        text.append(character)
                        index += 1
                    }
                case "[":
                    if let link = link() {
                        flush()
                        result.append(link)
                    } else {
                        text.append(character)
                        index += 1
                    }
                case "<":
                    if let link = autolink() {
                        flush()
                        result.append(link)
                    } else {
                        text.append(character)
                        index += 1
                    }
                default:
                    text.append(character)
                    index += 1
                }
            }
            flush()
            return result
        }

        func matches(_ string: String) -> Bool {
            let needle = Array(string)
            guard index + needle.count <= characters.count else { return false }
            return Array(characters[index..<index + needle.count]) == needle
        }

        func find(_ string: String, from start: Int) -> Int? {
            let needle = Array(string)
            var position = start
            while position + needle.count <= characters.count {
                if Array(characters[position..<position + needle.count]) == needle { return position }
                position += 1
            }
            return nil
        }

        mutating func codeSpan() -> String? {
            let ticks = characters[index...].prefix { $0 == "`" }.count
            let fence = String(repeating: "`", count: ticks)
            guard let end = find(fence, from: index + ticks) else { return nil }
            var code = String(characters[(index + ticks)..<end])
            if code.count > 2, code.first == " ", code.last == " " { code = String(code.dropFirst().dropLast()) }
            index = end + ticks
            return code
        }

        mutating func emphasis(_ mark: Character) -> Markdown.Inline? {
            let strong = index + 1 < characters.count && characters[index + 1] == mark
            let delimiter = String(repeating: String(mark), count: strong ? 2 : 1)
            let start = index + delimiter.count
            // An opening delimiter is followed by text, and its closer must be found.
            guard start < characters.count, !characters[start].isWhitespace,
                let end = find(delimiter, from: start + 1), !characters[end - 1].isWhitespace
            else { return nil }
            var inner = Scanner(characters: Array(characters[start..<end]))
            let content = inner.inlines(until: nil)
            index = end + delimiter.count
            return strong ? .strong(content) : .emphasis(content)
        }

        mutating func link() -> Markdown.Inline? {
            guard let close = find("](", from: index + 1), let end = find(")", from: close + 2) else { return nil }
            let destination = String(characters[(close + 2)..<end]).trimmingSpaces()
            guard !destination.isEmpty, !destination.contains(" ") else { return nil }
            var inner = Scanner(characters: Array(characters[(index + 1)..<close]))
            let label = inner.inlines(until: nil)
            index = end + 1
            return .link(label, destination: String(destination))
        }

        mutating func autolink() -> Markdown.Inline? {
            guard let end = find(">", from: index + 1) else { return nil }
            let target = String(characters[(index + 1)..<end])
            guard let colon = target.firstIndex(of: ":"), target[..<colon].count >= 2,
                target[..<colon].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "." || $0 == "-" }),
                !target.contains(where: { $0 == " " || $0 == "<" })
            else { return nil }
            index = end + 1
            return .link([.text(target)], destination: target)
        }
    }
}

extension StringProtocol where SubSequence == Substring {
    /// The text without spaces and tabs at either end.
    func trimmingSpaces() -> Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<end]
    }

    /// The text without spaces at its start.
    func trimmingLeadingSpaces() -> Substring {
        self[(firstIndex { $0 != " " } ?? endIndex)...]
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isASCIIPunctuation: Bool { isASCII && (isPunctuation || isSymbol) }
}
