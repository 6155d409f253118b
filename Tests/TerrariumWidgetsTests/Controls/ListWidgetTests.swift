import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgets
import Testing

@MainActor @Suite struct ListWidgetTests {
    /// A list of `count` items named `item0`, `item1`, … that counts its `.valueChanged` actions.
    func makeList(count: Int = 10, height: Int = 3) -> (list: ListWidget, changes: () -> Int) {
        let list = ListWidget(items: (0..<count).map { "item\($0)" })
        var changes = 0
        list.addAction(for: .valueChanged) { _ in changes += 1 }
        _ = CellBuffer(drawing: list, size: Size(width: 8, height: height))
        return (list, { changes })
    }

    // MARK: - Drawing

    @Test func drawsTheRowsInViewWithTheSelectionBoldWhileUnfocused() {
        let (list, _) = makeList()
        list.selectedIndex = 1
        let buffer = CellBuffer(drawing: list, size: Size(width: 8, height: 3))
        #expect(buffer.lines == ["item0   ", "item1   ", "item2   "])
        #expect(buffer.attributes(row: 0) == Array(repeating: [], count: 8))
        #expect(buffer.attributes(row: 1) == Array(repeating: .bold, count: 8))
        #expect(buffer.attributes(row: 2) == Array(repeating: [], count: 8))
    }

    @Test func drawsTheSelectionReversedAcrossTheWidthWhileFocused() {
        let (list, _) = makeList()
        list.selectedIndex = 2
        list.focusDidChange(true)
        let buffer = CellBuffer(drawing: list, size: Size(width: 8, height: 3))
        #expect(buffer.attributes(row: 2) == Array(repeating: .reverse, count: 8))
        #expect(buffer.attributes(row: 1) == Array(repeating: [], count: 8))
    }

    @Test func showsControlsAsStandInsAndCutsWideTextWhole() {
        let list = ListWidget(items: ["a\u{1B}]0;x\u{7}", "日本語テキスト", "a\tb", "short"])
        let buffer = CellBuffer(drawing: list, size: Size(width: 6, height: 4))
        #expect(buffer.lines == ["a␛]0;…", "日本… ", "a b   ", "short "])
    }

    @Test func aDisabledListIsDimAndIgnoresInput() {
        let (list, changes) = makeList()
        list.isEnabled = false
        #expect(!list.handle(key(.downArrow)))
        #expect(!list.handle(click(0, 1)))
        #expect(list.selectedIndex == nil)
        #expect(changes() == 0)
        #expect(CellBuffer(drawing: list, size: Size(width: 8, height: 3)).attributes(row: 0).allSatisfy { $0 == .dim })
    }

    // MARK: - Keys

    @Test func arrowKeysMoveTheSelectionAndStopAtTheEnds() {
        let (list, changes) = makeList(count: 4)
        #expect(list.handle(key(.downArrow)))
        #expect(list.selectedIndex == 0)
        #expect(list.handle(key(.downArrow)))
        #expect(list.selectedIndex == 1)
        #expect(list.handle(key(.upArrow)))
        #expect(list.handle(key(.upArrow)))
        #expect(list.selectedIndex == 0)
        #expect(changes() == 3)
        #expect(list.handle(key(.end)))
        #expect(list.selectedIndex == 3)
        #expect(list.handle(key(.downArrow)))
        #expect(list.selectedIndex == 3)
        #expect(list.handle(key(.home)))
        #expect(list.selectedIndex == 0)
        #expect(changes() == 5)
    }

    @Test func upWithNothingSelectedSelectsTheFirstItem() {
        let (list, _) = makeList()
        #expect(list.handle(key(.upArrow)))
        #expect(list.selectedIndex == 0)
    }

    @Test func pageKeysMoveByTheRowsInView() {
        let (list, changes) = makeList(count: 10, height: 3)
        list.selectedIndex = 1
        #expect(list.handle(key(.pageDown)))
        #expect(list.selectedIndex == 4)
        #expect(list.scrollOffset == 2)
        #expect(list.handle(key(.pageDown)))
        #expect(list.handle(key(.pageDown)))
        #expect(list.selectedIndex == 9)
        #expect(list.scrollOffset == 7)
        #expect(list.handle(key(.pageUp)))
        #expect(list.selectedIndex == 6)
        #expect(list.scrollOffset == 6)
        #expect(changes() == 4)
    }

    @Test func movingTheSelectionScrollsTheLeastThatShowsIt() {
        let (list, _) = makeList(count: 10, height: 3)
        for _ in 0..<4 { _ = list.handle(key(.downArrow)) }
        #expect(list.selectedIndex == 3)
        #expect(list.scrollOffset == 1)
        #expect(
            CellBuffer(drawing: list, size: Size(width: 8, height: 3)).lines == ["item1   ", "item2   ", "item3   "])
        _ = list.handle(key(.upArrow))
        _ = list.handle(key(.upArrow))
        #expect(list.scrollOffset == 1)
        _ = list.handle(key(.upArrow))
        #expect(list.scrollOffset == 0)
    }

    @Test func keysWithShortcutModifiersAndOtherKeysAreNotConsumed() {
        let (list, changes) = makeList()
        #expect(!list.handle(key(.downArrow, .control)))
        #expect(!list.handle(key("j")))
        #expect(!list.handle(.key(KeyPress(.downArrow, phase: .up))))
        #expect(list.selectedIndex == nil)
        #expect(changes() == 0)
        #expect(!ListWidget().handle(key(.downArrow)))
    }

    // MARK: - Mouse

    @Test func aClickSelectsTheRowUnderItCountingTheScroll() {
        let (list, changes) = makeList(count: 10, height: 3)
        list.scrollOffset = 4
        #expect(list.handle(click(3, 1)))
        #expect(list.selectedIndex == 5)
        #expect(list.handle(click(0, 1)))
        #expect(changes() == 1)
        #expect(list.scrollOffset == 4)
    }

    @Test func aClickBelowTheItemsIsConsumedAndSelectsNothing() {
        let (list, changes) = makeList(count: 2, height: 3)
        #expect(list.handle(click(0, 2)))
        #expect(list.selectedIndex == nil)
        #expect(changes() == 0)
    }

    @Test func theWheelScrollsWithinTheItemsWithoutSelecting() {
        let (list, changes) = makeList(count: 10, height: 3)
        let down = InputEvent.mouse(MouseEvent(.scroll(.down), at: Point(x: 0, y: 0)))
        let up = InputEvent.mouse(MouseEvent(.scroll(.up), at: Point(x: 0, y: 0)))
        #expect(list.handle(down))
        #expect(list.scrollOffset == 3)
        #expect(list.handle(down))
        #expect(list.handle(down))
        #expect(list.scrollOffset == 7)
        #expect(list.handle(up))
        #expect(list.scrollOffset == 4)
        #expect(
            CellBuffer(drawing: list, size: Size(width: 8, height: 3)).lines == ["item4   ", "item5   ", "item6   "])
        #expect(list.selectedIndex == nil)
        #expect(changes() == 0)

        let (short, _) = makeList(count: 2, height: 3)
        #expect(!short.handle(down))
    }

    // MARK: - Programmatic changes

    @Test func settingTheSelectionInCodeScrollsToItAndSendsNoAction() {
        let (list, changes) = makeList(count: 10, height: 3)
        list.selectedIndex = 8
        #expect(list.scrollOffset == 6)
        list.selectedIndex = 42
        #expect(list.selectedIndex == 9)
        list.selectedIndex = -3
        #expect(list.selectedIndex == 0)
        #expect(list.scrollOffset == 0)
        #expect(changes() == 0)
    }

    @Test func shorterItemsKeepTheSelectionInRangeWithoutAnAction() {
        let (list, changes) = makeList(count: 10, height: 3)
        list.selectedIndex = 9
        list.items = ["a", "b"]
        #expect(list.selectedIndex == 1)
        #expect(list.scrollOffset == 0)
        list.items = []
        #expect(list.selectedIndex == nil)
        #expect(changes() == 0)
    }

    @Test func reloadDataTakesTheItemsFromTheDataSource() {
        let recorder = HostRecorder()
        let list = ListWidget()
        list.host = recorder
        let source = ItemSource(["Fern"])
        list.dataSource = { source.items }
        list.reloadData()
        #expect(list.items == ["Fern"])
        source.items.append("Pothos")
        #expect(list.items == ["Fern"])
        list.reloadData()
        #expect(list.items == ["Fern", "Pothos"])
        #expect(recorder.layoutCount == 2)
        #expect(CellBuffer(drawing: list, size: Size(width: 6, height: 2)).lines == ["Fern  ", "Pothos"])
    }

    @Test func theIdealSizeFitsTheWidestItemAndEveryRow() {
        let list = ListWidget(items: ["a", "日本", "abc"])
        #expect(list.sizeThatFits(.unspecified) == Size(width: 4, height: 3))
        #expect(list.sizeThatFits(ProposedViewSize(width: 20, height: 2)) == Size(width: 20, height: 2))
    }
}

/// Items a data source closure reads, changed by the test between reloads.
@MainActor private final class ItemSource {
    var items: [String]
    init(_ items: [String]) { self.items = items }
}
