/// A place in a ``TextStorage`` as a line and a UTF-8 column within it, both from 0.
public struct TextPosition: Hashable, Sendable, Comparable {
    /// The line.
    public var line: Int
    /// The UTF-8 offset from the start of the line.
    public var column: Int

    /// Creates a position at `column` of `line`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders by line, then column.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

extension TextStorage {
    /// The line and column of `offset`.
    public func position(of offset: Int) -> TextPosition {
        let line = line(containing: offset)
        return TextPosition(line: line, column: min(max(offset, 0), count) - lineStart(line))
    }

    /// The offset of `position`, its column clamped to the line's content.
    public func offset(of position: TextPosition) -> Int {
        let range = lineRange(position.line)
        return scalarBoundary(atOrBefore: range.lowerBound + min(max(position.column, 0), range.count))
    }

    /// The display column of `offset` in its line: the columns the clusters before it take.
    ///
    /// It measures the line from its start, so it costs the length of the line before the offset.
    public func displayColumn(of offset: Int) -> Int {
        let line = line(containing: offset)
        let start = lineStart(line)
        let end = min(max(offset, start), lineEnd(line))
        return TextMetrics.width(of: string(in: start..<end), tabWidth: tabWidth)
    }

    /// The offset in `line` of the cluster at `displayColumn`: the start of a wide cluster or
    /// tab the column falls inside, and the end of the line for a column past it.
    public func offset(inLine line: Int, displayColumn: Int) -> Int {
        let range = lineRange(line)
        let text = string(in: range)
        var column = 0
        var offset = range.lowerBound
        for character in text {
            let width = TextMetrics.columns(of: character, at: column, tabWidth: tabWidth)
            if column + width > displayColumn { return offset }
            column += width
            offset += character.utf8.count
        }
        return offset
    }

    /// The columns `line` takes, measured once and kept until an edit touches the line.
    public func displayWidth(ofLine line: Int) -> Int {
        let line = min(max(line, 0), lineCount - 1)
        if let width = widthCache[line] { return width }
        let width = TextMetrics.width(of: self.line(line), tabWidth: tabWidth)
        if widthCache.count >= Self.widthCacheLimit { widthCache.removeAll(keepingCapacity: true) }
        widthCache[line] = width
        return width
    }
}
