import TerrariumTerminal

extension ViewNode {
    /// Whether the node is an enabled control that takes focus by itself.
    private var isFocusableControl: Bool {
        renderer?.takesFocus(self) ?? false
    }

    /// Whether the node can take keyboard focus: an enabled control, or a `focusable()` view
    /// with no control inside (a control inside takes the focus itself).
    package var acceptsFocus: Bool {
        // Cheap checks first: focus order asks this of every node in the tree.
        guard isAttached, isFocusableControl || isFocusable else { return false }
        guard environment.isEnabled, environment.isFocusEnabled, !isHidden else { return false }
        return isFocusableControl || !subtree().dropFirst().contains { $0.isFocusableControl }
    }

    /// Whether the node is inside a `hidden()` view.
    private var isHidden: Bool {
        sequence(first: self) { $0.parent }.contains { $0.renderer?.hitTesting == .hidden }
    }

    /// Whether the node, or a node inside it, has keyboard focus.
    package var isFocusedNode: Bool {
        var node = graph.focusedNode
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }

    /// The node that takes focus when this one is asked to: itself, or the control inside it.
    package var focusTarget: ViewNode? {
        subtree().first { $0.acceptsFocus }
    }

    /// The nodes of this subtree, parents before children, in child order.
    package func subtree() -> [ViewNode] {
        var result: [ViewNode] = []
        appendSubtree(to: &result)
        return result
    }

    /// Appends the nodes of this subtree to `nodes`, in ``subtree()``'s order, into one array.
    private func appendSubtree(to nodes: inout [ViewNode]) {
        nodes.append(self)
        for child in children { child.appendSubtree(to: &nodes) }
    }
}

extension ViewGraph {
    /// The focusable nodes in reading order: by row, then column, then tree order, with each
    /// focus section visited whole.
    package func focusOrder() -> [ViewNode] {
        guard let root else { return [] }
        return focusOrder(in: root)
    }

    /// Moves focus to `node` or the control inside it (nil clears it), telling the nodes around
    /// the old and new focus so they redraw and update their bindings.
    package func focus(_ requested: ViewNode?) {
        // A request for something that cannot take focus leaves focus where it is.
        if let requested, requested.focusTarget == nil { return }
        let node = requested?.focusTarget
        guard focusedNode !== node else { return }
        let previous = focusedNode
        if let previous { previous.renderer?.focusDidChange(previous, isFocused: false) }
        if let node { node.renderer?.focusDidChange(node, isFocused: true) }
        let before = Set((previous.map { Array(sequence(first: $0) { $0.parent }) } ?? []).map(ObjectIdentifier.init))
        focusedNode = node
        focusNeedsRepair = false
        if let node { lastFocusIndex = focusOrder().firstIndex { $0 === node } }
        if let node { scrollIntoView(node) }
        let after = node.map { Array(sequence(first: $0) { $0.parent }) } ?? []
        let afterIDs = Set(after.map(ObjectIdentifier.init))
        var seen: Set<ObjectIdentifier> = []
        for changed in (previous.map { Array(sequence(first: $0) { $0.parent }) } ?? []) + after {
            guard seen.insert(ObjectIdentifier(changed)).inserted else { continue }
            let within = afterIDs.contains(ObjectIdentifier(changed))
            guard within != before.contains(ObjectIdentifier(changed)) || changed === node || changed === previous
            else {
                continue
            }
            changed.setNeedsUpdate()
            for handler in changed.focusChangeHandlers { handler(within) }
        }
    }

    /// Scrolls the scroll views around `node` so that its frame is visible.
    private func scrollIntoView(_ node: ViewNode) {
        var ancestor = node.parent
        while let current = ancestor {
            current.renderer?.reveal(node.frame, node: current)
            ancestor = current.parent
        }
    }

    /// Moves focus forward (Tab) or backward (Shift+Tab), wrapping around.
    @discardableResult
    package func moveFocus(forward: Bool) -> Bool {
        let order = focusOrder()
        guard !order.isEmpty else { return false }
        guard let current = focusedNode, let index = order.firstIndex(where: { $0 === current }) else {
            enter(forward ? order.first : order.last, forward: forward)
            return true
        }
        enter(order[(index + (forward ? 1 : order.count - 1)) % order.count], forward: forward)
        return true
    }

    /// Focuses `node` from Tab or Shift+Tab: a hosted widget is entered at its first or last part.
    private func enter(_ node: ViewNode?, forward: Bool) {
        focus(node)
        if let node, node.renderer?.focusEntered(node, forward: forward) == true { markDirty(node.frame) }
    }

    /// Brings the tree up to date and lays it out in `size` for a frame, with focus that left
    /// with a removed view moved to a neighbour; returns the root, nil when there is none.
    ///
    /// The neighbour is chosen with fresh frames, and the nodes that gain and lose focus are
    /// brought up to date in the same frame. Every host draws a frame after this.
    package func prepareFrame(in size: Size) -> ViewNode? {
        update()
        stepWidgetAnimations()
        update()
        layOutRoot(in: size)
        if repairFocus() {
            update()
            layOutRoot(in: size)
        }
        guard let root else { return nil }
        refreshHelpLines()
        return root
    }

    /// Gives focus to a neighbour when the focused node has left the tree or can no longer take
    /// it; returns whether focus moved.
    @discardableResult
    package func repairFocus() -> Bool {
        if let focused = focusedNode, focused.acceptsFocus { return false }
        guard focusedNode != nil || focusNeedsRepair else { return false }
        focusNeedsRepair = false
        let order = focusOrder()
        guard !order.isEmpty else {
            focusedNode = nil
            return false
        }
        // The neighbour that took the departed node's place in reading order, else the one before.
        focus(order[min(lastFocusIndex ?? 0, order.count - 1)])
        return true
    }
}

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
        let wantsFocus = binding.wrappedValue == value
        if wantsFocus != node.isFocusedNode {
            node.graph.afterUpdate { [weak node] in
                guard let node, node.isAttached else { return }
                if wantsFocus {
                    node.graph.focus(node)
                    // A view that cannot take focus (disabled, hidden) gives the request back.
                    if !node.isFocusedNode, binding.wrappedValue == value { binding.wrappedValue = cleared }
                } else if node.isFocusedNode {
                    node.graph.focus(nil)
                }
            }
        }
    }
}

/// A property wrapper for the focus of the views that bind to it with `focused(_:)`.
///
/// ```swift
/// @FocusState private var nameFocused: Bool
/// TextField("Name", text: $name).focused($nameFocused)
/// Button("Edit") { nameFocused = true }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, GraphLinkedProperty {
    private let state: State<Value>

    /// Focus state that is `false` when nothing bound to it has focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Focus state that is `nil` when nothing bound to it has focus.
    public init<Wrapped: Hashable>() where Value == Wrapped? {
        state = State(wrappedValue: nil)
    }

    /// The value of the focused view; setting it moves focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: Binding<Value> { state.projectedValue }

    package func link(to node: ViewNode, key: String) {
        state.link(to: node, key: key)
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
