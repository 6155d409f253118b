/// The view values a frame's updates replaced, kept until the frame has reached the terminal.
///
/// Releasing a value can cost more than the frame it belongs to: a table's million rows, replaced
/// by their sorted copy, take milliseconds to free. A run loop releases them after writing the
/// frame (``ViewHost/releaseReplacedValues()``); a host without one keeps them until the next
/// frame begins.
@MainActor
package struct ReplacedValues {
    /// Replaced since the last frame began.
    private var recent: [any View] = []
    /// Replaced before the last frame began.
    private var older: [any View] = []

    package init() {}

    /// Keeps `value`, which the tree no longer holds.
    package mutating func retire(_ value: any View) {
        recent.append(value)
    }

    /// A frame begins: what was replaced before the last one is released.
    package mutating func frameBegan() {
        guard !older.isEmpty || !recent.isEmpty else { return }
        older = recent
        recent = []
    }

    /// Releases every value kept, as after a frame has been written.
    package mutating func releaseAll() {
        recent = []
        older = []
    }

    /// How many values are kept.
    package var count: Int { recent.count + older.count }
}
