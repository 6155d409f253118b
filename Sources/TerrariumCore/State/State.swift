/// A property wrapper for a value a view owns and changes; changing it updates the view.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
///
/// The value lives in the view's node, so it survives every re-creation of the view value and
/// is discarded when the view leaves the tree. Before the view is in a tree, the wrapper holds
/// the initial value.
@propertyWrapper
public struct State<Value>: DynamicProperty, GraphLinkedProperty {
    private let location: StateLocation<Value>

    /// Creates state with an initial value.
    public init(wrappedValue: Value) {
        location = StateLocation(initialValue: wrappedValue)
    }

    /// Creates state with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value, for a child view that changes it.
    public var projectedValue: Binding<Value> { Binding(location: location, snapshot: true) }

    package func link(to node: ViewNode, key: String) {
        location.link(to: node, key: key)
    }

    /// How many nodes are recorded as reading the value, for tests of the bound on them.
    @MainActor package var readerCount: Int { location.readerCount }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state that starts as `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// The storage a node keeps for one `@State` property.
@MainActor
final class StateBox<Value> {
    var value: Value
    /// The nodes that read the value since it last changed.
    var readers = StateReaders()
    init(_ value: Value) { self.value = value }
}

/// Where a `@State` wrapper finds its value: the initial value until linked, then the node's box.
@MainActor
final class StateLocation<Value>: BindingLocation<Value> {
    private var initialValue: Value
    private weak var node: ViewNode?
    private var box: StateBox<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    override var identity: AnyHashable? { AnyHashable(ObjectIdentifier(self)) }

    /// How many nodes are recorded as reading the value.
    var readerCount: Int { box?.readers.count ?? 0 }

    func link(to node: ViewNode, key: String) {
        self.node = node
        box = node.stored(key) { StateBox(initialValue) }
    }

    override var value: Value {
        get {
            guard let box else { return initialValue }
            box.readers.recordRead()
            return box.value
        }
        set {
            guard let box, let node else {
                initialValue = newValue
                return
            }
            let transaction = Transaction.current
            // Only the nodes that read the value depend on it, as in SwiftUI: a view that
            // passes `$value` on without reading it is not evaluated again.
            node.graph.writes.perform {
                box.value = newValue
                for reader in box.readers.take() {
                    reader.node.readStateChanged(reader.kind, transaction: transaction)
                }
            }
        }
    }
}
