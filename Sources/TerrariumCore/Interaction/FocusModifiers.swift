/// Marks its content as able to take keyboard focus.
struct FocusableModifier: ViewModifier, PrimitiveModifier {
    let isFocusable: Bool

    func update(_ node: ViewNode, content: some View) {
        _ = node.renderer { SingleChildRenderer() }
        node.isFocusable = isFocusable
        var environment = node.environment
        if node.isFocusedNode { environment.isFocused = true }
        // focusable(false) takes the controls inside out of the focus order too.
        if !isFocusable { environment.isFocusEnabled = false }
        reconcile(node, content: content, environment: environment)
    }
}

/// Ties a focus state to the modified view: focusing the view sets the state, setting the state
/// focuses the view.
struct FocusBindingModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    let binding: Binding<Value>
    let value: Value
    let cleared: Value

    func update(_ node: ViewNode, content: some View) {
        _ = node.renderer { SingleChildRenderer() }
        node.isFocusable = true
        let binding = self.binding
        let value = self.value
        let cleared = self.cleared
        node.focusChangeHandlers = [
            { focused in
                if focused {
                    if binding.wrappedValue != value { binding.wrappedValue = value }
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = cleared
                }
            }
        ]
        var environment = node.environment
        if node.isFocusedNode { environment.isFocused = true }
        reconcile(node, content: content, environment: environment)
        // `focusable().focused($x)` is one focus stop: the binding follows the focusable view
        // it wraps rather than being a stop of its own around it.
        node.isFocusable = !node.wrapsFocusableView
        let wantsFocus = binding.wrappedValue == value
        if wantsFocus != node.isFocusedNode {
            node.graph.scheduler.afterUpdate { [weak node] in
                guard let node, node.isAttached else { return }
                if wantsFocus {
                    node.graph.focus.move(to: node)
                    // A view that cannot take focus (disabled, hidden) gives the request back.
                    if !node.isFocusedNode, binding.wrappedValue == value { binding.wrappedValue = cleared }
                } else if node.isFocusedNode {
                    node.graph.focus.move(to: nil)
                }
            }
        }
    }
}

extension ViewNode {
    /// Whether a node down this node's chain of single children is a `focusable()` view.
    fileprivate var wrapsFocusableView: Bool {
        var below = children.count == 1 ? children[0] : nil
        while let node = below {
            if node.isFocusable { return true }
            below = node.children.count == 1 ? node.children[0] : nil
        }
        return false
    }
}

extension View {
    /// Lets the view take keyboard focus; focused views get `isFocused` in their environment.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }

    /// Focuses the view when `condition` is true, and sets it to whether the view is focused.
    public func focused(_ condition: Binding<Bool>) -> some View {
        modifier(FocusBindingModifier(binding: condition, value: true, cleared: false))
    }

    /// Focuses the view when `binding` equals `value`, and sets it so when the view gains focus.
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
        modifier(FocusBindingModifier(binding: binding, value: value, cleared: nil))
    }
}

extension View {
    /// Makes focus taken by the views inside go back where it came from when they leave, as it
    /// does when a menu, a prompt or a sheet closes, rather than to whatever stood next to them.
    package func returnsFocusOnDismiss() -> some View {
        modifier(NodeConfigurationModifier { $0.returnsFocus = true })
    }
}

extension View {
    /// Marks the view as one that opens popups (a title that opens a menu): when a popup it
    /// opened returns focus, focus goes back past it to where it was before, as clicking a menu
    /// title leaves the keyboard where it was.
    package func opensPopup() -> some View {
        modifier(NodeConfigurationModifier { $0.opensPopup = true })
    }
}
