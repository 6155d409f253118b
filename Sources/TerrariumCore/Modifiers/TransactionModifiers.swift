/// Animates the changes below it with `animation` whenever `value` changes.
struct ValueAnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let value: Value

    func update(_ node: ViewNode, content: some View) {
        let stored = node.storage["animatedValue"] as? ValueBox<Value>
        defer { node.storage["animatedValue"] = ValueBox(value) }
        var transaction = node.transaction
        if let stored, stored.value != value, !transaction.disablesAnimations {
            transaction.animation = animation
        }
        node.graph.scheduler.withTransaction(transaction) { reconcile(node, content: content) }
    }
}

/// Changes the transaction of the updates below it: those it passes down, and those that start
/// inside its subtree (a descendant's own state change), through the environment.
struct TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: @MainActor (inout Transaction) -> Void

    func update(_ node: ViewNode, content: some View) {
        var transaction = node.transaction
        transform(&transaction)
        var environment = node.environment
        environment.transactionTransforms.append(transform)
        node.graph.scheduler.withTransaction(transaction) {
            reconcile(node, content: content, environment: environment)
        }
    }
}

private struct TransactionTransformsKey: EnvironmentKey {
    static var defaultValue: [@MainActor (inout Transaction) -> Void] { [] }
}

extension EnvironmentValues {
    /// The `transaction(_:)` modifiers above a view, outermost first.
    var transactionTransforms: [@MainActor (inout Transaction) -> Void] {
        get { self[TransactionTransformsKey.self] }
        set { self[TransactionTransformsKey.self] = newValue }
    }
}

/// A value kept in node storage.
final class ValueBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Animates the changes below it when a value changes: the modifier `animation(_:value:)` applies.
public struct _AnimationModifier<Value: Equatable>: ViewModifier, WrappingModifier {
    let base: ValueAnimationModifier<Value>
}

/// Changes the transaction of the updates to its content and below: the modifier `transaction(_:)`
/// applies.
public struct _TransactionModifier: ViewModifier, WrappingModifier {
    let base: TransactionModifier
}

extension View {
    /// Animates changes to this view with `animation` when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<
        Self, _AnimationModifier<V>
    > {
        modifier(_AnimationModifier(base: ValueAnimationModifier(animation: animation, value: value)))
    }

    /// Changes the transaction of the updates to this view and its descendants.
    public func transaction(_ transform: @escaping @MainActor (inout Transaction) -> Void) -> ModifiedContent<
        Self, _TransactionModifier
    > {
        modifier(_TransactionModifier(base: TransactionModifier(transform: transform)))
    }
}
