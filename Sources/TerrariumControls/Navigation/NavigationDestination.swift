public import TerrariumCore

/// Tells the stack around it how to show values of type `D`.
struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    let destination: @MainActor (D) -> Destination

    func update(_ node: ViewNode, content: some View) {
        if let model = node.environment[NavigationStackModelKey.self] {
            let owner = ObjectIdentifier(node)
            node.navigationRegistration("navigationDestination") { [weak model] in
                model?.removeDestination(for: D.self, owner: owner)
            }
            let destination = destination
            model.registerDestination(for: D.self, owner: owner) { value in
                // The stack asks only for values of the type this destination was registered for.
                guard let value = value.base as? D else { return NavigationContent(EmptyView()) }
                return NavigationContent(destination(value))
            }
        }
        reconcile(node, content: content)
    }
}

/// Pushes its destination on the stack around it while its binding is true, and sets the binding
/// to false when the user pops it.
struct NavigationPresentedDestinationModifier<Destination: View>: ViewModifier, PrimitiveModifier {
    let isPresented: Binding<Bool>
    let destination: Destination

    func update(_ node: ViewNode, content: some View) {
        if let model = node.environment[NavigationStackModelKey.self] {
            let owner = ObjectIdentifier(node)
            node.navigationRegistration("navigationDestinationIsPresented") { [weak model] in
                model?.removePresentation(owner: owner)
            }
            let isPresented = isPresented
            model.present(
                owner: owner, isPresented: isPresented.wrappedValue, view: NavigationContent(destination),
                dismiss: { isPresented.wrappedValue = false }, focused: node.graph.focus.focusedNode)
        }
        reconcile(node, content: content)
    }
}

extension View {
    /// Declares how the `NavigationStack` around this view shows values of type `data`: links
    /// with such values, and such values in the stack's path, show `destination(value)`.
    ///
    /// A value with no destination shows a warning in the stack instead.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// Pushes `destination` on the `NavigationStack` around this view while `isPresented` is
    /// true; popping it sets `isPresented` to false.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        modifier(NavigationPresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }
}
