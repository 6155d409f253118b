import TerrariumTerminal

/// While a drag is in progress, Escape cancels it, whatever is focused.
enum DragCancelKeyStage: KeyStage {
    static let name = "DragCancelKeyStage"

    static func handle(_ press: KeyPress, in router: InputRouter) -> Bool {
        router.graph.dragAndDrop.handleEscape(press)
    }
}
