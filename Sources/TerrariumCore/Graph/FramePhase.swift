/// Where a graph is in making a frame, which decides what a state write or a widget's
/// invalidation does: between frames it applies at once and schedules a frame; while the tree is
/// laid out or drawn it waits, so nothing changes under the frame being made.
package enum FramePhase: Hashable, Sendable {
    /// Between frames.
    case idle
    /// Sizes and frames are being computed.
    case layingOut
    /// Cells are being drawn.
    case drawing
}
