public import TerrariumCore

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    /// The title, "No Results for “fern”", naming the search text.
    public struct Label: View {
        /// The text named, or nil for the search text of the searchable view around it.
        let text: String?
        @Environment(\.searchText) private var searchText

        /// The title, naming the search text when there is one.
        public var body: some View {
            let query = text ?? searchText
            Text(query.isEmpty ? "No Results" : "No Results for “\(query)”")
        }
    }

    /// The advice to check the spelling or try a new search.
    public struct Description: View {
        /// The advice.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

private struct SearchTextKey: EnvironmentKey {
    static let defaultValue = ""
}

extension EnvironmentValues {
    /// The text of the search field of the searchable view around this one.
    var searchText: String {
        get { self[SearchTextKey.self] }
        set { self[SearchTextKey.self] = newValue }
    }
}
