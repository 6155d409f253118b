import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ContainerRelativeFrameTests {
    struct Cards: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Half").containerRelativeFrame(.horizontal, count: 2, spacing: 0, alignment: .leading)
                    .background(.green)
                ScrollView(.horizontal) {
                    HStack(spacing: 1) {
                        ForEach(["Fern", "Moss", "Ivy"], id: \.self) { name in
                            Text(name)
                                .containerRelativeFrame(.horizontal, count: 2, spacing: 1)
                                .frame(height: 3)
                                .border(.rounded)
                        }
                    }
                }
                .frame(width: 24)
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        RoundedRectangle(cornerRadius: 1).stroke(.blue).containerRelativeFrame(.vertical)
                        Text("below the fold")
                    }
                }
                .frame(height: 4)
            }
        }
    }

    @Test func cardsAt80x24() {
        assertEverySnapshot(of: TestHost(Cards(), size: Size(width: 80, height: 24)))
    }

    @Test func cardsAt40x12() {
        assertEverySnapshot(of: TestHost(Cards(), size: Size(width: 40, height: 12)))
    }

    @Test func outsideAScrollViewTheContainerIsTheTerminal() {
        let host = TestHost(Cards(), size: Size(width: 40, height: 12))
        #expect(host.buffer[19, 0]?.style.background == .green)
        #expect(host.buffer[20, 0]?.style.background == .default)
    }

    @Test func insideAScrollViewTheContainerIsItsVisibleArea() {
        let host = TestHost(Cards(), size: Size(width: 40, height: 12))
        // Two cards of half the 24 columns, less the gap, fill the scroll view's width.
        #expect(host.lines()[1].hasPrefix("╭───────────╮ ╭"))
        // The stroked shape is as tall as the scroll view, so the text under it is out of view.
        #expect(host.lines()[8].hasPrefix("╭"))
        #expect(host.lines()[11].hasPrefix("╰"))
        #expect(!host.text.contains("below the fold"))
    }

    @Test func aLengthRuleAndAbsurdCountsNeverTrap() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().fill(.red).containerRelativeFrame(.horizontal) { length, _ in length / 4 }.frame(height: 1)
                Text("x").containerRelativeFrame(.horizontal, count: .max, span: .max, spacing: .max)
                Text("y").containerRelativeFrame([.horizontal, .vertical]) { _, _ in .max }.frame(height: 1)
            }, size: Size(width: 20, height: 3))
        #expect(host.buffer[4, 0]?.style.background == .red)
        #expect(host.buffer[5, 0]?.style.background == .default)
    }

    @Test func monochromeKeepsTheCards() {
        let host = TestHost(Cards(), size: Size(width: 40, height: 12), environment: monochrome())
        assertSnapshot(of: host, as: .styled)
        #expect(host.lines()[1].hasPrefix("╭───────────╮"))
    }
}
