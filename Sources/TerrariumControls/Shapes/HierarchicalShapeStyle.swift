public import TerrariumCore

/// A level of the foreground's hierarchy: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Monstera")
///     Text("Watered 3 days ago").foregroundStyle(.secondary)
/// }
/// ```
///
/// A terminal has no opacity, so each level is drawn fainter by the means it has: the primary
/// level as it is, the secondary dim, the tertiary dim and grey, the quaternary a darker grey. A
/// foreground colour set around a level stays, dimmed, for the levels after the primary. Without
/// colour (`NO_COLOR`) every level after the primary is dim. Inside `foregroundStyle(_:_:)`, a
/// level names the style given for it.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The level, from 0 for the primary.
    let level: Int

    /// The grey the tertiary level takes when no colour is set.
    static let tertiaryGrey = Color.brightBlack
    /// The darker grey the quaternary level takes when no colour is set.
    static let quaternaryGrey = Color.indexed(239)

    /// Dims or greys the environment's foreground for this level.
    public func _apply(to environment: inout EnvironmentValues) {
        ForegroundHierarchy.reset(&environment)
        let levels = environment.foregroundHierarchy.levels
        if levels.indices.contains(level) {
            let style = levels[level]
            style._apply(to: &environment)
            environment.foregroundHierarchy.levels = levels
            return
        }
        guard level > 0 else { return }
        if !environment.textAttributes.contains(.dim) {
            environment.textAttributes.insert(.dim)
            environment.foregroundHierarchy.addedDim = true
        }
        if level >= 2, environment.foregroundColor == nil {
            environment.foregroundColor = level == 2 ? Self.tertiaryGrey : Self.quaternaryGrey
            environment.foregroundHierarchy.addedColor = true
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level: the foreground as it is.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The secondary level: dim.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The tertiary level: dim and grey.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The quaternary level: a darker grey, dim.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}
