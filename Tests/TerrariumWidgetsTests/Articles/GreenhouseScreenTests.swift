import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@testable import ArticleExamples

/// What the hosting article says of its example, checked: the panel's size comes from the hosted
/// card, the card follows the imperative list, and the environment reaches it through the panel.
@MainActor @Suite struct GreenhouseScreenTests {
    /// The panel under a name the test changes, and a line below it to see where the panel ends.
    struct Probe: View {
        var greenhouse: String

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                PlantPanelView(plants: GreenhousePlant.samples)
                    .environment(\.greenhouseName, greenhouse)
                Text("end")
            }
        }
    }

    /// The column of the card's right border on its first row.
    private func cardRightEdge(_ host: TestHost<Probe>) -> Int? {
        host.lines().first.flatMap { line in
            line.lastIndex(of: "╮").map { line.distance(from: line.startIndex, to: $0) }
        }
    }

    @Test func theCardFollowsTheListAndItsSizeFlowsOutToTheLayout() throws {
        let host = TestHost(Probe(greenhouse: "shed"), size: Size(width: 60, height: 8))
        #expect(host.lines()[2] == "Snake plant  │ Water weekly      │")
        // The panel is as tall as the card; the line after it follows at once.
        #expect(host.lines()[5] == "end")
        let narrow = try #require(cardRightEdge(host))

        host.rootView = Probe(greenhouse: "north greenhouse by the pond")
        #expect(host.lines().contains { $0.contains("Grows in the north greenhouse by the pond") })
        let wide = try #require(cardRightEdge(host))
        #expect(wide - narrow == "north greenhouse by the pond".count - "shed".count)

        host.press(.tab)
        host.press(.downArrow)
        #expect(host.lines()[2] == "Snake plant  │ Water daily                               │")
    }

    @Test func theScreenSetsTheNameTheCardShows() {
        let host = TestHost(GreenhouseScreen(), size: Size(width: 46, height: 6))
        #expect(host.lines().contains { $0.contains("Grows in the north greenhouse") })
    }
}
