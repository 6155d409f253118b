import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ViewThatFitsTests {
    final class Taps {
        var names: [String] = []
    }

    struct Watering: View {
        let taps: Taps
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("Water every three days")
                    Button("Water now") { taps.names.append("long") }
                }
                Button("Water") { taps.names.append("short") }
            }
        }
    }

    @Test func theFirstViewThatFitsIsShownAndTheOthersAreNot() {
        let taps = Taps()
        let host = TestHost(Watering(taps: taps), size: Size(width: 40, height: 1))
        #expect(host.lines() == ["Water every three days [ Water now ]"])
        host.resize(to: Size(width: 20, height: 1))
        #expect(host.lines() == ["[ Water ]"])
        // The hidden choice takes neither focus nor clicks nor is it read.
        host.focusAtLaunch()
        host.press(.return)
        #expect(taps.names == ["short"])
        #expect(host.elements(role: .button).map(\.label) == ["Water"])
        host.press(.tab)
        host.press(.return)
        #expect(taps.names == ["short", "short"])
    }

    @Test func whenNoneFitsTheLastIsShown() {
        let host = TestHost(Watering(taps: Taps()), size: Size(width: 6, height: 1))
        // The last is cut to the width, as it would be alone.
        #expect(host.lines() == ["[ W… ]"])
    }

    @Test func aVerticalChoiceLooksAtRowsOnly() {
        let host = TestHost(
            ViewThatFits(in: .vertical) {
                VStack {
                    Text("one")
                    Text("two")
                    Text("three")
                }
                Text("one two three")
            }, size: Size(width: 5, height: 2))
        // Three rows do not fit in two: the text is laid out in the two there are.
        #expect(host.lines() == ["one", "two…"])
    }
}

@MainActor @Suite struct GeometryReaderTests {
    struct Sized: View {
        var body: some View {
            GeometryReader { proxy in
                VStack(alignment: .leading) {
                    Text("\(proxy.size.width)x\(proxy.size.height)")
                    Text(proxy.size.width > 20 ? "Water every three days" : "Water: 3d")
                    Text("at \(proxy.frame(in: .global).minY)")
                }
            }
        }
    }

    @Test func theContentIsMadeFromTheSizeInTheSameFrame() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("title")
                Sized()
            }, size: Size(width: 30, height: 5))
        #expect(host.lines() == ["title", "30x4", "Water every three days", "at 1", ""])
        host.resize(to: Size(width: 12, height: 4))
        #expect(host.lines() == ["title", "12x3", "Water: 3d", "at 1"])
    }

    @Test func aReaderTakesTheSpaceOfferedAndPlacesItsContentTopLeft() {
        let host = TestHost(
            HStack(spacing: 0) {
                GeometryReader { _ in Text("a") }
                GeometryReader { _ in Text("b") }
            }, size: Size(width: 10, height: 2))
        #expect(host.lines() == ["a    b", ""])
    }
}

@MainActor @Suite struct InfiniteFrameTests {
    @Test func anUnboundedMaximumFillsAndAnUnboundedSizeIsIgnored() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("fill").frame(maxWidth: .infinity, alignment: .trailing)
                Button("Wide") {}.frame(width: .infinity)
                Text("min").frame(minWidth: .infinity, minHeight: .infinity)
            }, size: Size(width: 12, height: 3))
        #expect(host.lines() == ["        fill", "[ Wide ]", "min"])
    }
}

@MainActor @Suite struct SafeAreaInsetTests {
    @Test func aBarAlongAnEdgeTakesItsRowsAndTheViewTheRest() {
        let host = TestHost(
            List(0..<10, id: \.self) { Text("row \($0)") }
                .safeAreaInset(edge: .bottom) { Text("10 plants") }, size: Size(width: 12, height: 4))
        // The list keeps three rows and shows its scroll thumb; the bar is under it.
        #expect(host.lines() == ["row 0      ┃", "row 1", "row 2", " 10 plants"])
        let top = TestHost(
            Text("body").safeAreaInset(edge: .top, alignment: .leading, spacing: 1) { Text("title") },
            size: Size(width: 8, height: 4))
        #expect(top.lines() == ["title", "", "  body", ""])
        let side = TestHost(
            Text("body").safeAreaInset(edge: .leading) { Text("│") }, size: Size(width: 8, height: 1))
        #expect(side.lines() == ["│ body"])
    }
}
