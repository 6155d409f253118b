import Observation
import TerrariumTerminal
import TerrariumTesting
import Testing

@testable import Terrarium
@testable import TerrariumCore

/// A view value a frame's update replaced is freed once the frame is out, not while it is made.
@MainActor @Suite struct ReplacedValuesTests {
    /// Counts its instances, standing in for a million rows that take long to free.
    final class Payload {
        nonisolated(unsafe) static var alive = 0
        init() { Self.alive += 1 }
        deinit { Self.alive -= 1 }
    }

    struct Holder: View {
        let payload: Payload
        let label: String
        var body: some View { Text(label) }
    }

    struct Screen: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Holder(payload: Payload(), label: "generation \(generation)")
                Button("next") { generation += 1 }
            }
        }
    }

    @Test func aReplacedValueOutlivesItsFrameUntilTheHostReleasesIt() {
        Payload.alive = 0
        let host = ViewHost(rootView: Screen(), size: Size(width: 20, height: 2))
        host.render()
        host.releaseReplacedValues()
        #expect(Payload.alive == 1)
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 1))))
        host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 1))))
        host.render()
        #expect(host.text.contains("generation 1"))
        // The frame is drawn with the new value; the old one is still held.
        #expect(Payload.alive == 2)
        host.releaseReplacedValues()
        #expect(Payload.alive == 1)
    }

    @Observable @MainActor final class Model {
        var generation = 0
    }

    struct Observing: View {
        let model: Model
        var body: some View { Holder(payload: Payload(), label: "generation \(model.generation)") }
    }

    @Test func aValueReplacedByTheFramesOwnUpdateIsFreedAsTheNextBeginsAndAtTeardown() {
        Payload.alive = 0
        let model = Model()
        let host = ViewHost(rootView: Observing(model: model), size: Size(width: 20, height: 1))
        host.render()
        #expect(Payload.alive == 1)
        // Changed outside any event: the update runs inside the next frame.
        model.generation = 1
        host.render()
        #expect(host.text.contains("generation 1"))
        #expect(Payload.alive == 2)
        host.render()
        #expect(Payload.alive == 1)
        model.generation = 2
        host.render()
        #expect(Payload.alive == 2)
        host.graph.tearDown()
        #expect(host.graph.replacedValues.count == 0)
    }

    @Test func withoutARunLoopAReplacedValueIsFreedAsTheNextFrameBegins() {
        Payload.alive = 0
        let host = ViewHost(rootView: Screen(), size: Size(width: 20, height: 2))
        host.render()
        host.releaseReplacedValues()
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 1))))
        host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 1))))
        host.render()
        #expect(Payload.alive == 2)
        host.render()
        #expect(Payload.alive == 1)
        #expect(host.graph.replacedValues.count == 0)
    }
}
