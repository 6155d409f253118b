import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ProgressViewStyleTests {
    /// Says the progress in words, in brackets, around the view it would otherwise be.
    struct BracketedStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("[")
                ProgressView(configuration)
                Text("]")
            }
        }
    }

    struct Progress: View {
        var body: some View {
            VStack(alignment: .leading) {
                ProgressView("Repotting", value: 3, total: 8)
                ProgressView("Watering")
                ProgressView("Misting", value: 0.5).progressViewStyle(.circular)
                ProgressView("Pruning").progressViewStyle(.circular)
                ProgressView("Feeding").progressViewStyle(.linear)
                ProgressView("Dusting", value: 0.75).progressViewStyle(BracketedStyle()).progressViewStyle(.circular)
                ProgressView(value: 0.5).progressViewStyle(.circular)
            }
        }
    }

    @Test func everyStyleAt80x24() {
        assertEverySnapshot(of: TestHost(Progress(), size: Size(width: 80, height: 24)))
    }

    @Test func everyStyleAt40x12() {
        assertEverySnapshot(of: TestHost(Progress(), size: Size(width: 40, height: 12)))
    }

    @Test func circularFillsACircleByQuartersAndSpinsWhenTheAmountIsUnknown() {
        let host = TestHost(Progress(), size: Size(width: 30, height: 16))
        let lines = host.lines()
        #expect(lines.contains("◑ Misting"))
        #expect(lines.contains("⠋ Pruning"))
        // An app's style draws around the style set outside it.
        #expect(lines.contains("[◕ Dusting]"))
        // Linear with an unknown amount is the label over the track alone.
        let feeding = lines.firstIndex(of: "Feeding")
        #expect(feeding.map { lines[$0 + 1].allSatisfy { $0 == "░" } } == true)
    }

    @Test func everyStyleIsAProgressIndicator() {
        let host = TestHost(Progress(), size: Size(width: 30, height: 16))
        let indicators = host.elements(role: .progressIndicator)
        #expect(indicators.map(\.value) == ["37%", nil, "50%", nil, nil, "75%", "50%"])
    }

    @Test func valuesOutOfBoundsAreHeldToThem() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                ProgressView(value: Double.nan)
                ProgressView(value: 7.0, total: 2)
                ProgressView(value: -1.0, total: .infinity)
            }
            .progressViewStyle(.circular), size: Size(width: 8, height: 3))
        #expect(host.lines() == ["○", "●", "○"])
    }

    @Test func monochromeKeepsTheBarsShape() {
        let host = TestHost(Progress(), size: Size(width: 40, height: 12), environment: monochrome())
        assertSnapshot(of: host, as: .styled)
        #expect(host.lines()[1].hasPrefix("███████████████░"))
        #expect(host.buffer[0, 1]?.style.foreground == .default)
    }
}
