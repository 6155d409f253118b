public import TerrariumTerminal

/// A type that sizes and places a collection of subviews: the protocol the built-in stacks use.
///
/// Layout works in whole cells. A parent proposes a size (`ProposedViewSize`); the layout asks
/// its subviews what size they would take for proposals of its choosing, answers its own size,
/// and later places each subview within the bounds it is given.
///
/// ```swift
/// struct Columns: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return Size(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
///     }
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var x = bounds.minX
///         for subview in subviews {
///             subview.place(at: Point(x: x, y: bounds.minY), proposal: .unspecified)
///             x += subview.sizeThatFits(.unspecified).width
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Layout {
    /// Values a layout computes once and reuses between sizing and placement.
    associatedtype Cache = Void

    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// The size the layout takes for `proposal`, given its subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places every subview within `bounds`, which has the size the layout answered.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Creates the cache for a set of subviews.
    func makeCache(subviews: Subviews) -> Cache
}

extension Layout where Cache == Void {
    /// A layout without a cache needs nothing made.
    public func makeCache(subviews: Subviews) {}
}

/// What a subview offers its layout: sizing for a proposal and placement.
@MainActor
package protocol LayoutSubviewProxy: AnyObject {
    /// The size the subview takes for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size
    /// Places the subview with its top-left corner at `origin`, sized for `proposal`.
    func place(at origin: Point, proposal: ProposedViewSize)
    /// The subview's layout priority: higher priorities get space first.
    var priority: Double { get }
    /// Whether the subview is a spacer, which stacks do not surround with spacing.
    var isSpacer: Bool { get }
}

/// One subview of a ``Layout``.
public struct LayoutSubview {
    package let proxy: any LayoutSubviewProxy

    /// Wraps a proxy from the view graph or a test.
    package init(_ proxy: any LayoutSubviewProxy) { self.proxy = proxy }

    /// The size the subview takes for `proposal`.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { proxy.sizeThatFits(proposal) }

    /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
    @MainActor public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        var origin = position
        if anchor != .topLeading {
            let size = proxy.sizeThatFits(proposal)
            origin.x -= Int((Double(size.width) * anchor.x).rounded(.down))
            origin.y -= Int((Double(size.height) * anchor.y).rounded(.down))
        }
        proxy.place(at: origin, proposal: proposal)
    }

    /// The subview's layout priority (see `layoutPriority(_:)`); higher gets space first.
    @MainActor public var priority: Double { proxy.priority }

    /// Whether the subview is a `Spacer`.
    @MainActor public var isSpacer: Bool { proxy.isSpacer }
}

/// The subviews of a ``Layout``, in order.
public struct LayoutSubviews: RandomAccessCollection {
    private let elements: [LayoutSubview]

    /// Wraps subviews from the view graph or a test.
    package init(_ elements: [LayoutSubview]) { self.elements = elements }

    /// The index of the first subview.
    public var startIndex: Int { 0 }
    /// The index past the last subview.
    public var endIndex: Int { elements.count }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// A point within a view given as fractions of its size, (0, 0) being its top-left corner.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction, 0 at the left edge and 1 at the right.
    public var x: Double
    /// The vertical fraction, 0 at the top edge and 1 at the bottom.
    public var y: Double

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The bottom-right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
