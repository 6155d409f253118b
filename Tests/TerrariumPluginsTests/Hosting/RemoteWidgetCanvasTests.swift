import TerrariumTerminal
import TerrariumWidgetProtocol
import Testing

@testable import TerrariumPlugins

/// A widget's drawing kept and replayed: runs side by side, rows replaced from their column on,
/// everything clipped to the frame.
@Suite struct RemoteWidgetCanvasTests {
    private func render(_ canvas: RemoteWidgetCanvas) -> CellBuffer {
        let buffer = CellBuffer(size: canvas.size)
        canvas.draw(in: GraphicsContext(buffer))
        return buffer
    }

    @Test func runsFollowOneAnotherInTheirStyles() throws {
        var canvas = RemoteWidgetCanvas(size: Size(width: 12, height: 1))
        canvas.apply(
            WidgetDrawing(rows: [
                .init(
                    y: 0,
                    runs: [
                        WidgetRun("["), WidgetRun("###", style: Style(foreground: .green)),
                        WidgetRun("--", style: Style(attributes: .dim)), WidgetRun("] 3/5"),
                    ])
            ]))
        let buffer = render(canvas)
        #expect(buffer.lines == ["[###--] 3/5 "])
        #expect(try #require(buffer[1, 0]).style.foreground == .green)
        #expect(try #require(buffer[4, 0]).style.attributes == .dim)
        #expect(try #require(buffer[6, 0]).style == .plain)
    }

    @Test func aRowReplacesItsRestFromItsColumnAndClearsStartOver() {
        var canvas = RemoteWidgetCanvas(size: Size(width: 10, height: 2))
        canvas.apply(
            WidgetDrawing(rows: [.init(y: 0, runs: [WidgetRun("abcdefghij")]), .init(y: 1, runs: [WidgetRun("x")])]))
        canvas.apply(WidgetDrawing(rows: [.init(y: 0, x: 4, runs: [WidgetRun("XY")])]))
        #expect(render(canvas).lines == ["abcdXY    ", "x         "])
        canvas.apply(WidgetDrawing(clears: true, rows: [.init(y: 1, runs: [WidgetRun("z")])]))
        #expect(render(canvas).lines == ["          ", "z         "])
    }

    @Test func whatFallsOutsideTheFrameIsDroppedAndWideTextIsClipped() {
        var canvas = RemoteWidgetCanvas(size: Size(width: 5, height: 1))
        canvas.apply(
            WidgetDrawing(rows: [
                .init(y: 0, runs: [WidgetRun(String(repeating: "界", count: 10_000))]),
                .init(y: 3, runs: [WidgetRun("below")]), .init(y: 0, x: 9, runs: [WidgetRun("right")]),
            ]))
        #expect(render(canvas).lines == ["界界 "])
        canvas.resize(to: Size(width: 3, height: 1))
        #expect(render(canvas).lines == ["界 "])
    }

    @Test func linksAreKeptOnlyWhenAllowed() throws {
        var canvas = RemoteWidgetCanvas(size: Size(width: 4, height: 1))
        let link = Style(hyperlink: Hyperlink("https://example.com"))
        canvas.apply(WidgetDrawing(rows: [.init(y: 0, runs: [WidgetRun("site", style: link)])]))
        #expect(try #require(render(canvas)[0, 0]).style.hyperlink == nil)
        canvas.keepsLinks = true
        #expect(try #require(render(canvas)[0, 0]).style.hyperlink?.url == "https://example.com")
    }
}
