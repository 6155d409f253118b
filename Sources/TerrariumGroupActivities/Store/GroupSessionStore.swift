public import Foundation

/// Values shared by everyone in a session, by key: the last writer wins.
///
/// ```swift
/// try session.store.setValue(Color.green, forKey: "pen")
/// let pen = session.store.value(Color.self, forKey: "pen")
/// for await keys in session.store.changes { redraw(keys) }
/// ```
///
/// Writes are ordered by a Lamport clock, ties broken by the participant's id, so every
/// replica settles on the same value whatever order the writes arrive in. A set applies to the
/// local replica at once and is sent in the background; sets of a key not yet sent coalesce.
public final class GroupSessionStore: Sendable {
    private let client: GroupSessionClient

    package init(client: GroupSessionClient) {
        self.client = client
    }

    /// The encoded value of `key`, or nil.
    public func data(forKey key: String) -> Data? {
        client.storeValue(forKey: key)
    }

    /// The value of `key` decoded as `type`, or nil when absent or of another type.
    public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        guard let data = data(forKey: key) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    /// Sets `key` to `value` for everyone.
    ///
    /// - Throws: ``GroupSessionError/notPermitted(_:)`` for a viewer; an encoding error.
    public func setValue<Value: Encodable>(_ value: Value, forKey key: String) throws {
        try client.setStoreValue(try JSONEncoder().encode(value), forKey: key)
    }

    /// Removes `key` for everyone.
    ///
    /// - Throws: ``GroupSessionError/notPermitted(_:)`` for a viewer.
    public func removeValue(forKey key: String) throws {
        try client.setStoreValue(nil, forKey: key)
    }

    /// Every key with a value, sorted.
    public var keys: [String] { client.storeKeys() }

    /// The keys starting with `prefix`, sorted.
    public func keys(withPrefix prefix: String) -> [String] {
        keys.filter { $0.hasPrefix(prefix) }
    }

    /// The keys that changed, here or elsewhere; the first element is every current key.
    public var changes: GroupSessionUpdates<Set<String>> { GroupSessionUpdates(client.storeChanges) }
}
