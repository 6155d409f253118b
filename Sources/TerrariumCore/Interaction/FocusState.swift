/// A property wrapper for the focus of the views that bind to it with `focused(_:)`.
///
/// ```swift
/// @FocusState private var nameFocused: Bool
/// TextField("Name", text: $name).focused($nameFocused)
/// Button("Edit") { nameFocused = true }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, GraphLinkedProperty {
    private let state: State<Value>

    /// Focus state that is `false` when nothing bound to it has focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Focus state that is `nil` when nothing bound to it has focus.
    public init<Wrapped: Hashable>() where Value == Wrapped? {
        state = State(wrappedValue: nil)
    }

    /// The value of the focused view; setting it moves focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: Binding<Value> { state.projectedValue }

    package func link(to node: ViewNode, key: String) {
        state.link(to: node, key: key)
    }
}
