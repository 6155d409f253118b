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

    /// Cells to move in the buffer rather than draw again: what a scrolled list's rows drew.
    package struct Shift {
        /// The area whose cells move, in root coordinates.
        package let rect: Rect
        /// How many lines they move down; negative moves them up.
        package let dy: Int
        /// The node that asked: only it and what is inside it may draw in ``rect``.
        let owner: WeakNodeReference
    }

    /// The shift asked for this frame, if any.
    private var shift: Shift?
    /// The shift whose subtree is being placed: the moves it covers are not marked.
    private var placingShift: Shift?

    /// Runs `place`, which places `owner`'s subtree, asking that what moved in it by `dy` lines
    /// within `rect` be moved in the buffer rather than drawn again.
    ///
    /// One shift a frame is taken, and none while every node is placed; otherwise `rect` is
    /// drawn again. A node inside that moved by anything else, or changed, marks its regions as
    /// usual, and each marked region is drawn both where it is and where the shift takes it.
    package func shifting(_ rect: Rect, dy: Int, owner: ViewNode, place: () -> Void) {
        guard shift == nil, !placesEverything, dy != 0, dy.magnitude < rect.height else {
            markDirty(rect)
            place()
            return
        }
        let requested = Shift(rect: rect, dy: dy, owner: WeakNodeReference(node: owner))
        shift = requested
        placingShift = requested
        place()
        placingShift = nil
    }

    /// Records that a subtree that drew in `old` draws the same in `new`: both are drawn again,
    /// unless the shift being placed moves those cells there.
    package func markMoved(from old: Rect, to new: Rect) {
        if let shift = placingShift, new == old.offsetBy(dx: 0, dy: shift.dy),
            shift.rect.intersection(old) == old, shift.rect.intersection(new) == new
        {
            return
        }
        markDirty(old)
        markDirty(new)
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
    ///
    /// A shift asked for is offered to `applying` first, which moves the cells and returns true,
    /// or returns false when it cannot (something else draws there): the shift's area is then
    /// drawn again. Once cells moved, each region marked in the area is also drawn where the
    /// shift takes it, as are the lines it uncovers.
    func takeRegionsToDraw(
        in bounds: Rect, isAnimating: Bool, everything: Bool, applying: (Shift) -> Bool = { _ in false }
    ) -> [Rect] {
        let whole =
            everything || needsWholeFrame || isAnimating || wasAnimatingAtLastDraw || lastFrameSize != bounds.size
        needsWholeFrame = false
        wasAnimatingAtLastDraw = isAnimating
        lastFrameSize = bounds.size
        let shift = self.shift
        self.shift = nil
        defer { regions.removeAll() }
        if whole { return [bounds] }
        if let shift {
            if bounds.intersection(shift.rect) == shift.rect, applying(shift) {
                regions += Self.regions(after: shift, marked: regions)
            } else {
                regions.append(shift.rect)
            }
        }
        return Self.merged(regions).map { $0.intersection(bounds) }.filter { !$0.isEmpty }
    }

    /// What to draw again once `shift` moved its cells, beyond the regions `marked`: those
    /// regions where the shift took what was in them, and the lines it uncovered.
    private static func regions(after shift: Shift, marked: [Rect]) -> [Rect] {
        let rect = shift.rect
        var extra: [Rect] = []
        for region in marked where !region.intersection(rect).isEmpty {
            extra.append(region.intersection(rect).offsetBy(dx: 0, dy: shift.dy).intersection(rect))
        }
        let uncovered =
            shift.dy < 0
            ? Rect(x: rect.minX, y: rect.maxY + shift.dy, width: rect.width, height: -shift.dy)
            : Rect(x: rect.minX, y: rect.minY, width: rect.width, height: shift.dy)
        extra.append(uncovered)
        return extra.filter { !$0.isEmpty }
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
