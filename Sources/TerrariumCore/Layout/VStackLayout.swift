import TerrariumTerminal

/// A layout that places its subviews one above another, top to bottom: the layout behind `VStack`.
///
/// Height is shared out as ``HStackLayout`` shares width: higher `layoutPriority` first, then the
/// least flexible subviews first.
public struct VStackLayout: Layout, AxisStackLayout {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The rows between adjacent subviews, or `nil` for the default of none.
    public var spacing: Int?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Lined up top to bottom.
    package static var axis: StackAxis { .vertical }
    /// No rows between subviews when no spacing is given.
    package static var defaultSpacing: Int { 0 }
}
