/// One cell of the grid: a grapheme cluster and its style, or the right half of a wide one.
///
/// Cells are created through ``GraphicsContext``, which sanitises text and measures widths, so a cell's
/// grapheme never contains a control character and its ``width`` is what a terminal shows.
///
/// A cell is a plain value with no references, so a frame of them copies and compares as memory.
public struct Cell: Hashable, Sendable {
    /// The cluster, stored in place.
    package let content: Grapheme
    /// The columns the grapheme occupies: 1, 2 for wide clusters, 0 for a continuation cell.
    public let width: UInt8
    /// How the cell is painted.
    public var style: Style

    /// Whether the two cells show the same cluster in the same width and style.
    @inline(__always)
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.content == rhs.content && lhs.width == rhs.width && lhs.style == rhs.style
    }

    /// The grapheme cluster shown in the cell; empty for the continuation of a wide cluster.
    public var grapheme: String { content.string }

    /// A space in the plain style: what a cleared grid holds.
    public static let blank = Cell(content: .space, width: 1, style: .plain)

    /// Creates a single-column space with `style`, as used to clear an area.
    public static func blank(_ style: Style) -> Cell {
        Cell(content: .space, width: 1, style: style)
    }

    /// Creates a cell without checking the grapheme: callers guarantee it is sanitised and
    /// that `width` is its display width.
    package init(unchecked grapheme: String, width: UInt8, style: Style) {
        self.init(content: Grapheme(grapheme, width: Int(width)), width: width, style: style)
    }

    /// Creates a cell from a stored cluster, which callers guarantee is sanitised and `width` wide.
    package init(content: Grapheme, width: UInt8, style: Style) {
        self.content = content
        self.width = width
        self.style = style
    }

    /// The right half of a wide cluster.
    package static func continuation(_ style: Style) -> Cell {
        Cell(content: .empty, width: 0, style: style)
    }

    /// Whether this cell is the right half of a wide cluster that starts in the cell before it.
    public var isContinuation: Bool { width == 0 }
}
