public import TerrariumCore

/// How a list lays out its rows and sections: set with `listStyle(_:)`.
///
/// | style | in a terminal |
/// | --- | --- |
/// | `.plain`, `.automatic` | rows from the left edge, sections one after another |
/// | `.inset` | rows one column in from each side |
/// | `.grouped` | a blank row between sections |
/// | `.insetGrouped` | both |
/// | `.sidebar` | rows one column in, headers dim |
public protocol ListStyle: Sendable {}

/// The platform's list style: `plain` in a terminal.
public struct DefaultListStyle: ListStyle {
    /// Creates the default style.
    public init() {}
}

/// Rows from edge to edge, with no space between sections.
public struct PlainListStyle: ListStyle {
    /// Creates the plain style.
    public init() {}
}

/// Rows inset from the list's edges.
public struct InsetListStyle: ListStyle {
    /// Creates the inset style.
    public init() {}
}

/// Sections set apart by a blank row.
public struct GroupedListStyle: ListStyle {
    /// Creates the grouped style.
    public init() {}
}

/// Rows inset from the list's edges and sections set apart by a blank row.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the inset grouped style.
    public init() {}
}

/// The style of a sidebar: rows inset, headers dim.
public struct SidebarListStyle: ListStyle {
    /// Creates the sidebar style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows from edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the list's edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections set apart by a blank row.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rows inset and sections set apart.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The style of a sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// What a list style changes, as the list's renderer reads it.
struct ListLayoutStyle: Equatable, Sendable {
    /// Columns left free on each side of a row.
    var inset = 0
    /// Whether a blank row stands between sections.
    var separatesSections = false
    /// Whether headers are drawn dim.
    var dimsHeaders = false

    init(_ style: any ListStyle) {
        switch style {
        case is InsetListStyle: inset = 1
        case is GroupedListStyle: separatesSections = true
        case is InsetGroupedListStyle:
            inset = 1
            separatesSections = true
        case is SidebarListStyle:
            inset = 1
            dimsHeaders = true
        default: break
        }
    }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = ListLayoutStyle(DefaultListStyle())
}

extension EnvironmentValues {
    /// The layout of the lists inside, from the nearest `listStyle(_:)`.
    var listLayoutStyle: ListLayoutStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listLayoutStyle, ListLayoutStyle(style))
    }
}
