/// A property wrapper for a property of an ``ObservableObject`` class that announces its changes:
/// each write calls the object's `objectWillChange.send()` before storing the new value.
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var theme = "dark"
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// Creates the property with an initial value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Creates the property with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Unavailable: the value is reached through the enclosing instance, which announces changes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The value of the property in `object`, announcing writes through the object's publisher.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            // A class that is not observable still gets a working property, as with Combine.
            (object as? any ObservableObject)?.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

extension Published: Sendable where Value: Sendable {}
