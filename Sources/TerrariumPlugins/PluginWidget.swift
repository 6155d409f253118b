public import Terrarium

/// A widget written in Swift and loaded at run time from a plugin: a dynamic library built from
/// a package product that exports a Terrarium widget factory (`Docs/WritingWidgetPlugins.md`).
///
/// ```swift
/// struct Settings: View {
///     @State private var rating = 3
///     var body: some View {
///         PluginWidget(path: "plugins/libStarsPlugin.so", name: "Stars")
///             .binding("rating", $rating)
///             .property("maximum", 5)
///     }
/// }
/// ```
///
/// The library is loaded once per process and never unloaded. It must have been built from the
/// same Terrarium, by the same compiler, for the same target as the app: its stamp says what it
/// was built for, and a plugin whose stamp differs is refused, never half loaded, and the view
/// shows why in its placeholder. A plugin runs in the app's process, so a crash in it (a trap, a
/// segmentation fault) ends the app; ``ProcessWidget`` is the tier that isolates a widget.
public struct PluginWidget: RemoteWidgetRepresentable {
    /// The library's path.
    public var path: String
    /// The widget's name in the library.
    public var name: String
    /// The properties, bindings, permissions and failure handling.
    public var options = RemoteWidgetOptions()

    /// Hosts the widget `name` of the plugin library at `path`.
    public init(path: String, name: String) {
        self.path = path
        self.name = name
    }

    /// The widget's name in the library.
    public var widgetName: String { name }

    /// A transport loading the library and making the widget.
    public func makeTransport() -> any WidgetTransport { LibraryTransport(path: path, name: name) }
}
