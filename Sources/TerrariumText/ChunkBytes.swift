/// Bytes that stay at one address for as long as the buffer lives: memory allocated here, or
/// the UTF-8 of a string the buffer keeps.
///
/// Sharing a string's bytes lets a storage made from a 100 MB text hold the text once rather
/// than twice, and lets it drop an old text once it has written a new one.
final class ByteBuffer: @unchecked Sendable {
    /// The first byte; nil when there are none.
    let base: UnsafePointer<UInt8>?
    /// The number of bytes.
    let count: Int
    /// The string whose bytes these are, kept so they stay where they are.
    private let text: String?
    /// Memory allocated for the bytes, freed with the buffer.
    private let allocated: UnsafeMutableBufferPointer<UInt8>?

    /// A copy of `bytes` in memory of its own.
    init(copying bytes: UnsafeBufferPointer<UInt8>) {
        let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = memory.initialize(fromContentsOf: bytes)
        allocated = memory
        base = UnsafePointer(memory.baseAddress)
        count = bytes.count
        text = nil
    }

    /// The bytes of `text` itself, without a copy, when it is a native string of its own;
    /// nil otherwise (a short string is held inline, and a bridged one has no stable bytes).
    init?(sharing text: String) {
        // Only a native string's heap storage keeps its address; a small one lives in the value.
        guard text.utf8.count > 15, text.utf8.withContiguousStorageIfAvailable({ _ in true }) == true else {
            return nil
        }
        self.text = text
        // The address outlives the closure, which the API does not promise in general: a native
        // string's heap storage (or the memory a shared string holds) does not move while this
        // reference keeps it alive, and copy-on-write means no mutation reaches it. Small strings,
        // whose bytes live in the value and are handed over as a temporary, are refused above; a
        // foreign string gives no contiguous bytes. `TextStorageTests` checks the address holds.
        base = self.text?.utf8.withContiguousStorageIfAvailable { $0.baseAddress }.flatMap { $0 }
        count = text.utf8.count
        allocated = nil
    }

    deinit {
        if let allocated {
            allocated.deinitialize()
            allocated.deallocate()
        }
    }
}

/// The bytes of a chunk: a range of a buffer that may be shared with other chunks.
struct ChunkBytes: RandomAccessCollection {
    /// The buffer the bytes are in.
    private let buffer: ByteBuffer
    /// Where in the buffer.
    private let range: Range<Int>

    /// No bytes.
    init() {
        self.init(copying: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// `range` of `buffer`.
    init(_ buffer: ByteBuffer, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "range out of the buffer")
        self.buffer = buffer
        self.range = range
    }

    /// A copy of `bytes`, in a buffer of their own.
    init(copying bytes: UnsafeBufferPointer<UInt8>) {
        self.init(ByteBuffer(copying: bytes), range: 0..<bytes.count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { range.count }
    var count: Int { range.count }

    subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < range.count, "index out of range")
        return buffer.base.unsafelyUnwrapped[range.lowerBound + position]
    }

    /// Calls `body` with the bytes, valid for the call.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(buffer) {
            try body(UnsafeBufferPointer(start: buffer.base.map { $0 + range.lowerBound }, count: range.count))
        }
    }

    func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        try withUnsafeBufferPointer(body)
    }
}
