/// Decodes UTF-8 one byte at a time, keeping an incomplete sequence across calls, so that text
/// split anywhere between two feeds decodes as if it came in one piece.
///
/// Invalid input becomes U+FFFD the way the Unicode standard recommends ("substitution of
/// maximal subparts"): each maximal prefix of a valid sequence, and each byte that can begin
/// none, is replaced by one U+FFFD. The byte that shows an incomplete sequence to be cut short
/// is not consumed, so the caller gives it again once the replacement is out.
package struct UTF8StreamDecoder: Hashable, Sendable {
    /// What one byte produced.
    package enum Step: Equatable, Sendable {
        /// The byte continues a sequence; nothing to show yet.
        case pending
        /// A whole scalar.
        case scalar(Unicode.Scalar)
        /// U+FFFD for invalid bytes, the current byte consumed.
        case invalid
        /// U+FFFD for a sequence cut short; the current byte was not consumed.
        case invalidRetry
    }

    /// Continuation bytes still expected; zero between sequences.
    private var remaining: UInt8 = 0
    /// The scalar value so far.
    private var value: UInt32 = 0
    /// The range the next continuation byte must fall in (narrower after E0, ED, F0 and F4).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Creates a decoder between sequences.
    package init() {}

    /// Whether a sequence has started and is not complete.
    package var isPending: Bool { remaining != 0 }

    /// Forgets a started sequence; returns whether there was one, which the caller owes a U+FFFD.
    package mutating func reset() -> Bool {
        defer { remaining = 0 }
        return remaining != 0
    }

    /// Decodes `byte`, which callers pass only when it is 0x80 or above or a sequence is pending.
    package mutating func decode(_ byte: UInt8) -> Step {
        if remaining == 0 {
            switch byte {
            case 0xC2...0xDF: start(byte & 0x1F, remaining: 1, lower: 0x80, upper: 0xBF)
            case 0xE0: start(byte & 0x0F, remaining: 2, lower: 0xA0, upper: 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: start(byte & 0x0F, remaining: 2, lower: 0x80, upper: 0xBF)
            case 0xED: start(byte & 0x0F, remaining: 2, lower: 0x80, upper: 0x9F)
            case 0xF0: start(byte & 0x07, remaining: 3, lower: 0x90, upper: 0xBF)
            case 0xF1...0xF3: start(byte & 0x07, remaining: 3, lower: 0x80, upper: 0xBF)
            case 0xF4: start(byte & 0x07, remaining: 3, lower: 0x80, upper: 0x8F)
            default: return .invalid
            }
            return .pending
        }
        guard byte >= lower, byte <= upper else {
            remaining = 0
            return .invalidRetry
        }
        value = value << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        lower = 0x80
        upper = 0xBF
        guard remaining == 0 else { return .pending }
        // The bounds above exclude surrogates and values past U+10FFFF.
        return .scalar(Unicode.Scalar(value) ?? "\u{FFFD}")
    }

    private mutating func start(_ bits: UInt8, remaining: UInt8, lower: UInt8, upper: UInt8) {
        value = UInt32(bits)
        self.remaining = remaining
        self.lower = lower
        self.upper = upper
    }
}
