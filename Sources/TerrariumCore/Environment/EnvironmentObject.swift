/// A property wrapper for an ``ObservableObject`` an ancestor put in the environment with
/// ``View/environmentObject(_:)``, found by its type.
///
/// ```swift
/// struct ThemeLabel: View {
///     @EnvironmentObject var settings: Settings
///     var body: some View { Text(settings.theme) }
/// }
/// ThemeLabel().environmentObject(settings)
/// ```
///
/// The view is evaluated again when the object announces a change, and when an ancestor puts
/// another object of the type in its place. Reading the object when no ancestor provided one
/// stops the program with a message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, GraphLinkedProperty {
    /// Makes bindings to the properties of an environment object, as `$model.name` does.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private let location = NodeReference()

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object from the environment.
    public var wrappedValue: ObjectType {
        guard let node = location.node else { Self.missing() }
        var environment = node.environment
        environment.tracker = node.environmentReads
        // The read is recorded, so the view evaluates again (and subscribes again) when an
        // ancestor puts another object of the type in its place.
        guard let object = environment[EnvironmentObjectKey<ObjectType>.self].object else { Self.missing() }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(wrappedValue) }

    package func link(to node: ViewNode, key: String) {
        location.node = node
        if let object = node.environment[EnvironmentObjectKey<ObjectType>.self].object {
            ObjectObserver.in(node, key: key).observe(object, for: node)
        } else {
            node.storage[key] = nil
        }
    }

    private static func missing() -> Never {
        fatalError(
            "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                + "\(ObjectType.self) may be missing as an ancestor of this view.")
    }
}

/// The environment key of the object of one type.
private struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: EnvironmentObjectSlot<ObjectType> { EnvironmentObjectSlot(object: nil) }
}

/// An environment object, equal to another when it is the same instance, so putting the same object
/// in again does not make its readers evaluate again.
private struct EnvironmentObjectSlot<ObjectType: AnyObject>: Equatable {
    let object: ObjectType?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

/// Puts an object in the environment of the modified view, under its type.
private struct EnvironmentObjectModifier<ObjectType: ObservableObject>: ViewModifier, PrimitiveModifier {
    let object: ObjectType

    func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        environment[EnvironmentObjectKey<ObjectType>.self] = EnvironmentObjectSlot(object: object)
        reconcile(node, content: content, environment: environment)
    }
}

extension View {
    /// Puts `object` in the environment of this view and its descendants, where
    /// ``EnvironmentObject`` properties of its type find it.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }
}
