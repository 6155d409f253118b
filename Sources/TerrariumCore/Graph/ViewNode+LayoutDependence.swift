extension ViewNode {
    /// Evaluates the node again in this frame's next layout round: for a view whose content
    /// depends on the size it was laid out at, as `GeometryReader`'s does.
    ///
    /// Asked for during layout, the update is applied and the tree laid out again before the
    /// frame is drawn, as a widget's writes while it is sized are; a view that asks in every
    /// round is stopped after a few and reported.
    package func setNeedsUpdateAfterLayout() {
        let writes = graph.writes
        writes.callingWidget {
            writes.perform { [weak self] in self?.setNeedsUpdate() }
        }
    }
}
