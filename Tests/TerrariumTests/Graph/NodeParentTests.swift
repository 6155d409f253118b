import Terrarium
import TerrariumTerminal
import Testing

@testable import TerrariumCore

/// A node's link to its parent lasts while it is in the tree, and no longer.
@MainActor @Suite struct NodeParentTests {
    struct Screen: View {
        @State var shown = true
        var body: some View {
            VStack {
                if shown { Text("fern") }
                Button("hide") { shown = false }
            }
        }
    }

    @Test func aNodeKeptAfterItLeftTheTreeHasNoParent() throws {
        let host = ViewHost(rootView: Screen(), size: Size(width: 10, height: 2))
        host.render()
        func textNode(_ node: ViewNode) -> ViewNode? {
            if node.viewType == Text.self, (node.view as? Text) == Text("fern") { return node }
            return node.children.lazy.compactMap(textNode).first
        }
        let root = try #require(host.graph.root)
        // Held here, as a task or a closure may hold one.
        let text = try #require(textNode(root))
        #expect(text.parent != nil)
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 1))))
        host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 1))))
        host.render()
        #expect(!host.text.contains("fern"))
        #expect(!text.isAttached)
        #expect(text.parent == nil)
        // Its former ancestors go on; the whole tree torn down leaves no link behind either.
        let stack = try #require(host.graph.root?.children.first)
        host.graph.tearDown()
        #expect(stack.parent == nil)
    }

    @Test func aNodeOutlivingAParentFreedWithoutLeavingTheTreeHasNoParent() {
        let graph = ViewGraph()
        var parent: ViewNode? = ViewNode(
            graph: graph, parent: nil, key: .position(0), view: Text("parent"), environment: EnvironmentValues())
        let child = ViewNode(
            graph: graph, parent: parent, key: .position(0), view: Text("fern"), environment: EnvironmentValues())
        parent?.children = [child]
        #expect(child.parent === parent)
        // Freed with its children still in place, as a tree dropped without its teardown is.
        parent = nil
        #expect(child.parent == nil)
    }
}
