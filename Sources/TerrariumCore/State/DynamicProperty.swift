/// A stored property of a view that the graph connects to its node before each body evaluation:
/// `@State`, `@Binding`, `@Environment` and types built from them.
///
/// A custom dynamic property is a struct whose stored properties are themselves dynamic
/// properties; they are connected recursively.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the view's body is evaluated, after the properties inside are connected.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}

/// A dynamic property the graph connects directly, rather than through its stored properties.
@MainActor
package protocol GraphLinkedProperty {
    /// Connects the property to `node` under `key`, unique within the view.
    func link(to node: ViewNode, key: String)
}
