public import TerrariumCore

extension View {
    /// Presents `content` in a box over the screen while `isPresented` is true.
    ///
    /// The rest of the screen is dimmed, and keys, clicks and Tab stay inside the sheet until it
    /// closes: Escape closes it (unless `interactiveDismissDisabled()`), as does the
    /// environment's `dismiss`. Focus goes back where it was. `onDismiss` runs after it closes.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(isPresented: isPresented, style: .sheet, onDismiss: onDismiss, presented: content))
    }

    /// Presents a sheet for `item` while it is not nil; closing the sheet sets it to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                isPresented: presence(of: item), style: .sheet, onDismiss: onDismiss,
                identity: item.wrappedValue.map { AnyHashable($0.id) }, presented: { item.wrappedValue.map(content) }))
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                isPresented: isPresented, style: .fullScreenCover, onDismiss: onDismiss, presented: content))
    }

    /// Presents `item`'s view over the whole screen while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                isPresented: presence(of: item), style: .fullScreenCover, onDismiss: onDismiss,
                identity: item.wrappedValue.map { AnyHashable($0.id) }, presented: { item.wrappedValue.map(content) }))
    }

    /// Presents `content` in a box under this view (over it when there is no room below) while
    /// `isPresented` is true; a press outside it or Escape closes it.
    ///
    /// The terminal draws no arrow: `arrowEdge` is accepted and has no effect.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, style: .popover, onDismiss: nil, presented: content))
    }

    /// Presents `item`'s view in a popover while it is not nil.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                isPresented: presence(of: item), style: .popover, onDismiss: nil,
                identity: item.wrappedValue.map { AnyHashable($0.id) }, presented: { item.wrappedValue.map(content) }))
    }
}

/// A binding to whether `item` holds a value; setting it false clears the item.
@MainActor
func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
    Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}
