extension ChildReconciler {
    /// Matches `node`'s children to the one view `child`: what a view wrapping a single view does
    /// on each evaluation.
    package static func reconcile(_ node: ViewNode, toChild child: some View) {
        var children = ChildReconciler(node)
        children.next(child)
        children.finish()
    }

    /// Removes whatever children `node` had: what a view its renderer draws alone does on each
    /// evaluation.
    package static func reconcileWithoutChildren(_ node: ViewNode) {
        guard !node.children.isEmpty else { return }
        var children = ChildReconciler(node)
        children.finish()
    }
}
