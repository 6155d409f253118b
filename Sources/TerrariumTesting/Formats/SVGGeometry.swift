package import TerrariumTerminal

/// Where a picture of a frame puts its cells, in tenths of a pixel.
///
/// Positions are whole tenths so that they are written as fixed decimals (`8.4`, `25.2`) by
/// integer arithmetic: the same cells always give the same bytes, with no rounding left to the
/// way floating-point numbers are printed.
package struct SVGGeometry: Equatable, Sendable {
    /// The left edge of the grid.
    package var left: Int
    /// The top edge of the grid.
    package var top: Int
    /// The width of one column.
    package var cellWidth: Int
    /// The height of one row.
    package var cellHeight: Int

    /// The window's margin around the grid.
    package static let padding = 120
    /// The height of the title bar, when there is one.
    package static let titleBarHeight = 280
    /// The size of the grid's font, in whole pixels.
    package static let fontSize = 14
    /// The monospace fonts asked for, the first one installed drawing the text: pictures and
    /// reports name them the same way.
    package static let fontFamily = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace"
    /// How far below a row's top its text's baseline is: the 14-pixel font centred in 17.
    package static let baseline = 130

    /// The geometry of a picture with or without a title bar: 8.4 × 17 pixel cells, the width
    /// a 14-pixel monospace font advances by and a line height that leaves room for accents.
    package init(titleBar: Bool) {
        left = Self.padding
        top = (titleBar ? Self.titleBarHeight : 0) + Self.padding
        cellWidth = 84
        cellHeight = 170
    }

    /// A geometry read back from a picture.
    package init(left: Int, top: Int, cellWidth: Int, cellHeight: Int) {
        self.left = left
        self.top = top
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    /// The left edge of `column`.
    package func x(_ column: Int) -> Int { left + column * cellWidth }

    /// The top edge of `row`.
    package func y(_ row: Int) -> Int { top + row * cellHeight }

    /// The size of the whole picture for a grid of `size` cells.
    package func pictureSize(for size: Size) -> (width: Int, height: Int) {
        (x(size.width) + Self.padding, y(size.height) + Self.padding)
    }

    /// `tenths` of a pixel as a number for SVG: `12`, `8.4`, `-0.5`.
    package static func pixels(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        let fraction = magnitude % 10
        return fraction == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(fraction)"
    }

    /// A number ``pixels(_:)`` writes, back in tenths of a pixel; nil for anything else.
    package static func tenths(_ text: some StringProtocol) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(parts[0]) else { return nil }
        guard parts.count == 2 else { return whole * 10 }
        guard parts[1].count == 1, let fraction = Int(parts[1]), fraction >= 0 else { return nil }
        return whole * 10 + (parts[0].hasPrefix("-") ? -fraction : fraction)
    }
}
