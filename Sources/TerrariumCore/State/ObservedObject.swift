/// A property wrapper for an ``ObservableObject`` a view is given: the view is evaluated again
/// whenever the object announces a change.
///
/// ```swift
/// struct CartSummary: View {
///     @ObservedObject var cart: Cart
///     var body: some View {
///         Text("\(cart.items.count) items")
///         QuantityField(quantity: $cart.quantity)
///     }
/// }
/// ```
///
/// The view does not own the object; a view that creates its model uses ``StateObject``.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of an observed object, as `$model.name` does.
    @dynamicMemberLookup @MainActor
    public struct Wrapper {
        private let object: ObjectType

        init(_ object: ObjectType) {
            self.object = object
        }

        /// A binding that reads and writes the object's property at `keyPath`.
        ///
        /// It compares by the place it points to and the value it carried when made, so a child
        /// handed `$model.name` is evaluated again only when the name changed, not with every
        /// evaluation of its parent.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            Binding(location: ObjectPropertyLocation(object: object, keyPath: keyPath), snapshot: true)
        }
    }

    // The object is the wrapper's only content, so the graph compares view values by the object's
    // identity: a view given another object is evaluated again and subscribes to that one.
    private var subscription: ObjectSubscription<ObjectType>

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        subscription = ObjectSubscription(object: wrappedValue)
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// The observed object.
    public var wrappedValue: ObjectType {
        get { subscription.object }
        set { subscription = ObjectSubscription(object: newValue) }
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(subscription.object) }
}

/// Subscribes the node to the object it holds when linked.
struct ObjectSubscription<ObjectType: ObservableObject>: DynamicProperty, GraphLinkedProperty {
    let object: ObjectType

    func link(to node: ViewNode, key: String) {
        ObjectObserver.in(node, key: key).observe(object, for: node)
    }
}

/// A node's subscription to one object's changes, kept in the node's storage so that it ends
/// when the node leaves the tree.
@MainActor
final class ObjectObserver {
    private var publisher: ObservableObjectPublisher?
    private var cancellable: AnyCancellable?

    /// The observer stored in `node` under `key`, created on first use.
    static func `in`(_ node: ViewNode, key: String) -> ObjectObserver {
        node.stored(key) { ObjectObserver() }
    }

    /// Makes `node` update when `object` announces a change, replacing any previous subscription
    /// of this observer, and keeping it when the object's publisher is the one already followed.
    func observe(_ object: some ObservableObject, for node: ViewNode) {
        let publisher = object.objectWillChange
        guard publisher !== self.publisher else { return }
        self.publisher = publisher
        let inbox = node.graph.inbox
        // Changes may be announced from any thread; the inbox takes them to the main actor.
        cancellable = publisher.sink { [weak node] in inbox.post(node) }
    }
}
