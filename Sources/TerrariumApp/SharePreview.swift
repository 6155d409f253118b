import TerrariumCore

/// How a shared item is named while the user chooses where it goes.
///
/// ```swift
/// ShareLink(item: plant, preview: SharePreview(plant.name))
/// ```
public struct SharePreview: Hashable, Sendable {
    /// The item's title.
    public var title: String

    /// Creates a preview titled `title`.
    public init(_ title: some StringProtocol) {
        self.title = String(title)
    }
}
