import TerrariumTerminal
import Testing

@testable import Terrarium
@testable import TerrariumCore

/// A list's rows are made from new content by the end of the update that set it, before any
/// frame: keys, clicks and assistive technology read them in between.
@MainActor @Suite struct ListContentTimingTests {
    struct Growing: View {
        @State var names = ["beech", "cedar"]
        var body: some View {
            VStack(alignment: .leading) {
                Button("add") { names.insert("alder", at: 0) }
                List(names, id: \.self) { Text($0) }
            }
        }
    }

    @Test func rowsFromContentSetInAnUpdateAreThereBeforeTheNextFrame() {
        let host = ViewHost(rootView: Growing(), size: Size(width: 20, height: 5))
        host.render()
        func labels() -> [String] {
            host.graph.accessibilityTree().all.compactMap { $0.element.role == .staticText ? $0.element.label : nil }
        }
        #expect(labels() == ["beech", "cedar"])
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))))
        // Updated, not drawn: the rows of the range last shown, made from the new content; the
        // next layout makes the one that now comes into view.
        #expect(labels() == ["alder", "beech"])
        host.render()
        #expect(labels() == ["alder", "beech", "cedar"])
        #expect(host.text.contains("alder") && host.text.contains("cedar"))
    }

    struct GrowingBesideRestless: View {
        @State var names = ["beech", "cedar"]
        var body: some View {
            VStack(alignment: .leading) {
                Button("add") { names.insert("alder", at: 0) }
                // Not settled for the first 150 passes: more than an update makes.
                StateTests.WritesDuringBody(limit: 150)
                List(names, id: \.self) { Text($0) }
            }
        }
    }

    @Test func anUpdateThatDidNotSettleLeavesTheListMakingItsRowsFromLaterContent() {
        let host = ViewHost(rootView: GrowingBesideRestless(), size: Size(width: 20, height: 6))
        host.render()
        // The first update gave up after its passes, dropping the work queued for when it
        // settled; the frame made the rows.
        #expect(host.diagnostics.contains { $0.contains("did not settle") })
        func labels() -> [String] {
            host.graph.accessibilityTree().all.compactMap {
                $0.element.role == .staticText && $0.element.label?.hasPrefix("renders") == false
                    ? $0.element.label : nil
            }
        }
        #expect(labels() == ["beech", "cedar"])
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))))
        #expect(labels() == ["alder", "beech"])
    }
}
