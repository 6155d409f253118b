/// Where `searchable(text:placement:prompt:)` puts its search field.
///
/// A terminal window has no toolbar, sidebar or navigation bar drawer of its own, so every
/// placement draws the field the same way: as a row across the top of the searchable view, with a
/// rule under it. The placements are accepted so that code written for SwiftUI compiles.
public struct SearchFieldPlacement: Hashable, Sendable {
    private let name: String

    /// The platform's usual place; in a terminal, a row above the searchable view.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar (macOS); in a terminal, a row above the searchable view.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar of a split view (macOS); in a terminal, a row above the searchable view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In a drawer under the navigation bar (iOS); in a terminal, a row above the searchable view.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// In a drawer under the navigation bar, shown as `displayMode` says (iOS); in a terminal, a
    /// row above the searchable view that is always shown.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }

    /// Whether the search field of a navigation bar drawer hides while the content scrolls (iOS).
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        private let name: String

        /// Hidden as the content scrolls; in a terminal, always shown.
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }
}
