/// The view values a frame's updates replaced, kept until the frame has reached the terminal.
///
/// Releasing a value can cost more than the frame it belongs to: a table's million rows, replaced
/// by their sorted copy, take milliseconds to free. A run loop releases them after writing the
/// frame (``ViewHost/releaseReplacedValues()``); a host without one keeps them until the next
/// frame begins, and a graph updated without being drawn keeps a bounded number.
@MainActor
package struct ReplacedValues {
    /// Replaced since the last frame ended.
    private var recent: [any View] = []
    /// Replaced before the last frame ended, released as the next one begins.
    private var older: [any View] = []
    /// The most values kept: past it, a graph that is updated and never drawn frees them.
    private static let limit = 4_096

    package init() {}

    /// Keeps `value`, which the tree no longer holds.
    package mutating func retire(_ value: any View) {
        if recent.count >= Self.limit { releaseAll() }
        recent.append(value)
    }

    /// A frame begins: what the frames before it replaced is released.
    package mutating func frameBegan() {
        if !older.isEmpty { older = [] }
    }

    /// A frame is drawn: what it and the updates before it replaced is released once the next
    /// begins, unless the host releases it sooner.
    package mutating func frameEnded() {
        guard !recent.isEmpty else { return }
        older += recent
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
