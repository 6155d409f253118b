public import TerrariumCore

/// A view that says why there is nothing to show, and what to do about it.
///
/// ```swift
/// ContentUnavailableView("No Plants", systemImage: "leaf", description: Text("Add one with +"))
///
/// ContentUnavailableView {
///     Text("No Mail")
/// } description: {
///     Text("New mail appears here.")
/// } actions: {
///     Button("Refresh") { refresh() }
/// }
///
/// if results.isEmpty { ContentUnavailableView.search }
/// ```
///
/// It fills the space it is given and centres its parts in it, one under another with a blank
/// row between: the label in bold, the description dim, then the actions. A terminal has no
/// symbol font, so `systemImage:` and `image:` are accepted and nothing is drawn for them.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates a view of `label`, with a `description` under it and `actions` under that.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions, centred.
    public var body: some View {
        VStack(alignment: .center, spacing: 1) {
            label.bold()
            description.dim()
            actions
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .max, maxHeight: .max)
    }
}

extension ContentUnavailableView where Label == Text, Description == Text?, Actions == EmptyView {
    /// Creates a view titled `title`, with `description` under it; the symbol named `name` is
    /// not drawn, as a terminal has no symbol font.
    public init(_ title: some StringProtocol, systemImage name: String, description: Text? = nil) {
        self.init(label: { Text(title) }, description: { description })
    }

    /// Creates a view titled `title`, with `description` under it; the image named `name` is
    /// not drawn.
    public init(_ title: some StringProtocol, image name: String, description: Text? = nil) {
        self.init(label: { Text(title) }, description: { description })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// Says that a search found nothing, naming the search text of the searchable view around
    /// it: "No Results for “fern”", or "No Results" while the text is empty.
    public static var search: Self {
        Self(
            label: { SearchUnavailableContent.Label(text: nil) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }

    /// Says that a search for `text` found nothing: "No Results for “fern”".
    public static func search(text: String) -> Self {
        Self(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}
