package import TerrariumTerminal

/// What must be placed and drawn again in the next frame: the regions of nodes that changed,
/// moved, appeared or disappeared, or everything after a resize and while animations run.
@MainActor
package final class DamageTracker {
    /// Areas of the root that must be drawn again, in root coordinates.
    private var regions: [Rect] = []
    /// The size of the last frame drawn; a frame of another size is drawn whole.
    private var lastFrameSize: Size?
    /// Whether the next frame is drawn whole whatever its size.
    private var needsWholeFrame = true
    private var wasAnimatingAtLastDraw = false
    private var wasAnimatingAtLastLayout = false
    /// Whether every node is placed in this layout, not only those that changed.
    // Unchecked for exclusivity: every node placed reads it, and no access to it overlaps another.
    @exclusivity(unchecked) package private(set) var placesEverything = true
    /// Nodes whose placement reads what can change without invalidating them, such as a scroll
    /// position bound to a model: placed in every layout.
    private var placedEveryLayout: [ObjectIdentifier: WeakNodeReference] = [:]

    /// Records that `rect` must be drawn again.
    package func markDirty(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        regions.append(rect)
    }

    /// Places `node` in every layout from now on, for as long as it stays in the tree.
    package func placeInEveryLayout(_ node: ViewNode) {
        placedEveryLayout[ObjectIdentifier(node)] = WeakNodeReference(node: node)
    }

    /// Draws the next frame whole, as when what was drawn before is gone.
    func redrawEverything() {
        needsWholeFrame = true
    }

    /// Starts a layout: while animations run, and one layout after, every node is placed, since
    /// animated values are read while placing and the last frame lands them on their targets.
    func beginLayout(isAnimating: Bool) {
        placesEverything = isAnimating || wasAnimatingAtLastLayout
        wasAnimatingAtLastLayout = isAnimating
        for (id, entry) in placedEveryLayout {
            if let node = entry.node, node.isAttached {
                node.invalidatePlacement()
            } else {
                placedEveryLayout[id] = nil
            }
        }
    }

    /// The regions to draw for a frame within `bounds`, emptying the list: `bounds` whole for
    /// the first frame, a new size, an animation (and the frame after it) or when `everything`
    /// is asked for, else the changed regions merged into few non-overlapping rectangles.
    func takeRegionsToDraw(in bounds: Rect, isAnimating: Bool, everything: Bool) -> [Rect] {
        let whole =
            everything || needsWholeFrame || isAnimating || wasAnimatingAtLastDraw || lastFrameSize != bounds.size
        needsWholeFrame = false
        wasAnimatingAtLastDraw = isAnimating
        lastFrameSize = bounds.size
        defer { regions.removeAll() }
        if whole { return [bounds] }
        return Self.merged(regions).map { $0.intersection(bounds) }.filter { !$0.isEmpty }
    }

    private static func merged(_ regions: [Rect]) -> [Rect] {
        var merged: [Rect] = []
        for rect in regions {
            var current = rect
            var index = 0
            while index < merged.count {
                if touches(merged[index], current) {
                    current = union(merged.remove(at: index), current)
                    index = 0
                } else {
                    index += 1
                }
            }
            merged.append(current)
        }
        return merged
    }

    private static func touches(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.minX, b.minX)
        let y = min(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
}
