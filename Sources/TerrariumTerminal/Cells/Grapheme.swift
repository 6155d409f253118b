/// A grapheme cluster held as plain bytes: up to 15 bytes of UTF-8 in place, a longer cluster as
/// its number in a process-wide table.
///
/// Every cell holds one, and a frame's cells are copied and compared whole on every render, so
/// the type has no references to count: copying it copies 16 bytes and comparing it compares two
/// words. Nearly every cluster fits in place, including flags, keycaps, skin tones and most
/// emoji joined by U+200D; only longer sequences (a family of four, a letter with many marks) use
/// the table.
///
/// Two graphemes are equal exactly when their clusters are: unused bytes are always zero, and a
/// cluster too long to fit is always stored as the one number the table gave it.
package struct Grapheme: Hashable, Sendable {
    /// UTF-8 bytes 0–7, the first in the lowest byte; for a cluster in the table, its number.
    private var low: UInt64
    /// UTF-8 bytes 8–14 in the low seven bytes, and the byte count (or ``tableTag``) in the top one.
    private var high: UInt64

    /// Whether the two hold the same cluster: two word comparisons, as unused bytes are zero.
    @inline(__always)
    package static func == (lhs: Grapheme, rhs: Grapheme) -> Bool {
        lhs.low == rhs.low && lhs.high == rhs.high
    }

    /// The most UTF-8 bytes a cluster stored in place can have.
    private static let inlineCapacity = 15
    /// The top byte of ``high`` for a cluster held in the table.
    private static let tableTag: UInt64 = 0xFF
    /// Clusters too long to store in place; bounded so that text from data cannot grow it forever.
    private static let table = InternTable<String>(maxCount: 1 << 16, maxSize: 4 << 20) { $0.utf8.count }

    /// The cluster of one ASCII character.
    package init(ascii: UInt8) {
        self.init(low: UInt64(ascii), high: 1 << 56)
    }

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// Stores `cluster`, which callers guarantee is one sanitised grapheme cluster (or empty).
    ///
    /// A cluster too long to store in place goes in the table; when the table is full, it is
    /// stored as a stand-in of the same `width`: U+FFFD for one column, U+3013 `〓` for two.
    package init(_ cluster: String, width: Int = 1) {
        self.init(cluster, width: width, table: Self.table)
    }

    /// Stores `cluster` with `table` for long clusters.
    ///
    /// Reading a cluster back always uses the shared table, so the only other table to pass is
    /// one that takes nothing, as tests do to see what a full table does.
    package init(_ cluster: String, width: Int, table: InternTable<String>) {
        var cluster = cluster
        let stored = cluster.withUTF8 { Self.inline($0) }
        if let stored {
            self = stored
        } else if let index = table.index(of: cluster) {
            self.init(low: UInt64(index), high: Self.tableTag << 56)
        } else {
            self.init(width == 2 ? "\u{3013}" : "\u{FFFD}")
        }
    }

    /// Stores `character`, as ``init(_:width:)`` does.
    package init(_ character: Character, width: Int = 1) {
        // "\r\n" reports the ASCII value of "\n" but is two bytes.
        if let ascii = character.asciiValue, ascii != 0x0A || character.utf8.count == 1 {
            self.init(ascii: ascii)
        } else {
            self.init(String(character), width: width)
        }
    }

    /// `bytes` stored in place, or nil when they do not fit.
    private static func inline(_ bytes: UnsafeBufferPointer<UInt8>) -> Grapheme? {
        guard bytes.count <= inlineCapacity else { return nil }
        var low: UInt64 = 0
        var high = UInt64(bytes.count) << 56
        for (offset, byte) in bytes.enumerated() {
            if offset < 8 {
                low |= UInt64(byte) << (8 * offset)
            } else {
                high |= UInt64(byte) << (8 * (offset - 8))
            }
        }
        return Grapheme(low: low, high: high)
    }

    /// The empty cluster, held by the continuation cell of a wide one.
    package static let empty = Grapheme(low: 0, high: 0)
    /// A space.
    package static let space = Grapheme(ascii: 0x20)

    /// Whether the cluster is held in the table rather than in place.
    private var isInTable: Bool { high >> 56 == Self.tableTag }

    /// The number of UTF-8 bytes stored in place (meaningless for a cluster in the table).
    private var inlineCount: Int { Int(high >> 56) }

    /// The ASCII byte, when the cluster is a single ASCII character.
    package var asciiValue: UInt8? {
        high == 1 << 56 ? UInt8(truncatingIfNeeded: low) : nil
    }

    /// Whether the cluster is one of the printable ASCII characters, space to tilde.
    package var isPrintableASCII: Bool {
        asciiValue?.isPrintableASCII ?? false
    }

    /// The cluster as a string.
    package var string: String {
        if isInTable { return Self.table.value(at: UInt32(truncatingIfNeeded: low)) }
        if let ascii = asciiValue { return String(UnicodeScalar(ascii)) }
        return withInlineBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The cluster as a character; a space for the empty cluster.
    package var character: Character {
        string.first ?? " "
    }

    /// The first Unicode scalar of the cluster.
    package var firstScalar: Unicode.Scalar? {
        if let ascii = asciiValue { return Unicode.Scalar(ascii) }
        return string.unicodeScalars.first
    }

    /// The last Unicode scalar of the cluster.
    package var lastScalar: Unicode.Scalar? {
        if let ascii = asciiValue { return Unicode.Scalar(ascii) }
        return string.unicodeScalars.last
    }

    /// Appends the cluster's UTF-8 to `out`.
    @inline(__always)
    package func appendUTF8(to out: inout [UInt8]) {
        if let ascii = asciiValue {
            out.append(ascii)
        } else if isInTable {
            out.append(contentsOf: string.utf8)
        } else {
            withInlineBytes { out.append(contentsOf: $0) }
        }
    }

    /// Calls `body` with the bytes stored in place.
    private func withInlineBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let words = (low.littleEndian, high.littleEndian)
        let count = inlineCount
        return withUnsafeBytes(of: words) { body(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
    }
}
