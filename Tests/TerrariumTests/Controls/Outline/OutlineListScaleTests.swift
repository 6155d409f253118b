import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// An outline list of a 100,000-node tree reads the elements on screen and makes their rows,
/// never the tree nor all of a node's children.
@MainActor @Suite struct OutlineListScaleTests {
    /// Counts what the list reads of the tree and how many rows it makes.
    final class Counts {
        var reads = 0
        var rows = 0

        /// The title of node `id`'s row, counting the row made.
        func title(of id: Int) -> String {
            rows += 1
            return "node \(id)"
        }
    }

    /// A tree's level, counting each element read.
    struct Level: RandomAccessCollection {
        let nodes: [Node]
        let counts: Counts
        var startIndex: Int { 0 }
        var endIndex: Int { nodes.count }
        subscript(position: Int) -> Node {
            counts.reads += 1
            return nodes[position]
        }
    }

    struct Node: Identifiable {
        let id: Int
        let nested: [Node]?
        let counts: Counts
        var children: Level? { nested.map { Level(nodes: $0, counts: counts) } }
    }

    /// `roots` elements, each with `children` children, each of those with `grandchildren`.
    static func tree(roots: Int, children: Int, grandchildren: Int, counts: Counts) -> Level {
        var id = 0
        func next() -> Int {
            id += 1
            return id
        }
        let nodes = (0..<roots).map { _ in
            Node(
                id: next(),
                nested: (0..<children).map { _ in
                    Node(
                        id: next(),
                        nested: grandchildren > 0
                            ? (0..<grandchildren).map { _ in Node(id: next(), nested: nil, counts: counts) } : nil,
                        counts: counts)
                },
                counts: counts)
        }
        return Level(nodes: nodes, counts: counts)
    }

    @Test func expandingANodeOfAHundredThousandReadsItsChildrenAndMakesAScreenful() {
        let counts = Counts()
        // 100 roots of 999 leaves each: 100,000 nodes.
        let tree = Self.tree(roots: 100, children: 999, grandchildren: 0, counts: counts)
        let host = TestHost(
            List(tree, children: \.children) { node in
                Text(counts.title(of: node.id))
            },
            size: Size(width: 30, height: 10))
        #expect(outlineLines(host)[0] == "▶ node 1")
        #expect(counts.reads <= 200)
        #expect(counts.rows <= 20)
        host.focusAtLaunch()
        host.press(.downArrow)
        counts.reads = 0
        counts.rows = 0
        host.press(.rightArrow)
        #expect(outlineLines(host)[1] == "    node 2")
        // The rows on screen, read as they are made and selected: not the children, not the tree.
        #expect(counts.reads <= 100)
        #expect(counts.rows <= 20)
        // Collapsing reads the rows on screen too, and nothing else.
        counts.reads = 0
        host.press(.leftArrow)
        #expect(outlineLines(host)[1] == "▶ node 1001")
        #expect(counts.reads <= 100)
    }

    @Test func optionRightStopsExpandingAtItsBound() {
        let counts = Counts()
        // One root of 50 children of 500 leaves each: all 25,050 rows would not fit the bound.
        let tree = Self.tree(roots: 1, children: 50, grandchildren: 500, counts: counts)
        let host = TestHost(
            List(tree, children: \.children) { node in Text("node \(node.id)") }, size: Size(width: 30, height: 6))
        host.focusAtLaunch()
        host.press(.downArrow)
        counts.reads = 0
        host.press(.rightArrow, modifiers: .option)
        #expect(outlineLines(host)[1] == "  ▼ node 2")
        #expect(counts.reads < 10_500)
        // The children past the bound are there, collapsed.
        host.press(.end)
        #expect(outlineLines(host).last?.hasPrefix("  ▶ node ") == true)
    }

    /// A tree of classes can contain itself; expanding it as far as Option+→ goes ends.
    @Test func aTreeThatContainsItselfEnds() {
        final class Loop: Identifiable {
            let id: Int
            var children: [Loop]? = []
            init(id: Int) { self.id = id }
        }
        let loop = Loop(id: 1)
        loop.children = [loop, Loop(id: 2)]
        let host = TestHost(
            List([loop], children: \.children) { node in Text("loop \(node.id)") }, size: Size(width: 600, height: 6))
        host.focusAtLaunch()
        host.press(.downArrow)
        host.press(.rightArrow, modifiers: .option)
        #expect(host.lines()[1].hasPrefix("  ▼ loop 1"))
        host.press(.end)
        #expect(host.lines().last?.contains("loop 2") == true)
    }
}
