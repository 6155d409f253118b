import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgets
import Testing

@MainActor @Suite struct LabelTests {
    @Test func drawsItsTextInItsStyle() {
        let label = Label("Fern", style: Style(attributes: .bold))
        let buffer = CellBuffer(drawing: label, size: Size(width: 6, height: 1))
        #expect(buffer.lines == ["Fern  "])
        #expect(buffer.attributes(row: 0) == [.bold, .bold, .bold, .bold, [], []])
    }

    @Test func cutsTextWiderThanItsFrameWithAnEllipsis() {
        #expect(CellBuffer(drawing: Label("Monstera deliciosa"), size: Size(width: 8, height: 1)).lines == ["Monster…"])
        #expect(CellBuffer(drawing: Label("植物の名前"), size: Size(width: 6, height: 1)).lines == ["植物… "])
        #expect(CellBuffer(drawing: Label("abc"), size: Size(width: 0, height: 1)).lines == [""])
    }

    @Test func showsControlCharactersAsStandIns() {
        #expect(CellBuffer(drawing: Label("a\nb\u{1B}[2J"), size: Size(width: 8, height: 1)).lines == ["a␊b␛[2J "])
    }

    @Test func isAsWideAsItsTextUnlessOfferedLess() {
        let label = Label("日本語")
        #expect(label.sizeThatFits(.unspecified) == Size(width: 6, height: 1))
        #expect(label.sizeThatFits(ProposedViewSize(width: 4, height: 3)) == Size(width: 4, height: 1))
    }

    @Test func changingTheTextAsksForLayoutAndDisplayButTheSameTextDoesNot() {
        let recorder = HostRecorder()
        let label = Label("a")
        label.host = recorder
        label.text = "a"
        label.style = .plain
        #expect(recorder.displayCount == 0)
        label.text = "ab"
        #expect(recorder.layoutCount == 1)
        #expect(recorder.displayCount == 1)
        label.style = Style(foreground: .red)
        #expect(recorder.layoutCount == 1)
        #expect(recorder.displayCount == 2)
    }
}
