public import TerrariumTerminal

extension CellBuffer {
    /// A blank buffer of `size` with `widget` drawn across all of it, as a host draws a root
    /// widget; for testing a widget alone, without views around it.
    ///
    /// ```swift
    /// #expect(CellBuffer(drawing: Label("Fern"), size: Size(width: 4, height: 1)).lines == ["Fern"])
    /// ```
    @MainActor
    public convenience init(drawing widget: some Widget, size: Size) {
        self.init(size: size)
        widget.draw(in: GraphicsContext(self))
    }
}
