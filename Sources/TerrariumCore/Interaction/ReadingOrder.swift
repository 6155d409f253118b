import TerrariumTerminal

extension Sequence {
    /// The elements sorted as a reader meets their frames: by row, then column, then the order
    /// they came in (a stable sort, so tree order breaks ties).
    func sortedInReadingOrder(by frame: (Element) -> Rect) -> [Element] {
        enumerated().sorted { a, b in
            let (fa, fb) = (frame(a.element), frame(b.element))
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a.offset < b.offset
        }.map(\.element)
    }
}
