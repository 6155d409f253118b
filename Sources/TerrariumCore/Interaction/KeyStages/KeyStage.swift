package import TerrariumTerminal

/// One step a key press takes on its way through the views; the first step that uses the key
/// ends its way.
///
/// The steps are data: ``InputRouter/keyStages`` lists them in order, one type per file, and a
/// test checks the key table in `Docs/Architecture.md` against that list.
@MainActor
package protocol KeyStage {
    /// The stage's name in the architecture document's key table.
    static var name: String { get }

    /// Offers `press` to this stage; returns whether it used the key.
    static func handle(_ press: KeyPress, in router: InputRouter) -> Bool
}

extension InputRouter {
    /// The stages a key press goes through inside the graph, in order.
    package static let keyStages: [any KeyStage.Type] = [
        DragCancelKeyStage.self,
        FirstTabKeyStage.self,
        ChordedShortcutKeyStage.self,
        FocusedResponderKeyStage.self,
        PlainShortcutKeyStage.self,
        BoundCommandKeyStage.self,
        KeyPressHandlerKeyStage.self,
        FocusNavigationKeyStage.self,
    ]

    /// Delivers a key press through ``keyStages``; returns whether one of them used it.
    func handle(_ press: KeyPress) -> Bool {
        for stage in Self.keyStages where stage.handle(press, in: self) { return true }
        return false
    }

    /// Whether the key is Tab or Shift+Tab, which move focus.
    func isFocusNavigation(_ press: KeyPress) -> Bool {
        press.key == .tab && press.modifiers.subtracting(.shift).isEmpty
    }

    /// Whether `press` holds Control or Alt: a chord a text field does not type.
    func isChorded(_ press: KeyPress) -> Bool { !press.modifiers.subtracting(.shift).isEmpty }

    /// Whether the focused view is a widget that takes every chord first (a terminal pane).
    var focusCapturesKeyboard: Bool { focusedNode?.renderer?.capturesKeyboard ?? false }
}
