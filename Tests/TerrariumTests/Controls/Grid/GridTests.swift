import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct GridTests {
    @Test func columnsAreAsWideAsTheirWidestCellAndRowsSpanWithOtherViews() {
        let host = TestHost(
            Grid(alignment: .leading) {
                GridRow {
                    Text("Plant")
                    Text("Water")
                }
                Divider()
                GridRow {
                    Text("Monstera")
                    Text("weekly")
                }
                GridRow {
                    Text("Fern")
                }
            }, size: Size(width: 20, height: 5))
        #expect(host.lines() == ["Plant    Water", "───────────────", "Monstera weekly", "Fern", ""])
    }

    @Test func cellsAlignWithinTheirColumnsAndSpacingIsKept() {
        let host = TestHost(
            Grid(alignment: .trailing, horizontalSpacing: 3, verticalSpacing: 1) {
                GridRow {
                    Text("a")
                    Text("bbb")
                }
                GridRow {
                    Text("cccc")
                    Text("d")
                }
            }, size: Size(width: 12, height: 3))
        #expect(host.lines() == ["   a   bbb", "", "cccc     d"])
    }

    @Test func aGridsControlsTakeFocusAndClicks() {
        final class Log { var taps = 0 }
        let log = Log()
        let host = TestHost(
            Grid {
                GridRow {
                    Text("Water")
                    Button("Now") { log.taps += 1 }
                }
            }, size: Size(width: 20, height: 1))
        host.click(on: "Now")
        #expect(log.taps == 1)
    }
}

@MainActor @Suite struct LazyGridTests {
    struct Plants: View {
        let columns: [GridItem]
        var body: some View {
            LazyVGrid(columns: columns, alignment: .leading) {
                ForEach(["Monstera", "Fern", "Pilea", "Hoya", "Jade"], id: \.self) { Text($0) }
            }
        }
    }

    @Test func fixedColumnsTakeTheirWidthAndRowsFillInTurn() {
        let host = TestHost(
            Plants(columns: [GridItem(.fixed(9), alignment: .leading), GridItem(.fixed(6), alignment: .leading)]),
            size: Size(width: 20, height: 4))
        #expect(host.lines() == ["Monstera  Fern", "Pilea     Hoya", "Jade", ""])
    }

    @Test func adaptiveColumnsAreAsManyAsFit() {
        let host = TestHost(
            Plants(columns: [GridItem(.adaptive(minimum: 8), alignment: .leading)]), size: Size(width: 30, height: 3))
        // 30 columns hold three of at least 8 with a column between: each is 9 wide.
        #expect(host.lines() == ["Monstera  Fern      Pilea", "Hoya      Jade", ""])
        host.resize(to: Size(width: 17, height: 3))
        #expect(host.lines() == ["Monstera Fern", "Pilea    Hoya", "Jade"])
    }

    @Test func flexibleColumnsShareTheWidthAndAHorizontalGridFillsColumns() {
        let host = TestHost(
            Plants(columns: [GridItem(.flexible(), alignment: .leading), GridItem(.flexible(), alignment: .leading)]),
            size: Size(width: 21, height: 3))
        #expect(host.lines() == ["Monstera   Fern", "Pilea      Hoya", "Jade"])
        let horizontal = TestHost(
            LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
                ForEach(["a", "b", "c", "d", "e"], id: \.self) { Text($0) }
            }, size: Size(width: 10, height: 2))
        #expect(horizontal.lines() == ["a c e", "b d"])
    }

    @Test func badItemsNeverTrap() {
        let host = TestHost(
            Plants(columns: [
                GridItem(.fixed(-5)), GridItem(.adaptive(minimum: .max)), GridItem(.flexible(minimum: .min)),
            ]),
            size: Size(width: 10, height: 3))
        #expect(host.lines().count == 3)
        let empty = TestHost(Plants(columns: []), size: Size(width: 10, height: 1))
        #expect(empty.lines() == [""])
    }
}
