public import TerrariumCore

/// A view that shows one of several tabs, chosen in a tab bar along its top.
///
/// ```swift
/// TabView(selection: $mailbox) {
///     Tab("Received", systemImage: "tray.and.arrow.down", value: .received) { ReceivedView() }
///     Tab("Sent", systemImage: "tray.and.arrow.up", value: .sent) { SentView() }
/// }
/// TabView {
///     ReceivedView().tabItem { Text("Received") }
///     SentView().tabItem { Text("Sent") }.badge(2)
/// }
/// ```
///
/// Each view of the content is a tab: a `Tab`, or a view with `tabItem(_:)`, whose label the bar
/// shows and whose `tag(_:)` (or `Tab`'s value) the selection compares with; a tab with neither
/// is selected by its position. The bar is the top row, with a rule under it, the selected tab
/// between brackets; the selected tab's content fills the rest. Every tab keeps its state while
/// another is shown. Ctrl+PageDown and Ctrl+PageUp select the next and previous tab from anywhere
/// inside, a click on a title selects it, and Left and Right move along the bar when it has focus.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view whose selected tab is the one whose tag or value is `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A tab view has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { TabViewRenderer() }
        renderer.node = node
        renderer.isEnabled = node.environment.isEnabled
        if let selection {
            renderer.selection = TabSelection(
                read: { TabSelection.comparable(selection.wrappedValue) },
                write: { tag in
                    guard let value = tag.base as? SelectionValue else { return false }
                    selection.wrappedValue = value
                    return true
                })
            // A selection kept in a model (`$model.tab`) updates the tabs when it changes.
            _ = node.readTracked { selection.wrappedValue }
        } else {
            renderer.selection = nil
        }
        let focusWasInContent = renderer.selectedElement?.isFocusedNode ?? false
        renderer.isUpdating = true
        var children = ChildReconciler(node)
        children.next(TabBar(owner: renderer))
        children.next(
            TabContent(owner: renderer, content: content).onKeyPress(keys: [.pageDown, .pageUp]) {
                [weak renderer] press in
                guard let renderer, press.modifiers == .control else { return .ignored }
                return renderer.step(forward: press.key == .pageDown) ? .handled : .ignored
            })
        children.finish()
        renderer.isUpdating = false
        renderer.collectTabs(focusWasInContent: focusWasInContent)
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection, starting at the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// A tab view's selection binding, with its value's type erased.
struct TabSelection {
    /// The selection's value as tags are compared with it; nil when it is an optional that is nil.
    let read: @MainActor () -> AnyHashable?
    /// Sets the selection to a tab's tag; false when the tag is not of the selection's type.
    let write: @MainActor (AnyHashable) -> Bool
}

/// What the tab bar shows of one tab and how the selection finds it.
struct TabEntry {
    /// The element of the content that is the tab.
    weak var element: ViewNode?
    /// The label the bar shows.
    let label: AnyView
    /// The value the selection compares with: the tab's value or tag, else its position.
    let tag: AnyHashable
    /// The text of the tab's badge, if any.
    let badge: String?
}

extension TabSelection {
    /// `value` as a tag compares with it: an optional's wrapped value, so that a selection of type
    /// `Optional<V>` matches tags of type `V`, as SwiftUI's `tag(_:includeOptional:)` does.
    static func comparable<Value: Hashable>(_ value: Value) -> AnyHashable? {
        if let optional = value as? any OptionalTabSelection { return optional.wrappedTag }
        return AnyHashable(value)
    }
}

/// An optional selection value, seen through to what it wraps.
protocol OptionalTabSelection {
    /// The wrapped value, nil when there is none.
    var wrappedTag: AnyHashable? { get }
}

extension Optional: OptionalTabSelection where Wrapped: Hashable {
    var wrappedTag: AnyHashable? { map { TabSelection.comparable($0) } ?? nil }
}
