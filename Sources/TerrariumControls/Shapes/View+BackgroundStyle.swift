public import TerrariumCore

extension View {
    /// Fills the view's frame with `style` behind its content: a gradient, or a colour as
    /// `background(_:)` with a `Color` draws it.
    ///
    /// ```swift
    /// Text("Greenhouse").background(LinearGradient(colors: [.green, .teal], startPoint: .leading, endPoint: .trailing))
    /// ```
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        background { Rectangle().fill(style) }
    }
}
