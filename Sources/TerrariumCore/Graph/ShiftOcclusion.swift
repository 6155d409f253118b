import TerrariumTerminal

/// Whether a node is all that draws in an area, so that cells it drew there can be moved in the
/// buffer rather than drawn again (``DamageTracker/Shift``).
@MainActor
enum ShiftOcclusion {
    /// Whether nothing but `owner` and its subtree draws in `rect`: every ancestor draws only its
    /// children, holds `rect` in its frame (an ancestor clipping to its frame then left all of
    /// it drawn), and no other child of an ancestor reaches into it.
    static func drawsAlone(_ owner: ViewNode, in rect: Rect) -> Bool {
        var inner = owner
        var ancestor = owner.parent
        while let node = ancestor {
            if let renderer = node.renderer {
                guard renderer.drawsOnlyChildren, node.frame.intersection(rect) == rect else { return false }
            }
            for child in node.children where child !== inner && reaches(child, into: rect) { return false }
            inner = node
            ancestor = node.parent
        }
        return true
    }

    /// Whether `node` or anything inside it may draw in `rect`.
    ///
    /// A placed node's draw bounds hold everything below it; a node that only groups others is
    /// never placed, so its children are asked.
    private static func reaches(_ node: ViewNode, into rect: Rect) -> Bool {
        if node.renderer != nil { return !node.drawBounds.intersection(rect).isEmpty }
        for child in node.children where reaches(child, into: rect) { return true }
        return false
    }
}
