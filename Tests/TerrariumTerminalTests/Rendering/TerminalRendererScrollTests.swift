import Foundation
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Bands of rows that moved as a whole are shifted by the terminal's scroll region, and the
/// screen that results is still exactly the frame.
@Suite struct TerminalRendererScrollTests {
    /// A document of numbered, styled lines, each drawn with a different style so that a row
    /// left where it was would show.
    static func line(_ number: Int) -> (String, Style) {
        let styles = TerminalRendererModelTests.styles
        return ("line \(number) " + String(repeating: "·", count: number % 7), styles[number % styles.count])
    }

    /// Draws lines `offset…` of the document into `rows` of `buffer`, as a scrolling view does.
    static func drawDocument(_ buffer: CellBuffer, rows: Range<Int>, offset: Int) {
        let canvas = GraphicsContext(buffer)
        for y in rows {
            canvas.fill(Rect(x: 0, y: y, width: buffer.size.width, height: 1))
            let (text, style) = line(offset + y - rows.lowerBound)
            canvas.draw(text, at: Point(x: 0, y: y), style: style)
        }
    }

    /// Renders `buffer` and applies the bytes to `model`, returning the bytes.
    @discardableResult
    static func render(
        _ buffer: CellBuffer, _ renderer: inout TerminalRenderer, _ model: inout TerminalModel
    ) -> [UInt8] {
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        model.apply(out)
        return out
    }

    @Test func aListScrollingOneRowIsShiftedAndOnlyTheNewRowIsWritten() {
        let size = Size(width: 80, height: 24)
        let buffer = CellBuffer(size: size)
        // A title bar above and a status line below that stay put.
        GraphicsContext(buffer).draw("Title", at: .zero, style: Style(attributes: .bold))
        GraphicsContext(buffer).draw("status", at: Point(x: 0, y: 23))
        Self.drawDocument(buffer, rows: 1..<23, offset: 0)
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: size.width, height: size.height)
        Self.render(buffer, &renderer, &model)

        Self.drawDocument(buffer, rows: 1..<23, offset: 1)
        let bytes = Self.render(buffer, &renderer, &model)
        #expect(readable(bytes).contains("⎋[2;23r⎋[2H⎋[M⎋[r"), "\(readable(bytes))")
        #expect(renderer.lastFrameStatistics.linesScrolled == 1)
        #expect(model.lines == buffer.lines, "\(readable(bytes))")
        // The new bottom row's few cells, not 22 rows' worth.
        #expect(renderer.lastFrameStatistics.cellsChanged <= 30)
        #expect(bytes.count < 120, "\(bytes.count) bytes: \(readable(bytes))")

        // And back down again.
        Self.drawDocument(buffer, rows: 1..<23, offset: 0)
        let back = Self.render(buffer, &renderer, &model)
        #expect(readable(back).contains("⎋[2;23r⎋[2H⎋[L⎋[r"), "\(readable(back))")
        #expect(renderer.lastFrameStatistics.linesScrolled == -1)
        #expect(model.lines == buffer.lines)
    }

    @Test func aShownCursorIsHiddenForTheShiftAndShownAgainWhereTheFrameWantsIt() {
        let buffer = CellBuffer(size: Size(width: 30, height: 10))
        Self.drawDocument(buffer, rows: 0..<9, offset: 0)
        buffer.cursor = TerminalCursor(at: Point(x: 4, y: 9), shape: .default)
        var renderer = TerminalRenderer(capabilities: .full)
        var first: [UInt8] = []
        renderer.render(buffer, into: &first)
        Self.drawDocument(buffer, rows: 0..<9, offset: 1)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        let text = readable(out)
        #expect(renderer.lastFrameStatistics.linesScrolled == 1, "\(text)")
        let hide = text.components(separatedBy: "⎋[?25l")
        #expect(hide.count == 2 && hide[1].contains("⎋[1;9r") && !hide[0].contains("⎋[1;9r"), "\(text)")
        // Only the new row is written, and the cursor is shown again at the end.
        #expect(text.contains("line 9") && !text.contains("line 8"), "\(text)")
        #expect(text.hasSuffix("⎋[?25h⎋[?2026l"), "\(text)")
    }

    /// A wide list of numbered rows with the selection's highlight on its last row: shifted, the
    /// highlight would have to be written twice across the width; in place, only digits change.
    @Test(arguments: [8, 40, 60])
    func aShiftThatWouldWriteMoreThanItSavesIsNotMade(height: Int) {
        let size = Size(width: 200, height: height)
        let buffer = CellBuffer(size: size)
        let last = height - 1
        func draw(from first: Int) {
            let canvas = GraphicsContext(buffer)
            for y in 0..<height {
                canvas.fill(
                    Rect(x: 0, y: y, width: 200, height: 1), style: y == last ? Style(attributes: .reverse) : .plain)
                canvas.draw(
                    "item \(1000 + first + y)", at: Point(x: 0, y: y),
                    style: y == last ? Style(attributes: .reverse) : .plain)
            }
        }
        draw(from: 0)
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: 200, height: height)
        Self.render(buffer, &renderer, &model)
        draw(from: 1)
        let bytes = Self.render(buffer, &renderer, &model)
        #expect(renderer.lastFrameStatistics.linesScrolled == 0, "\(readable(bytes))")
        #expect(model.lines == buffer.lines)
    }

    /// A shift judged not worth it is passed over unjudged for the next few frames, then judged
    /// again: a list whose highlight makes a shift cost more than it saves asks the same question
    /// every key, and the screen is right either way.
    @Test func aShiftNotWorthItIsJudgedAgainOnlyAfterAFewFrames() {
        let memory = TerminalRenderer.rejectionMemory
        let shifted = Self.shifts(highlighted: [true, true] + Array(repeating: false, count: memory + 1))
        // Not worth it with the highlight. Without it the shift would pay, but the same shift of
        // the same band waits out its memory of the rejection before it is judged again.
        #expect(shifted == [0] + Array(repeating: 0, count: memory) + [1])
    }

    /// A shift judged worth it is taken again unjudged for the next few frames, then judged again.
    ///
    /// A list that scrolls a row a key asks the same question every key. The screen is right
    /// either way; a highlight that makes the shift cost more is noticed when it is judged.
    @Test func aShiftWorthItIsTakenAgainUnjudgedForAFewFrames() {
        let memory = TerminalRenderer.acceptanceMemory
        let shifted = Self.shifts(highlighted: [false, false] + Array(repeating: true, count: memory + 2))
        // Worth it without the highlight; taken while remembered, even with the highlight;
        // judged again, it is not worth it.
        #expect(shifted == [1] + Array(repeating: 1, count: memory) + [0, 0])
    }

    @Test func aRepaintForgetsTheShiftsJudgedBefore() {
        // The shift taken in frame 1 would be taken unjudged in frame 3 had the repaint of
        // frame 2 (the terminal's contents forgotten) not cleared it; judged, it is not worth it.
        #expect(Self.shifts(highlighted: [false, false, true, true], invalidatedAt: [2]) == [1, 0, 0])
    }

    /// How many rows each frame after the first shifted, for a list scrolled a row a frame.
    ///
    /// Frame `n` shows twelve numbered rows from `n`, its last row reversed when
    /// `highlighted[n]`; before each frame in `invalidatedAt` the renderer forgets the terminal's
    /// contents. Every frame is checked to show what was drawn.
    static func shifts(highlighted: [Bool], invalidatedAt: Set<Int> = []) -> [Int] {
        let buffer = CellBuffer(size: Size(width: 60, height: 12))
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: 60, height: 12)
        var shifted: [Int] = []
        for (first, highlighted) in highlighted.enumerated() {
            let canvas = GraphicsContext(buffer)
            for y in 0..<12 {
                let style = highlighted && y == 11 ? Style(attributes: .reverse) : .plain
                canvas.fill(Rect(x: 0, y: y, width: 60, height: 1), style: style)
                canvas.draw("row \(1000 + first + y)", at: Point(x: 0, y: y), style: style)
            }
            if invalidatedAt.contains(first) { renderer.invalidate() }
            render(buffer, &renderer, &model)
            #expect(model.lines == buffer.lines, "frame \(first)")
            if first > 0 { shifted.append(renderer.lastFrameStatistics.linesScrolled) }
        }
        return shifted
    }

    /// Rows that differ from their neighbours in a digit each: in place, every row costs a move
    /// and a digit; shifted, only the new row is written.
    @Test func numberedRowsScrolledWithoutAHighlightAreShifted() {
        let buffer = CellBuffer(size: Size(width: 40, height: 12))
        func draw(from first: Int) {
            let canvas = GraphicsContext(buffer)
            for y in 0..<12 {
                canvas.fill(Rect(x: 0, y: y, width: 40, height: 1))
                canvas.draw("row \(1000 + first + y) lorem ipsum", at: Point(x: 0, y: y))
            }
        }
        draw(from: 0)
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: 40, height: 12)
        Self.render(buffer, &renderer, &model)
        draw(from: 1)
        let bytes = Self.render(buffer, &renderer, &model)
        #expect(renderer.lastFrameStatistics.linesScrolled == 1, "\(readable(bytes))")
        #expect(model.lines == buffer.lines)
        #expect(bytes.count < 60, "\(bytes.count) bytes: \(readable(bytes))")
    }

    /// Text with blank lines between its paragraphs, cleared: the blank rows match old blank
    /// rows at many shifts, and the screen still comes out blank.
    @Test func aScreenClearedToBlankRowsComesOutBlank() {
        let buffer = CellBuffer(size: Size(width: 60, height: 40))
        let canvas = GraphicsContext(buffer)
        for y in stride(from: 0, to: 40, by: 3) {
            canvas.draw("paragraph \(y) " + String(repeating: "x", count: 40), at: Point(x: 0, y: y))
        }
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: 60, height: 40)
        Self.render(buffer, &renderer, &model)
        canvas.fill()
        Self.render(buffer, &renderer, &model)
        #expect(model.lines.allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test func withoutScrollRegionsEveryRowIsWrittenAgain() {
        var capabilities = TerminalCapabilities.full
        capabilities.scrollRegions = false
        let buffer = CellBuffer(size: Size(width: 40, height: 12))
        Self.drawDocument(buffer, rows: 0..<12, offset: 0)
        var renderer = TerminalRenderer(capabilities: capabilities)
        var model = TerminalModel(width: 40, height: 12)
        Self.render(buffer, &renderer, &model)
        Self.drawDocument(buffer, rows: 0..<12, offset: 1)
        let bytes = Self.render(buffer, &renderer, &model)
        #expect(!readable(bytes).contains("r"), "\(readable(bytes))")
        #expect(renderer.lastFrameStatistics.linesScrolled == 0)
        #expect(model.lines == buffer.lines)
        #expect(model.linesShifted == 0)
    }

    @Test func aDumbTerminalIsNeverSentAScrollRegion() {
        #expect(!TerminalCapabilities.detect(environment: ["TERM": "dumb"]).scrollRegions)
        #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"]).scrollRegions)
    }

    @Test func aPageOfNewTextIsNotShifted() {
        let buffer = CellBuffer(size: Size(width: 30, height: 10))
        Self.drawDocument(buffer, rows: 0..<10, offset: 0)
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: 30, height: 10)
        Self.render(buffer, &renderer, &model)
        // Nine rows down: one row kept of ten is not worth a region.
        Self.drawDocument(buffer, rows: 0..<10, offset: 9)
        Self.render(buffer, &renderer, &model)
        #expect(renderer.lastFrameStatistics.linesScrolled == 0)
        #expect(model.lines == buffer.lines)
    }

    /// Random documents scrolled by random amounts inside random bands, with random cells
    /// changed on top: whatever the renderer shifts, the screen is the frame.
    @Test(arguments: [TerminalCapabilities.full, TerminalCapabilities(colorDepth: .ansi16, hyperlinks: false)])
    func randomScrollsReproduceExactly(capabilities: TerminalCapabilities) {
        var rng = SplitMix64(seed: 31)
        var shifted = 0
        for round in 0..<300 {
            let size = Size(width: Int.random(in: 1...16, using: &rng), height: Int.random(in: 1...14, using: &rng))
            let buffer = CellBuffer(size: size)
            var renderer = TerminalRenderer(capabilities: capabilities)
            var model = TerminalModel(width: size.width, height: size.height)
            let top = Int.random(in: 0..<size.height, using: &rng)
            let band = top..<Int.random(in: (top + 1)...size.height, using: &rng)
            var offset = Int.random(in: 0...20, using: &rng)
            TerminalRendererModelTests.randomize(GraphicsContext(buffer), cells: 6, rng: &rng)
            for frame in 0..<5 {
                offset = max(0, offset + Int.random(in: -3...3, using: &rng))
                Self.drawDocument(buffer, rows: band, offset: offset)
                if Bool.random(using: &rng) {
                    TerminalRendererModelTests.randomize(
                        GraphicsContext(buffer), cells: Int.random(in: 0...3, using: &rng), rng: &rng)
                }
                let bytes = Self.render(buffer, &renderer, &model)
                if renderer.lastFrameStatistics.linesScrolled != 0 { shifted += 1 }
                let problems = TerminalRendererModelTests().check(
                    model: model, frame: buffer, capabilities: capabilities)
                #expect(
                    problems.isEmpty,
                    "round \(round) frame \(frame) \(size) \(band): \(problems.prefix(3)) \(readable(bytes))")
                #expect(model.unsupported.isEmpty, "round \(round): \(model.unsupported)")
                #expect(!model.scrolled, "round \(round) frame \(frame): the screen scrolled")
                if !problems.isEmpty || !model.unsupported.isEmpty { return }
            }
        }
        // The check above is worth something only if shifts happened.
        #expect(shifted > 100)
    }
}
