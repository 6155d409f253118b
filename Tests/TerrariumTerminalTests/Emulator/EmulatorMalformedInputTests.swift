import TerrariumTesting
import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorMalformedInputTests {
    @Test func hugeAndManyParametersAreClampedAndCapped() {
        var terminal = TerminalEmulator(10, 5)
        terminal.feed(VT.csi("99999999999999999999999;99999999999999999999H") + "x")
        #expect(terminal.cursor == Point(x: 9, y: 4))
        terminal.feed(VT.csi(String(repeating: "1;", count: 10_000) + "m"))
        #expect(terminal.parser.parameters.count == ControlParameters.maximumCount)
        terminal.feed(VT.csi("99999999999@") + VT.csi("99999999999L") + VT.csi("99999999999S") + VT.csi("99999999999b"))
        terminal.feed(VT.csi("99999999999X") + VT.csi("99999999999P") + VT.csi("99999999999M") + VT.csi("99999999999T"))
        terminal.feed(VT.csi("99999999999I") + VT.csi("99999999999Z") + VT.csi("99999999999;0r"))
        #expect(terminal.invariantViolation() == nil)
    }

    @Test func truncatedSequencesWaitForTheirEnd() {
        var terminal = TerminalEmulator(10, 2)
        terminal.feed(VT.esc)
        terminal.feed("[")
        terminal.feed("3")
        terminal.feed("1")
        terminal.feed("mx")
        #expect(terminal[0, 0].style.foreground == .red)
        terminal.feed(VT.esc + "]2;par")
        terminal.feed("tial" + VT.esc)
        terminal.feed("\\y")
        #expect(terminal.title == "partial")
        #expect(terminal.trimmedLines == ["xy", ""])
    }

    @Test func cancelAndSubstituteAbortSequences() {
        let terminal = TerminalEmulator(10, 1, VT.csi("31\u{18}x") + VT.csi("1;\u{1A}y") + VT.esc + "\u{18}z")
        #expect(terminal.trimmedLines == ["xyz"])
        #expect(terminal[0, 0].style == .plain)
    }

    @Test func anEscapeInsideASequenceStartsANewOne() {
        let terminal = TerminalEmulator(10, 1, VT.csi("12" + VT.esc + "[31mx"))
        #expect(terminal[0, 0].style.foreground == .red)
        #expect(terminal.trimmedLines == ["x"])
    }

    @Test func sequencesWithTooManyIntermediatesOrBytesOutOfPlaceAreIgnored() {
        let terminal = TerminalEmulator(
            10, 1, VT.csi("1 !\"A") + VT.csi("1?A") + VT.csi("1;2 3H") + VT.esc + " !#8" + "x" + VT.csi("<1;2H") + "y")
        #expect(terminal.trimmedLines == ["xy"])
        #expect(terminal.cursor == Point(x: 2, y: 0))
    }

    @Test func aMegabyteOfGarbageLeavesAConsistentScreen() {
        var generator = SplitMix64(seed: 7)
        var bytes = [UInt8](repeating: 0, count: 1 << 20)
        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: generator.next()) }
        var terminal = TerminalEmulator(20, 6)
        terminal.feed(bytes)
        #expect(terminal.invariantViolation() == nil)
        #expect(terminal.title.count <= TerminalEmulator.maximumTitleLength)
        #expect(terminal.takeReplies().count <= TerminalEmulator.maximumReplyBytes)
        for line in terminal.lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func aMegabyteDCSIsConsumedWithoutKeepingIt() {
        var terminal = TerminalEmulator(10, 1)
        terminal.feed(VT.esc + "P" + "q" + String(repeating: "#0;2;0;0;0", count: 100_000) + VT.esc + "\\" + "ok")
        #expect(terminal.trimmedLines == ["ok"])
        #expect(terminal.parser.oscData.isEmpty)
    }
}
