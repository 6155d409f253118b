package import TerrariumTerminal

/// A stack along one axis with its subviews aligned across it: the ``Layout`` conformance that
/// ``HStackLayout`` and ``VStackLayout`` share, over ``StackAlgorithm``.
package protocol AxisStackLayout: Layout where Cache == Void {
    /// How the subviews line up across the axis.
    associatedtype CrossAlignment: StackCrossAlignment
    /// The axis the subviews are lined up along.
    static var axis: StackAxis { get }
    /// The spacing between adjacent subviews when none is given, except next to a spacer.
    static var defaultSpacing: Int { get }
    /// How the subviews line up across the axis.
    var alignment: CrossAlignment { get }
    /// The spacing between adjacent subviews, or `nil` for the default.
    var spacing: Int? { get }
}

/// An alignment across a stack's axis: ``HorizontalAlignment`` for a `VStack`,
/// ``VerticalAlignment`` for an `HStack`.
package protocol StackCrossAlignment {
    /// The offset of a view `size` long within `available` cells across the axis.
    func offset(of size: Int, in available: Int) -> Int
}

extension HorizontalAlignment: StackCrossAlignment {}
extension VerticalAlignment: StackCrossAlignment {}

extension AxisStackLayout {
    /// The length of the subviews lined up along the axis plus spacing, and the largest extent
    /// across it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        algorithm.plan(for: proposal, subviews: subviews).size
    }

    /// Places the subviews one after another from the leading edge of `bounds` along the axis,
    /// aligned across it.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews) {
            alignment.offset(of: $0, in: $1)
        }
    }

    private var algorithm: StackAlgorithm {
        StackAlgorithm(axis: Self.axis, spacing: spacing, defaultSpacing: Self.defaultSpacing)
    }
}
