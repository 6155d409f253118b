import ArticleExamples
import Terrarium
import TerrariumTerminal
import TerrariumTesting

extension Picture {
    /// The getting-started app after three waterings, as `swift run` shows it.
    public static let gettingStarted = Picture(
        name: "getting-started", title: "swift run", size: Size(width: 40, height: 8), view: ArticleViews.greenhouse
    ) { host in
        for _ in 0..<3 { host.press("w", modifiers: .control) }
        host.press(.tab)  // the toggle
        host.press(.tab)  // Water
    }

    /// The embedded star rating, focused, after → raised it from three stars to four.
    public static let embeddingAWidget = Picture(
        name: "embedding-a-widget", title: "PlantRatingScreen", size: Size(width: 25, height: 7),
        view: ArticleViews.plantRating
    ) { host in
        host.press(.tab)
        host.press(.rightArrow)
    }

    /// The imperative panel with its second plant chosen, the declarative card beside it.
    public static let hostingDeclarativeViews = Picture(
        name: "hosting-declarative-views", title: "GreenhouseScreen", size: Size(width: 46, height: 6),
        view: ArticleViews.greenhouseScreen
    ) { host in
        host.press(.tab)
        host.press(.downArrow)
    }

    /// What the snapshot-testing article's `.svg` assertion records: the rating screen after the
    /// test's steps, without a title.
    public static let ratingSnapshot = Picture(
        name: "rating-snapshot", title: nil, size: Size(width: 25, height: 7), view: ArticleViews.plantRating
    ) { host in
        host.press(.tab)
        host.press(.leftArrow)
        host.press(.leftArrow)
    }
}
