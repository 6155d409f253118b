/// Installs an input handler for its content: the modifiers `onTapGesture(count:perform:)`,
/// `onKeyPress(_:action:)` and the like apply.
///
/// It sets something on its node that input routing looks for there (a key, tap, paste, drag,
/// hover or command handler), keeping the content as the node's child.
package struct NodeConfigurationModifier: ViewModifier, PrimitiveModifier {
    let configure: @MainActor (NodeHandlers) -> Void

    init(configure: @escaping @MainActor (NodeHandlers) -> Void) { self.configure = configure }

    package func update(_ node: ViewNode, content: some View) {
        // A renderer of its own makes the node a hit-testable layout unit with a frame.
        _ = node.renderer { SingleChildRenderer() }
        let handlers = node.handlers ?? NodeHandlers()
        node.handlers = handlers
        configure(handlers)
        node.graph.shortcuts.note(node, declares: handlers.shortcut)
        reconcile(node, content: content)
    }
}
