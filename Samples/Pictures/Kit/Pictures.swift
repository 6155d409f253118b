/// Every picture of the documentation, in the order the tool makes them.
///
/// The README and the guides show the samples' pictures; the Terrarium articles show those of
/// their examples (`GettingStarted.md` shows `getting-started`, and so on).
public enum Pictures {
    /// Every picture, each named once.
    public static let all: [Picture] = [
        .plantCatalog, .garden, .gallery, .galleryLists, .galleryNavigation, .galleryPresentations, .galleryInputs,
        .galleryValues, .gallerySettings, .galleryImages, .galleryMenus, .gallerySearch, .galleryData, .inspector,
        .notes, .drawTogether, .terminalPane, .ratingControl,
        .gettingStarted, .embeddingAWidget, .hostingDeclarativeViews, .ratingSnapshot,
    ]

    /// The picture named `name` (without `.svg`), if there is one.
    public static func named(_ name: String) -> Picture? {
        all.first { $0.name == name }
    }
}
