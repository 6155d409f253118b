import TerrariumTerminal
import Testing

/// The terminal's own cursor, shown in the shape a frame asks for.
@Suite struct TerminalRendererCursorTests {
    static let capabilities = TerminalCapabilities(colorDepth: .trueColor, hyperlinks: false)

    @Test func aFramesCursorIsShownInItsShapeAndHiddenWithoutOne() {
        let buffer = CellBuffer(size: Size(width: 10, height: 3))
        var renderer = TerminalRenderer(capabilities: Self.capabilities)
        var out: [UInt8] = []
        GraphicsContext(buffer).showCursor(at: Point(x: 4, y: 1), shape: CursorShape(.bar, blinking: false))
        renderer.render(buffer, into: &out)
        #expect(readable(out).hasSuffix("⎋[6 q⎋[?25h"))
        #expect(readable(out).contains("⎋[2;5H"))
        // Unchanged: nothing at all.
        out.removeAll()
        renderer.render(buffer, into: &out)
        #expect(out.isEmpty)
        // A cell written elsewhere: the cursor is hidden while it is written, then back in place.
        out.removeAll()
        GraphicsContext(buffer).draw("x", at: Point(x: 0, y: 2))
        renderer.render(buffer, into: &out)
        #expect(readable(out) == "⎋[?25l^M^Jx⎋[2;5H⎋[?25h")
        // Another shape is sent; no cursor hides it.
        out.removeAll()
        GraphicsContext(buffer).showCursor(at: Point(x: 4, y: 1), shape: CursorShape(.underline, blinking: true))
        renderer.render(buffer, into: &out)
        #expect(readable(out) == "⎋[3 q")
        out.removeAll()
        buffer.cursor = nil
        renderer.render(buffer, into: &out)
        #expect(readable(out) == "⎋[?25l")
    }

    @Test func aCursorOutsideTheClipOrTheFrameIsNotShown() {
        let buffer = CellBuffer(size: Size(width: 10, height: 3))
        let context = GraphicsContext(buffer).clipped(to: Rect(x: 0, y: 0, width: 3, height: 3))
        context.showCursor(at: Point(x: 5, y: 0), shape: .default)
        #expect(buffer.cursor == nil)
        context.showCursor(at: Point(x: 2, y: 0), shape: .default)
        #expect(buffer.cursor == TerminalCursor(at: Point(x: 2, y: 0), shape: .default))
    }

    @Test func leavingGivesTheTerminalItsDefaultCursorShapeBack() {
        #expect(TerminalModes.leave.contains("\u{1B}[0 q\u{1B}[?25h"))
    }
}
