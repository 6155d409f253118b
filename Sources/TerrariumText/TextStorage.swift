/// The text of an editor: UTF-8 bytes in a chunked rope, with a line index and line widths
/// kept up to date edit by edit.
///
/// ```swift
/// let storage = TextStorage("fern\nmoss")
/// let edit = storage.replace(0..<4, with: "ivy")   // "ivy\nmoss"
/// storage.revert(edit)                              // "fern\nmoss" again
/// ```
///
/// Why a rope of chunks rather than a piece table: the document is a flat list of chunks of at
/// most 16 KiB, each holding its bytes and the offsets where lines start inside it. An edit
/// rewrites only the chunks it touches, so its cost is the size of a chunk plus the text
/// inserted, never the document; the line index is those per-chunk offsets plus a count of
/// breaks per chunk, so it is updated by the same rewrite instead of being shifted or rebuilt.
/// A piece table keeps the original text untouched and is cheaper to open, but its line index
/// has to be kept beside the pieces and shifted on every edit, and its pieces fragment under
/// long editing sessions; chunks stay between 2 and 16 KiB whatever happens. Finding a chunk is
/// a walk over a contiguous array of lengths from the last chunk visited, which is a few steps
/// for the local edits and redraws an editor makes, and a few microseconds across a
/// 100 MB document.
///
/// Offsets are UTF-8 byte offsets from the start of the text. The bytes are kept exactly as
/// given: a line ends at LF, at CR LF (one break) or at a lone CR, and the break is not part
/// of the line's content. Other separators (VT, FF, NEL, U+2028) are characters of their line.
/// Offsets given to the storage are moved back to the start of the scalar they fall in, so the
/// bytes always stay valid UTF-8.
public final class TextStorage {
    /// The most bytes a chunk holds; a longer one is split.
    static let maximumChunkSize = 16_384
    /// The size chunks are cut to when text is split.
    static let chunkFillSize = 12_288
    /// The size below which an edited chunk is merged with a neighbour.
    static let minimumChunkSize = 2_048

    private var chunks: [TextChunk]
    /// The byte count of each chunk, contiguous so that walking it stays in cache.
    private var chunkLengths: [Int]
    /// The line breaks ending in each chunk.
    private var chunkBreaks: [Int]
    /// The chunk visited last; lookups walk from it.
    private var cursor = ChunkCursor(index: 0, start: 0, breaksBefore: 0)

    /// The number of UTF-8 bytes.
    public private(set) var count = 0
    /// The number of lines: one more than the number of line breaks.
    public private(set) var lineCount = 1
    /// A number that changes with every edit, for caches kept outside the storage.
    public private(set) var version = 0

    /// The display widths of the lines measured so far, by line; bounded in count.
    var widthCache: [Int: Int] = [:]
    /// The most widths kept; past it the cache starts again.
    static let widthCacheLimit = 1 << 14

    /// The columns between tab stops.
    public var tabWidth = 8 {
        didSet {
            tabWidth = max(1, tabWidth)
            widthCache.removeAll()
        }
    }

    /// Creates a storage holding `text`.
    ///
    /// The storage reads a long text's bytes where the string keeps them, without a copy: the
    /// text is held once, by the string and the storage together, until edits replace its parts.
    public init(_ text: String = "") {
        chunks = []
        chunkLengths = []
        chunkBreaks = []
        var text = text
        let buffer = ByteBuffer(sharing: text) ?? text.withUTF8 { ByteBuffer(copying: $0) }
        for chunk in Self.split(buffer) { append(chunk) }
        if chunks.isEmpty { append(TextChunk(ChunkBytes())) }
    }

    /// Reads the text from `text`'s bytes from now on, when `text` holds exactly this storage's
    /// text; returns whether it does.
    ///
    /// An editor that has written its text to a string calls this so that the old text (which
    /// parts of the storage may still share) can go, and the text is held once again.
    @discardableResult
    public func share(_ text: String) -> Bool {
        share(text, knownEqual: false)
    }

    /// ``share(_:)``, without comparing the texts when the caller made `text` from this storage
    /// and nothing has changed it since.
    @discardableResult
    package func share(_ text: String, knownEqual: Bool) -> Bool {
        guard text.utf8.count == count, let buffer = ByteBuffer(sharing: text), let base = buffer.base else {
            return false
        }
        var start = 0
        for chunk in chunks where !knownEqual {
            let same = chunk.bytes.withUnsafeBufferPointer { bytes in
                Self.equal(bytes, UnsafeBufferPointer(start: base + start, count: bytes.count))
            }
            guard same else { return false }
            start += chunk.bytes.count
        }
        start = 0
        for index in chunks.indices {
            let length = chunkLengths[index]
            chunks[index] = chunks[index].moved(to: buffer, range: start..<(start + length))
            start += length
        }
        return true
    }

    /// Whether every byte is read where `text` keeps its own, shared rather than copied.
    package func readsBytes(of text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { own -> Bool in
            guard let base = own.baseAddress else { return count == 0 }
            let kept = UnsafeRawPointer(base)..<UnsafeRawPointer(base + own.count)
            return chunks.allSatisfy { chunk in
                chunk.bytes.withUnsafeBufferPointer { bytes in
                    guard let start = bytes.baseAddress else { return bytes.isEmpty }
                    return kept.contains(UnsafeRawPointer(start))
                        && UnsafeRawPointer(start + bytes.count) <= kept.upperBound
                }
            }
        } ?? false
    }

    /// Whether `a` and `b` hold the same bytes, compared eight at a time.
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        let (left8, right8) = (UnsafeRawPointer(left), UnsafeRawPointer(right))
        var index = 0
        while index + 8 <= a.count {
            guard
                left8.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    == right8.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            else { return false }
            index += 8
        }
        while index < a.count {
            guard left[index] == right[index] else { return false }
            index += 1
        }
        return true
    }

    private func append(_ chunk: TextChunk) {
        chunks.append(chunk)
        chunkLengths.append(chunk.bytes.count)
        chunkBreaks.append(chunk.lineStarts.count)
        count += chunk.bytes.count
        lineCount += chunk.lineStarts.count
    }

    // MARK: - Reading

    /// The whole text, materialised: O(count).
    public var string: String { string(in: 0..<count) }

    /// The text in `range`, its bounds clamped and moved to scalar boundaries.
    public func string(in range: Range<Int>) -> String {
        let range = scalarRange(range)
        guard !range.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: range.count) { output in
            copyBytes(in: range, to: output)
            return range.count
        }
    }

    /// The bytes in `range`, clamped.
    public func bytes(in range: Range<Int>) -> [UInt8] {
        let range = clamped(range)
        return [UInt8](unsafeUninitializedCapacity: range.count) { output, initialized in
            copyBytes(in: range, to: output)
            initialized = range.count
        }
    }

    /// The byte at `offset`, which must be below ``count``.
    public func byte(at offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count, "offset out of range")
        let chunk = seek(offset: offset)
        return chunks[chunk.index].bytes[offset - chunk.start]
    }

    /// Copies the bytes of `range` (within the text) into `output` from its start.
    private func copyBytes(in range: Range<Int>, to output: UnsafeMutableBufferPointer<UInt8>) {
        var written = 0
        var chunk = seek(offset: range.lowerBound)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let bytes = chunks[chunk.index].bytes
            let local = offset - chunk.start
            let take = min(bytes.count - local, range.upperBound - offset)
            bytes.withUnsafeBufferPointer { source in
                let slice = UnsafeBufferPointer(rebasing: source[local..<(local + take)])
                _ = UnsafeMutableBufferPointer(rebasing: output[written...]).initialize(fromContentsOf: slice)
            }
            written += take
            offset += take
            guard offset < range.upperBound else { break }
            chunk = ChunkCursor(
                index: chunk.index + 1, start: chunk.start + chunkLengths[chunk.index],
                breaksBefore: chunk.breaksBefore + chunkBreaks[chunk.index])
        }
    }

    // MARK: - Editing

    /// Replaces the text in `range` with `text`; returns the record that undoes it.
    ///
    /// The range is clamped to the text and its bounds moved to scalar boundaries. Only the
    /// chunks the range touches are rewritten, with a neighbour when a CR LF pair would be cut
    /// or a chunk would get small, and the line index and widths follow them.
    @discardableResult
    public func replace(_ range: Range<Int>, with text: String) -> TextEdit {
        let range = scalarRange(range)
        let replaced = string(in: range)
        var first = seek(offset: range.lowerBound)
        var last = seek(offset: range.upperBound).index
        // A CR LF pair must stay in one chunk, and an edit may join a CR and an LF.
        if first.index > 0, chunks[first.index - 1].bytes.last == 0x0D { first = previous(first) }
        if last + 1 < chunks.count, chunks[last + 1].bytes.first == 0x0A { last += 1 }
        let firstLine = line(containing: range.lowerBound)
        let lastLine = line(containing: range.upperBound)

        var merged: [UInt8] = []
        merged.reserveCapacity(chunkLengths[first.index...last].reduce(0, +) + text.utf8.count)
        for index in first.index...last { chunks[index].bytes.withUnsafeBufferPointer { merged += $0 } }
        merged.replaceSubrange((range.lowerBound - first.start)..<(range.upperBound - first.start), with: text.utf8)
        if merged.count < Self.minimumChunkSize {
            if last + 1 < chunks.count {
                last += 1
                chunks[last].bytes.withUnsafeBufferPointer { merged += $0 }
            } else if first.index > 0 {
                first = previous(first)
                chunks[first.index].bytes.withUnsafeBufferPointer { merged.insert(contentsOf: $0, at: 0) }
            }
        }
        let replacement = Self.split(merged.withUnsafeBufferPointer { ByteBuffer(copying: $0) })
        let removedBreaks = chunkBreaks[first.index...last].reduce(0, +)
        let removedBytes = chunkLengths[first.index...last].reduce(0, +)
        chunks.replaceSubrange(first.index...last, with: replacement)
        chunkLengths.replaceSubrange(first.index...last, with: replacement.map { $0.bytes.count })
        chunkBreaks.replaceSubrange(first.index...last, with: replacement.map { $0.lineStarts.count })
        if chunks.isEmpty {
            chunks = [TextChunk(ChunkBytes())]
            chunkLengths = [0]
            chunkBreaks = [0]
        }
        let addedBreaks = replacement.reduce(0) { $0 + $1.lineStarts.count }
        count += merged.count - removedBytes
        lineCount += addedBreaks - removedBreaks
        version &+= 1
        cursor = chunks.indices.contains(first.index) ? first : ChunkCursor(index: 0, start: 0, breaksBefore: 0)
        invalidateWidths(lines: firstLine...lastLine, lineDelta: addedBreaks - removedBreaks)
        return TextEdit(offset: range.lowerBound, insertedCount: text.utf8.count, replaced: replaced)
    }

    /// Inserts `text` at `offset`; returns the record that undoes it.
    @discardableResult
    public func insert(_ text: String, at offset: Int) -> TextEdit {
        replace(offset..<offset, with: text)
    }

    /// Undoes `edit`, which must be the last change made to the text in its range; returns the
    /// record that redoes it.
    @discardableResult
    public func revert(_ edit: TextEdit) -> TextEdit {
        replace(edit.offset..<(edit.offset + edit.insertedCount), with: edit.replaced)
    }

    /// Forgets the widths of the lines an edit touched and moves those after it by the lines
    /// it added or removed.
    private func invalidateWidths(lines: ClosedRange<Int>, lineDelta: Int) {
        guard !widthCache.isEmpty else { return }
        // The line before may have had its break joined with the first byte of the edit.
        let touched = max(0, lines.lowerBound - 1)...lines.upperBound
        if lineDelta == 0 {
            for line in touched { widthCache[line] = nil }
            return
        }
        var moved: [Int: Int] = [:]
        moved.reserveCapacity(widthCache.count)
        for (line, width) in widthCache where !touched.contains(line) {
            moved[line > touched.upperBound ? line + lineDelta : line] = width
        }
        widthCache = moved
    }

    /// Cuts `buffer` into chunks of at most ``chunkFillSize`` bytes (a text no longer than
    /// ``maximumChunkSize`` stays whole), never inside a scalar or a CR LF pair; the chunks
    /// read the buffer's bytes.
    private static func split(_ buffer: ByteBuffer) -> [TextChunk] {
        let count = buffer.count
        guard count > 0, let bytes = buffer.base else { return [] }
        guard count > maximumChunkSize else { return [TextChunk(ChunkBytes(buffer, range: 0..<count))] }
        var result: [TextChunk] = []
        result.reserveCapacity(count / chunkFillSize + 1)
        var start = 0
        while start < count {
            var end = min(start + chunkFillSize, count)
            if end < count {
                while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                if bytes[end - 1] == 0x0D, bytes[end] == 0x0A { end += 1 }
            }
            result.append(TextChunk(ChunkBytes(buffer, range: start..<end)))
            start = end
        }
        return result
    }

    /// Makes the text equal to `text` by replacing only the part that differs.
    ///
    /// The part replaced lies between the longest common prefix and suffix. Returns the record
    /// that undoes it, or `nil` when the text is already `text`.
    /// Comparing costs the length of the unchanged ends, without materialising the text.
    @discardableResult
    public func replaceChanged(with text: String) -> TextEdit? {
        var text = text
        let (prefix, suffix, newCount) = text.withUTF8 { new -> (Int, Int, Int) in
            let limit = min(count, new.count)
            var prefix = 0
            var chunkIndex = 0
            compare: while chunkIndex < chunks.count, prefix < limit {
                let matched = chunks[chunkIndex].bytes.withUnsafeBufferPointer { bytes -> Bool in
                    for byte in bytes {
                        guard prefix < limit, byte == new[prefix] else { return false }
                        prefix += 1
                    }
                    return true
                }
                guard matched else { break compare }
                chunkIndex += 1
            }
            var suffix = 0
            chunkIndex = chunks.count - 1
            compareBack: while chunkIndex >= 0, suffix < limit - prefix {
                let matched = chunks[chunkIndex].bytes.withUnsafeBufferPointer { bytes -> Bool in
                    for byte in bytes.reversed() {
                        guard suffix < limit - prefix, byte == new[new.count - 1 - suffix] else { return false }
                        suffix += 1
                    }
                    return true
                }
                guard matched else { break compareBack }
                chunkIndex -= 1
            }
            return (prefix, suffix, new.count)
        }
        guard prefix + suffix < max(count, newCount) else { return nil }
        var lower = scalarBoundary(atOrBefore: prefix)
        // The middle is cut on scalar boundaries of both texts, which agree on the ends they share.
        var upperInOld = count - suffix
        while upperInOld < count, byte(at: upperInOld) & 0xC0 == 0x80 { upperInOld += 1 }
        lower = min(lower, upperInOld)
        let upperInNew = newCount - (count - upperInOld)
        let middle = String(
            text.utf8[
                text.utf8.index(
                    text.utf8.startIndex, offsetBy: lower)..<text.utf8.index(text.utf8.startIndex, offsetBy: upperInNew)
            ])
        return replace(lower..<upperInOld, with: middle ?? "")
    }

    // MARK: - Lines

    /// The line `offset` is in, counted from 0; the offset between the CR and LF of a pair
    /// belongs to the line the pair ends.
    public func line(containing offset: Int) -> Int {
        let offset = min(max(offset, 0), count)
        let chunk = seek(offset: offset)
        let local = Int32(offset - chunk.start)
        let starts = chunks[chunk.index].lineStarts
        // The number of line starts at or before `local`.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= local { low = middle + 1 } else { high = middle }
        }
        return chunk.breaksBefore + low
    }

    /// The offset where `line` starts, clamped to the lines there are.
    public func lineStart(_ line: Int) -> Int {
        let line = min(max(line, 0), lineCount - 1)
        guard line > 0 else { return 0 }
        let chunk = seek(break: line - 1)
        return chunk.start + Int(chunks[chunk.index].lineStarts[line - 1 - chunk.breaksBefore])
    }

    /// The offset where the content of `line` ends, before its line break.
    public func lineEnd(_ line: Int) -> Int {
        let line = min(max(line, 0), lineCount - 1)
        guard line + 1 < lineCount else { return count }
        let next = lineStart(line + 1)
        if byte(at: next - 1) == 0x0A, next - 2 >= lineStart(line), byte(at: next - 2) == 0x0D { return next - 2 }
        return next - 1
    }

    /// The content of `line`, without its line break.
    public func lineRange(_ line: Int) -> Range<Int> { lineStart(line)..<lineEnd(line) }

    /// The text of `line`, without its line break.
    public func line(_ line: Int) -> String { string(in: lineRange(line)) }

    // MARK: - Chunks

    /// A chunk, where it starts and how many line breaks come before it.
    private struct ChunkCursor {
        var index: Int
        var start: Int
        var breaksBefore: Int
    }

    private func previous(_ chunk: ChunkCursor) -> ChunkCursor {
        let index = chunk.index - 1
        return ChunkCursor(
            index: index, start: chunk.start - chunkLengths[index],
            breaksBefore: chunk.breaksBefore - chunkBreaks[index])
    }

    private func next(_ chunk: ChunkCursor) -> ChunkCursor {
        ChunkCursor(
            index: chunk.index + 1, start: chunk.start + chunkLengths[chunk.index],
            breaksBefore: chunk.breaksBefore + chunkBreaks[chunk.index])
    }

    /// The chunk holding byte `offset`: the last chunk for the end of the text, and the chunk
    /// that starts at an offset on a boundary.
    private func seek(offset: Int) -> ChunkCursor {
        var chunk = cursor
        while chunk.index > 0, offset < chunk.start { chunk = previous(chunk) }
        while chunk.index + 1 < chunks.count, offset >= chunk.start + chunkLengths[chunk.index] { chunk = next(chunk) }
        cursor = chunk
        return chunk
    }

    /// The chunk holding line break number `breakIndex`, counted from 0.
    private func seek(break breakIndex: Int) -> ChunkCursor {
        var chunk = cursor
        while chunk.index > 0, breakIndex < chunk.breaksBefore { chunk = previous(chunk) }
        while chunk.index + 1 < chunks.count, breakIndex >= chunk.breaksBefore + chunkBreaks[chunk.index] {
            chunk = next(chunk)
        }
        cursor = chunk
        return chunk
    }

    // MARK: - Offsets

    /// `range` clamped to the text.
    func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(range.lowerBound, 0), count)
        return lower..<min(max(range.upperBound, lower), count)
    }

    /// `range` clamped to the text with both bounds at the start of the scalar they fall in.
    func scalarRange(_ range: Range<Int>) -> Range<Int> {
        let range = clamped(range)
        let lower = scalarBoundary(atOrBefore: range.lowerBound)
        return lower..<max(lower, scalarBoundary(atOrBefore: range.upperBound))
    }

    /// The start of the scalar `offset` falls in, clamped to the text.
    public func scalarBoundary(atOrBefore offset: Int) -> Int {
        var offset = min(max(offset, 0), count)
        while offset > 0, offset < count, byte(at: offset) & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }
}
