import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorSGRTests {
    /// The style of the first cell after `sgr` and an `x`.
    func style(_ sgr: String) -> Style {
        TerminalEmulator(10, 1, VT.csi(sgr) + "x")[0, 0].style
    }

    @Test func attributesTurnOnAndOff() {
        #expect(style("1m").attributes == .bold)
        #expect(style("2m").attributes == .dim)
        #expect(style("3m").attributes == .italic)
        #expect(style("4m").attributes == .underline)
        #expect(style("21m").attributes == .underline)
        #expect(style("5m").attributes == .blink)
        #expect(style("7m").attributes == .reverse)
        #expect(style("9m").attributes == .strikethrough)
        #expect(style("1;2;22m").attributes == [])
        #expect(style("3;23m").attributes == [])
        #expect(style("4;24m").attributes == [])
        #expect(style("5;25m").attributes == [])
        #expect(style("7;27m").attributes == [])
        #expect(style("9;29m").attributes == [])
        #expect(style("1;3;4;0m") == .plain)
        #expect(style("1;3;m") == .plain)
    }

    @Test func underlineStylesAsSubParameters() {
        #expect(style("4:1m").attributes == .underline)
        #expect(style("4:3m").attributes == .underline)
        #expect(style("4:5m").attributes == .underline)
        #expect(style("4;4:0m").attributes == [])
        // The sub-parameter belongs to 4: it is not read as SGR 3 (italic).
        #expect(style("4:3m").attributes.contains(.italic) == false)
    }

    @Test func concealedTextIsKeptInTheCellsWithItsAttribute() {
        let terminal = TerminalEmulator(10, 1, VT.csi("8m") + "secret" + VT.csi("28m") + "ok")
        // The cells keep the text, for copying and inspection, as tmux's capture-pane prints it.
        #expect(terminal.trimmedLines == ["secretok"])
        #expect(terminal[0, 0].style.attributes == .hidden)
        #expect(terminal[6, 0].style == .plain)
        #expect(terminal.text(from: Point(x: 0, y: 0), to: Point(x: 9, y: 0)) == "secretok")
        // Drawn with the attribute, which the renderer sends on for the terminal to hide.
        let canvas = CellBuffer(size: Size(width: 10, height: 1))
        terminal.draw(in: GraphicsContext(canvas))
        #expect(canvas[0, 0]?.style.attributes == .hidden)
    }

    @Test func overlineTurnsOnAndOff() {
        #expect(style("53m").attributes == .overline)
        #expect(style("53;55m").attributes == [])
        #expect(style("53;0m") == .plain)
    }

    @Test func underlineShapesAreKept() {
        #expect(style("4m").underlineStyle == .single)
        #expect(style("21m").underlineStyle == .double)
        #expect(style("4:2m").underlineStyle == .double)
        #expect(style("4:3m").underlineStyle == .curly)
        #expect(style("4:4m").underlineStyle == .dotted)
        #expect(style("4:5m").underlineStyle == .dashed)
        #expect(style("4:3;4m").underlineStyle == .single)
        // A shape not known is a plain underline; turning it off forgets the shape.
        #expect(style("4:9m").underlineStyle == .single)
        #expect(style("4:3;24m") == .plain)
        #expect(style("4:3;4:0m") == .plain)
    }

    @Test func underlineColourIsKeptInEveryForm() {
        #expect(style("58;5;3m").underlineColor == .indexed(3))
        #expect(style("58:5:200m").underlineColor == .indexed(200))
        #expect(style("58;2;1;2;3m").underlineColor == .rgb(1, 2, 3))
        #expect(style("58:2::1:2:3m").underlineColor == .rgb(1, 2, 3))
        #expect(style("58:2::1:2:3;59m").underlineColor == .default)
        #expect(style("58;5;3;0m") == .plain)
        // The colour is the underline's alone.
        #expect(style("58;5;3m").foreground == .default)
    }

    @Test func ansiAndBrightColours() {
        #expect(style("31m").foreground == .ansi(1))
        #expect(style("37m").foreground == .ansi(7))
        #expect(style("42m").background == .ansi(2))
        #expect(style("93m").foreground == .ansi(11))
        #expect(style("107m").background == .ansi(15))
        #expect(style("31;39m").foreground == .default)
        #expect(style("41;49m").background == .default)
    }

    @Test func indexedColoursInSemicolonAndColonForms() {
        #expect(style("38;5;208m").foreground == .indexed(208))
        #expect(style("48;5;17m").background == .indexed(17))
        #expect(style("38:5:99m").foreground == .indexed(99))
        #expect(style("48:5:0m").background == .indexed(0))
        #expect(style("38;5;256m").foreground == .default)
    }

    @Test func trueColoursInEveryForm() {
        #expect(style("38;2;1;2;3m").foreground == .rgb(1, 2, 3))
        #expect(style("48;2;255;128;0m").background == .rgb(255, 128, 0))
        #expect(style("38:2::10:20:30m").foreground == .rgb(10, 20, 30))
        #expect(style("38:2:0:10:20:30m").foreground == .rgb(10, 20, 30))
        #expect(style("38:2:40:50:60m").foreground == .rgb(40, 50, 60))
        #expect(style("48:2::7:8:9m").background == .rgb(7, 8, 9))
        #expect(style("38;2;300;0;0m").foreground == .default)
    }

    @Test func parametersAfterAnExtendedColourStillApply() {
        let semicolon = style("38;5;1;1;48;2;4;5;6;4m")
        #expect(semicolon.foreground == .indexed(1))
        #expect(semicolon.background == .rgb(4, 5, 6))
        #expect(semicolon.attributes == [.bold, .underline])
        let colon = style("38:2::1:2:3;1m")
        #expect(colon.foreground == .rgb(1, 2, 3))
        #expect(colon.attributes == .bold)
    }

    @Test func parametersAfterAnUnderlineColourAndUnknownValuesAreSkippedWithTheirParameters() {
        let terminal = style("58;5;3;1m")
        #expect(terminal.attributes == .bold)
        #expect(terminal.foreground == .default)
        #expect(style("58:2::1:2:3;3m").attributes == .italic)
        #expect(style("59;3m").attributes == .italic)
        #expect(style("73:5:6;3m").attributes == .italic)
        #expect(style("38;5m").foreground == .default)
    }

    @Test func privateMarkerSequencesAreNotSGR() {
        // modifyOtherKeys (`CSI > 4 ; 2 m`) and its query must not set underline or colours.
        #expect(style(">4;2m") == .plain)
        #expect(style("?4m") == .plain)
    }

    @Test func theStyleAppliesToPrintedCellsOnly() {
        let terminal = TerminalEmulator(10, 1, "a" + VT.csi("1;31m") + "b" + VT.csi("m") + "c")
        #expect(terminal[0, 0].style == .plain)
        #expect(terminal[1, 0].style == Style(foreground: .red, attributes: .bold))
        #expect(terminal[2, 0].style == .plain)
    }
}
