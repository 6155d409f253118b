/// The top or the bottom edge of a view, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}

extension Edge {
    /// The edge `edge` names.
    public init(_ edge: VerticalEdge) {
        self = edge == .top ? .top : .bottom
    }
}
