extension View {
    /// Calls `action` with text pasted while the view, or one inside it, has focus.
    public func onPaste(perform action: @escaping @MainActor (String) -> Void) -> some View {
        modifier(NodeConfigurationModifier { $0.paste = action })
    }
}
