public import Terrarium

/// The articles' examples, for the tools that picture them; the types stay internal so that the
/// articles show them as an app of one's own would declare them.
@MainActor
public enum ArticleViews {
    /// The getting-started app's screen: a count of waterings, a toggle and two buttons.
    public static var greenhouse: some View { GreenhouseView() }

    /// A plant's rating, an imperative star control bound both ways to the view's state.
    public static var plantRating: some View { PlantRatingScreen() }

    /// An imperative panel of plants whose card is a declarative view, hosted in a declarative screen.
    public static var greenhouseScreen: some View { GreenhouseScreen() }
}
