/// Space around a view's four edges, in cells.
public struct EdgeInsets: Hashable, Sendable {
    /// Rows above.
    public var top: Int
    /// Columns to the left.
    public var leading: Int
    /// Rows below.
    public var bottom: Int
    /// Columns to the right.
    public var trailing: Int

    /// Creates insets.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(_ length: Int) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }
}

/// A set of the four edges of a view.
public struct Edge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates edges from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edge(rawValue: 1)
    /// The left edge.
    public static let leading = Edge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edge(rawValue: 4)
    /// The right edge.
    public static let trailing = Edge(rawValue: 8)
    /// The left and right edges.
    public static let horizontal: Edge = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Edge = [.top, .bottom]
    /// All four edges.
    public static let all: Edge = [.top, .leading, .bottom, .trailing]
}
