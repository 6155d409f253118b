public import TerrariumTerminal

/// A layout that overlays its subviews, later ones on top: the layout behind `ZStack`.
///
/// Every subview is offered the whole proposal; the stack is as wide as the widest subview and
/// as tall as the tallest, and each subview is aligned within it.
public struct ZStackLayout: Layout {
    /// How the subviews line up within the stack.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The largest width and the largest height among the subviews' sizes for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        var width = 0
        var height = 0
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            width = max(width, size.width)
            height = max(height, size.height)
        }
        return Size(width: min(width, ProposedViewSize.unbounded), height: min(height, ProposedViewSize.unbounded))
    }

    /// Places every subview, sized for `proposal`, aligned within `bounds`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            let origin = Point(
                x: bounds.minX + alignment.horizontal.offset(of: size.width, in: bounds.width),
                y: bounds.minY + alignment.vertical.offset(of: size.height, in: bounds.height)
            )
            subview.place(at: origin, proposal: proposal)
        }
    }
}
