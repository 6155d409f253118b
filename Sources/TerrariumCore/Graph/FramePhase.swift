/// Where a graph is in making a frame, which decides what a state write or a widget's
/// invalidation does (``WriteRules``): between frames it applies at once and schedules a frame;
/// while the tree is updated, laid out or drawn it waits, so nothing changes under the node
/// being worked on.
package enum FramePhase: Hashable, Sendable {
    /// Between updates and frames.
    case idle
    /// Marked nodes are being evaluated and hosted widgets updated.
    case updating
    /// Sizes and frames are being computed.
    case layingOut
    /// Cells are being drawn.
    case drawing
}
