import TerrariumTerminal

extension CellBuffer {
    /// The attributes of the cells on row `y`, one per column.
    func attributes(row y: Int) -> [TextAttributes] {
        (0..<size.width).map { self[$0, y]?.style.attributes ?? [] }
    }
}
