public import TerrariumCore

/// How a table draws its rows and columns: set with `tableStyle(_:)`.
///
/// | style | in a terminal |
/// | --- | --- |
/// | `.automatic`, `.inset` | rows one column in from each side, columns apart by a space |
/// | `.bordered` | rows from edge to edge, columns apart by `│`, a rule under the headers |
public protocol TableStyle: Sendable {}

/// The platform's table style: `inset` in a terminal, as on macOS.
public struct AutomaticTableStyle: TableStyle {
    /// Creates the automatic style.
    public init() {}
}

/// Rows inset from the table's edges, columns apart by a space.
public struct InsetTableStyle: TableStyle {
    /// Creates the inset style.
    public init() {}
}

/// Columns apart by lines, with a rule under the headers.
public struct BorderedTableStyle: TableStyle {
    /// Creates the bordered style.
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    /// Columns apart by lines, with a rule under the headers.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

/// What a table style changes, as the table's renderer reads it.
struct TableLayoutStyle: Equatable, Sendable {
    /// Columns left free on each side of a row.
    var inset = 1
    /// Whether `│` stands between columns and a rule under the headers.
    var isBordered = false

    init(_ style: any TableStyle) {
        if style is BorderedTableStyle {
            inset = 0
            isBordered = true
        }
    }

    /// The lines the headers take.
    var headerHeight: Int { isBordered ? 2 : 1 }
}

private struct TableStyleKey: EnvironmentKey {
    static let defaultValue = TableLayoutStyle(AutomaticTableStyle())
}

extension EnvironmentValues {
    /// The style of the tables inside, from the nearest `tableStyle(_:)`.
    var tableLayoutStyle: TableLayoutStyle {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tables inside this view.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableLayoutStyle, TableLayoutStyle(style))
    }
}
