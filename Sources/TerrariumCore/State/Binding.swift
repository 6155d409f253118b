/// A two-way connection to a value owned elsewhere: read it and write it as if it were yours.
///
/// ```swift
/// struct Stars: View {
///     @Binding var rating: Int
///     var body: some View { Button("More") { rating += 1 } }
/// }
/// Stars(rating: $rating)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let location: BindingLocation<Value>
    /// For bindings to state, the value when the binding was made.
    ///
    /// A view holding the binding is re-evaluated when a new binding to the same place carries a
    /// different value. Bindings made of closures take no snapshot: reading through them when the
    /// binding is made would subscribe whoever makes it to what they read.
    private let snapshot: Value?

    package init(location: BindingLocation<Value>, snapshot: Bool) {
        self.location = location
        // Taking the snapshot is not reading: whoever makes the binding does not depend on it.
        self.snapshot = snapshot ? StateReading.untracked { location.value } : nil
    }

    /// A binding that reads and writes through the given closures.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set), snapshot: false)
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Creates a binding from another binding, as `@Binding var x: T` initialisers do.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// The binding itself, so `$value` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: MemberLocation(base: location, keyPath: keyPath), snapshot: snapshot != nil)
    }
}

/// A binding compared by the place it reads and writes rather than by its bytes, so a binding
/// made anew to the same place in every evaluation changes nothing downstream.
package protocol PlaceComparableBinding {
    /// Whether `other` is a binding to the same place that carries the same snapshot; views and
    /// environments are only compared on the main actor.
    nonisolated func isSameBinding(as other: Any) -> Bool
}

extension Binding: PlaceComparableBinding {
    package nonisolated func isSameBinding(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return MainActor.assumeIsolated {
            let samePlace =
                location === other.location
                || (location.identity != nil && location.identity == other.location.identity)
            guard samePlace else { return false }
            switch (snapshot, other.snapshot) {
            case (nil, nil): return true
            case (let old?, let new?):
                func equal<E: Equatable>(_ old: E) -> Bool { (new as? E) == old }
                guard let old = old as? any Equatable else { return false }
                return equal(old)
            default: return false
            }
        }
    }
}

/// Where a binding reads and writes; subclasses say how.
@MainActor
package class BindingLocation<Value> {
    /// The place this location reads and writes, when it can be told apart from others.
    ///
    /// Two locations with equal identities are interchangeable. `nil` (closures) never matches.
    package var identity: AnyHashable? { nil }

    /// The value.
    package var value: Value {
        get { fatalError("BindingLocation is abstract") }
        set { fatalError("BindingLocation is abstract") }
    }
}

/// A place a binding reads and writes that is defined outside the engine, such as a value shared
/// with a group session: what another module gives ``Binding`` through ``ProvidedLocation``.
@MainActor
package protocol BindingSource<Value>: AnyObject {
    /// The type of the value.
    associatedtype Value
    /// The place this source reads and writes, when it can be told apart from others; see
    /// ``BindingLocation/identity``.
    var identity: AnyHashable? { get }
    /// The value.
    var value: Value { get set }
}

/// The location of a binding over a ``BindingSource``.
package final class ProvidedLocation<Value>: BindingLocation<Value> {
    private let source: any BindingSource<Value>

    /// A location that reads and writes `source`.
    package init(_ source: any BindingSource<Value>) { self.source = source }

    override package var identity: AnyHashable? { source.identity }

    override package var value: Value {
        get { source.value }
        set { source.value = newValue }
    }
}

/// A place reached by a key path from a root place (a state's storage, an object).
struct PlaceIdentity: Hashable {
    let root: AnyHashable
    let keyPath: AnyKeyPath
}

/// A property of the value at another location: `$state.name`.
final class MemberLocation<Base, Value>: BindingLocation<Value> {
    private let base: BindingLocation<Base>
    private let keyPath: WritableKeyPath<Base, Value>

    init(base: BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override var identity: AnyHashable? {
        base.identity.map { AnyHashable(PlaceIdentity(root: $0, keyPath: keyPath)) }
    }

    override var value: Value {
        get { base.value[keyPath: keyPath] }
        set { base.value[keyPath: keyPath] = newValue }
    }
}

/// A property of an object: `$model.name` through `@Bindable`.
final class ObjectPropertyLocation<Root: AnyObject, Value>: BindingLocation<Value> {
    private let object: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override var identity: AnyHashable? {
        AnyHashable(PlaceIdentity(root: AnyHashable(ObjectIdentifier(object)), keyPath: keyPath))
    }

    override var value: Value {
        get { object[keyPath: keyPath] }
        set { object[keyPath: keyPath] = newValue }
    }
}

/// A binding location made of two closures.
final class ClosureLocation<Value>: BindingLocation<Value> {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void

    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = set
    }

    override var value: Value {
        get { getter() }
        set { setter(newValue) }
    }
}
