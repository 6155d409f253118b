extension ViewGraph {
    /// The screen's accessibility elements as they are after bringing the tree up to date.
    package func accessibilityTree() -> AccessibilityTree {
        update()
        return AccessibilityTree(self)
    }

    /// Activates `node`'s element as assistive technology does: an enabled control runs its
    /// action; returns whether one ran.
    package func accessibilityActivate(_ node: ViewNode) -> Bool {
        update()
        guard node.isAttached, node.environment.isEnabled, let renderer = node.renderer, renderer.isControl else {
            return false
        }
        return renderer.activate()
    }

    /// Runs the action named `name` that an `accessibilityAction(named:_:)` on `node` or around
    /// it offers; returns whether one ran.
    package func accessibilityPerform(action name: String, on node: ViewNode) -> Bool {
        update()
        var current: ViewNode? = node
        while let candidate = current, candidate.isAttached {
            if let action = candidate.accessibility?.actions.first(where: { $0.name == name }) {
                action.run()
                return true
            }
            current = candidate.parent
        }
        return false
    }
}
