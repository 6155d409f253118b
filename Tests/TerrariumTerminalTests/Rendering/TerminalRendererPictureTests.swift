import Foundation
import TerrariumTerminal
import Testing

/// Pictures (sixels) are painted over their cells after a frame, only while those cells are as
/// drawn beneath them, and never leave pixels over cells that show something else.
@Suite struct TerminalRendererPictureTests {
    static let size = Size(width: 20, height: 8)
    static let pictureStyle = Style(foreground: .rgb(200, 40, 40), background: .rgb(20, 20, 120))

    /// Sixels of `rect`'s cells at the model's 10 by 20 pixels a cell.
    static func sixels(for rect: Rect) -> EscapeSequence {
        let (width, height) = (rect.width * 10, rect.height * 20)
        return EscapeSequence(
            bytes: Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)#0;2;100;0;0#0!\(width)~-\u{1B}\\".utf8))
    }

    /// Draws a picture's stand-in cells in `rect` and, when `attaching`, the picture over them.
    static func drawPicture(in buffer: CellBuffer, _ rect: Rect, key: String = "photo", attaching: Bool = true) {
        let area = GraphicsContext(buffer).subcontext(rect)
        for y in 0..<rect.height {
            area.draw(String(repeating: "▀", count: rect.width), at: Point(x: 0, y: y), style: pictureStyle)
        }
        if attaching { area.attachPicture(key: key, sequence: sixels(for: rect), in: area.bounds) }
    }

    /// The cells of `rect`, row by row.
    static func points(of rect: Rect) -> [Point] {
        (rect.minY..<rect.maxY).flatMap { y in (rect.minX..<rect.maxX).map { Point(x: $0, y: y) } }
    }

    struct Screen {
        let buffer = CellBuffer(size: TerminalRendererPictureTests.size)
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(
            width: TerminalRendererPictureTests.size.width, height: TerminalRendererPictureTests.size.height)

        /// Renders the buffer into the model and returns the bytes, checking the screen reads as
        /// the buffer and nothing unknown was sent.
        @discardableResult
        mutating func render(sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
            var out: [UInt8] = []
            renderer.render(buffer, into: &out)
            model.apply(out)
            #expect(model.lines == buffer.lines, sourceLocation: sourceLocation)
            #expect(model.unsupported.isEmpty, "\(model.unsupported)", sourceLocation: sourceLocation)
            return out
        }

        var painted: Int { renderer.lastFrameStatistics.picturesPainted }
    }

    @Test func aPictureIsPaintedOverItsCellsOnceAndCoversThem() {
        var screen = Screen()
        let rect = Rect(x: 2, y: 2, width: 6, height: 3)
        GraphicsContext(screen.buffer).draw("Title", at: .zero)
        Self.drawPicture(in: screen.buffer, rect)
        let bytes = screen.render()
        #expect(screen.painted == 1)
        #expect(screen.model.paintedPictures == [Point(x: 2, y: 2)])
        #expect(screen.model.coveredCells == Self.points(of: rect))
        // After the cells: the picture is what a terminal draws last.
        let text = readable(bytes)
        let picture = text.range(of: "⎋P0;1;0q")
        let cells = text.range(of: "▀▀▀▀▀▀")
        #expect(picture != nil && cells != nil && cells!.lowerBound < picture!.lowerBound, "\(text)")
        // Nothing changed, nothing sent.
        #expect(screen.render().isEmpty)
        #expect(screen.painted == 0)
    }

    @Test func whatIsDrawnOverAPictureShowsAndThePictureComesBackWhenItGoes() {
        var screen = Screen()
        let rect = Rect(x: 2, y: 2, width: 6, height: 3)
        Self.drawPicture(in: screen.buffer, rect)
        screen.render()
        // A menu drawn over one corner: the whole picture gives way to its cells.
        GraphicsContext(screen.buffer).draw("Menu", at: Point(x: 6, y: 4))
        screen.render()
        #expect(screen.painted == 0)
        #expect(screen.model.coveredCells.isEmpty)
        #expect(screen.renderer.lastFrameStatistics.cellsChanged >= rect.width * rect.height)
        // The menu gone, the cells redrawn as before: the picture is painted again.
        Self.drawPicture(in: screen.buffer, rect, attaching: false)
        screen.render()
        #expect(screen.painted == 1)
        #expect(screen.model.coveredCells == Self.points(of: rect))
    }

    @Test func aCellWrittenBesideAPictureLeavesItAloneAndOneWrittenUnderItPaintsItAgain() {
        var screen = Screen()
        let rect = Rect(x: 2, y: 2, width: 6, height: 3)
        Self.drawPicture(in: screen.buffer, rect)
        screen.render()
        GraphicsContext(screen.buffer).draw("status", at: Point(x: 0, y: 7))
        screen.render()
        #expect(screen.painted == 0)
        #expect(screen.model.coveredCells == Self.points(of: rect))
        // The same picture drawn again in a new colour: its cells are written, so its pixels
        // are painted again over them.
        let area = GraphicsContext(screen.buffer).subcontext(rect)
        area.draw("▄▄▄▄▄▄", at: .zero, style: Self.pictureStyle)
        area.attachPicture(key: "photo, darker", sequence: Self.sixels(for: rect), in: area.bounds)
        screen.render()
        #expect(screen.painted == 1)
        #expect(screen.model.coveredCells == Self.points(of: rect))
    }

    @Test func cellsWrittenOnBothSidesOfAPictureLeaveItAlone() {
        var screen = Screen()
        let rect = Rect(x: 6, y: 2, width: 4, height: 2)
        Self.drawPicture(in: screen.buffer, rect)
        screen.render()
        for tick in 0..<3 {
            let context = GraphicsContext(screen.buffer)
            context.draw("\(tick)", at: Point(x: 1, y: 2))
            context.draw("\(tick)", at: Point(x: 15, y: 3))
            screen.render()
            #expect(screen.painted == 0)
            #expect(screen.model.coveredCells == Self.points(of: rect))
        }
    }

    @Test func cellsReprintedToMoveTheCursorOverAPictureCostItItsPixels() {
        // Cells 2 and 6 change around a picture at 3–5 whose stand-in cells are in the pen they
        // are written in: the cheapest move from 3 to 6 writes the picture's cells again as text.
        var screen = Screen()
        let rect = Rect(x: 3, y: 2, width: 3, height: 1)
        let area = GraphicsContext(screen.buffer).subcontext(rect)
        area.draw("###", at: .zero, style: Self.pictureStyle)
        area.attachPicture(key: "icon", sequence: Self.sixels(for: rect), in: area.bounds)
        screen.render()
        let context = GraphicsContext(screen.buffer)
        context.draw("#", at: Point(x: 2, y: 2), style: Self.pictureStyle)
        context.draw("#", at: Point(x: 6, y: 2), style: Self.pictureStyle)
        let bytes = readable(screen.render())
        // The move was a reprint (five in a row), and the picture was painted after it.
        #expect(bytes.contains("#####"), "\(bytes)")
        #expect(screen.painted == 1)
        #expect(screen.model.coveredCells == Self.points(of: rect))
        // A move made by an escape sequence writes nothing: the picture stays as it is.
        context.draw("x", at: Point(x: 0, y: 2))
        context.draw("x", at: Point(x: 9, y: 2))
        let moved = readable(screen.render())
        #expect(!moved.contains("#"), "\(moved)")
        #expect(screen.painted == 0)
        #expect(screen.model.coveredCells == Self.points(of: rect))
    }

    @Test func aMovedPictureLeavesNoPixelsBehind() {
        var screen = Screen()
        Self.drawPicture(in: screen.buffer, Rect(x: 2, y: 1, width: 6, height: 3))
        screen.render()
        screen.buffer.clear()
        let moved = Rect(x: 9, y: 3, width: 6, height: 3)
        Self.drawPicture(in: screen.buffer, moved)
        screen.render()
        #expect(screen.painted == 1)
        #expect(screen.model.paintedPictures.last == moved.origin)
        #expect(screen.model.coveredCells == Self.points(of: moved))
    }

    @Test func aPictureReplacedByOneOverlappingItLeavesNoPixelsWhereItsCellsStayed() {
        var screen = Screen()
        Self.drawPicture(in: screen.buffer, Rect(x: 2, y: 2, width: 6, height: 3), key: "first")
        screen.render()
        // Columns 2–4 keep their cells, but no picture covers them any more.
        let second = Rect(x: 5, y: 2, width: 6, height: 3)
        Self.drawPicture(in: screen.buffer, second, key: "second")
        screen.render()
        #expect(screen.model.coveredCells == Self.points(of: second))
    }

    @Test func aPictureOnTheLastRowIsLeftAsItsCells() {
        // Painting it could scroll the screen in a terminal that moves the cursor below it.
        var screen = Screen()
        Self.drawPicture(in: screen.buffer, Rect(x: 0, y: 5, width: 4, height: 3))
        screen.render()
        #expect(screen.painted == 0)
        #expect(screen.model.coveredCells.isEmpty)
    }

    @Test func aPicturePartlyOutsideTheClipIsNotAttached() {
        let buffer = CellBuffer(size: Self.size)
        let visible = GraphicsContext(buffer).subcontext(Rect(x: 0, y: 0, width: 20, height: 4))
        let area = visible.subcontext(Rect(x: 2, y: 2, width: 4, height: 4))
        area.attachPicture(key: "cut", sequence: Self.sixels(for: area.bounds), in: area.bounds)
        #expect(buffer.pictures.isEmpty)
        let whole = GraphicsContext(buffer).subcontext(Rect(x: 2, y: 2, width: 4, height: 2))
        whole.attachPicture(key: "whole", sequence: Self.sixels(for: whole.bounds), in: whole.bounds)
        #expect(buffer.pictures.map(\.frame) == [Rect(x: 2, y: 2, width: 4, height: 2)])
    }

    @Test func overlappingPicturesReplaceEachOtherAndABufferKeepsAtMostSixtyFour() {
        let buffer = CellBuffer(size: Size(width: 100, height: 2))
        for x in 0..<70 {
            let area = GraphicsContext(buffer).subcontext(Rect(x: x, y: 0, width: 1, height: 1))
            area.attachPicture(key: "\(x)", sequence: Self.sixels(for: area.bounds), in: area.bounds)
        }
        #expect(buffer.pictures.count == 64)
        #expect(buffer.pictures.first?.key == "6")
        let wide = GraphicsContext(buffer).subcontext(Rect(x: 10, y: 0, width: 5, height: 2))
        wide.attachPicture(key: "wide", sequence: Self.sixels(for: wide.bounds), in: wide.bounds)
        #expect(buffer.pictures.count == 60)
        #expect(buffer.pictures.last?.key == "wide")
        // Past the bound, a picture drawn over goes before an older one still whole.
        GraphicsContext(buffer).draw("x", at: Point(x: 30, y: 0))
        let last = GraphicsContext(buffer).subcontext(Rect(x: 90, y: 0, width: 1, height: 1))
        for x in 80..<85 {
            let area = GraphicsContext(buffer).subcontext(Rect(x: x, y: 1, width: 1, height: 1))
            area.attachPicture(key: "row 1, \(x)", sequence: Self.sixels(for: area.bounds), in: area.bounds)
        }
        last.attachPicture(key: "last", sequence: Self.sixels(for: last.bounds), in: last.bounds)
        #expect(buffer.pictures.count == 64)
        #expect(!buffer.pictures.contains { $0.key == "30" })
        #expect(buffer.pictures.contains { $0.key == "15" })
        buffer.resize(to: Size(width: 50, height: 2))
        #expect(buffer.pictures.isEmpty)
    }

    @Test func rowsAreNotShiftedWhileAPictureShows() {
        var screen = Screen()
        let rect = Rect(x: 12, y: 1, width: 6, height: 3)
        TerminalRendererScrollTests.drawDocument(screen.buffer, rows: 0..<7, offset: 0)
        Self.drawPicture(in: screen.buffer, rect)
        screen.render()
        TerminalRendererScrollTests.drawDocument(screen.buffer, rows: 0..<7, offset: 1)
        Self.drawPicture(in: screen.buffer, rect, attaching: false)
        screen.render()
        #expect(screen.renderer.lastFrameStatistics.linesScrolled == 0)
        #expect(screen.model.coveredCells == Self.points(of: rect))
    }

    @Test func aRepaintAfterTheScreenWasClearedPaintsThePictureAgain() {
        var screen = Screen()
        let rect = Rect(x: 2, y: 2, width: 6, height: 3)
        Self.drawPicture(in: screen.buffer, rect)
        screen.render()
        screen.renderer.invalidate()
        screen.render()
        #expect(screen.painted == 1)
        #expect(screen.model.coveredCells == Self.points(of: rect))
    }
}
