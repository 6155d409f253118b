import TerrariumTerminal

extension View {
    /// Groups the focusable views inside: Tab visits them one after another before moving on,
    /// and the arrow keys move focus among them.
    ///
    /// Without sections, Tab follows reading order across the whole screen, so a list beside a
    /// form would alternate between the two row by row. As a section, the list is visited whole,
    /// at the place of its top-left corner, and ↑ ↓ ← → step through its rows.
    ///
    /// ```swift
    /// VStack { ForEach(plants) { plant in Button(plant.name) { select(plant) } } }
    ///     .focusSection()
    /// ```
    public func focusSection() -> some View {
        modifier(NodeConfigurationModifier { $0.isFocusSection = true })
    }
}

extension FocusTracker {
    /// The focusable nodes of `scope` in reading order (row, then column, then tree order), each
    /// focus section inside taken whole at the place of its own frame.
    func order(in scope: ViewNode) -> [ViewNode] {
        var entries: [(frame: Rect, members: [ViewNode])] = []
        func visit(_ node: ViewNode) {
            if node !== scope, node.handlers?.isFocusSection == true {
                entries.append((node.frame, order(in: node)))
                return
            }
            if node.acceptsFocus { entries.append((node.frame, [node])) }
            for child in node.children { visit(child) }
        }
        visit(scope)
        return entries.sortedInReadingOrder(by: \.frame).flatMap(\.members)
    }

    /// Moves focus from the focused view to the nearest member of its focus section in the
    /// direction of an arrow key, trying enclosing sections when the innermost has none there;
    /// returns whether focus moved.
    func moveInSection(_ key: KeyEquivalent) -> Bool {
        guard let focused = focusedNode else { return false }
        var ancestor = focused.parent
        while let section = ancestor {
            defer { ancestor = section.parent }
            guard section.handlers?.isFocusSection == true else { continue }
            let candidates = order(in: section).filter { $0 !== focused }
            if let target = Self.nearest(to: focused.frame, toward: key, among: candidates) {
                move(to: target)
                return true
            }
        }
        return false
    }

    /// The candidate closest to `origin` in the direction of `key`: along the key's axis first,
    /// then across it.
    private static func nearest(to origin: Rect, toward key: KeyEquivalent, among candidates: [ViewNode]) -> ViewNode? {
        func score(_ frame: Rect) -> (along: Int, across: Int)? {
            let dx = frame.minX - origin.minX
            let dy = frame.minY - origin.minY
            switch key {
            case .downArrow where dy > 0: return (dy, abs(dx))
            case .upArrow where dy < 0: return (-dy, abs(dx))
            // Sideways, the same row wins over a nearer column on another row.
            case .rightArrow where dx > 0: return (abs(dy), dx)
            case .leftArrow where dx < 0: return (abs(dy), -dx)
            default: return nil
            }
        }
        var best: (node: ViewNode, along: Int, across: Int)?
        for candidate in candidates {
            guard let (along, across) = score(candidate.frame) else { continue }
            if let current = best, (current.along, current.across) <= (along, across) { continue }
            best = (candidate, along, across)
        }
        return best?.node
    }
}
