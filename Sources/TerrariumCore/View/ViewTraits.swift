/// A value a view carries for the container around it to read, such as its tag: SwiftUI's view
/// traits.
///
/// A trait is written on a node by a modifier and read by a container from each of its elements,
/// so a control outside the engine (a list, a tab view, a picker) can learn what its content
/// declared without the content knowing about it.
package protocol ViewTraitKey {
    /// The type of the trait's value.
    associatedtype Value
    /// The value an element that does not write the trait has.
    static var defaultValue: Value { get }
}

/// Writes a trait on its node, keeping the content as the node's only child.
package struct TraitWritingModifier<Key: ViewTraitKey>: ViewModifier, PrimitiveModifier {
    package let value: Key.Value

    package init(_ key: Key.Type = Key.self, value: Key.Value) { self.value = value }

    package func update(_ node: ViewNode, content: some View) {
        let key = ObjectIdentifier(Key.self)
        node.traits[key] = value
        node.graph.traitWrites &+= 1
        if !node.graph.traitKeysWritten.contains(key) { node.graph.traitKeysWritten.insert(key) }
        reconcile(node, content: content)
    }
}

/// A view value whose modifiers can say, before the view is made, which traits they give it: how
/// a lazy container reads the tag of a row it has not made.
@MainActor
package protocol TraitDeclaring {
    /// The value of `key` that one of the view's modifiers writes, if any does; the outermost wins.
    func declaredTrait<Key: ViewTraitKey>(_ key: Key.Type) -> Key.Value?
}

extension ModifiedContent: TraitDeclaring {
    package func declaredTrait<Key: ViewTraitKey>(_ key: Key.Type) -> Key.Value? {
        if let writer = modifier as? TraitWritingModifier<Key> { return writer.value }
        return (content as? any TraitDeclaring)?.declaredTrait(key)
    }
}

/// The value of `key` that `view`'s modifiers write, read from the view value without making it.
@MainActor
package func declaredTrait<Key: ViewTraitKey>(_ key: Key.Type, of view: any View) -> Key.Value? {
    (view as? any TraitDeclaring)?.declaredTrait(key)
}

/// An element's tag: the value that `tag(_:includeOptional:)` gives it, which a selection
/// compares with.
package enum TagTraitKey: ViewTraitKey {
    package static var defaultValue: AnyHashable? { nil }
}

extension ViewNode {
    /// The value of `key` for this node as an element of `container`.
    ///
    /// A trait counts when it is written on the node, on a grouping node between it and
    /// `container` (a trait on a `Group` or `ForEach` reaches each element), or below it down a
    /// chain of single children (`Text("a").tag(1)` with the tag's node above or below the text,
    /// depending on whether a modifier outside it draws).
    package func trait<Key: ViewTraitKey>(_ key: Key.Type, in container: ViewNode? = nil) -> Key.Value {
        let id = ObjectIdentifier(key)
        var below: ViewNode? = self
        // The stored value is unwrapped before the cast: a missing trait cast to an optional
        // `Value` would succeed as nil and hide the trait further along.
        while let node = below {
            if let stored = node.traits[id], let value = stored as? Key.Value { return value }
            below = node.children.count == 1 ? node.children[0] : nil
        }
        var above = parent
        while let node = above, node !== container {
            if let stored = node.traits[id], let value = stored as? Key.Value { return value }
            guard node.renderer == nil else { break }
            above = node.parent
        }
        return Key.defaultValue
    }
}

extension View {
    /// Gives the view a tag, the value a `Picker`, `TabView` or `List` selection compares with.
    ///
    /// The tag also matches a selection of type `Optional<V>` when `includeOptional` is true, as
    /// in SwiftUI.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TraitWritingModifier(TagTraitKey.self, value: AnyHashable(tag)))
    }
}
