/// A size proposed to a view by its parent, in whole cells; `nil` in a dimension asks for the
/// view's ideal size in it.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: Int?
    /// The proposed height, or `nil` for the ideal height.
    public var height: Int?

    /// Creates a proposal; negative values are clamped to zero.
    public init(width: Int?, height: Int?) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
    }

    /// Proposes exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal of no space at all: views answer their minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal of nothing in particular: views answer their ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of all the space there is: views answer their maximum size.
    public static let infinity = ProposedViewSize(width: ProposedViewSize.unbounded, height: ProposedViewSize.unbounded)

    /// The number that stands for an unbounded dimension: large, but far from overflowing when
    /// a layout adds a few of them.
    public static let unbounded = 1 << 40

    /// This proposal with each unspecified dimension replaced by the one in `size`.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}
