import TerrariumTerminal

/// With nothing focused, the first Tab or Shift+Tab enters the focus order.
///
/// An app focuses its `defaultFocus` view, else the first focusable one, once its first frame is
/// laid out; this is for trees hosted elsewhere and for a focus that was cleared.
enum FirstTabKeyStage: KeyStage {
    static let name = "FirstTabKeyStage"

    static func handle(_ press: KeyPress, in router: InputRouter) -> Bool {
        guard router.focusedNode == nil, press.phase != .up, router.isFocusNavigation(press) else { return false }
        return router.focus.step(forward: !press.modifiers.contains(.shift))
    }
}
