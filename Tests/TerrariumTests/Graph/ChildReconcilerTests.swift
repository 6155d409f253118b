import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Children matched to their nodes by id when they move: ids whose hashes collide are still told
/// apart by their values.
@MainActor @Suite struct ChildReconcilerTests {
    /// An id every value of which hashes the same.
    struct Colliding: Hashable {
        let value: Int
        func hash(into hasher: inout Hasher) {}
    }

    /// A row counting its own taps in its state.
    struct Counter: View {
        let label: Int
        @State private var taps = 0
        var body: some View {
            Button("\(label):\(taps)") { taps += 1 }
        }
    }

    struct Rows: View {
        let order: [Int]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(order.map(Colliding.init), id: \.self) { id in Counter(label: id.value) }
            }
        }
    }

    @Test func rowsWhoseIdsHashAlikeKeepTheirOwnStateWhenReordered() {
        let host = TestHost(Rows(order: [1, 2, 3, 4]), size: Size(width: 8, height: 4))
        host.click(on: "2:0")
        host.click(on: "3:0")
        host.click(on: "3:1")
        #expect(host.lines() == ["[ 1:0 ]", "[ 2:1 ]", "[ 3:2 ]", "[ 4:0 ]"])
        let nodes = host.nodeCount
        // Not in place: the reconciler indexes the rows left, all under one hash.
        host.rootView = Rows(order: [4, 3, 2, 1])
        #expect(host.lines() == ["[ 4:0 ]", "[ 3:2 ]", "[ 2:1 ]", "[ 1:0 ]"])
        host.rootView = Rows(order: [3, 5, 1])
        #expect(host.lines() == ["[ 3:2 ]", "[ 5:0 ]", "[ 1:0 ]", ""])
        #expect(host.nodeCount < nodes)
        #expect(!host.diagnostics.contains { $0.contains("used by more than one view") })
        // An id really repeated is still noticed.
        host.rootView = Rows(order: [1, 3, 1])
        #expect(host.diagnostics.contains { $0.contains("used by more than one view") })
    }

    /// Counts the disappear actions run.
    final class Disappearances {
        var count = 0
    }

    struct Switching: View {
        let asButton: Bool
        let disappearances: Disappearances
        var body: some View {
            // One `AnyView` whose content changes type: the same key, another type.
            VStack {
                asButton
                    ? AnyView(Button("button") {}) : AnyView(Text("text").onDisappear { disappearances.count += 1 })
            }
        }
    }

    @Test func aViewOfAnotherTypeUnderTheSameKeyReplacesTheOldNodeWhichLeaves() {
        let disappearances = Disappearances()
        let host = TestHost(
            Switching(asButton: false, disappearances: disappearances), size: Size(width: 12, height: 1))
        let nodes = host.nodeCount
        host.rootView = Switching(asButton: true, disappearances: disappearances)
        #expect(host.lines() == ["[ button ]"])
        #expect(disappearances.count == 1)
        host.rootView = Switching(asButton: false, disappearances: disappearances)
        #expect(host.lines() == ["text"])
        #expect(host.nodeCount == nodes)
    }
}
