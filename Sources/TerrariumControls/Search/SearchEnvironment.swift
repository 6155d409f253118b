public import TerrariumCore

/// Ends the search of the searchable view around the view that reads it.
///
/// It clears the search text and takes focus out of the search field. Read it with
/// `@Environment(\.dismissSearch)`:
///
/// ```swift
/// @Environment(\.dismissSearch) private var dismissSearch
/// Button("Show all") { dismissSearch() }
/// ```
///
/// Outside a searchable view it does nothing.
public struct DismissSearchAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Ends the search.
    @MainActor public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction {}
}

private struct SearchSubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

extension EnvironmentValues {
    /// Whether the user is searching in the searchable view around this one: its search field
    /// has focus or holds text.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the searchable view around this one.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// What Return in a search field runs, from the `onSubmit(of: .search)` modifiers above it.
    var searchSubmitActions: [@MainActor () -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}
