import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ScrollingTests {
    struct Scroller: View {
        let handle: Handle<ScrollPosition>
        @State private var position = ScrollPosition()
        var body: some View {
            let _ = handle.capture($position)
            ScrollView(showsIndicators: false) {
                VStack(alignment: .leading) {
                    ForEach(0..<10) { index in Text("row \(index)") }
                }
            }
            .scrollPosition($position)
            .frame(height: 3)
        }
    }

    @Test func verticalScrollViewShowsTheContentUnderItsPosition() {
        let handle = Handle<ScrollPosition>()
        let host = TestHost(Scroller(handle: handle), size: Size(width: 8, height: 4))
        #expect(host.lines() == ["row 0", "row 1", "row 2", ""])
        handle.value = ScrollPosition(y: 4)
        #expect(host.lines() == ["row 4", "row 5", "row 6", ""])
        handle.value = ScrollPosition(y: 500)
        #expect(host.lines() == ["row 7", "row 8", "row 9", ""])
    }

    @Test func indicatorShowsWhereTheViewIs() {
        let view = ScrollView {
            VStack(alignment: .leading) { ForEach(0..<12) { index in Text("\(index)") } }
        }
        .frame(width: 4, height: 4)
        let host = TestHost(view, size: Size(width: 4, height: 4))
        #expect(host.lines() == ["0  ┃", "1", "2", "3"])
    }

    @Test func horizontalScrollViewScrollsColumns() {
        struct Wide: View {
            @State private var position = ScrollPosition(x: 3)
            var body: some View {
                ScrollView(.horizontal, showsIndicators: false) { Text("0123456789") }
                    .scrollPosition($position)
                    .frame(width: 4)
            }
        }
        let host = TestHost(Wide(), size: Size(width: 6, height: 1))
        #expect(host.lines() == ["3456"])
    }

    struct LongList: View {
        let handle: Handle<ScrollPosition>
        @State private var position = ScrollPosition()
        var body: some View {
            let _ = handle.capture($position)
            ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<100_000) { index in Text("Row \(index)") }
                }
            }
            .scrollPosition($position)
        }
    }

    @Test func lazyStackOfAHundredThousandRowsCreatesAboutAScreenfulOfNodes() {
        let handle = Handle<ScrollPosition>()
        let host = TestHost(LongList(handle: handle), size: Size(width: 12, height: 10))
        let lines = host.lines()
        #expect(lines.first == "Row 0")
        #expect(lines.last == "Row 9")
        #expect(host.nodeCount < 60)
        handle.value = ScrollPosition(y: 50_000)
        let scrolled = host.lines()
        #expect(scrolled.first == "Row 50000")
        #expect(scrolled.last == "Row 50009")
        #expect(host.nodeCount < 60)
    }

    @Test func lazyStackOutsideAScrollViewBuildsWhatTheScreenShows() {
        let view = LazyVStack(alignment: .leading) { ForEach(0..<1000) { index in Text("\(index)") } }
        let host = TestHost(view, size: Size(width: 5, height: 3))
        #expect(host.lines() == ["0", "1", "2"])
        #expect(host.nodeCount < 20)
    }
}
