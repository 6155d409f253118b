import Foundation
import Terrarium

/// A plant that the searchable lists of these tests show.
struct SearchablePlant: Identifiable, Hashable {
    let id: Int
    let name: String

    /// Plants named `names`, numbered from 1.
    static func named(_ names: [String]) -> [SearchablePlant] {
        names.enumerated().map { SearchablePlant(id: $0.offset + 1, name: $0.element) }
    }
}

/// The plants whose names contain `query`, in a selectable list, or `ContentUnavailableView.search`
/// when none does, as Apple's samples show search results.
struct PlantResults: View {
    let plants: [SearchablePlant]
    let query: String
    @Binding var selection: Int?

    var results: [SearchablePlant] {
        query.isEmpty ? plants : plants.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        if results.isEmpty {
            ContentUnavailableView.search
        } else {
            List(selection: $selection) {
                ForEach(results) { plant in Text(plant.name) }
            }
        }
    }
}
