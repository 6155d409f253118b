import TerrariumTerminal

/// Draws `widget` into a fresh buffer of `width` by `height`, as a host would draw a root.
@MainActor
func render(_ widget: some Widget, width: Int, height: Int) -> CellBuffer {
    let buffer = CellBuffer(size: Size(width: width, height: height))
    widget.draw(in: GraphicsContext(buffer))
    return buffer
}

extension CellBuffer {
    /// The attributes of the cells on row `y`, one per column.
    func attributes(row y: Int) -> [TextAttributes] {
        (0..<size.width).map { self[$0, y]?.style.attributes ?? [] }
    }
}

/// A left press at `(x, y)`.
func click(_ x: Int, _ y: Int) -> InputEvent {
    .mouse(MouseEvent(.press(.left), at: Point(x: x, y: y)))
}

/// A key going down, with `modifiers`.
func key(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> InputEvent {
    .key(KeyPress(key, modifiers: modifiers))
}
