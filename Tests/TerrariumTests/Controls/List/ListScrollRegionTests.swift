import Terrarium
import TerrariumTerminal
import Testing

/// A list scrolled by the keyboard reaches the terminal as a shift of its rows, not as every row
/// written again.
@MainActor @Suite struct ListScrollRegionTests {
    static let words = ["fern", "moss", "ivy", "palm", "cactus", "orchid", "bonsai", "pilea", "calathea", "aloe"]

    /// Rows that differ from their neighbours in most of their cells, as a text's lines do.
    struct Rows: View {
        @State private var selection: Int?
        var body: some View {
            List(0..<1_000, id: \.self, selection: $selection) { index in
                let words = ListScrollRegionTests.words
                Text("\(words[index % 10]) \(words[index * 7 % 10]) \(words[index * 3 % 10]) \(index)")
            }
        }
    }

    @Test func eachArrowPastTheBottomShiftsTheRowsByOne() {
        let size = Size(width: 60, height: 12)
        let host = ViewHost(rootView: Rows(), size: size)
        var renderer = TerminalRenderer(capabilities: .full)
        var out: [UInt8] = []
        renderer.render(host.render(), into: &out)
        host.send(.key(KeyPress(.tab)))
        var shifts: [Int] = []
        for _ in 0..<20 {
            host.send(.key(KeyPress(.downArrow)))
            out.removeAll()
            renderer.render(host.render(), into: &out)
            shifts.append(renderer.lastFrameStatistics.linesScrolled)
        }
        // Until the selection reaches the bottom row nothing scrolls; after, every key shifts one.
        #expect(shifts.prefix(10).allSatisfy { $0 == 0 }, "\(shifts)")
        #expect(shifts.suffix(8).allSatisfy { $0 == 1 }, "\(shifts)")
        #expect(host.text.contains(" 19"))
    }
}
