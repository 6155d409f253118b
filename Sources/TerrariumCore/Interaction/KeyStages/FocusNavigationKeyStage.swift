import TerrariumTerminal

/// Tab and Shift+Tab move focus, the arrows move it within a `focusSection()`, and Escape runs the
/// nearest `onExitCommand` on the focus chain.
enum FocusNavigationKeyStage: KeyStage {
    static let name = "FocusNavigationKeyStage"

    static func handle(_ press: KeyPress, in router: InputRouter) -> Bool {
        guard press.phase != .up else { return false }
        if router.isFocusNavigation(press) { return router.focus.step(forward: !press.modifiers.contains(.shift)) }
        guard press.modifiers.isEmpty else { return false }
        switch press.key {
        case .upArrow, .downArrow, .leftArrow, .rightArrow: return router.focus.moveInSection(press.key)
        case .escape: return exitCommand(router)
        default: return false
        }
    }

    /// Runs the nearest `onExitCommand` on the focus chain; returns whether there was one.
    private static func exitCommand(_ router: InputRouter) -> Bool {
        var node = router.focusedNode ?? router.graph.root
        while let current = node {
            if let command = current.handlers?.exitCommand {
                command()
                return true
            }
            node = current.parent
        }
        return false
    }
}
