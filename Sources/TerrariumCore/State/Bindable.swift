public import Observation

/// Makes bindings to the properties of an `@Observable` object: `$model.name`.
///
/// ```swift
/// struct PlantEditor: View {
///     @Bindable var plant: Plant
///     var body: some View { NameField(name: $plant.name) }
/// }
/// ```
///
/// Inside a body, `Bindable(plant).name` makes the same binding without a property wrapper.
/// Views follow the object's changes through Observation, whether or not it is wrapped.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps the object of another `Bindable`, as `@Bindable var x: T` initialisers do.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// The wrapper itself, so `$model.name` makes bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding that reads and writes the object's property at `keyPath`.
    @MainActor
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
        Binding(location: ObjectPropertyLocation(object: wrappedValue, keyPath: keyPath), snapshot: false)
    }
}

extension Bindable: Sendable where Value: Sendable {}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}
