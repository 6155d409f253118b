extension View {
    /// Runs `action` when Escape reaches this view along the focus chain.
    public func onExitCommand(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(NodeConfigurationModifier { $0.exitCommand = action })
    }
}

extension InputRouter {
    /// Runs the nearest `onExitCommand` on the focus chain; returns whether there was one.
    func handleExitCommand() -> Bool {
        var node = focusedNode ?? graph.root
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
