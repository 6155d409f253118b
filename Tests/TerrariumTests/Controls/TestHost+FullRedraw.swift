import Terrarium
import TerrariumTerminal
import TerrariumTesting

extension TestHost {
    /// The cells as drawn now, then as drawn in full after a resize away and back: what a
    /// frame that redrew only what changed must match.
    func incrementalAndFullCells() -> (incremental: [Cell], full: [Cell]) {
        let incremental = buffer.cells
        let size = self.size
        resize(to: Size(width: size.width + 1, height: size.height))
        resize(to: size)
        return (incremental, buffer.cells)
    }
}
