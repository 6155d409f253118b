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
