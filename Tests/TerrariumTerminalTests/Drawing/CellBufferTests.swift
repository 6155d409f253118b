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
}
