import DrawTogetherKit
import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// draw-together's pure parts: its command line, its strokes and how they are drawn.
@MainActor @Suite struct DrawTogetherKitTests {
    @Test func theCommandLineStartsJoinsOrJoinsThroughSSH() throws {
        let environment = ["USER": "ana"]
        let start = try LaunchOptions.parse(["--session", "garden"], environment: environment)
        #expect(
            start
                == LaunchOptions(sessionName: "garden", joins: false, via: nil, isViewer: false, participantName: "ana")
        )
        let join = try LaunchOptions.parse(
            ["--join", "garden", "--via", "bo@host", "--name", "Bo"], environment: environment)
        #expect(
            join
                == LaunchOptions(
                    sessionName: "garden", joins: true, via: "bo@host", isViewer: false, participantName: "Bo"))
        #expect(try LaunchOptions.parse(["--join", "garden", "--view"], environment: environment).isViewer)
        // Without a name, a new one is made: a word and four digits.
        #expect(try LaunchOptions.parse([], environment: environment).sessionName.contains(/^[a-z]+-[0-9]{4}$/))
    }

    @Test(arguments: [
        (["--via", "x@y"], "--via needs --join NAME"),
        (["--view"], "--view needs --join NAME"),
        (["--join"], "--join needs a value"),
        (["--session", "a", "--join", "b"], "--session starts a session; --join joins one"),
        (["--colour"], "unknown argument --colour"),
    ])
    func mistakesOnTheCommandLineAreSaid(arguments: [String], message: String) {
        #expect(throws: LaunchOptions.Mistake(description: message)) {
            try LaunchOptions.parse(arguments, environment: [:])
        }
    }

    @Test func aStrokeTravelsAsAFlatListOfCoordinates() throws {
        let stroke = Stroke(color: 2, points: [PixelPoint(x: 1, y: 2), PixelPoint(x: 3, y: 4)])
        let data = try JSONEncoder().encode(stroke)
        #expect(String(decoding: data, as: UTF8.self).contains("[1,2,3,4]"))
        #expect(try JSONDecoder().decode(Stroke.self, from: data) == stroke)
        // An odd count from a broken peer loses the last half-point rather than failing.
        let odd = try JSONDecoder().decode(Stroke.self, from: Data(#"{"c":0,"p":[1,2,3]}"#.utf8))
        #expect(odd.points == [PixelPoint(x: 1, y: 2)])
    }

    private func drawn(_ strokes: [Stroke], size: Size) -> CellBuffer {
        let buffer = CellBuffer(size: size)
        PixelRaster(size: size, strokes: strokes).draw(in: GraphicsContext(buffer))
        return buffer
    }

    @Test func strokesAreJoinedLinesOneCellTallInHalfBlocks() {
        let red = Stroke(color: 1, points: [PixelPoint(x: 0, y: 0), PixelPoint(x: 3, y: 0)])
        let buffer = drawn([red], size: Size(width: 5, height: 2))
        #expect(buffer.lines == ["████ ", "     "])
        #expect(buffer[0, 0]?.style.foreground == Palette.color(at: 1))
        // A diagonal reaches every row between its ends.
        let diagonal = Stroke(color: 0, points: [PixelPoint(x: 0, y: 0), PixelPoint(x: 4, y: 3)])
        #expect(drawn([diagonal], size: Size(width: 5, height: 3)).lines.allSatisfy { $0.contains { $0 != " " } })
    }

    @Test func twoColoursInOneCellShareItAsForegroundAndBackground() {
        let top = Stroke(color: 1, points: [PixelPoint(x: 0, y: -1)])  // its lower pixel is the cell's top
        let bottom = Stroke(color: 4, points: [PixelPoint(x: 0, y: 1)])
        let buffer = drawn([top, bottom], size: Size(width: 1, height: 1))
        #expect(buffer[0, 0]?.grapheme == "▀")
        #expect(buffer[0, 0]?.style.foreground == Palette.color(at: 1))
        #expect(buffer[0, 0]?.style.background == Palette.color(at: 4))
        // The eraser clears what it passes; a later stroke lies over an earlier one.
        let eraser = Stroke(color: Palette.colors.count - 1, points: [PixelPoint(x: 0, y: 0)])
        #expect(drawn([top, bottom, eraser], size: Size(width: 1, height: 1)).lines == [" "])
    }

    @Test func strokesFromFarOffTheCanvasAreClippedWithoutCost() {
        let wild = Stroke(color: 0, points: [PixelPoint(x: -1_000_000, y: 5), PixelPoint(x: Int.max / 4, y: -7)])
        #expect(drawn([wild], size: Size(width: 4, height: 2)).lines.count == 2)
        #expect(drawn([wild], size: Size(width: 0, height: 0)).lines.isEmpty)
    }

    @Test func draggingOnTheCanvasDrawsInTheChosenColourAndKeepsTheStrokeOutsideASession() {
        let host = TestHost(
            SharedCanvas(colorIndex: 2, canDraw: true, participant: "me"), size: Size(width: 8, height: 3))
        #expect(host.drag(from: Point(x: 1, y: 1), to: Point(x: 5, y: 1)))
        #expect(host.lines() == ["", " █████", ""])
        #expect(host.buffer[3, 1]?.style.foreground == Palette.color(at: 2))
        // A viewer's canvas shows and does not draw.
        let viewer = TestHost(
            SharedCanvas(colorIndex: 2, canDraw: false, participant: "me"), size: Size(width: 8, height: 3))
        #expect(viewer.drag(from: Point(x: 1, y: 1), to: Point(x: 5, y: 1)))
        #expect(viewer.lines() == ["", "", ""])
    }

    /// The canvas below a header and right of a margin, as on draw-together's screen.
    struct OffsetCanvas: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Header")
                SharedCanvas(colorIndex: 0, canDraw: true, participant: "me").padding(.leading, 3)
            }
        }
    }

    @Test func theStrokeLandsUnderThePointerWhereverTheCanvasIs() {
        let host = TestHost(OffsetCanvas(), size: Size(width: 12, height: 4))
        #expect(host.drag(from: Point(x: 4, y: 2), to: Point(x: 7, y: 2)))
        #expect(host.lines() == ["Header", "", "    ████", ""])
    }
}
