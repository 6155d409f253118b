import TerrariumTerminal
import Testing

@Suite struct GraphicsContextTests {
    func lines(_ buffer: CellBuffer) -> [String] { buffer.lines }

    @Test func drawClipsAtTheRightEdgeAndReportsTheFullWidth() {
        let buffer = CellBuffer(size: Size(width: 5, height: 1))
        let end = GraphicsContext(buffer).draw("abcdefg", at: Point(x: 1, y: 0))
        #expect(lines(buffer) == [" abcd"])
        #expect(end == 8)
    }

    @Test func drawOutsideTheCanvasChangesNothing() {
        let buffer = CellBuffer(size: Size(width: 4, height: 2))
        let canvas = GraphicsContext(buffer)
        canvas.draw("zz", at: Point(x: 0, y: -1))
        canvas.draw("zz", at: Point(x: 0, y: 2))
        canvas.draw("zz", at: Point(x: -5, y: 0))
        #expect(lines(buffer) == ["    ", "    "])
    }

    @Test func negativeStartShowsOnlyTheVisiblePart() {
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        GraphicsContext(buffer).draw("abcdef", at: Point(x: -2, y: 0))
        #expect(lines(buffer) == ["cdef"])
    }

    @Test func subcanvasDrawsInItsOwnCoordinatesAndCannotEscapeItsFrame() {
        let buffer = CellBuffer(size: Size(width: 10, height: 4))
        let child = GraphicsContext(buffer).subcontext(Rect(x: 3, y: 1, width: 4, height: 2))
        child.draw("hello world", at: .zero)
        child.draw("xy", at: Point(x: -1, y: 1))
        child.draw("below", at: Point(x: 0, y: 2))
        child.fill(Rect(x: -3, y: -3, width: 100, height: 1), style: Style(background: .red))
        #expect(lines(buffer) == ["          ", "   hell   ", "   y      ", "          "])
        #expect(child.size == Size(width: 4, height: 2))
        #expect(child[0, 0]?.grapheme == "h")
        #expect(child[4, 0] == nil)
    }

    @Test func nestedSubcanvasesIntersectTheirClips() {
        let buffer = CellBuffer(size: Size(width: 10, height: 1))
        let parent = GraphicsContext(buffer).subcontext(Rect(x: 2, y: 0, width: 4, height: 1))
        let child = parent.subcontext(Rect(x: 2, y: 0, width: 6, height: 1))
        child.draw("abcdef", at: .zero)
        #expect(lines(buffer) == ["    ab    "])
        #expect(child.clip == Rect(x: 4, y: 0, width: 2, height: 1))
    }

    @Test func wideClusterStraddlingTheRightClipEdgeBecomesASpace() {
        let buffer = CellBuffer(size: Size(width: 6, height: 1))
        GraphicsContext(buffer).draw("......", at: .zero)
        let child = GraphicsContext(buffer).subcontext(Rect(x: 0, y: 0, width: 3, height: 1))
        child.draw("ab日", at: .zero, style: Style(foreground: .red))
        #expect(lines(buffer) == ["ab ..."])
        #expect(buffer[2, 0]?.style.foreground == .red)
        #expect(buffer[3, 0]?.grapheme == ".")
    }

    @Test func wideClusterStraddlingTheLeftClipEdgeBecomesASpace() {
        let buffer = CellBuffer(size: Size(width: 6, height: 1))
        GraphicsContext(buffer).draw("......", at: .zero)
        let child = GraphicsContext(buffer).subcontext(Rect(x: 2, y: 0, width: 4, height: 1))
        child.draw("日本x", at: Point(x: -1, y: 0))
        #expect(lines(buffer) == [".. 本x"])
    }

    @Test func wideClusterAtTheLastColumnIsNeverHalfDrawn() {
        let buffer = CellBuffer(size: Size(width: 3, height: 1))
        GraphicsContext(buffer).draw("ab😀", at: .zero)
        #expect(lines(buffer) == ["ab "])
        #expect(buffer[2, 0]?.width == 1)
    }

    @Test func overwritingHalfAWideClusterBlanksTheOtherHalf() {
        let buffer = CellBuffer(size: Size(width: 6, height: 1))
        let canvas = GraphicsContext(buffer)
        canvas.draw("日本語", at: .zero)
        canvas.draw("x", at: Point(x: 1, y: 0))
        canvas.draw("y", at: Point(x: 2, y: 0))
        #expect(lines(buffer) == [" xy 語"])
        for x in 0..<6 {
            let cell = buffer[x, 0]!
            #expect(cell.isContinuation == (x == 5), "column \(x)")
        }
    }

    @Test func tabsExpandToEightColumnStopsFromTheStartOfTheText() {
        let buffer = CellBuffer(size: Size(width: 20, height: 1))
        GraphicsContext(buffer).draw("a\tb\tc", at: Point(x: 2, y: 0))
        #expect(lines(buffer) == ["  a       b       c "])
    }

    @Test func combiningMarkWithoutBaseIsShownOnADottedCircle() {
        let buffer = CellBuffer(size: Size(width: 3, height: 1))
        let end = GraphicsContext(buffer).draw("\u{301}a", at: .zero)
        #expect(buffer[0, 0]?.grapheme == "\u{25CC}\u{301}")
        #expect(buffer[1, 0]?.grapheme == "a")
        #expect(end == 2)
    }

    @Test func zeroWidthClustersWithNothingToShowTakeNoCell() {
        let buffer = CellBuffer(size: Size(width: 3, height: 1))
        GraphicsContext(buffer).draw("a\u{200B}b", at: .zero)
        #expect(lines(buffer) == ["ab "])
    }

    @Test func graphemeClustersStayInOneCell() {
        let buffer = CellBuffer(size: Size(width: 8, height: 1))
        GraphicsContext(buffer).draw("e\u{301}👨‍👩‍👧🇯🇵", at: .zero)
        #expect(buffer[0, 0]?.grapheme == "e\u{301}")
        #expect(buffer[1, 0]?.grapheme == "👨‍👩‍👧")
        #expect(buffer[2, 0]?.isContinuation == true)
        #expect(buffer[3, 0]?.grapheme == "🇯🇵")
        #expect(buffer[5, 0]?.grapheme == " ")
    }

    @Test func restyleKeepsTextAndChangesStyle() {
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        let canvas = GraphicsContext(buffer)
        canvas.draw("abcd", at: .zero)
        canvas.restyle(Rect(x: 1, y: 0, width: 2, height: 1)) { $0.attributes.insert(.reverse) }
        #expect(lines(buffer) == ["abcd"])
        #expect(buffer[0, 0]?.style.attributes == [])
        #expect(buffer[1, 0]?.style.attributes == .reverse)
        #expect(buffer[2, 0]?.style.attributes == .reverse)
    }

    @Test func restylingEitherHalfOfAWideClusterRestylesItWholeOnce() {
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        let canvas = GraphicsContext(buffer)
        canvas.draw("a日b", at: .zero)
        // A toggle, so a cluster transformed once per half would come out unchanged.
        let toggle: (inout Style) -> Void = { $0.attributes.formSymmetricDifference(.reverse) }
        for rect in [Rect(x: 1, y: 0, width: 1, height: 1), Rect(x: 2, y: 0, width: 1, height: 1)] {
            canvas.restyle(rect, toggle)
            #expect(buffer[1, 0]?.style.attributes == .reverse, "\(rect)")
            #expect(buffer[2, 0]?.style.attributes == .reverse, "\(rect)")
            #expect(buffer[0, 0]?.style.attributes == [] && buffer[3, 0]?.style.attributes == [])
            canvas.restyle(rect, toggle)
        }
        canvas.restyle(Rect(x: 1, y: 0, width: 2, height: 1), toggle)
        #expect(buffer[1, 0]?.style.attributes == .reverse)
        #expect(lines(buffer) == ["a日b"])
    }

    @Test func restylingTheHalfOfAWideClusterInsideTheClipRestylesItWhole() {
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        GraphicsContext(buffer).draw("a日b", at: .zero)
        let child = GraphicsContext(buffer).subcontext(Rect(x: 2, y: 0, width: 2, height: 1))
        child.restyle { $0.foreground = .green }
        #expect(buffer[1, 0]?.style.foreground == .green)
        #expect(buffer[3, 0]?.style.foreground == .green)
        #expect(buffer[0, 0]?.style.foreground == .default)

        // What the terminal shows: the cluster in the new style.
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: 4, height: 1)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        model.apply(out)
        #expect(model[1, 0].style.foreground == .green)
    }

    @Test func resizeKeepsWhatFitsAndNeverKeepsHalfAWideCluster() {
        let buffer = CellBuffer(size: Size(width: 4, height: 2))
        GraphicsContext(buffer).draw("ab日", at: .zero)
        buffer.resize(to: Size(width: 3, height: 1))
        #expect(lines(buffer) == ["ab "])
        buffer.resize(to: Size(width: 5, height: 2))
        #expect(lines(buffer) == ["ab   ", "     "])
    }

    @Test func oneByOneCanvasWorks() {
        let buffer = CellBuffer(size: Size(width: 1, height: 1))
        let canvas = GraphicsContext(buffer)
        canvas.draw("日本", at: .zero)
        #expect(lines(buffer) == [" "])
        canvas.draw("xyz", at: .zero)
        #expect(lines(buffer) == ["x"])
        let empty = CellBuffer(size: .zero)
        GraphicsContext(empty).draw("anything", at: .zero)
        #expect(empty.lines.isEmpty)
    }

    @Test func drawReturnsTheSameColumnWhetherOrNotTheTextIsClipped() {
        let text = "a\tb\u{1B}日"
        let wide = GraphicsContext(CellBuffer(size: Size(width: 40, height: 1)))
        let narrow = GraphicsContext(CellBuffer(size: Size(width: 3, height: 1)))
        let expected = wide.draw(text, at: Point(x: 1, y: 0))
        #expect(expected == 13)
        #expect(narrow.draw(text, at: Point(x: 1, y: 0)) == expected)
        #expect(wide.draw(text, at: Point(x: 1, y: 5)) == expected)
        #expect(wide.draw("\u{1B}" as Character, at: Point(x: 0, y: 9)) == 1)
    }

    @Test func cellsNeverEndInAJoinerOrHoldALoneRegionalIndicator() {
        let buffer = CellBuffer(size: Size(width: 6, height: 1))
        let canvas = GraphicsContext(buffer)
        canvas.draw("👨\u{200D}", at: .zero)
        canvas.draw("🇯", at: Point(x: 2, y: 0))
        canvas.draw("🇵", at: Point(x: 3, y: 0))
        #expect(buffer[0, 0]?.grapheme == "👨")
        #expect(buffer[2, 0]?.grapheme == "\u{FFFD}")
        #expect(buffer[3, 0]?.grapheme == "\u{FFFD}")
        canvas.draw("🇯🇵", at: Point(x: 4, y: 0))
        #expect(buffer[4, 0]?.grapheme == "🇯🇵")
    }

    /// A wide cluster cut by the clip's left edge leaves a space in the half inside, on the
    /// background of that cell, not of the one outside the clip.
    @Test func aCutWideClusterKeepsTheBackgroundOfTheHalfInside() {
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        let canvas = GraphicsContext(buffer)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), style: Style(background: .red))
        canvas.fill(Rect(x: 1, y: 0, width: 3, height: 1), style: Style(background: .blue))
        let inner = canvas.subcontext(Rect(x: 1, y: 0, width: 3, height: 1))
        inner.draw("日", at: Point(x: -1, y: 0))
        #expect(buffer[0, 0]?.style.background == .red)
        #expect(buffer[1, 0]?.grapheme == " ")
        #expect(buffer[1, 0]?.style.background == .blue)
    }

    /// The run writer text takes keeps every guarantee of drawing cell by cell: clipping, wide
    /// clusters cut at either end, the background underneath, and row versions only on change.
    @Test func aPrintableRunClipsCutsWideClustersAndKeepsTheBackground() {
        let buffer = CellBuffer(size: Size(width: 8, height: 2))
        let canvas = GraphicsContext(buffer)
        canvas.draw("日本語", at: .zero)
        canvas.fill(Rect(x: 0, y: 1, width: 8, height: 1), style: Style(background: .blue))
        // Starting on the right half of 日 and ending on the left half of 語.
        canvas.drawPrintableRun(4, at: Point(x: 1, y: 0), style: .plain) { Grapheme(["a", "b", "c", "d"][$0]) }
        #expect(lines(buffer)[0] == " abcd   ")
        #expect(buffer[5, 0]?.isContinuation == false)
        // Clipped by a subcontext, over a blue background it keeps.
        let inner = canvas.subcontext(Rect(x: 2, y: 1, width: 3, height: 1))
        let letters = ["v", "w", "x", "y", "z"].map { Grapheme($0) }
        inner.drawPrintableRun(5, at: Point(x: -1, y: 0), style: Style(foreground: .red)) { letters[$0] }
        #expect(lines(buffer)[1] == "  wxy   ")
        #expect(buffer[3, 1]?.style == Style(foreground: .red, background: .blue))
        #expect(buffer[5, 1]?.style == Style(background: .blue))
        // Rewriting the text that is there leaves the row's version alone, so the renderer skips
        // it; a fill, which clears an area to draw it again, counts as a change without comparing.
        let version = buffer.rowVersions[1]
        inner.drawPrintableRun(5, at: Point(x: -1, y: 0), style: Style(foreground: .red)) { letters[$0] }
        #expect(buffer.rowVersions[1] == version)
        canvas.fill(Rect(x: 0, y: 1, width: 2, height: 1), style: Style(background: .blue))
        #expect(buffer.rowVersions[1] != version)
        #expect(lines(buffer)[1] == "  wxy   ")
        #expect(buffer[0, 1]?.style == Style(background: .blue))
    }
}
