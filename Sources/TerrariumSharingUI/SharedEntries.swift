import TerrariumCore
package import TerrariumGroupActivities

/// A value `@SharedState` keeps entry by entry, so that participants changing different entries
/// at once all keep their changes.
///
/// A dictionary keyed by strings is shared this way: each entry is its own value in the store,
/// under the state's key, a slash and the entry's key, and the last writer wins per entry rather
/// than for the whole dictionary. Two people drawing strokes at the same moment both keep theirs.
package protocol SharedEntries {
    /// The value made of every entry in `store` under `prefix`; undecodable entries are skipped.
    static func entries(in store: GroupSessionStore, prefix: String) -> Self

    /// Writes the entries that differ from `previous` and removes those no longer present.
    func write(to store: GroupSessionStore, prefix: String, previous: Any?) throws
}

extension Dictionary: SharedEntries where Key == String, Value: Codable & Equatable {
    package static func entries(in store: GroupSessionStore, prefix: String) -> [String: Value] {
        var result: [String: Value] = [:]
        for key in store.keys(withPrefix: prefix) {
            guard let value = store.value(Value.self, forKey: key) else { continue }
            result[String(key.dropFirst(prefix.count))] = value
        }
        return result
    }

    package func write(to store: GroupSessionStore, prefix: String, previous: Any?) throws {
        let old = previous as? [String: Value] ?? Self.entries(in: store, prefix: prefix)
        for (key, value) in self where old[key] != value {
            try store.setValue(value, forKey: prefix + key)
        }
        for key in old.keys where self[key] == nil {
            try store.removeValue(forKey: prefix + key)
        }
    }
}
