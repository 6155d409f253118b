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
        modifier(PresentationModifier(item: item, style: .sheet, onDismiss: onDismiss, content: content))
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
        modifier(PresentationModifier(item: item, style: .fullScreenCover, onDismiss: onDismiss, content: content))
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
        modifier(PresentationModifier(item: item, style: .popover, onDismiss: nil, content: content))
    }
}

extension PresentationModifier {
    /// Presents `content` for `item` while it is not nil; closing sets it to nil, and another
    /// item is a new presentation with state of its own.
    init<Item: Identifiable, Content: View>(
        item: Binding<Item?>, style: PresentationStyle, onDismiss: (@MainActor () -> Void)?,
        content: @escaping @MainActor (Item) -> Content
    ) where Presented == Content? {
        self.init(
            isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
            style: style, onDismiss: onDismiss, identity: item.wrappedValue.map { AnyHashable($0.id) },
            presented: { item.wrappedValue.map(content) })
    }
}
