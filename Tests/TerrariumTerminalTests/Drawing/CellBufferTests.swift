import TerrariumTerminal
import Testing

@Suite struct CellBufferTests {
    /// A wide cell, as drawing measures and stores it.
    static let wide: Cell = {
        let buffer = CellBuffer(size: Size(width: 2, height: 1))
        GraphicsContext(buffer).draw("日", at: .zero, style: Style(foreground: .red))
        return buffer[0, 0]!
    }()

    /// Problems with the buffer's invariant: every wide cell followed by its continuation, and
    /// every continuation after a wide cell.
    func brokenPairs(_ buffer: CellBuffer) -> [Point] {
        var broken: [Point] = []
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width {
                let cell = buffer[x, y]!
                let headless = cell.isContinuation && buffer[x - 1, y]?.width != 2
                let tailless = cell.width == 2 && buffer[x + 1, y]?.isContinuation != true
                if headless || tailless { broken.append(Point(x: x, y: y)) }
            }
        }
        return broken
    }

    @Test func fillingWithAWideCellPairsItWithItsContinuationAndBlanksAnOddLastColumn() {
        let buffer = CellBuffer(size: Size(width: 5, height: 2), filling: Self.wide)
        #expect(buffer.lines == ["日日 ", "日日 "])
        #expect(brokenPairs(buffer).isEmpty)
        #expect(buffer[4, 1] == .blank(Style(foreground: .red)))
    }

    @Test func clearingWithAWideCellPairsItWithItsContinuation() {
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        GraphicsContext(buffer).draw("abcd", at: .zero)
        buffer.clear(with: Self.wide)
        #expect(buffer.lines == ["日日"])
        #expect(brokenPairs(buffer).isEmpty)
        buffer.clear(with: Self.wide)
        buffer.resize(to: Size(width: 3, height: 1))
        buffer.clear(with: Self.wide)
        #expect(buffer.lines == ["日 "])
        #expect(brokenPairs(buffer).isEmpty)
    }

    @Test func aBufferFilledWithAWideCellRendersWhole() {
        let buffer = CellBuffer(size: Size(width: 5, height: 2), filling: Self.wide)
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: 5, height: 2)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        model.apply(out)
        #expect(model.lines == ["日日 ", "日日 "])
        #expect(model[0, 0].style.foreground == .red)
    }

    /// Rows of `width` letters, `a` on the first.
    private func lettered(width: Int, height: Int) -> CellBuffer {
        let buffer = CellBuffer(size: Size(width: width, height: height))
        for y in 0..<height {
            let letter = String(UnicodeScalar(UInt8(97 + y)))
            GraphicsContext(buffer).draw(String(repeating: letter, count: width), at: Point(x: 0, y: y))
        }
        return buffer
    }

    @Test func shiftingMovesTheCellsInsideTheRectangleAndKeepsTheRowsItUncovers() {
        let up = lettered(width: 6, height: 5)
        let versions = up.rowVersions
        up.shiftRows(in: Rect(x: 1, y: 1, width: 4, height: 4), by: -1)
        #expect(up.lines == ["aaaaaa", "bccccb", "cddddc", "deeeed", "eeeeee"])
        // The rows written count as changed; the uncovered one, left to be drawn again, not.
        #expect(zip(up.rowVersions, versions).map { $0 != $1 } == [false, true, true, true, false])

        let down = lettered(width: 6, height: 5)
        down.shiftRows(in: Rect(x: 0, y: 0, width: 6, height: 5), by: 2)
        #expect(down.lines == ["aaaaaa", "bbbbbb", "aaaaaa", "bbbbbb", "cccccc"])

        // Nothing moves by the rectangle's height or more, by zero, or outside the buffer.
        for (rect, dy) in [
            (Rect(x: 0, y: 0, width: 6, height: 2), 2), (Rect(x: 0, y: 0, width: 6, height: 5), 0),
            (Rect(x: 10, y: 10, width: 3, height: 3), -1),
        ] {
            let kept = lettered(width: 6, height: 5)
            kept.shiftRows(in: rect, by: dy)
            #expect(kept.lines == lettered(width: 6, height: 5).lines)
        }
        let clipped = lettered(width: 6, height: 3)
        clipped.shiftRows(in: Rect(x: 4, y: -5, width: 10, height: 20), by: -1)
        #expect(clipped.lines == ["aaaabb", "bbbbcc", "cccccc"])
    }

    @Test func shiftingBlanksTheWideClustersTheRectanglesSidesCut() {
        let buffer = CellBuffer(size: Size(width: 6, height: 2))
        let context = GraphicsContext(buffer)
        context.draw("a日日b", at: .zero)
        context.draw("日日日", at: Point(x: 0, y: 1))
        // Columns 2 to 4 of the first row take those of the second: "日" at 2–3, then the first
        // half of the one at 4–5, which the side cuts. The first row's "日" at 1–2 loses its
        // second half to the move, and the uncovered second row stays as it was.
        buffer.shiftRows(in: Rect(x: 2, y: 0, width: 3, height: 2), by: -1)
        #expect(brokenPairs(buffer).isEmpty)
        #expect(buffer.lines[0] == "a 日 b")
        #expect(buffer.lines[1] == "日日日")
    }
}
