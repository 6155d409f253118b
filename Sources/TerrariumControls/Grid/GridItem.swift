public import TerrariumCore
import TerrariumTerminal

/// How one column of a `LazyVGrid` (or row of a `LazyHGrid`) is sized.
public struct GridItem: Hashable, Sendable {
    /// How the item's size is found.
    public enum Size: Hashable, Sendable {
        /// Exactly this many cells.
        case fixed(Int)
        /// A share of the room the fixed items leave, within the bounds.
        case flexible(minimum: Int = 10, maximum: Int = .infinity)
        /// As many items of at least `minimum` cells as fit, sharing the room.
        case adaptive(minimum: Int, maximum: Int = .infinity)
    }

    /// How the item is sized.
    public var size: Size
    /// The space after the item, before the next; one column or no row when nil.
    public var spacing: Int?
    /// How views are aligned within the item.
    public var alignment: Alignment?

    /// Creates an item sized by `size`, a flexible share by default.
    public init(_ size: Size = .flexible(), spacing: Int? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks (columns or rows) a lazy grid's items make in a given length.
enum GridTracks {
    /// Each track's start and length along the axis, for `items` in `length` cells, `spacing`
    /// apart unless an item says otherwise.
    static func layout(_ items: [GridItem], in length: Int, spacing: Int) -> [(
        start: Int, length: Int, alignment: Alignment?
    )] {
        let length = max(0, min(length, ProposedViewSize.unbounded))
        var tracks: [(length: Int, item: GridItem)] = []
        // Adaptive items become as many tracks of their minimum as fit in the room they share.
        let fixedTotal = items.reduce(0) { total, item in
            if case .fixed(let size) = item.size { return total + max(0, min(size, length)) }
            return total
        }
        let flexibleCount = items.filter { if case .fixed = $0.size { false } else { true } }.count
        let share = flexibleCount == 0 ? 0 : max(0, length - fixedTotal) / flexibleCount
        for item in items.prefix(1000) {
            switch item.size {
            case .fixed(let size):
                tracks.append((max(0, min(size, length)), item))
            case .flexible(let minimum, let maximum):
                let low = max(0, min(minimum, length))
                tracks.append((min(max(share, low), max(low, maximum)), item))
            case .adaptive(let minimum, let maximum):
                let gap = item.spacing ?? spacing
                let low = max(1, min(minimum, max(1, share)))
                let count = max(1, (share + gap) / (low + gap))
                let each = min(max(low, (share - gap * (count - 1)) / count), max(low, maximum))
                for _ in 0..<min(count, 1000) { tracks.append((each, item)) }
            }
        }
        var start = 0
        var result: [(start: Int, length: Int, alignment: Alignment?)] = []
        for (index, track) in tracks.enumerated() {
            result.append((start, track.length, track.item.alignment))
            start += track.length
            if index < tracks.count - 1 { start += max(0, min(track.item.spacing ?? spacing, 1000)) }
        }
        return result
    }
}
