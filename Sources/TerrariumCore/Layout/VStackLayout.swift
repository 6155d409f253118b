public import TerrariumTerminal

/// A layout that places its subviews one above another, top to bottom: the layout behind `VStack`.
///
/// Height is shared out as ``HStackLayout`` shares width: higher `layoutPriority` first, then the
/// least flexible subviews first.
public struct VStackLayout: Layout {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The rows between adjacent subviews, or `nil` for the default of none.
    public var spacing: Int?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The height of the subviews one above another plus spacing, and the width of the widest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        algorithm.plan(for: proposal, subviews: subviews).size
    }

    /// Places the subviews top to bottom from the top edge of `bounds`, aligned horizontally.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews) {
            alignment.offset(of: $0, in: $1)
        }
    }

    private var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .vertical, spacing: spacing, defaultSpacing: 0)
    }
}
