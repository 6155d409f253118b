public import TerrariumCore

/// A colour or style to draw a shape or text with: `Color`, the hierarchical styles
/// (`.primary`, `.secondary`, `.tertiary`, `.quaternary`), `.foreground` and the gradients
/// (`LinearGradient`, `RadialGradient`, `AngularGradient`).
///
/// ```swift
/// Circle().fill(.blue)
/// Text("Last watered").foregroundStyle(.secondary)
/// ```
///
/// A style is what it makes of the environment it applies to: a colour sets the text's colour, a
/// hierarchical style dims or greys the colour already there, a gradient gives each half of a cell
/// of a shape its own colour (and text its middle colour).
public protocol ShapeStyle: Sendable {
    /// Makes `environment` draw in this style: its foreground colour and text attributes.
    func _apply(to environment: inout EnvironmentValues)
}

extension ShapeStyle {
    /// The cell style text and shapes take in `environment` after this style is applied.
    func resolvedCellStyle(in environment: EnvironmentValues) -> Style {
        var environment = environment
        _apply(to: &environment)
        return environment.resolvedTextStyle(.plain)
    }

    /// The cell style and, for a gradient, the shading shapes take in `environment` after this
    /// style is applied.
    func resolvedShapeStyle(in environment: EnvironmentValues) -> (style: Style, shading: Shading?) {
        var environment = environment
        _apply(to: &environment)
        return (environment.resolvedTextStyle(.plain), environment.currentForegroundShading)
    }
}

/// The foreground style of the environment, whatever it is: what a shape is filled with unless
/// it is told otherwise.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The environment's foreground style.
    public init() {}

    /// Leaves the environment as it is.
    public func _apply(to environment: inout EnvironmentValues) {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Color: ShapeStyle {
    /// Sets the foreground colour, at the primary level: a colour is drawn as it is.
    public func _apply(to environment: inout EnvironmentValues) {
        ForegroundHierarchy.reset(&environment)
        environment.foregroundColor = self
        // One colour replaces a gradient set around it.
        if environment.foregroundShading != nil { environment.foregroundShading = nil }
    }
}

extension View {
    /// Draws text and shapes in this view in `style`: a colour, or a level of the hierarchy
    /// such as `.secondary`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(styles: [style]))
    }

    /// Draws text and shapes in this view in `primary`, and in `secondary` what asks for the
    /// `.secondary` style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(ForegroundStyleModifier(styles: [primary, secondary]))
    }

    /// Draws text and shapes in this view in `primary`, and in `secondary` and `tertiary` what
    /// asks for those levels.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        modifier(ForegroundStyleModifier(styles: [primary, secondary, tertiary]))
    }
}

extension Text {
    /// Text in `style`: a colour, or a level of the hierarchy (`.secondary` is dim).
    ///
    /// The text keeps the style it is given here, whatever the environment's colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var environment = EnvironmentValues()
        environment.isEnabled = true
        style._apply(to: &environment)
        var result = self
        for index in result.runs.indices {
            if let color = environment.foregroundColor { result.runs[index].style.foreground = color }
            result.runs[index].style.attributes.formUnion(environment.textAttributes)
        }
        return result
    }
}

/// Applies a foreground style, and the styles the hierarchy's levels stand for, to its content:
/// the modifier `foregroundStyle(_:)` applies.
struct ForegroundStyleModifier: ViewModifier, PrimitiveModifier {
    /// The primary style, then the styles of the levels after it.
    let styles: [any ShapeStyle]

    func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        if let primary = styles.first { primary._apply(to: &environment) }
        if styles.count > 1 { environment.foregroundHierarchy.levels = styles }
        reconcile(node, content: content, environment: environment)
    }
}

extension View {
    /// Draws text and shapes in this view in `color`, unless they set their own.
    public func foregroundStyle(_ color: Color) -> some View {
        modifier(ForegroundStyleModifier(styles: [color]))
    }
}
