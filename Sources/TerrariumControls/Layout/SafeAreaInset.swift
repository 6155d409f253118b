public import TerrariumCore

extension View {
    /// Puts `content` along the view's top or bottom edge, the view taking the rows left: a bar
    /// over or under a list, as SwiftUI insets the safe area.
    ///
    /// A terminal has no area a view scrolls under, so the view is laid out beside the content
    /// rather than beneath it; `spacing` rows part them.
    public func safeAreaInset<Content: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Int? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: max(0, min(spacing ?? 0, 1000))) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Puts `content` along the view's leading or trailing edge, the view taking the columns
    /// left; `spacing` columns part them.
    public func safeAreaInset<Content: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Int? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: max(0, min(spacing ?? 0, 1000))) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}
