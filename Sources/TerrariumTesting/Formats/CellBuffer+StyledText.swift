public import TerrariumTerminal

extension CellBuffer {
    /// The cells as text in the `.styled` snapshot format: the grid, then a list of styled areas.
    ///
    /// ```swift
    /// print(host.buffer.styledText)
    /// // Hi
    /// // ── styles ──
    /// // row 0, cols 0–1: bold fg=yellow
    /// ```
    public var styledText: String { StyledTextFormat.format(self) }

    /// Creates a buffer from text in the `.styled` snapshot format, such as a reference file.
    ///
    /// Reading back ``styledText`` gives the same cells: graphemes, widths and styles.
    public convenience init(styledText: String) throws(StyledTextError) {
        let parsed = try StyledTextFormat.parse(styledText)
        self.init(size: parsed.size)
        for index in parsed.cells.indices { set(parsed.cells[index], at: index) }
    }
}
