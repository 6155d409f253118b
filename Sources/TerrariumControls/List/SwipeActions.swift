public import TerrariumCore
import TerrariumTerminal

extension View {
    /// Offers the buttons in `content` as this list row's swipe actions for `edge`.
    ///
    /// A terminal has no swipe: → on the list's current row, or dragging the row to the left,
    /// opens the trailing edge's actions in a menu by the row; ← or a drag to the right opens the
    /// leading edge's. The first action is the menu's first item, so → then Return is the full
    /// swipe; `allowsFullSwipe` changes nothing else.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        SwipeActionsHost(content: self, edge: edge, actions: content())
    }
}

/// A row with swipe actions for one edge, which opens them as a menu by the row.
struct SwipeActionsHost<Content: View, Actions: View>: View {
    let content: Content
    let edge: HorizontalEdge
    let actions: Actions
    @State private var isOpen = false
    @Environment(\.swipeActionOpeners) private var outerOpeners

    var body: some View {
        // The innermost host hears the drag for both edges, so it knows how to open the outer ones.
        let open: @MainActor () -> Void = { isOpen = true }
        var openers = outerOpeners
        openers[edge] = open
        let known = openers
        return
            content
            .environment(\.swipeActionOpeners, known)
            // A row is dragged anywhere across it, not only over its text.
            .frame(maxWidth: .max, alignment: .leading)
            .onKeyPress(edge == .trailing ? .rightArrow : .leftArrow) { press in
                guard press.modifiers.isEmpty else { return .ignored }
                isOpen = true
                return .handled
            }
            .gesture(
                DragGesture().onEnded { value in
                    guard abs(value.offset.x) >= SwipeActionsHost.dragDistance else { return }
                    known[value.offset.x < 0 ? .trailing : .leading]?()
                }
            )
            .modifier(
                PresentationModifier(
                    isPresented: $isOpen, style: .menu(nested: false), onDismiss: nil,
                    presented: { MenuItems(content: actions) }))
    }

    /// How many columns a row is dragged across before it opens its actions.
    static var dragDistance: Int { 2 }
}

private struct SwipeActionOpenersKey: EnvironmentKey {
    static var defaultValue: [HorizontalEdge: @MainActor () -> Void] { [:] }
}

extension EnvironmentValues {
    /// How the swipe-action hosts around a view open their actions, by edge.
    fileprivate var swipeActionOpeners: [HorizontalEdge: @MainActor () -> Void] {
        get { self[SwipeActionOpenersKey.self] }
        set { self[SwipeActionOpenersKey.self] = newValue }
    }
}
