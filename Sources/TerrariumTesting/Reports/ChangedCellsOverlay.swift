import TerrariumTerminal

/// A picture of a frame with its changed cells marked, for the third picture of a failure
/// report.
enum ChangedCellsOverlay {
    /// The colour changed cells are outlined and tinted with.
    static let color = "#ff2d55"

    /// `svg` with a translucent box over each of the `changed` cells its trace places; cells
    /// outside its grid, which only the other picture has, are left out.
    static func picture(_ svg: String, trace: SVGTrace, changed: Set<Point>) -> String {
        guard let end = svg.ranges(of: "</svg>").last else { return svg }
        let geometry = trace.geometry
        let size = trace.cells.size
        let inside = changed.filter { $0.x < size.width && $0.y < size.height }
            .sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        var lines = ["<g class=\"changes\" fill=\"\(color)\" fill-opacity=\"0.35\" stroke=\"\(color)\">"]
        for point in inside {
            lines.append(
                "<rect x=\"\(SVGGeometry.pixels(geometry.x(point.x)))\" y=\"\(SVGGeometry.pixels(geometry.y(point.y)))\""
                    + " width=\"\(SVGGeometry.pixels(geometry.cellWidth))\""
                    + " height=\"\(SVGGeometry.pixels(geometry.cellHeight))\"/>")
        }
        lines.append("</g>\n")
        return svg[..<end.lowerBound] + lines.joined(separator: "\n") + svg[end.lowerBound...]
    }
}
