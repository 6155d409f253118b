import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ImmediateViewTests {
    /// Counts the calls of a drawing function.
    @MainActor final class DrawLog {
        var states: [Int] = []
        var sizes: [Size] = []
    }

    /// A gauge drawn from its level, with state the gauge does not depend on beside it.
    struct Gauge: View {
        let log: DrawLog
        @State var level = 2
        @State var unrelated = 0

        var body: some View {
            VStack(alignment: .leading) {
                ImmediateView(level) { context, level in
                    log.states.append(level)
                    log.sizes.append(context.size)
                    context.draw(String(repeating: "#", count: level), at: .zero, style: Style(foreground: .green))
                    // Drawing past the frame is clipped.
                    context.draw("outside", at: Point(x: 0, y: 1))
                }
                .frame(width: 6, height: 1, alignment: .topLeading)
                Text("unrelated \(unrelated)")
                Button("bump") { unrelated += 1 }
                Button("more") { level += 1 }
            }
        }
    }

    @Test func drawsTheStateIntoItsClippedFrame() {
        let log = DrawLog()
        let host = TestHost(Gauge(log: log), size: Size(width: 12, height: 4))
        #expect(host.lines() == ["##", "unrelated 0", "[ bump ]", "[ more ]"])
        #expect(host.buffer[1, 0]?.style == Style(foreground: .green))
        #expect(log.states == [2])
        #expect(log.sizes == [Size(width: 6, height: 1)])
    }

    @Test func aNewStateDrawsAgainAndAParentsNewClosureIsOnlyHandedOver() {
        let log = DrawLog()
        let host = TestHost(Gauge(log: log), size: Size(width: 12, height: 4))
        #expect(
            host.takeLifecycle() == [
                "ImmediateView<Int> makeCoordinator", "ImmediateView<Int> make", "ImmediateView<Int> update(initial)",
            ])
        host.click(on: "[ bump ]")
        #expect(host.lines()[1] == "unrelated 1")
        // The parent made a new drawing function, which captures `log`: it is handed over, and
        // draws once, since what it captured may draw differently.
        #expect(host.takeLifecycle() == ["ImmediateView<Int> update(actions)"])
        #expect(log.states == [2, 2])
        host.click(on: "[ more ]")
        #expect(host.lines()[0] == "###")
        #expect(host.takeLifecycle() == ["ImmediateView<Int> update(properties+actions)"])
        #expect(log.states.last == 3)
    }

    @Test func takesWhatItIsOfferedUnlessItsSizingSaysOtherwise() {
        let filling = TestHost(
            ImmediateView("x") { context, _ in context.fill(style: Style(background: .blue)) },
            size: Size(width: 5, height: 2))
        filling.render()
        #expect(filling.buffer[4, 1]?.style.background == .blue)

        let sized = TestHost(
            HStack(spacing: 0) {
                ImmediateView(3, sizeThatFits: { _, width in Size(width: width, height: 1) }) { context, width in
                    context.draw(String(repeating: "=", count: context.size.width), at: .zero)
                }
                Text("|")
            },
            size: Size(width: 10, height: 1))
        #expect(sized.lines() == ["===|"])
    }

    /// A level changed by arrow keys inside a view that logs the keys that reach it.
    struct Slider: View {
        let log: EventLog
        @State var level = 1

        var body: some View {
            VStack(alignment: .leading) {
                ImmediateView($level) { context, level in
                    context.draw(String(repeating: "█", count: level), at: .zero)
                } onEvent: { event, level in
                    switch event {
                    case .key(KeyPress(.rightArrow)): level += 1
                    case .key(KeyPress(.leftArrow)): level = max(0, level - 1)
                    case .mouse(let mouse): level = mouse.location.x + 1
                    default: return false
                    }
                    return true
                }
                .frame(width: 8, height: 1, alignment: .leading)
                Text("level \(level)")
            }
            .onKeyPress { press in
                log.events.append("root \(press.key)")
                return .handled
            }
        }
    }

    @Test func eventsChangeTheStateThroughTheBindingAndUnusedOnesBubble() {
        let log = EventLog()
        let host = TestHost(Slider(log: log), size: Size(width: 10, height: 2))
        #expect(host.lines() == ["█", "level 1"])
        host.send(.key(KeyPress(.tab)))
        #expect(host.focusedView?.hasPrefix("ImmediateView") == true)
        host.clearWidgetLifecycleLog()
        host.send(.key(KeyPress(.rightArrow)))
        host.send(.key(KeyPress(.rightArrow)))
        #expect(host.lines() == ["███", "level 3"])
        host.send(.key(KeyPress("q")))
        #expect(log.events == ["root character(\"q\")"])
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 5, y: 0))))
        #expect(host.lines() == ["██████", "level 6"])
        #expect(log.events.count == 1)
    }

    @Test func withoutAnEventHandlerItTakesNoFocus() {
        let host = TestHost(
            VStack {
                ImmediateView(0) { _, _ in }.frame(width: 2, height: 1)
                Button("after") {}
            },
            size: Size(width: 10, height: 2))
        host.render()
        host.send(.key(KeyPress(.tab)))
        #expect(host.focusedView?.hasPrefix("Button") == true)
    }

    @Test func aStandaloneWidgetReportsTheStateItsHandlerChanged() {
        var reported: [Int] = []
        let widget = ImmediateWidget(0) { _, _ in }
        #expect(!widget.acceptsFocus)
        #expect(!widget.handle(.key(KeyPress("a"))))
        widget.onEvent = { event, state in
            guard event == .key(KeyPress("+")) else { return false }
            state += 1
            return true
        }
        widget.onStateChange = { reported.append($0) }
        #expect(widget.acceptsFocus)
        #expect(widget.handle(.key(KeyPress("+"))))
        #expect(!widget.handle(.key(KeyPress("-"))))
        #expect(widget.state == 1)
        #expect(reported == [1])
        #expect(widget.sizeThatFits(ProposedViewSize(width: 3, height: nil)) == Size(width: 3, height: 10))
    }
}
