import Terrarium

/// Search: a list of plants that a search field filters, saying so when nothing matches.
struct SearchPage: View {
    @State private var query = ""

    private var results: [Plant] {
        query.isEmpty ? Plant.samples : Plant.samples.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        List(results) { plant in
            Text("\(plant.name) · \(plant.room)")
        }
        .overlay {
            if results.isEmpty { ContentUnavailableView.search }
        }
        .searchable(text: $query, prompt: "Find a plant")
    }
}
