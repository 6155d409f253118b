/// A list of values of any `Hashable` types that a `NavigationStack` shows as the views pushed on
/// its root, one a level.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// path.append(plant)        // shows plant's destination
/// path.removeLast()         // back to the root
/// ```
///
/// SwiftUI's `codable` representation is not provided: the values are kept as `AnyHashable`.
public struct NavigationPath: Equatable {
    /// The values, from the first pushed to the top.
    package private(set) var elements: [AnyHashable]

    /// Creates an empty path.
    public init() { elements = [] }

    /// Creates a path holding the values of `elements`, the last one on top.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a path holding `elements` as they are.
    package init(erased elements: [AnyHashable]) { self.elements = elements }

    /// The number of values in the path.
    public var count: Int { elements.count }

    /// Whether the path holds no value: the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value` on the path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values; removing more values than the path holds empties it.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(max(0, min(k, elements.count)))
    }
}
