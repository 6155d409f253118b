import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct GradientTests {
    private let black = Color.rgb(0, 0, 0)
    private let white = Color.rgb(255, 255, 255)

    @Test func aHorizontalGradientShowsItsEndColoursInItsFirstAndLastColumns() {
        let host = shapeHost(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), 10, 2)
        for y in 0..<2 {
            // The named colours themselves at the ends, so a 16-colour terminal shows its own.
            #expect(host.buffer[0, y]?.style.background == .red)
            #expect(host.buffer[9, y]?.style.background == .blue)
        }
        // 4/9 of the way from xterm's red (205, 0, 0) to its blue (0, 0, 238).
        #expect(host.buffer[4, 0]?.style.background == .rgb(114, 0, 106))
        #expect(host.lines() == ["", ""])
        let reds = (0..<10).compactMap { host.buffer[$0, 1]?.style.background.rgbComponents?.red }
        #expect(reds == reds.sorted(by: >) && Set(reds).count == 10)
    }

    @Test func aVerticalGradientGivesEachHalfOfACellItsColour() {
        let host = shapeHost(LinearGradient(colors: [black, white], startPoint: .top, endPoint: .bottom), 3, 2)
        #expect(host.lines() == ["▀▀▀", "▀▀▀"])
        #expect(host.buffer[1, 0]?.style.foreground == black)
        #expect(host.buffer[1, 0]?.style.background == .rgb(85, 85, 85))
        #expect(host.buffer[1, 1]?.style.foreground == .rgb(170, 170, 170))
        #expect(host.buffer[1, 1]?.style.background == white)
    }

    @Test func aColourSetInsideAGradientForegroundWins() {
        let gradient = LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing)
        let host = shapeHost(
            VStack(spacing: 0) {
                Rectangle().frame(height: 1)
                Rectangle().foregroundColor(.red).frame(height: 1)
            }
            .foregroundStyle(gradient), 4, 2)
        // The first rectangle takes the gradient, the second the colour set around it.
        #expect(host.buffer[0, 0]?.style.background == black)
        #expect(host.buffer[3, 0]?.style.background == white)
        for x in 0..<4 { #expect(host.buffer[x, 1]?.style.background == .red, "column \(x)") }
    }

    @Test func stopsSetOneByOneToNoNumberDrawWithoutTrapping() {
        var gradient = Gradient(colors: [.red, .blue, .green])
        gradient.stops[0].location = .nan
        gradient.stops[2].location = -1
        let host = shapeHost(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing), 6, 1)
        #expect(host.buffer[0, 0] != nil)
    }

    @Test func aDiagonalGradientRunsCornerToCorner() {
        let host = shapeHost(
            LinearGradient(colors: [black, white], startPoint: .topLeading, endPoint: .bottomTrailing), 4, 2)
        #expect(host.buffer[0, 0]?.style.foreground == black)
        #expect(host.buffer[3, 1]?.style.background == white)
        // The other two corners are halfway.
        #expect(host.buffer[3, 0]?.style.foreground == .rgb(128, 128, 128))
        #expect(host.buffer[0, 1]?.style.background == .rgb(128, 128, 128))
    }

    @Test func aRadialGradientGrowsOutFromTheCentre() {
        let red = Color.rgb(255, 0, 0)
        let blue = Color.rgb(0, 0, 255)
        let host = shapeHost(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 4), 9, 5)
        // The middle cell's halves are half a pixel from the centre: an eighth of the way.
        #expect(host.buffer[4, 2]?.style.background == .rgb(223, 0, 32))
        // A corner is past the end radius.
        #expect(host.buffer[0, 0]?.style.background == blue)
        let blues = (4..<9).compactMap { host.buffer[$0, 2]?.style.background.rgbComponents?.blue }
        #expect(blues == blues.sorted() && blues.last == 255)
    }

    @Test func anAngularGradientTurnsClockwiseFromTheRight() {
        let end = Color.rgb(200, 100, 40)
        let host = shapeHost(AngularGradient(colors: [black, end], center: .center), 9, 5)
        // Straight below the centre is a quarter turn.
        #expect(host.buffer[4, 4]?.style.background == .rgb(50, 25, 10))
        // Just right of the centre: the start below the line, the end just above it.
        let right = host.buffer[8, 2]
        #expect(right?.grapheme == "▀")
        let above = right?.style.foreground.rgbComponents?.red ?? 0
        let below = right?.style.background.rgbComponents?.red ?? 255
        #expect(above > 190 && below < 10)
        // Straight left is halfway round.
        let left = host.buffer[0, 2]?.style.background.rgbComponents?.red ?? 0
        #expect((90...110).contains(left))
    }

    @Test func stopsAreSortedAndAStopShowsItsOwnColour() {
        let stops: [Gradient.Stop] = [
            .init(color: .blue, location: 1), .init(color: black, location: 0), .init(color: .yellow, location: 0.5),
            .init(color: .red, location: .nan),
        ]
        let host = shapeHost(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing), 11, 1)
        #expect(host.buffer[0, 0]?.style.background == black)
        #expect(host.buffer[5, 0]?.style.background == .yellow)
        #expect(host.buffer[10, 0]?.style.background == .blue)
        // 0.2 of the gradient is 0.4 of the way to xterm's yellow (205, 205, 0).
        #expect(host.buffer[2, 0]?.style.background == .rgb(82, 82, 0))
        // Two stops at one place make a hard edge.
        let hard = Gradient(stops: [
            .init(color: .red, location: 0), .init(color: .red, location: 0.5), .init(color: .green, location: 0.5),
            .init(color: .green, location: 1),
        ])
        let edge = shapeHost(LinearGradient(gradient: hard, startPoint: .leading, endPoint: .trailing), 11, 1)
        #expect((0..<5).allSatisfy { edge.buffer[$0, 0]?.style.background == .red })
        #expect((5..<11).allSatisfy { edge.buffer[$0, 0]?.style.background == .green })
    }

    @Test func withoutColourAGradientIsShadedByLightness() {
        let gradient = LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing)
        let host = shapeHost(gradient, 4, 1, environment: monochrome())
        #expect(host.lines() == ["░▒▓█"])
        #expect(host.buffer[1, 0]?.style.foreground == .default && host.buffer[1, 0]?.style.background == .default)
        // A shape's edge stays half blocks.
        let circle = shapeHost(Circle().fill(gradient), 10, 5, environment: monochrome())
        #expect(circle.lines()[0].contains("▄") && circle.lines()[2].hasPrefix("░"))
    }

    @Test func aGradientStyleFillsStrokesAndSetsTheForeground() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let filled = shapeHost(Rectangle().foregroundStyle(gradient), 6, 2)
        #expect(filled.buffer[0, 0]?.style.background == .red && filled.buffer[5, 1]?.style.background == .blue)
        // A colour inside puts the one colour back.
        let recoloured = shapeHost(Rectangle().fill(.green).foregroundStyle(gradient), 6, 2)
        #expect(recoloured.buffer[5, 1]?.style.background == .green)
        let outlined = shapeHost(Rectangle().stroke(gradient), 6, 3)
        #expect(outlined.lines() == ["┌────┐", "│    │", "└────┘"])
        #expect(outlined.buffer[0, 1]?.style.foreground == .red && outlined.buffer[5, 1]?.style.foreground == .blue)
        // Text takes the middle colour.
        let text = shapeHost(Text("Fern").foregroundStyle(gradient), 4, 1)
        #expect(text.buffer[0, 0]?.style.foreground == .rgb(103, 0, 119))
        let wide = shapeHost(Circle().stroke(gradient, lineWidth: 2), 10, 5)
        #expect(wide.buffer[0, 2]?.style.foreground == .red)
    }

    @Test func aGradientBackgroundKeepsTheTextOnIt() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let host = shapeHost(Text("Fern").frame(width: 6, alignment: .leading).background(gradient), 6, 1)
        #expect(host.lines() == ["Fern"])
        #expect(host.buffer[0, 0]?.style.background == .red)
        #expect(host.buffer[5, 0]?.style.background == .blue)
        // A colour is still the colour background it was.
        let plain = shapeHost(Text("Fern").background(.red), 4, 1)
        #expect(plain.buffer[3, 0]?.style.background == .red)
    }
}
