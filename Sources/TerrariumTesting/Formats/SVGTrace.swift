package import TerrariumTerminal

/// The cells a picture of a frame shows, kept in the picture so a failure report can compare
/// two pictures cell by cell, even when one is only a reference file on disk.
///
/// It is a `<metadata>` element holding the cells in the `.styled` snapshot format, as drawn
/// (control characters as their pictures, links left out since a picture has none), with where
/// the grid lies and where the cursor is as attributes:
///
/// ```xml
/// <metadata class="terrarium-cells" data-grid="12 12 8.4 17" data-cursor="2 0">Hi
/// ── styles ──
/// row 0, cols 0–1: bold</metadata>
/// ```
///
/// `data-grid` is the grid's left and top edges and a cell's width and height, in pixels.
package struct SVGTrace {
    /// The class that marks the element.
    package static let className = "terrarium-cells"

    /// The cells as drawn.
    package var cells: CellBuffer
    /// The cell the cursor block is on; nil for none.
    package var cursor: Point?
    /// Where the cells are drawn.
    package var geometry: SVGGeometry

    /// A trace of `cells` drawn with `geometry`.
    package init(cells: CellBuffer, cursor: Point?, geometry: SVGGeometry) {
        self.cells = cells
        self.cursor = cursor
        self.geometry = geometry
    }

    /// The `<metadata>` element.
    package var element: String {
        let grid = [geometry.left, geometry.top, geometry.cellWidth, geometry.cellHeight].map(SVGGeometry.pixels)
        var attributes = "class=\"\(Self.className)\" data-grid=\"\(grid.joined(separator: " "))\""
        if let cursor { attributes += " data-cursor=\"\(cursor.x) \(cursor.y)\"" }
        return "<metadata \(attributes)>\(MarkupText.escape(cells.styledText, keepingLineFeeds: true))</metadata>"
    }

    /// The trace kept in `svg`.
    package init(svg: String) throws(SVGTraceError) {
        guard let start = svg.firstRange(of: "<metadata class=\"\(Self.className)\"") else {
            throw SVGTraceError("the picture holds no \(Self.className) metadata")
        }
        let rest = svg[start.upperBound...]
        guard let tagEnd = rest.firstIndex(of: ">"),
            let end = rest[tagEnd...].firstRange(of: "</metadata>")
        else {
            throw SVGTraceError("the \(Self.className) metadata is not closed")
        }
        let attributes = rest[..<tagEnd]
        let grid = Self.attribute("data-grid", in: attributes)?.split(separator: " ").compactMap(SVGGeometry.tenths)
        guard let grid, grid.count == 4 else { throw SVGTraceError("the metadata has no data-grid of four numbers") }
        geometry = SVGGeometry(left: grid[0], top: grid[1], cellWidth: grid[2], cellHeight: grid[3])
        if let value = Self.attribute("data-cursor", in: attributes) {
            let numbers = value.split(separator: " ").compactMap { Int($0) }
            guard numbers.count == 2 else { throw SVGTraceError("data-cursor is not two numbers") }
            cursor = Point(x: numbers[0], y: numbers[1])
        } else {
            cursor = nil
        }
        let text = MarkupText.unescape(rest[rest.index(after: tagEnd)..<end.lowerBound])
        do {
            cells = try CellBuffer(styledText: text)
        } catch {
            throw SVGTraceError("the cells could not be read: \(error.description)")
        }
    }

    /// The value of the attribute `name` in an element's attributes, double-quoted as written.
    private static func attribute(_ name: String, in attributes: Substring) -> String? {
        guard let start = attributes.firstRange(of: " \(name)=\"") else { return nil }
        let value = attributes[start.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return MarkupText.unescape(value[..<end])
    }
}

/// Why the cells of a picture could not be read back.
package struct SVGTraceError: Error, CustomStringConvertible {
    /// What is wrong, as a sentence fragment.
    package var description: String

    init(_ description: String) { self.description = description }
}
