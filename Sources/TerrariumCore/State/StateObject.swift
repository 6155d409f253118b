/// A property wrapper for an ``ObservableObject`` a view owns: created once, when the view first
/// appears, kept while the view stays in the tree, and released when it leaves.
///
/// ```swift
/// struct Library: View {
///     @StateObject private var catalog = PlantCatalog()
///     var body: some View { Text("\(catalog.plants.count) plants") }
/// }
/// ```
///
/// The view is evaluated again whenever the object announces a change. The initial value is an
/// autoclosure, evaluated only when the view's node has no object yet.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, GraphLinkedProperty {
    private let location: StateObjectLocation<ObjectType>

    /// Creates the object with `thunk` the first time the view appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(thunk)
    }

    /// The object the view owns.
    public var wrappedValue: ObjectType { location.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(location.object) }

    package func link(to node: ViewNode, key: String) {
        location.link(to: node, key: key)
    }
}

/// What a node keeps for one `@StateObject` property: the object and its subscription.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    private let observer = ObjectObserver()

    init(_ object: ObjectType, node: ViewNode) {
        self.object = object
        observer.observe(object, for: node)
    }
}

/// Where a `@StateObject` wrapper finds its object: the node's box once linked.
@MainActor
final class StateObjectLocation<ObjectType: ObservableObject> {
    private let makeObject: () -> ObjectType
    // Weak, so a view value kept alive elsewhere (in a closure the object holds, say) neither
    // keeps the object past its node nor forms a cycle with it.
    private weak var box: StateObjectBox<ObjectType>?
    /// An object made before the view was linked, handed to the node when it is.
    private var unlinked: ObjectType?

    init(_ makeObject: @escaping () -> ObjectType) {
        self.makeObject = makeObject
    }

    func link(to node: ViewNode, key: String) {
        box = node.stored(key) {
            let created = StateObjectBox(unlinked ?? makeObject(), node: node)
            unlinked = nil
            return created
        }
    }

    var object: ObjectType {
        if let box { return box.object }
        if let unlinked { return unlinked }
        // Outside a tree there is no node to own the object, so this value keeps its own.
        let made = makeObject()
        unlinked = made
        return made
    }
}
