/// Gives its content an explicit identity: a new id is a new view, with fresh state.
struct IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: ID

    func update(_ node: ViewNode, content: some View) {
        var children = ChildReconciler(node)
        children.next(content, id: AnyHashable(id))
        children.finish()
    }
}

/// Runs actions when the view enters and leaves the tree.
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func update(_ node: ViewNode, content: some View) {
        reconcile(node, content: content)
        if let onDisappear {
            node.disappearActions = [onDisappear]
        }
        if let onAppear, node.storage["appeared"] == nil {
            node.storage["appeared"] = ValueBox(true)
            node.graph.scheduler.afterUpdate(onAppear)
        }
    }
}

/// Gives its content an explicit identity, a new id making a new view with fresh state: the
/// modifier `id(_:)` applies.
public struct _IdentifiedModifier<ID: Hashable>: ViewModifier, WrappingModifier {
    let base: IdentityModifier<ID>
}

/// Runs actions when its content enters and leaves the tree: the modifiers `onAppear(perform:)`
/// and `onDisappear(perform:)` apply.
public struct _AppearanceActionModifier: ViewModifier, WrappingModifier {
    let base: AppearanceModifier
}

extension View {
    /// Gives the view an explicit identity; when `id` changes, the view is replaced and its state reset.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentifiedModifier<ID>> {
        modifier(_IdentifiedModifier(base: IdentityModifier(id: id)))
    }

    /// Runs `action` after the view first appears in the tree.
    public func onAppear(
        perform action: (@MainActor () -> Void)? = nil
    ) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(base: AppearanceModifier(onAppear: action, onDisappear: nil)))
    }

    /// Runs `action` when the view leaves the tree.
    public func onDisappear(
        perform action: (@MainActor () -> Void)? = nil
    ) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(base: AppearanceModifier(onAppear: nil, onDisappear: action)))
    }
}
