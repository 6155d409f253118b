import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct SearchSnapshotTests {
    static let plants = SearchablePlant.named([
        "Boston fern", "Maidenhair fern", "Monstera", "Pothos", "Snake plant", "Peace lily", "Rubber plant",
        "Fiddle-leaf fig", "Spider plant", "Bird's nest fern", "Calathea", "Philodendron",
    ])

    struct Catalog: View {
        @State var query = ""
        @State var selection: Int?

        var body: some View {
            PlantResults(plants: SearchSnapshotTests.plants, query: query, selection: $selection)
                .searchable(text: $query, placement: .sidebar, prompt: "Find a plant")
        }
    }

    @Test func catalogAt80x24FilteredByFern() {
        assertEverySnapshot(of: host(typing: "fern", size: Size(width: 80, height: 24)))
    }

    @Test func catalogAt40x12WithTheListFocused() {
        let host = host(typing: "", size: Size(width: 40, height: 12))
        host.press(.tab)
        host.press(.downArrow)
        assertEverySnapshot(of: host)
    }

    @Test func noResultsAt80x24() {
        assertEverySnapshot(of: host(typing: "cactus", size: Size(width: 80, height: 24)))
    }

    @Test func noResultsAt40x12() {
        assertEverySnapshot(of: host(typing: "cactus", size: Size(width: 40, height: 12)))
    }

    /// The catalog at `size` as launched, with `text` typed into its search field.
    private func host(typing text: String, size: Size) -> TestHost<Catalog> {
        let host = TestHost(Catalog(), size: size)
        host.focusAtLaunch()
        host.type(text)
        return host
    }
}
