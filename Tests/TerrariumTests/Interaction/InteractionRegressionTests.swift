import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Regressions for defects found in review of the input layer.
@MainActor @Suite struct InteractionRegressionTests {
    struct DraggableList: View {
        let log: EventLog
        var body: some View {
            VStack(alignment: .leading) {
                Button("ok") { log.events.append("ok") }
                Text("row")
            }
            .gesture(DragGesture().onEnded { _ in log.events.append("drag end") })
        }
    }

    @Test func aClickInsideADraggableAreaIsStillAClick() {
        let log = EventLog()
        let host = TestHost(DraggableList(log: log), size: Size(width: 8, height: 2))
        host.render()
        #expect(host.click(x: 2, y: 0))
        #expect(log.events == ["ok"])
    }

    struct Hidden: View {
        let log: EventLog
        var body: some View {
            VStack {
                Button("secret") { log.events.append("secret") }.hidden()
                Text("tap").onTapGesture { log.events.append("tap") }.disabled(true)
            }
        }
    }

    @Test func hiddenViewsAreNotHitOrFocusedAndDisabledViewsTakeNoTaps() {
        let log = EventLog()
        let host = TestHost(Hidden(log: log), size: Size(width: 12, height: 2))
        host.render()
        #expect(!host.click(x: 3, y: 0))
        #expect(!host.press(.tab))
        _ = host.click(x: 5, y: 1)
        #expect(log.events.isEmpty)
    }

    struct Double: View {
        let log: EventLog
        var body: some View {
            Text("file").onTapGesture(count: 2) { log.events.append("open") }
        }
    }

    @Test func twoClicksInPlaceAreADoubleClick() {
        let log = EventLog()
        let host = TestHost(Double(log: log), size: Size(width: 6, height: 1))
        host.render()
        _ = host.click(x: 1, y: 0)
        #expect(log.events.isEmpty)
        _ = host.click(x: 1, y: 0)
        #expect(log.events == ["open"])
    }

    struct LeavingField: View {
        let show: Bool
        let handle: Handle<Bool>
        @FocusState private var focused: Bool
        @State private var text = ""
        var body: some View {
            let _ = handle.capture($focused)
            VStack {
                Button("other") {}
                if show { TextField("f", text: $text).focused($focused) }
            }
        }
    }

    @Test func focusStateClearsWhenItsViewLeaves() {
        let handle = Handle<Bool>()
        let host = TestHost(LeavingField(show: true, handle: handle), size: Size(width: 8, height: 2))
        host.render()
        handle.value = true
        host.render()
        #expect(host.focusedView == "TextField")
        host.rootView = LeavingField(show: false, handle: handle)
        host.render()
        host.render()
        #expect(handle.value == false)
    }

    struct DisabledTarget: View {
        let handle: Handle<Bool>
        @FocusState private var focused: Bool
        @State private var text = ""
        var body: some View {
            let _ = handle.capture($focused)
            VStack {
                Button("first") {}
                TextField("f", text: $text).focused($focused).disabled(true)
            }
        }
    }

    @Test func askingForFocusOnADisabledViewLeavesFocusWhereItWas() {
        let handle = Handle<Bool>()
        let host = TestHost(DisabledTarget(handle: handle), size: Size(width: 10, height: 2))
        host.render()
        #expect(host.press(.tab))
        handle.value = true
        host.render()
        host.render()
        #expect(host.focusedView?.hasPrefix("Button") == true)
        #expect(handle.value == false)
    }

    struct Scrolled: View {
        @State private var text = ""
        var body: some View {
            ScrollView(showsIndicators: false) {
                VStack(alignment: .leading) {
                    Button("top") {}
                    ForEach(0..<10) { index in Text("row \(index)") }
                    TextField("bottom", text: $text)
                }
            }
        }
    }

    @Test func tabScrollsTheFocusedViewIntoSight() {
        let host = TestHost(Scrolled(), size: Size(width: 10, height: 3))
        host.render()
        #expect(host.press(.tab))
        #expect(host.press(.tab))
        #expect(host.focusedView == "TextField")
        #expect(host.buffer.lines.last?.hasPrefix("bottom") == true)
    }

    struct LazyButtons: View {
        let log: EventLog
        var body: some View {
            ScrollView(showsIndicators: false) {
                LazyVStack {
                    ForEach(0..<50) { index in Button("item \(index)") { log.events.append("item \(index)") } }
                }
            }
        }
    }

    @Test func scrollingALazyListNeverHandsFocusToAnotherRow() {
        let log = EventLog()
        let host = TestHost(LazyButtons(log: log), size: Size(width: 12, height: 3))
        host.render()
        #expect(host.press(.tab))
        host.send(.mouse(MouseEvent(.scroll(.down), at: Point(x: 1, y: 1))))
        host.render()
        _ = host.press(.return)
        #expect(!log.events.contains("item 3"))
    }

    struct RootArrows: View {
        @State private var selection = 0
        var body: some View {
            VStack {
                Text("selected \(selection)")
                Button("b") {}
            }
            .onKeyPress(.downArrow) {
                selection += 1
                return .handled
            }
        }
    }

    @Test func keysReachTheRootViewsHandlersBeforeAnythingHasFocus() {
        let host = TestHost(RootArrows(), size: Size(width: 12, height: 2))
        host.render()
        #expect(host.press(.downArrow))
        #expect(host.lines().first?.hasPrefix("selected 1") == true)
    }
}

@MainActor @Suite struct ClickCountTests {
    struct Taps: View {
        let log: EventLog
        var body: some View {
            VStack(alignment: .leading) {
                Text("open").onTapGesture(count: 2) { log.events.append("open") }
                Text("once").onTapGesture { log.events.append("once") }
                Text("both")
                    .onTapGesture(count: 2) { log.events.append("double") }
                    .onTapGesture { log.events.append("single") }
            }
        }
    }

    @Test func aDoubleClickInsideAHostingWidgetFires() {
        let log = EventLog()
        let host = TestHost(Nest(content: Taps(log: log)), size: Size(width: 10, height: 3))
        host.click(x: 1, y: 0, count: 2)
        #expect(log.events == ["open"])
    }

    @Test func aQuickSecondClickOnASingleTapTargetIsNotSwallowed() {
        let log = EventLog()
        let host = TestHost(Taps(log: log), size: Size(width: 10, height: 3))
        host.click(x: 1, y: 1, count: 2)
        #expect(log.events == ["once", "once"])
        log.events.removeAll()
        let nested = TestHost(Nest(content: Taps(log: log)), size: Size(width: 10, height: 3))
        nested.click(x: 1, y: 1, count: 3)
        #expect(log.events == ["once", "once", "once"])
    }

    @Test func theHandlerForTheMostClicksThatFitRuns() {
        let log = EventLog()
        let host = TestHost(Taps(log: log), size: Size(width: 10, height: 3))
        host.click(x: 1, y: 2, count: 3)
        #expect(log.events == ["single", "double", "single"])
    }

    @Test func clicksAreCountedOnTheHostsClock() {
        let log = EventLog()
        let host = TestHost(Taps(log: log), size: Size(width: 10, height: 3))
        host.click(x: 1, y: 0)
        host.advance(by: .milliseconds(600))
        host.click(x: 1, y: 0)
        #expect(log.events.isEmpty)
        host.advance(by: .milliseconds(100))
        host.click(x: 1, y: 0)
        #expect(log.events == ["open"])
    }
}

@MainActor @Suite struct KeyOrderTests {
    struct Screen: View {
        let log: EventLog
        let namesTab: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Button("one") {}
                Button("two") {}
            }
            .onKeyPress { press in
                log.events.append("any \(press.key)")
                return .handled
            }
            .onKeyPress(keys: namesTab ? [.tab] : []) { _ in
                log.events.append("tab")
                return .handled
            }
        }
    }

    @Test func aCatchAllKeyHandlerOnAnAncestorLeavesTabToFocus() {
        let log = EventLog()
        let host = TestHost(Screen(log: log, namesTab: false), size: Size(width: 10, height: 2))
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedView == "Button<Text>")
        #expect(
            host.location(of: "[ two ]").map { host.host.buffer[$0.x, $0.y]?.style.attributes.contains(.reverse) }
                == true)
        host.press("x")
        #expect(log.events == ["any character(\"x\")"])
    }

    @Test func aHandlerThatNamesTabTakesIt() {
        let log = EventLog()
        let host = TestHost(Screen(log: log, namesTab: true), size: Size(width: 10, height: 2))
        // With nothing focused, the first Tab enters the focus order whatever handles keys.
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        #expect(log.events == ["tab", "tab"])
        #expect(
            host.location(of: "[ one ]").map { host.host.buffer[$0.x, $0.y]?.style.attributes.contains(.reverse) }
                == true)
    }
}
