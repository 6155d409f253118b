// Widths follow what terminals that use Unicode 9+ widths and emoji sequences (kitty, WezTerm,
// foot, iTerm2) draw, from the tables in WidthTables.swift. A grapheme cluster occupies:
//
// - 2 columns for a flag (a pair of regional indicators); a lone regional indicator takes 1.
// - 2 columns for an emoji sequence: a scalar with the Emoji property followed by U+FE0F
//   VARIATION SELECTOR-16 (this covers keycaps such as "1️⃣"), an Emoji_Modifier_Base followed
//   by a skin tone modifier, or an Extended_Pictographic scalar joined by U+200D ZERO WIDTH
//   JOINER to another one.
// - Otherwise the width of its first scalar: 2 for East_Asian_Width W or F, 0 for the zero
//   width table, else 1. Combining marks after the base add nothing, so decomposed "é" takes 1
//   and a Hangul syllable spelled with conjoining jamo takes 2 (from its leading consonant).
//   When the first scalar has no width (a prepended concatenation mark such as U+0600, or
//   marks with no base), the first scalar that has one decides.
//
// Known limitations, shared with the terminals above: a cluster of an Indic script takes the
// width of its first scalar, although spacing vowel signs and conjuncts can make the rendered
// text wider or narrower; an unqualified keycap ("1⃣", no U+FE0F) stays 1 column, like its
// digit shown as text.
//
// U+FE0E VARIATION SELECTOR-15 never narrows a cluster: an Emoji_Presentation base such as "⌚"
// keeps 2 columns. Terminals disagree on text presentation, and reserving the wider cell can
// only leave a blank column, where reserving the narrower one overlaps the next cell.

// The public properties of `Character` and `StringProtocol` are inlinable so that the ASCII
// paths compile into the caller, specialized for its string type, instead of going through
// generic witness tables on every byte.

extension UInt8 {
    /// Whether this byte is one of the printable ASCII characters, space to tilde: one column,
    /// nothing to sanitise.
    @inlinable
    package var isPrintableASCII: Bool { self >= 0x20 && self < 0x7F }
}

extension Array where Element == UInt8 {
    /// Whether every byte is printable ASCII, each a cluster of one column.
    ///
    /// A loop rather than `allSatisfy`: a closure written in an actor-isolated caller checks
    /// the executor on every call, which costs more than the byte it tests.
    package var isAllPrintableASCII: Bool {
        for byte in self where !byte.isPrintableASCII { return false }
        return true
    }
}

extension Character {
    /// Whether this is one of the printable ASCII characters, space to tilde: one byte, one
    /// column, nothing to sanitise.
    @inlinable
    package var isPrintableASCII: Bool { asciiValue?.isPrintableASCII ?? false }

    /// The number of terminal columns this grapheme cluster occupies: 0, 1 or 2.
    @inlinable
    public var displayWidth: Int {
        if let ascii = asciiValue {
            // C0 controls and DEL never reach the grid raw: the canvas substitutes them.
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        return clusterWidth(unicodeScalars)
    }
}

extension StringProtocol {
    /// The number of terminal columns the string occupies, summed over its grapheme clusters.
    @inlinable
    public var displayWidth: Int {
        // All-ASCII text needs no grapheme breaking: its only multi-scalar cluster, CR LF, is
        // zero width like each of its halves, so counting printable bytes gives the same sum.
        var printable = 0
        for byte in utf8 {
            if byte >= 0x80 {
                return clusterWidthSum()
            }
            if byte >= 0x20 && byte != 0x7F {
                printable += 1
            }
        }
        return printable
    }

    /// The width summed over grapheme clusters, for text that is not all ASCII.
    @inlinable
    internal func clusterWidthSum() -> Int {
        var width = 0
        for character in self {
            width += character.displayWidth
        }
        return width
    }
}

extension Unicode.Scalar {
    /// The number of columns this scalar occupies on its own: 0, 1 or 2.
    public var displayWidth: Int {
        let value = value
        if value < 0x7F {
            return value >= 0x20 ? 1 : 0
        }
        if value < 0xA0 {
            // DEL and the C1 controls, which the canvas substitutes like C0 controls.
            return 0
        }
        if value < 0x300 {
            // Latin-1 and the Latin extensions: no wide or zero width scalar before the
            // combining diacritics (U+00AD SOFT HYPHEN is drawn as a hyphen).
            return 1
        }
        return WidthTables.width(of: value)
    }
}

extension WidthTables {
    /// The width of a scalar from the tables alone, without the fast paths of
    /// `Unicode.Scalar.displayWidth`.
    package static func width(of value: UInt32) -> Int {
        if value < 0xA0 {
            return (0x20..<0x7F).contains(value) ? 1 : 0
        }
        if contains(zeroWidth, value) {
            return 0
        }
        return contains(wide, value) ? 2 : 1
    }

    /// Whether `value` lies in one of the ranges of `table`, a sorted array of inclusive
    /// `lower, upper` pairs.
    package static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        table.withUnsafeBufferPointer { pairs in
            // Index of the first range whose upper bound is at least `value`.
            var low = 0
            var high = pairs.count / 2
            while low < high {
                let middle = (low + high) / 2
                if pairs[2 * middle + 1] < value {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low < pairs.count / 2 && pairs[2 * low] <= value
        }
    }
}

/// The width of a grapheme cluster that is not a single ASCII character.
@usableFromInline
internal func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else {
        return 0
    }
    let firstWidth = first.displayWidth
    guard let second = iterator.next() else {
        return firstWidth
    }
    if isRegionalIndicator(first) {
        return isRegionalIndicator(second) ? 2 : 1
    }
    if firstWidth == 2 {
        // Nothing in a cluster narrows it, so the rest need not be read.
        return 2
    }
    var width = firstWidth
    var previous = first
    var next: Unicode.Scalar? = second
    while let scalar = next {
        next = iterator.next()
        switch scalar.value {
        case 0xFE0F:
            if WidthTables.contains(WidthTables.emoji, previous.value) {
                return 2
            }
        case 0x1F3FB...0x1F3FF:
            if WidthTables.contains(WidthTables.emojiModifierBase, previous.value) {
                return 2
            }
        case 0x200D:
            // Grapheme breaking joins `ExtPict Extend* ZWJ ExtPict` only, so a pictographic
            // scalar after the joiner means the cluster is such a sequence if it starts with one.
            if let joined = next, isExtendedPictographic(joined), isExtendedPictographic(first) {
                return 2
            }
        default:
            if width == 0 {
                width = scalar.displayWidth
            }
        }
        previous = scalar
    }
    return width
}

private func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
}

private func isExtendedPictographic(_ scalar: Unicode.Scalar) -> Bool {
    WidthTables.contains(WidthTables.extendedPictographic, scalar.value)
}
