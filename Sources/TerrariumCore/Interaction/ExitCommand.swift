extension View {
    /// Runs `action` when Escape reaches this view along the focus chain.
    public func onExitCommand(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(NodeConfigurationModifier { $0.exitCommand = action })
    }
}
