/// The view values a frame's updates replaced, and the nodes they removed, kept until the frame
/// has reached the terminal.
///
/// Releasing a value can cost more than the frame it belongs to: a table's million rows, replaced
/// by their sorted copy, take milliseconds to free, and the screenful of rows a sort replaced
/// costs a third of its frame to tear down. A removed node has left the tree already (its
/// disappear actions ran, its state is gone); only its memory is kept. A run loop releases them
/// after writing the frame (``ViewHost/releaseReplacedValues()``); a host without one keeps them
/// until the next frame begins, and a graph updated without being drawn keeps a bounded number.
@MainActor
package struct ReplacedValues {
    /// Replaced since the last frame ended.
    private var recent: [Any] = []
    /// Replaced before the last frame ended, released as the next one begins.
    private var older: [Any] = []
    /// The most values kept: past it, a graph that is updated and never drawn frees them.
    private static let limit = 4_096

    package init() {}

    /// Keeps `value`, which the tree no longer holds.
    package mutating func retire(_ value: any View) {
        if recent.count >= Self.limit { releaseAll() }
        recent.append(value)
    }

    /// Keeps `node`, removed from the tree with its subtree, which it still holds.
    package mutating func retire(_ node: ViewNode) {
        if recent.count >= Self.limit { releaseAll() }
        recent.append(node)
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
