import ArticleExamples
import Terrarium
import TerrariumTerminal
import TerrariumTesting

extension Picture {
    /// The getting-started app after three waterings, as `swift run` shows it.
    public static let gettingStarted = Picture(
        name: "getting-started", title: "swift run", size: Size(width: 40, height: 8)
    ) { size in
        let host = TestHost(ArticleViews.greenhouse, size: size)
        defer { host.tearDown() }
        for _ in 0..<3 { host.press("w", modifiers: .control) }
        host.press(.tab)  // the toggle
        host.press(.tab)  // Water
        host.settle()
        return try PictureFrame(copying: host.buffer)
    }

    /// The embedded star rating, focused, after → raised it from three stars to four.
    public static let embeddingAWidget = Picture(
        name: "embedding-a-widget", title: "PlantRatingScreen", size: Size(width: 25, height: 7)
    ) { size in
        let host = TestHost(ArticleViews.plantRating, size: size)
        defer { host.tearDown() }
        host.press(.tab)
        host.press(.rightArrow)
        host.settle()
        return try PictureFrame(copying: host.buffer)
    }

    /// The imperative panel with its second plant chosen, the declarative card beside it.
    public static let hostingDeclarativeViews = Picture(
        name: "hosting-declarative-views", title: "GreenhouseScreen", size: Size(width: 46, height: 6)
    ) { size in
        let host = TestHost(ArticleViews.greenhouseScreen, size: size)
        defer { host.tearDown() }
        host.press(.tab)
        host.press(.downArrow)
        host.settle()
        return try PictureFrame(copying: host.buffer)
    }

    /// What the snapshot-testing article's `.svg` assertion records: the rating screen after the
    /// test's steps, without a title.
    public static let ratingSnapshot = Picture(
        name: "rating-snapshot", title: nil, size: Size(width: 25, height: 7)
    ) { size in
        let host = TestHost(ArticleViews.plantRating, size: size)
        defer { host.tearDown() }
        host.press(.tab)
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.settle()
        return try PictureFrame(copying: host.buffer)
    }
}
