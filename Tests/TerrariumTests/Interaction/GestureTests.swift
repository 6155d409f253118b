import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// `gesture(_:)` takes any of the terminal's gestures, as SwiftUI's takes any `Gesture`.
@MainActor @Suite struct GestureTests {
    /// Attaches whatever gesture it is given, as generic code written against SwiftUI does.
    struct Gestured<G: Gesture>: View {
        let title: String
        let gesture: G
        var body: some View { Text(title).gesture(gesture) }
    }

    @Test func aTapGestureEndsAfterItsCountOfClicks() {
        let log = EventLog()
        let double = TapGesture(count: 2).onEnded { log.events.append("opened") }
        let host = TestHost(Gestured(title: "file", gesture: double), size: Size(width: 6, height: 1))
        host.click(x: 1, y: 0)
        #expect(log.events.isEmpty)
        host.click(x: 1, y: 0)
        #expect(log.events == ["opened"])
    }

    @Test func aSingleTapGestureAndADragGestureGoThroughTheSameModifier() {
        let log = EventLog()
        let views = VStack(alignment: .leading) {
            Gestured(title: "tap", gesture: TapGesture().onEnded { log.events.append("tapped") })
            Gestured(
                title: "drag me",
                gesture: DragGesture().onEnded { value in log.events.append("dragged \(value.offset.x)") })
        }
        let host = TestHost(views, size: Size(width: 10, height: 2))
        host.click(x: 0, y: 0)
        _ = host.drag(from: Point(x: 0, y: 1), to: Point(x: 4, y: 1))
        #expect(log.events == ["tapped", "dragged 4"])
    }
}
