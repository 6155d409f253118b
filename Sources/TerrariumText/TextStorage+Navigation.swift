extension TextStorage {
    /// The most bytes read around an offset to find the cluster next to it; a longer cluster
    /// is stepped over in pieces.
    private static let clusterWindow = 256

    // MARK: - Clusters

    /// The offset after the grapheme cluster that starts at `offset`: the start of the next line
    /// at the end of a line (a CR LF pair is one step), `count` at the end.
    public func offset(afterCluster offset: Int) -> Int {
        let offset = scalarBoundary(atOrBefore: offset)
        let line = line(containing: offset)
        let end = lineEnd(line)
        if offset >= end { return line + 1 < lineCount ? lineStart(line + 1) : count }
        let window = string(in: offset..<min(end, offset + Self.clusterWindow))
        return offset + (window.first?.utf8.count ?? 1)
    }

    /// The offset of the grapheme cluster that ends at `offset`: the end of the previous line's
    /// content at the start of a line, 0 at the start.
    public func offset(beforeCluster offset: Int) -> Int {
        let offset = scalarBoundary(atOrBefore: offset)
        let line = line(containing: offset)
        let start = lineStart(line)
        if offset <= start { return line > 0 ? lineEnd(line - 1) : 0 }
        let windowStart = scalarBoundary(atOrBefore: max(start, offset - Self.clusterWindow))
        let window = string(in: windowStart..<offset)
        return offset - (window.last?.utf8.count ?? 1)
    }

    // MARK: - Words

    /// Whether `character` is part of a word for word motion: letters, digits and underscores.
    public static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where moving a word forward from `offset` lands: the end of the next word, on a later
    /// line when the rest of this one has none.
    public func wordEnd(after offset: Int) -> Int {
        var line = line(containing: offset)
        var position = max(offset, lineStart(line))
        while true {
            let (consumed, inWord) = Self.skipToWordEnd(string(in: position..<lineEnd(line)))
            if inWord || line + 1 >= lineCount { return position + consumed }
            line += 1
            position = lineStart(line)
        }
    }

    /// Where moving a word back from `offset` lands: the start of the word before it, on an
    /// earlier line when this one has none before the offset.
    public func wordStart(before offset: Int) -> Int {
        var line = line(containing: offset)
        var position = min(offset, lineEnd(line))
        while true {
            let (consumed, inWord) = Self.skipToWordEnd(string(in: lineStart(line)..<position).reversed())
            if inWord || line == 0 { return position - consumed }
            line -= 1
            position = lineEnd(line)
        }
    }

    /// The bytes of `characters` up to the end of the first word in them, and whether there
    /// was a word: what word motion skips, forward or (given reversed characters) backward.
    private static func skipToWordEnd(_ characters: some Sequence<Character>) -> (bytes: Int, foundWord: Bool) {
        var consumed = 0
        var inWord = false
        for character in characters {
            let isWord = isWordCharacter(character)
            if inWord && !isWord { break }
            inWord = inWord || isWord
            consumed += character.utf8.count
        }
        return (consumed, inWord)
    }

    /// The word, run of spaces or single other cluster at `offset`, within its line, as a
    /// double click selects it.
    public func wordRange(at offset: Int) -> Range<Int> {
        let line = line(containing: offset)
        let range = lineRange(line)
        let target = min(max(offset, range.lowerBound), range.upperBound)
        var clusters: [(range: Range<Int>, kind: Int)] = []
        var position = range.lowerBound
        for character in string(in: range) {
            let length = character.utf8.count
            let kind = Self.isWordCharacter(character) ? 0 : (character.isWhitespace ? 1 : 2)
            clusters.append((position..<(position + length), kind))
            position += length
        }
        // At the end of the line, the cluster before the offset decides.
        guard
            let index = clusters.firstIndex(where: { $0.range.contains(target) })
                ?? (clusters.isEmpty ? nil : clusters.count - 1)
        else { return target..<target }
        let kind = clusters[index].kind
        guard kind != 2 else { return clusters[index].range }
        var first = index
        var last = index
        while first > 0, clusters[first - 1].kind == kind { first -= 1 }
        while last + 1 < clusters.count, clusters[last + 1].kind == kind { last += 1 }
        return clusters[first].range.lowerBound..<clusters[last].range.upperBound
    }

    // MARK: - Finding

    /// The first occurrence of `needle` at or after `offset`, or before it when `wraps`.
    ///
    /// Bytes are compared exactly; `nil` when there is no occurrence.
    public func range(of needle: String, from offset: Int, wraps: Bool = true) -> Range<Int>? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= count else { return nil }
        let start = min(max(offset, 0), count)
        if let found = firstMatch(of: pattern, in: start..<count) { return found }
        guard wraps, start > 0 else { return nil }
        return firstMatch(of: pattern, in: 0..<min(count, start + pattern.count - 1))
    }

    /// Every occurrence of `needle`, left to right, none overlapping.
    public func ranges(of needle: String) -> [Range<Int>] {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return [] }
        var result: [Range<Int>] = []
        var position = 0
        while let found = firstMatch(of: pattern, in: position..<count) {
            result.append(found)
            position = found.upperBound
        }
        return result
    }

    /// The first occurrence of `pattern` lying wholly inside `range`, read a block at a time so
    /// that the text is never copied whole.
    private func firstMatch(of pattern: [UInt8], in range: Range<Int>) -> Range<Int>? {
        let block = 1 << 16
        var blockStart = range.lowerBound
        while blockStart + pattern.count <= range.upperBound {
            // Each block overlaps the next by the pattern's length less one byte.
            let blockEnd = min(range.upperBound, blockStart + block + pattern.count - 1)
            let bytes = bytes(in: blockStart..<blockEnd)
            if let index = Self.firstIndex(of: pattern, in: bytes) {
                return (blockStart + index)..<(blockStart + index + pattern.count)
            }
            blockStart += block
        }
        return nil
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count, let first = pattern.first else { return nil }
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            guard let candidate = bytes[index...last].firstIndex(of: first) else { return nil }
            if bytes[candidate..<(candidate + pattern.count)].elementsEqual(pattern) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
