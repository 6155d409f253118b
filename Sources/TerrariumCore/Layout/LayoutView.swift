/// A ``Layout`` applied to content, as `MyLayout { … }` creates.
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    /// A layout view has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { LayoutRenderer(layout) }
        renderer.layout = layout
        ChildReconciler.reconcile(node, toChild: content)
    }
}

extension Layout {
    /// Arranges `content` with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutView<Self, Content> {
        LayoutView(layout: self, content: content())
    }
}

/// Views laid out left to right.
///
/// ```swift
/// HStack { Text("Name:"); Spacer(); Text("Fern") }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack; spacing defaults to one column.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) { LayoutView(layout: layout, content: content).update(node) }
}

/// Views laid out top to bottom.
public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content

    /// Creates a vertical stack; spacing defaults to no rows.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) { LayoutView(layout: layout, content: content).update(node) }
}

/// Views drawn on top of each other, later ones in front.
public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content

    /// Creates an overlapping stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// A stack has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) { LayoutView(layout: layout, content: content).update(node) }
}
