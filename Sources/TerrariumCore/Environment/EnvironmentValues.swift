import Synchronization

/// A key for a value in ``EnvironmentValues``, with the value views see when nobody set one.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue: Color = .cyan
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: system values and the app's own keys.
///
/// Every write of a key gets a new version unless the value is `Equatable` and unchanged, so the
/// graph can tell which views read a key that changed.
///
/// It is not `Sendable`: it holds values of any type, objects among them, as SwiftUI's does.
public struct EnvironmentValues {
    private struct Entry {
        /// The value, in a box of its key's value type.
        var stored: any StoredEnvironmentValue
        var version: Int

        var value: Any { stored.anyValue }
    }

    /// A counter for versions and storage identities, shared by every environment on any thread.
    private static let counter = Atomic(0)

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var storageID = 0
    /// Where reads are recorded while a node evaluates its body.
    package var tracker: EnvironmentReadTracker?

    /// Creates an environment in which every key has its default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            guard let entry = entries[id] else {
                tracker?.record(id, version: 0)
                return Key.defaultValue
            }
            tracker?.record(id, version: entry.version)
            // Only this setter writes the entry of `Key`, always in a box of `Key.Value`: read
            // back without a dynamic cast, which for an optional or a protocol type costs more
            // than the lookup (text reads a dozen keys each time it updates).
            return unsafeDowncast(entry.stored as AnyObject, to: StoredValue<Key.Value>.self).value
        }
        set {
            let id = ObjectIdentifier(key)
            if let old = entries[id], Self.isEqual(old.value, newValue) { return }
            let version = Self.counter.add(1, ordering: .relaxed).newValue
            entries[id] = Entry(stored: StoredValue(newValue), version: version)
            storageID = version
        }
    }

    /// The version of a key's value: 0 for the default, else a number that changes with the value.
    package func version(of key: ObjectIdentifier) -> Int { entries[key]?.version ?? 0 }

    /// This environment with the versions of `previous` kept for every value that did not change,
    /// and its identity too when nothing changed, so a modifier that sets the same value again
    /// does not make its readers evaluate again.
    package func stabilized(against previous: EnvironmentValues?) -> EnvironmentValues {
        guard let previous, previous.storageID != storageID else { return self }
        var result = self
        var allSame = entries.count == previous.entries.count
        for (key, entry) in entries {
            if let old = previous.entries[key], old.version == entry.version || Self.isEqual(old.value, entry.value) {
                result.entries[key]?.version = old.version
            } else {
                allSame = false
            }
        }
        if allSame { result.storageID = previous.storageID }
        return result
    }

    /// Whether two environments hold the same values, known cheaply from their storage identity.
    package func isIdentical(to other: EnvironmentValues) -> Bool { storageID == other.storageID }

    /// Whether a value set again is the same: a binding to the same place, or an equal
    /// `Equatable` value; any other value counts as changed.
    private static func isEqual(_ old: Any, _ new: Any) -> Bool {
        AnyEquality.environmental(type(of: old))?(old, new) ?? false
    }
}

/// A value stored in ``EnvironmentValues``, seen without its type.
private protocol StoredEnvironmentValue: AnyObject {
    var anyValue: Any { get }
}

/// A value stored in ``EnvironmentValues`` in a box of its key's value type.
private final class StoredValue<Value>: StoredEnvironmentValue {
    let value: Value

    init(_ value: Value) { self.value = value }

    var anyValue: Any { value }
}

/// Records which environment keys a node read, and which version of each.
package final class EnvironmentReadTracker {
    /// The keys read, with the version of the value read.
    package private(set) var reads: [ObjectIdentifier: Int] = [:]

    package init() {}

    func record(_ key: ObjectIdentifier, version: Int) { reads[key] = version }

    /// Forgets the reads of a previous evaluation.
    package func reset() { reads.removeAll() }
}
