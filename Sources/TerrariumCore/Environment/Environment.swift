/// A property wrapper that reads a value from the view's environment.
///
/// ```swift
/// struct Status: View {
///     @Environment(\.isEnabled) private var isEnabled
///     var body: some View { Text(isEnabled ? "ready" : "disabled") }
/// }
/// ```
///
/// A view is evaluated again when a value it read changes, and only then.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, GraphLinkedProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let location = NodeReference()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value; outside a view's evaluation, the value from the default environment.
    public var wrappedValue: Value {
        guard let node = location.node else { return EnvironmentValues()[keyPath: keyPath] }
        var environment = node.environment
        environment.tracker = node.environmentReads
        return environment[keyPath: keyPath]
    }

    package func link(to node: ViewNode, key: String) {
        location.node = node
    }
}

/// A weak reference to a node, shared by the copies of a property wrapper.
@MainActor
final class NodeReference {
    weak var node: ViewNode?
}
