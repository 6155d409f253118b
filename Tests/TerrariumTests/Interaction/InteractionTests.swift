import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct InteractionTests {
    struct Form: View {
        let log: EventLog
        @State private var name = ""
        @State private var subscribed = false
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                Toggle("News", isOn: $subscribed)
                Button("Save") { log.events.append("save \(name) \(subscribed)") }
            }
        }
    }

    @Test func tabMovesFocusInReadingOrderAndKeysReachTheFocusedControl() {
        let log = EventLog()
        let host = TestHost(Form(log: log), size: Size(width: 12, height: 3))
        host.render()
        #expect(host.focusedView == nil)
        #expect(host.press(.tab))
        #expect(host.focusedView == "TextField")
        for character in "Fern" { _ = host.press(.character(character)) }
        #expect(host.press(.tab))
        #expect(host.focusedView?.hasPrefix("Toggle") == true)
        #expect(host.press(" "))
        #expect(host.press(.tab))
        #expect(host.press(.return))
        #expect(log.events == ["save Fern true"])
        #expect(host.press(.tab, modifiers: .shift))
        #expect(host.focusedView?.hasPrefix("Toggle") == true)
        #expect(host.buffer[0, 1]?.style.attributes.contains(.reverse) == true)
        #expect(host.press(.tab))
        #expect(host.press(.tab))
        #expect(host.focusedView == "TextField")
    }

    struct Chain: View {
        let log: EventLog
        var body: some View {
            VStack {
                Text("inner").focusable()
                    .onKeyPress("a") {
                        log.events.append("inner a")
                        return .handled
                    }
                    .onKeyPress("b") {
                        log.events.append("inner b ignored")
                        return .ignored
                    }
            }
            .onKeyPress(phases: .down) { press in
                log.events.append("outer \(press.characters)")
                return .handled
            }
        }
    }

    @Test func keyPressesBubbleFromTheFocusedViewUntilHandled() {
        let log = EventLog()
        let host = TestHost(Chain(log: log), size: Size(width: 8, height: 1))
        host.render()
        _ = host.press(.tab)
        #expect(host.press("a"))
        #expect(host.press("b"))
        #expect(host.press("c"))
        #expect(log.events == ["inner a", "inner b ignored", "outer b", "outer c"])
    }

    struct Tappable: View {
        let log: EventLog
        var body: some View {
            ZStack(alignment: .topLeading) {
                Text("under under").onTapGesture { log.events.append("under") }
                Text("top").onTapGesture { log.events.append("top") }
            }
        }
    }

    @Test func clicksHitTheFrontmostViewUnderThePointer() {
        let log = EventLog()
        let host = TestHost(Tappable(log: log), size: Size(width: 12, height: 1))
        host.render()
        #expect(host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0)))))
        #expect(host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 8, y: 0)))))
        #expect(!host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 11, y: 0)))))
        #expect(log.events == ["top", "under"])
    }

    @Test func clickingAControlFocusesAndActivatesIt() {
        let log = EventLog()
        let host = TestHost(Form(log: log), size: Size(width: 12, height: 3))
        host.render()
        #expect(host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 2)))))
        #expect(log.events == ["save  false"])
        #expect(host.focusedView?.hasPrefix("Button") == true)
    }

    @Test func pasteGoesToTheFocusedField() {
        let log = EventLog()
        let host = TestHost(Form(log: log), size: Size(width: 12, height: 3))
        host.render()
        _ = host.press(.tab)
        #expect(host.send(.paste("Monstera")))
        host.render()
        #expect(host.buffer.lines[0].hasPrefix("Monstera"))
    }

    struct Focused: View {
        let handle: Handle<Bool>
        @FocusState private var editing: Bool
        @State private var text = ""
        var body: some View {
            let _ = handle.capture($editing)
            VStack(alignment: .leading) {
                Button("other") {}
                TextField("field", text: $text).focused($editing)
            }
        }
    }

    @Test func focusStateFollowsAndDrivesFocus() {
        let handle = Handle<Bool>()
        let host = TestHost(Focused(handle: handle), size: Size(width: 12, height: 2))
        host.render()
        #expect(handle.value == false)
        handle.value = true
        host.render()
        host.render()
        #expect(host.focusedView == "TextField")
        _ = host.press(.tab)
        #expect(host.focusedView?.hasPrefix("Button") == true)
        host.render()
        #expect(handle.value == false)
    }

    struct Disappearing: View {
        let show: Bool
        var body: some View {
            VStack {
                Button("a") {}
                if show { Button("b") {} }
                Button("c") {}
            }
        }
    }

    @Test func whenTheFocusedViewLeavesANeighbourTakesFocus() {
        let host = TestHost(Disappearing(show: true), size: Size(width: 8, height: 3))
        host.render()
        _ = host.press(.tab)
        _ = host.press(.tab)
        #expect(host.buffer.lines[1].contains("b"))
        host.rootView = Disappearing(show: false)
        host.render()
        #expect(host.focusedView != nil)
        // The button that took b's place in reading order, c, now has focus.
        #expect(host.buffer.lines[1].contains("c"))
        #expect(host.buffer[0, 1]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[0, 0]?.style.attributes.contains(.reverse) == false)
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointer() {
        let view = ScrollView(showsIndicators: false) {
            VStack(alignment: .leading) { ForEach(0..<20) { index in Text("row \(index)") } }
        }
        let host = TestHost(view, size: Size(width: 8, height: 3))
        host.render()
        #expect(host.send(.mouse(MouseEvent(.scroll(.down), at: Point(x: 1, y: 1)))))
        #expect(host.lines() == ["row 3", "row 4", "row 5"])
    }
}
