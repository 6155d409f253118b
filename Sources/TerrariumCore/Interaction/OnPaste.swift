extension View {
    /// Calls `action` with text pasted while the view, or one inside it, has focus.
    public func onPaste(perform action: @escaping @MainActor (String) -> Void) -> ModifiedContent<
        Self, NodeConfigurationModifier
    > {
        modifier(NodeConfigurationModifier { $0.paste = action })
    }
}
