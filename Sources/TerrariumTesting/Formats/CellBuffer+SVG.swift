public import TerrariumTerminal

extension CellBuffer {
    /// The cells as a self-contained SVG picture that looks like the terminal.
    ///
    /// The picture is a dark window with a monospace grid of 8.4 × 17 pixel cells: each cell's
    /// character at its column, in its colours and attributes, backgrounds behind. It needs no
    /// font, script or file of its own, so browsers and repository pages show it as it is, and
    /// the same cells and options always give the same bytes.
    ///
    /// ```swift
    /// try buffer.svg(SVGOptions(title: "demo")).write(to: url, atomically: true, encoding: .utf8)
    /// ```
    ///
    /// The picture also carries its cells in the `.styled` snapshot format, in a `<metadata>`
    /// element, which failure reports read to find the cells that changed.
    public func svg(_ options: SVGOptions = SVGOptions()) -> String {
        SVGRenderer(buffer: self, options: options).render()
    }
}
