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
        self.snapshot = snapshot ? location.value : nil
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
        let location = self.location
        return Binding<Subject>(
            location: ClosureLocation(
                get: { location.value[keyPath: keyPath] }, set: { location.value[keyPath: keyPath] = $0 }),
            snapshot: snapshot != nil)
    }
}

/// Where a binding reads and writes; subclasses say how.
@MainActor
package class BindingLocation<Value> {
    /// The value.
    package var value: Value {
        get { fatalError("BindingLocation is abstract") }
        set { fatalError("BindingLocation is abstract") }
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
