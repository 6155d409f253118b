package import Foundation

/// One shared value, or its removal, with the Lamport clock that orders writes.
///
/// The write with the higher clock wins; equal clocks are broken by the writer's id, so every
/// replica picks the same winner whatever order updates arrive in.
package struct StoreEntry: Codable, Hashable, Sendable {
    package var key: String
    /// The encoded value; nil when the key was removed (a tombstone, kept so a late, older write
    /// cannot bring it back).
    package var value: Data?
    package var clock: UInt64
    package var writer: UUID

    /// Whether this write beats `other` for the same key.
    package func supersedes(_ other: StoreEntry?) -> Bool {
        guard let other else { return true }
        if clock != other.clock { return clock > other.clock }
        return writer.uuidString > other.writer.uuidString
    }
}
