import Terrarium

// article: HostingDeclarativeViews.md#4
struct GreenhouseNameKey: EnvironmentKey {
    static let defaultValue = "greenhouse"
}

extension EnvironmentValues {
    var greenhouseName: String {
        get { self[GreenhouseNameKey.self] }
        set { self[GreenhouseNameKey.self] = newValue }
    }
}
// end article
