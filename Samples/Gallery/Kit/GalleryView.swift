public import Terrarium
import TerrariumTerminal

extension Command {
    /// Shows or hides the frame figures.
    static let toggleStatistics = Command("statistics", title: "Stats")
}

/// The gallery's screen: a page per group of controls in a tab view, a status line of frame
/// figures and a help line of the keys that work.
///
/// Ctrl+PageDown and Ctrl+PageUp, or a click on a title, switch pages.
public struct GalleryView: View {
    @State private var page: GalleryPage
    @State private var showsStatistics = false
    @Environment(\.quit) private var quit
    /// The directory the data page shows, the current one when nil.
    private let directory: String?

    /// A gallery showing `page`, with the first plant of each page selected and nothing saved;
    /// its data page shows the files in `directory`, else in the current directory.
    public init(page: GalleryPage = .basics, directory: String? = nil) {
        _page = State(initialValue: page)
        self.directory = directory
    }

    /// The title, the pages, the frame figures and the help line.
    public var body: some View {
        VStack(alignment: .leading) {
            Text(" Terrarium gallery ").bold().reverse()
            TabView(selection: $page) {
                Tab("Basics", systemImage: "square.grid.2x2", value: GalleryPage.basics) { BasicsPage() }
                Tab("Lists", systemImage: "list.bullet", value: GalleryPage.lists) { ListsPage() }
                Tab("Navigation", systemImage: "sidebar.left", value: GalleryPage.navigation) {
                    NavigationPage()
                }
                Tab("Presentations", systemImage: "rectangle.stack", value: GalleryPage.presentations) {
                    PresentationsPage()
                }
                Tab("Inputs", systemImage: "slider.horizontal.3", value: GalleryPage.inputs) { InputsPage() }
                Tab("Values", systemImage: "gauge.with.dots.needle.50percent", value: GalleryPage.values) {
                    ValuesPage()
                }
                Tab("Settings", systemImage: "gear", value: GalleryPage.settings) { SettingsPage() }
                Tab("Image", systemImage: "photo", value: GalleryPage.images) { ImagesPage() }
                Tab("Menus", systemImage: "filemenu.and.selection", value: GalleryPage.menus) { MenusPage() }
                Tab("Search", systemImage: "magnifyingglass", value: GalleryPage.search) { SearchPage() }
                Tab("Data", systemImage: "tablecells", value: GalleryPage.data) { DataPage(directory: directory) }
            }
            if showsStatistics { StatisticsLine() }
            HelpLine(
                leading: [
                    ActiveShortcut(keyPress: KeyPress(.tab), title: "Focus"),
                    ActiveShortcut(keyPress: KeyPress("q"), title: "Quit"),
                ],
                // The run loop's inspector takes F12 before any view; the line says it is there.
                trailing: [
                    ActiveShortcut(keyPress: KeyPress(.pageDown, modifiers: .control), title: "Page"),
                    ActiveShortcut(keyPress: KeyPress(.function(12)), title: "Inspect"),
                ])
        }
        .onCommand(.toggleStatistics) { showsStatistics.toggle() }
        .onKeyPress("q") {
            quit()
            return .handled
        }
        .environment(\.keyBindings, Self.keyBindings)
    }

    static var keyBindings: KeyBindings {
        var bindings = KeyBindings.standard
        bindings[.toggleStatistics] = [KeyPress("t", modifiers: .control)]
        return bindings
    }
}
