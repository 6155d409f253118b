/// One of a view's four edges, as SwiftUI's `Edge`; ``Edge/Set`` names several.
///
/// ```swift
/// Text("Fern").padding(.horizontal, 2)       // an Edge.Set
/// let side: Edge = .leading                   // one edge
/// Text("Moss").padding(Edge.Set(side), 1)
/// ```
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The left edge, where a line of text starts.
    case leading
    /// The bottom edge.
    case bottom
    /// The right edge, where a line of text ends.
    case trailing

    /// A set of edges, as `padding(_:_:)` takes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits: one for each edge, by its raw value.
        public let rawValue: Int8

        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set of one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The left edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The right edge.
        public static let trailing = Set(.trailing)
        /// The left and right edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
