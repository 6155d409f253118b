import TerrariumTerminal
import Testing

@Suite struct TerminalRendererTests {
    static let plain = TerminalCapabilities(colorDepth: .trueColor, synchronizedOutput: false, hyperlinks: true)

    /// Renders `first`, then returns the bytes for `second` after applying `change` to it.
    func bytesForChange(
        size: Size = Size(width: 80, height: 24),
        capabilities: TerminalCapabilities = plain,
        setUp: (GraphicsContext) -> Void = { _ in },
        change: (GraphicsContext) -> Void
    ) -> [UInt8] {
        let buffer = CellBuffer(size: size)
        setUp(GraphicsContext(buffer))
        var renderer = TerminalRenderer(capabilities: capabilities)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        change(GraphicsContext(buffer))
        out.removeAll()
        renderer.render(buffer, into: &out)
        return out
    }

    @Test func unchangedFrameEmitsNothing() {
        let bytes = bytesForChange(
            capabilities: .full,
            setUp: { $0.draw("Hello", at: Point(x: 3, y: 2), style: Style(foreground: .red)) },
            change: { _ in })
        #expect(bytes.isEmpty)
    }

    @Test func rewritingTheSameContentEmitsNothing() {
        let bytes = bytesForChange(
            capabilities: .full,
            setUp: { $0.draw("Hello", at: .zero) },
            change: { $0.draw("Hello", at: .zero) })
        #expect(bytes.isEmpty)
    }

    @Test func oneCellChangeIsOneMoveAndOneGlyph() {
        let bytes = bytesForChange(change: { $0.draw("x", at: Point(x: 10, y: 5)) })
        #expect(readable(bytes) == "⎋[6;11Hx")
    }

    @Test func oneCellChangeWithSynchronizedUpdateFitsIn32Bytes() {
        let bytes = bytesForChange(
            size: Size(width: 200, height: 60), capabilities: .full,
            setUp: { canvas in
                for y in 0..<60 { canvas.draw(String(repeating: "a", count: 200), at: Point(x: 0, y: y)) }
            },
            change: { $0.draw("b", at: Point(x: 199, y: 59)) })
        #expect(readable(bytes) == "⎋[?2026h⎋[60;200Hb⎋[?2026l")
        #expect(bytes.count <= 32)
    }

    @Test func adjacentChangesShareOneMove() {
        let bytes = bytesForChange(change: { $0.draw("abc", at: Point(x: 4, y: 1)) })
        #expect(readable(bytes) == "⎋[2;5Habc")
    }

    @Test func shortGapIsReprintedInsteadOfMoved() {
        let bytes = bytesForChange(
            setUp: { $0.draw("abcdef", at: .zero) },
            change: { canvas in
                canvas.draw("X", at: Point(x: 1, y: 0))
                canvas.draw("Y", at: Point(x: 4, y: 0))
            })
        // After X the cursor is at column 2: reprinting "cd" (2 bytes) beats ESC[2C (4 bytes).
        #expect(readable(bytes) == "⎋[2GXcdY")
    }

    @Test func nextRowUsesCarriageReturnAndLineFeed() {
        let bytes = bytesForChange(change: { canvas in
            canvas.draw("a", at: Point(x: 0, y: 3))
            canvas.draw("b", at: Point(x: 0, y: 4))
        })
        #expect(readable(bytes) == "⎋[4Ha^M^Jb")
    }

    @Test func styleIsEmittedOnlyWhenItChangesAndNeverReset() {
        let red = Style(foreground: .red, attributes: .bold)
        let bytes = bytesForChange(change: { canvas in
            canvas.draw("ab", at: .zero, style: red)
            canvas.draw("c", at: Point(x: 2, y: 0))
        })
        // From the plain pen, setting bold and red is shorter than a reset; back to plain, a bare
        // reset (ESC[m) is shorter than turning each off (ESC[22;39m).
        #expect(readable(bytes) == "⎋[1;31mab⎋[mc")
    }

    @Test(arguments: [
        (ColorDepth.trueColor, "⎋[38;2;255;0;0mx"),
        (ColorDepth.indexed256, "⎋[38;5;196mx"),
        (ColorDepth.ansi16, "⎋[91mx"),
        (ColorDepth.monochrome, "x"),
    ])
    func coloursAreDowngradedToTheTerminalsDepth(depth: ColorDepth, expected: String) {
        let capabilities = TerminalCapabilities(colorDepth: depth, synchronizedOutput: false, hyperlinks: false)
        let bytes = bytesForChange(
            capabilities: capabilities, change: { $0.draw("x", at: .zero, style: Style(foreground: .rgb(255, 0, 0))) })
        // The cursor is already home after the first (empty) frame.
        #expect(readable(bytes) == expected)
    }

    @Test func firstFrameResetsClearsAndPaintsOnlyNonBlankCells() {
        let buffer = CellBuffer(size: Size(width: 10, height: 3))
        GraphicsContext(buffer).draw("hi", at: Point(x: 0, y: 2))
        var renderer = TerminalRenderer(capabilities: Self.plain)
        var out: [UInt8] = []
        let statistics = renderer.render(buffer, into: &out)
        // From home, CR LF LF (3 bytes) beats ESC[3H (4 bytes).
        #expect(readable(out) == "⎋]8;;⎋\\⎋[m⎋[H⎋[2J^M^J^Jhi")
        #expect(statistics.isFullRepaint)
        #expect(statistics.cellsChanged == 2)
        #expect(statistics.bytesWritten == out.count)
    }

    @Test func hyperlinkOpensAndClosesAroundItsCells() {
        let link = Style(hyperlink: Hyperlink("https://example.com/a b"))
        let bytes = bytesForChange(change: { canvas in
            canvas.draw("ab", at: .zero, style: link)
            canvas.draw("c", at: Point(x: 2, y: 0))
        })
        #expect(readable(bytes) == "⎋]8;;https://example.com/a%20b⎋\\ab⎋]8;;⎋\\c")
    }

    @Test func resizeRepaintsInFull() {
        let buffer = CellBuffer(size: Size(width: 4, height: 2))
        var renderer = TerminalRenderer(capabilities: Self.plain)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        buffer.resize(to: Size(width: 5, height: 2))
        out.removeAll()
        #expect(renderer.render(buffer, into: &out).isFullRepaint)
        #expect(readable(out).hasSuffix("⎋[2J"))
    }

    @Test func invalidateRepaintsTheSameFrame() {
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        GraphicsContext(buffer).draw("ok", at: .zero)
        var renderer = TerminalRenderer(capabilities: Self.plain)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        renderer.invalidate()
        out.removeAll()
        renderer.render(buffer, into: &out)
        #expect(readable(out) == "⎋]8;;⎋\\⎋[m⎋[H⎋[2Jok")
    }

    @Test func lastColumnWriteMakesTheNextMoveAbsolute() {
        let bytes = bytesForChange(
            size: Size(width: 4, height: 2),
            change: { canvas in
                canvas.draw("a", at: Point(x: 3, y: 0))
                canvas.draw("b", at: Point(x: 0, y: 1))
            })
        // Three blanks reprinted beat ESC[4G; after the last column only an absolute move is safe.
        #expect(readable(bytes) == "   a⎋[2Hb")
    }

    @Test func emojiSequencesAreDrawnOverBlankedColumnsAndFollowedByAnAbsoluteMove() {
        let bytes = bytesForChange(change: { canvas in
            canvas.draw("❤️a", at: .zero)
        })
        // A terminal drawing ❤️ one column wide leaves a blank, not stale text, and the next
        // cell is placed absolutely either way.
        #expect(readable(bytes) == "  ⎋[G❤️⎋[1;3Ha")
        let plainWide = bytesForChange(change: { $0.draw("日a", at: .zero) })
        #expect(readable(plainWide) == "日a")
    }

    @Test func fullRepaintClosesHyperlinksOnlyWhenTheyAreOn() {
        let buffer = CellBuffer(size: Size(width: 2, height: 1))
        var renderer = TerminalRenderer(capabilities: TerminalCapabilities(colorDepth: .ansi16, hyperlinks: false))
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        #expect(readable(out) == "⎋[m⎋[H⎋[2J")
    }
}
