import Foundation
import TerrariumTerminal
import Testing

@Suite struct TerminalModesTests {
    /// The DEC private modes a sequence list sets (`h`) or resets (`l`).
    func privateModes(in text: String, final: Character) -> Set<Int> {
        var modes: Set<Int> = []
        for part in text.components(separatedBy: "\u{1B}[?").dropFirst() {
            guard let end = part.firstIndex(where: { $0 == "h" || $0 == "l" }), part[end] == final,
                let mode = Int(part[..<end])
            else { continue }
            modes.insert(mode)
        }
        return modes
    }

    @Test func leaveResetsEveryModeEnterSets() {
        let set = privateModes(in: TerminalModes.enter, final: "h")
        let reset = privateModes(in: TerminalModes.leave, final: "l")
        #expect(set == [1049, 1000, 1002, 1003, 1006, 2004, 1004])
        // Leaving also ends a synchronized update a cut-short frame may have left open.
        #expect(reset == set.union([2026]))
        // The cursor is hidden by resetting mode 25 and shown again by setting it.
        #expect(privateModes(in: TerminalModes.enter, final: "l") == [25])
        #expect(privateModes(in: TerminalModes.leave, final: "h") == [25])
        #expect(TerminalModes.enter.contains("\u{1B}[>1u") && TerminalModes.leave.contains("\u{1B}[<u"))
    }

    @Test func leaveClosesHyperlinksAndResetsThePenBeforeLeavingTheAlternateScreen() {
        let leave = TerminalModes.leave
        let link = leave.range(of: "\u{1B}]8;;\u{1B}\\")!
        let pen = leave.range(of: "\u{1B}[m")!
        let screen = leave.range(of: "\u{1B}[?1049l")!
        #expect(link.lowerBound < screen.lowerBound && pen.lowerBound < screen.lowerBound)
    }
}
