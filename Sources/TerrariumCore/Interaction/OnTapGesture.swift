extension View {
    /// Calls `action` when the view is clicked `count` times.
    public func onTapGesture(
        count: Int = 1, perform action: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(NodeConfigurationModifier { $0.taps = [(count, action)] })
    }
}
