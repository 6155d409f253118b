import Terrarium

// The article's app carries `@main`; a library has no entry point, so here the attribute is a
// comment, which the articles' test reads as the attribute.
// article: GettingStarted.md#2
// @main
struct GreenhouseApp: App {
    var body: some Scene {
        WindowGroup { GreenhouseView() }
    }
}
// end article
