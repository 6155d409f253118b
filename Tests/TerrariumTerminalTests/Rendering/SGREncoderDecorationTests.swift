import TerrariumTerminal
import Testing

/// Concealed text, overlines, underline shapes and colours on their way to the real terminal.
@Suite struct SGREncoderDecorationTests {
    static let shapes = TerminalCapabilities(colorDepth: .trueColor, hyperlinks: false, styledUnderlines: true)
    static let plainUnderlines = TerminalCapabilities(colorDepth: .trueColor, hyperlinks: false)

    /// The bytes of a first frame showing `text` in `style` at the top left of a 4 × 1 screen.
    func bytes(_ style: Style, _ text: String = "x", capabilities: TerminalCapabilities = shapes) -> String {
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        GraphicsContext(buffer).draw(text, at: .zero, style: style)
        var renderer = TerminalRenderer(capabilities: capabilities)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        return readable(out)
    }

    @Test func concealAndOverlineAreSentAndTurnedOff() {
        #expect(bytes(Style(attributes: .hidden)) == "⎋[m⎋[H⎋[2J⎋[8mx")
        #expect(bytes(Style(attributes: .overline)) == "⎋[m⎋[H⎋[2J⎋[53mx")
    }

    @Test(arguments: [
        (UnderlineStyle.single, "4"), (.double, "4:2"), (.curly, "4:3"), (.dotted, "4:4"), (.dashed, "4:5"),
    ])
    func underlineShapesAreSentToTerminalsThatDrawThem(shape: UnderlineStyle, parameter: String) {
        #expect(bytes(Style(attributes: .underline, underlineStyle: shape)) == "⎋[m⎋[H⎋[2J⎋[\(parameter)mx")
    }

    @Test func underlineColoursAreSentInTheColonForm() {
        let rgb = Style(attributes: .underline, underlineStyle: .curly, underlineColor: .rgb(255, 0, 10))
        #expect(bytes(rgb) == "⎋[m⎋[H⎋[2J⎋[4:3;58:2::255:0:10mx")
        let indexed = Style(attributes: .underline, underlineColor: .indexed(196))
        #expect(bytes(indexed) == "⎋[m⎋[H⎋[2J⎋[4;58:5:196mx")
    }

    @Test func otherTerminalsGetAPlainUnderlineInTheTextsColour() {
        let curly = Style(attributes: .underline, underlineStyle: .curly, underlineColor: .red)
        #expect(bytes(curly, capabilities: Self.plainUnderlines) == "⎋[m⎋[H⎋[2J⎋[4mx")
    }

    @Test func aChangeOfShapeOrColourAloneIsIncremental() {
        let curly = Style(attributes: .underline, underlineStyle: .curly, underlineColor: .red)
        var dotted = curly
        dotted.underlineStyle = .dotted
        var plainColor = curly
        plainColor.underlineColor = .default
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        let context = GraphicsContext(buffer)
        context.draw("a", at: Point(x: 0, y: 0), style: curly)
        context.draw("b", at: Point(x: 1, y: 0), style: dotted)
        context.draw("c", at: Point(x: 2, y: 0), style: plainColor)
        var renderer = TerminalRenderer(capabilities: Self.shapes)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        #expect(readable(out) == "⎋[m⎋[H⎋[2J⎋[4:3;58:5:1ma⎋[4:4mb⎋[0;4:3mc")
    }

    @Test func theRealTerminalRendersWhatTheEmulatorReads() {
        // The renderer's output fed to the emulator gives back the cells it drew.
        let styles = [
            Style(attributes: [.hidden, .overline]),
            Style(attributes: .underline, underlineStyle: .dashed, underlineColor: .rgb(1, 2, 3)),
            Style(attributes: [.underline, .bold], underlineStyle: .double, underlineColor: .indexed(7)),
        ]
        for style in styles {
            let buffer = CellBuffer(size: Size(width: 4, height: 1))
            GraphicsContext(buffer).draw("ab", at: .zero, style: style)
            var renderer = TerminalRenderer(capabilities: Self.shapes)
            var out: [UInt8] = []
            renderer.render(buffer, into: &out)
            var terminal = TerminalEmulator(size: Size(width: 4, height: 1))
            terminal.feed(out)
            #expect(terminal[0, 0].style == style, "\(readable(out))")
        }
    }
}
