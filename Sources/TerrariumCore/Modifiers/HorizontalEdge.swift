/// The leading or the trailing edge of a view, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The left edge, where a line of text starts.
    case leading
    /// The right edge, where a line of text ends.
    case trailing
}

extension Edge {
    /// The edge `edge` names.
    public init(_ edge: HorizontalEdge) {
        self = edge == .leading ? .leading : .trailing
    }
}
