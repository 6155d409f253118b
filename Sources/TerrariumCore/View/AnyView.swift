/// A type-erased view: any view behind one type, for returning different views from one place.
///
/// Prefer `@ViewBuilder` and `some View`: when the wrapped view's type changes, its subtree is
/// replaced and its state is lost.
public struct AnyView: View, PrimitiveView {
    /// The view wrapped.
    package let storage: any View

    /// Wraps `view`; wrapping an `AnyView` again keeps the original.
    public init<V: View>(_ view: V) {
        // By type, not by a cast: a cast of a generic value searches at run time, and a table
        // wraps each of its cells. An optional `AnyView` is looked into, as a cast would.
        if let wrapped = exactly(view, as: AnyView.self) ?? exactly(view, as: AnyView?.self) ?? nil {
            storage = wrapped.storage
        } else {
            storage = view
        }
    }

    /// An `AnyView` has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        ChildReconciler.reconcile(node, toChild: storage)
    }
}

/// Views grouped without a layout of their own: they take part in the layout of the container
/// the group is in, and modifiers on the group apply to the group as a whole.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Groups the views of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        ChildReconciler.reconcile(node, toChild: content)
    }
}
