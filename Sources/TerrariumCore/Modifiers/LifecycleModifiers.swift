/// Calls an action after an update in which a value changed.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func update(_ node: ViewNode, content: some View) {
        reconcile(node, content: content)
        let previous = node.storage["onChange"] as? ValueBox<Value>
        node.storage["onChange"] = ValueBox(value)
        let current = value
        let action = self.action
        if let previous {
            if previous.value != current { node.graph.scheduler.afterUpdate { action(previous.value, current) } }
        } else if initial {
            node.graph.scheduler.afterUpdate { action(current, current) }
        }
    }
}

/// Runs an asynchronous action while the view is in the tree, restarting it when `id` changes.
struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: @Sendable @MainActor () async -> Void

    final class Running {
        let id: ID
        let task: Task<Void, Never>
        init(id: ID, task: Task<Void, Never>) {
            self.id = id
            self.task = task
        }
    }

    func update(_ node: ViewNode, content: some View) {
        reconcile(node, content: content)
        if let running = node.storage["task"] as? Running, running.id == id { return }
        (node.storage["task"] as? Running)?.task.cancel()
        node.storage["task"] = nil
        let id = self.id
        let priority = self.priority
        let action = self.action
        node.graph.scheduler.afterUpdate { [weak node] in
            guard let node, node.isAttached else { return }
            let task = Task(priority: priority) { @MainActor in await action() }
            node.storage["task"] = Running(id: id, task: task)
        }
        node.disappearActions = [{ [weak node] in (node?.storage["task"] as? Running)?.task.cancel() }]
    }
}

/// Calls an action after an update in which a value changed: the modifier `onChange(of:initial:_:)`
/// applies.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier, WrappingModifier {
    let base: ChangeModifier<Value>
}

/// Runs an asynchronous action while its content is in the tree, restarting it when `id` changes:
/// the modifier `task(id:priority:_:)` applies.
public struct _TaskModifier<ID: Equatable>: ViewModifier, WrappingModifier {
    let base: TaskModifier<ID>
}

extension View {
    /// Calls `action` with the old and new value after an update that changed `value`; with
    /// `initial`, also once when the view appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(base: ChangeModifier(value: value, initial: initial, action: action)))
    }

    /// Calls `action` after an update that changed `value`.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(
            _ValueActionModifier(base: ChangeModifier(value: value, initial: initial, action: { _, _ in action() })))
    }

    /// Starts `action` when the view appears and cancels it when the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable @MainActor () async -> Void
    ) -> ModifiedContent<Self, _TaskModifier<Int>> {
        modifier(_TaskModifier(base: TaskModifier(id: 0, priority: priority, action: action)))
    }

    /// Starts `action` when the view appears, and again (cancelling the previous run) whenever `id` changes.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable @MainActor () async -> Void
    ) -> ModifiedContent<Self, _TaskModifier<ID>> {
        modifier(_TaskModifier(base: TaskModifier(id: id, priority: priority, action: action)))
    }
}
