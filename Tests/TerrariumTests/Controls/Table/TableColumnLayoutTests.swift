import Testing

@testable import TerrariumControls

@Suite struct TableColumnLayoutTests {
    @Test func columnsTakeTheirIdealWidthsAndShareWhatIsLeft() {
        let layout = TableColumnLayout(
            [TableColumnWidth(min: nil, ideal: 8, max: 8), TableColumnWidth()], width: 30, gap: 1)
        #expect(layout.widths == [8, 21])
        #expect(layout.starts == [0, 9])
        #expect(layout.maximumScroll == 0)
    }

    @Test func columnsShrinkToTheirMinimumsThenOverflowToBeScrolled() {
        let layout = TableColumnLayout(
            [TableColumnWidth(min: 10, ideal: 20), TableColumnWidth(min: 10, ideal: 20)], width: 15, gap: 1)
        #expect(layout.widths == [10, 10])
        #expect(layout.maximumScroll == 6)
        #expect(layout.scroll(from: 0, forward: true) == 6)
        #expect(layout.scroll(from: 6, forward: false) == 0)
        #expect(layout.column(at: 12) == 1)
    }

    @Test func boundsFromAnywhereAreHeldToWhatCanBeLaidOut() {
        let hostile = [
            TableColumnWidth(min: -5, ideal: .max, max: .min), TableColumnWidth(min: .max, ideal: nil, max: 3),
        ]
        let layout = TableColumnLayout(Array(repeating: hostile, count: 2_000).flatMap { $0 }, width: .max, gap: .max)
        #expect(layout.widths.count == TableColumnLayout.mostColumns)
        #expect(layout.widths.allSatisfy { (0...TableColumnLayout.widestColumn).contains($0) })
        let none = TableColumnLayout([TableColumnWidth()], width: -3, gap: -1)
        #expect(none.widths == [3] && none.maximumScroll == 3)
    }
}
