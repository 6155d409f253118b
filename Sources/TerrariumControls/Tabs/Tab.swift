public import TerrariumCore

/// A tab of a `TabView`: the label its bar shows and the content shown while it is selected.
///
/// ```swift
/// TabView(selection: $mailbox) {
///     Tab("Received", systemImage: "tray.and.arrow.down", value: .received) { ReceivedView() }
///     Tab(value: .sent) { SentView() } label: { Text("Sent") }
/// }
/// ```
///
/// A terminal has no SF Symbols: `systemImage` and `image` are accepted so code written for
/// SwiftUI compiles, and the bar shows the title alone.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let value: Value?
    let content: Content
    let label: Label

    /// Creates a tab selected when the tab view's selection is `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// A tab has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        TabPage.update(node, value: value.map { AnyHashable($0) }, label: label, content: content)
    }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab titled `title`, selected when the selection is `value`; the symbol is not
    /// shown.
    public init(
        _ title: some StringProtocol, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content) { DefaultTabLabel(title: String(title)) }
    }

    /// Creates a tab titled `title`, selected when the selection is `value`; the image is not
    /// shown.
    public init(_ title: some StringProtocol, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: String(title)) }
    }
}

extension Tab where Value == Never {
    /// Creates a tab labelled by `label`, selected by its position.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab titled `title`, selected by its position; the symbol is not shown.
    public init(_ title: some StringProtocol, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: String(title)) }
    }

    /// Creates a tab titled `title`, selected by its position; the image is not shown.
    public init(_ title: some StringProtocol, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: String(title)) }
    }
}

/// The label of a tab made with a title: the title's text, without the symbol a terminal cannot
/// show.
public struct DefaultTabLabel: View {
    let title: String

    /// The title as text.
    public var body: Text { Text(title) }
}

extension View {
    /// Makes this view a tab of the `TabView` around it, labelled by `label` in the tab bar.
    ///
    /// Give it a `tag(_:)` for a tab view with a selection; without one it is selected by its
    /// position.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItem(content: self, label: label())
    }
}

/// A view made a tab by `tabItem(_:)`.
struct TabItem<Content: View, Label: View>: View, PrimitiveView {
    let content: Content
    let label: Label

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        TabPage.update(node, value: nil, label: label, content: content)
    }
}
