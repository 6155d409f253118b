import Terrarium
import TerrariumTerminal

/// One node of the outline scenario's tree.
struct OutlineBenchNode: Identifiable, Sendable {
    let id: Int
    let children: [OutlineBenchNode]?

    /// A tree of `count` nodes: 100 roots (fewer for a small count), each with an equal share
    /// of the rest as leaves, numbered in reading order; Textual's harness builds the same.
    static func tree(count: Int) -> [OutlineBenchNode] {
        let roots = max(1, min(100, count))
        let leaves = max(0, count / roots - 1)
        var id = 0
        return (0..<roots).map { _ in
            let root = id
            id += 1
            let children = (0..<leaves).map { _ in
                defer { id += 1 }
                return OutlineBenchNode(id: id, children: nil)
            }
            return OutlineBenchNode(id: root, children: children)
        }
    }
}

/// A `List(_:children:selection:)` of the tree, as a SwiftUI app writes one.
struct OutlineScreen: View {
    let tree: [OutlineBenchNode]
    @State private var selection: Int?

    var body: some View {
        List(tree, children: \.children, selection: $selection) { node in
            Text(node.children == nil ? "leaf \(node.id)" : "node \(node.id)")
        }
    }
}

/// The outline scenario: expanding a node of a large tree.
///
/// `outline-expand`: → expands the selected node of a `List(_:children:)` of N nodes (100 roots
/// of N/100 − 1 leaves each), putting its leaves in after it; timed from the key to the frame's
/// bytes. Before each run, untimed, ← collapses it again.
@MainActor
enum OutlineScenarios {
    static func expand(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        PeakMemory.reset()
        let sink = FrameSink(OutlineScreen(tree: OutlineBenchNode.tree(count: n)), size: size)
        sink.frame()
        sink.host.send(.key(KeyPress(.tab)))
        sink.host.send(.key(KeyPress(.downArrow)))
        sink.frame()
        let measurement = measure(
            runs: runs, warmUp: runs / 10 + 2,
            before: { _ in
                sink.host.send(.key(KeyPress(.leftArrow)))
                sink.frame()
            },
            { _ in
                sink.host.send(.key(KeyPress(.rightArrow)))
                return sink.frame()
            })
        return BenchmarkResult(
            scenario: "outline-expand", n: n, width: size.width, height: size.height, measurement: measurement,
            extra: [("peak_rss_mb", .double(PeakMemory.megabytes ?? 0))])
    }
}
