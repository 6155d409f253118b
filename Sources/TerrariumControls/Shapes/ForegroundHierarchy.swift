import TerrariumCore

/// What the hierarchical styles did to the environment's foreground, so a level inside another
/// undoes it before it applies, and the styles `foregroundStyle(_:_:)` gave the levels.
struct ForegroundHierarchy: Sendable {
    /// Whether a level added `dim` to the text attributes (it was not there before).
    var addedDim = false
    /// Whether a level set the foreground colour (there was none before).
    var addedColor = false
    /// The styles of the primary, secondary and tertiary levels, when set; empty otherwise.
    var levels: [any ShapeStyle] = []

    /// Takes back what a level did to `environment`'s foreground, keeping the levels' styles.
    static func reset(_ environment: inout EnvironmentValues) {
        let hierarchy = environment.foregroundHierarchy
        if hierarchy.addedDim { environment.textAttributes.remove(.dim) }
        if hierarchy.addedColor { environment.foregroundColor = nil }
        environment.foregroundHierarchy.addedDim = false
        environment.foregroundHierarchy.addedColor = false
    }
}

private struct ForegroundHierarchyKey: EnvironmentKey {
    static let defaultValue = ForegroundHierarchy()
}

extension EnvironmentValues {
    /// What the hierarchical styles did to the foreground, and the styles of the levels.
    var foregroundHierarchy: ForegroundHierarchy {
        get { self[ForegroundHierarchyKey.self] }
        set { self[ForegroundHierarchyKey.self] = newValue }
    }
}
