import TerrariumTerminal

/// What one view graph did in its recent frames, recorded only while an inspector looks: the
/// nodes evaluated again and the regions drawn again.
///
/// A graph holds one only while the inspector is open, so a closed inspector costs a nil check
/// per evaluation and per frame.
@MainActor
package final class InspectionRecorder {
    /// How many frames of redraw regions are kept.
    static let keptFrames = 3

    /// Nodes evaluated since the last frame was drawn.
    private var pending: Set<ObjectIdentifier> = []
    /// Nodes evaluated for the last frame drawn.
    package private(set) var lastFrameEvaluations: Set<ObjectIdentifier> = []
    /// How often each node was evaluated since recording began.
    package private(set) var evaluationCounts: [ObjectIdentifier: Int] = [:]
    /// The regions drawn in the last frames, newest first.
    package private(set) var redrawRegions: [[Rect]] = []

    /// Creates a recorder with nothing recorded.
    package init() {}

    /// Records that `node` was evaluated again.
    package func evaluated(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        pending.insert(id)
        evaluationCounts[id, default: 0] += 1
    }

    /// Records a drawn frame and the regions drawn in it; a frame that evaluated and drew
    /// nothing (one made again for a snapshot, say) leaves the last frames' record as it was.
    package func drew(_ regions: [Rect]) {
        guard !regions.isEmpty || !pending.isEmpty else { return }
        lastFrameEvaluations = pending
        pending.removeAll(keepingCapacity: true)
        redrawRegions.insert(regions, at: 0)
        if redrawRegions.count > Self.keptFrames { redrawRegions.removeLast() }
    }
}
