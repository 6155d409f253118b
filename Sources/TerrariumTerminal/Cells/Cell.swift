/// One cell of the grid: a grapheme cluster and its style, or the right half of a wide one.
///
/// Cells are created through ``GraphicsContext``, which sanitises text and measures widths, so a cell's
/// grapheme never contains a control character and its ``width`` is what a terminal shows.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown in the cell; empty for the continuation of a wide cluster.
    public let grapheme: String
    /// The columns the grapheme occupies: 1, 2 for wide clusters, 0 for a continuation cell.
    public let width: UInt8
    /// How the cell is painted.
    public var style: Style

    /// A space in the plain style: what a cleared grid holds.
    public static let blank = Cell(unchecked: " ", width: 1, style: .plain)

    /// Creates a single-column space with `style`, as used to clear an area.
    public static func blank(_ style: Style) -> Cell {
        Cell(unchecked: " ", width: 1, style: style)
    }

    /// Creates a cell without checking the grapheme: callers guarantee it is sanitised and
    /// that `width` is its display width.
    package init(unchecked grapheme: String, width: UInt8, style: Style) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// The right half of a wide cluster.
    package static func continuation(_ style: Style) -> Cell {
        Cell(unchecked: "", width: 0, style: style)
    }

    /// Whether this cell is the right half of a wide cluster that starts in the cell before it.
    public var isContinuation: Bool { width == 0 }
}
