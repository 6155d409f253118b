import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct RepresentableInteractionTests {
    /// A probe between two buttons; keys that reach the root are logged.
    struct Form: View {
        let log: EventLog
        var parts = 2
        @State var unrelated = 0

        var body: some View {
            VStack(alignment: .leading) {
                Button("before") { log.events.append("before") }
                Probe(label: "w", parts: parts).padding(.leading, 3)
                Button("after") { unrelated += 1 }
                Text("\(unrelated)")
            }
            .onKeyPress { press in
                guard case .character = press.key else { return .ignored }
                log.events.append("root \(press.key)")
                return .handled
            }
        }
    }

    @Test func tabEntersTheWidgetWalksItsPartsAndLeaves() throws {
        let log = EventLog()
        let host = TestHost(Form(log: log), size: Size(width: 20, height: 4))
        let probe = try #require(host.widgets(of: ProbeWidget.self).first)
        host.press(.tab)
        #expect(host.focusedView?.hasPrefix("Button") == true)
        host.press(.tab)
        #expect(probe.focusedPart == 0)
        #expect(host.lines()[1] == "   w#0")
        host.press(.tab)
        #expect(probe.focusedPart == 1)
        host.press(.tab)
        #expect(probe.focusedPart == nil)
        #expect(host.focusedView?.hasPrefix("Button") == true)
        // Back in from after: the last part first.
        host.press(.tab, modifiers: .shift)
        #expect(probe.focusedPart == 1)
        host.press(.tab, modifiers: .shift)
        #expect(probe.focusedPart == 0)
    }

    @Test func keysTheWidgetDoesNotConsumeBubbleToAncestors() throws {
        let log = EventLog()
        let host = TestHost(Form(log: log), size: Size(width: 20, height: 4))
        let probe = try #require(host.widgets(of: ProbeWidget.self).first)
        probe.consumes = { $0 == .key(KeyPress("x")) }
        host.press(.tab)
        host.press(.tab)
        host.send(.key(KeyPress("x")))
        host.send(.key(KeyPress("y")))
        #expect(probe.events == [.key(KeyPress("x")), .key(KeyPress("y"))])
        #expect(log.events == ["root character(\"y\")"])
        host.send(.paste("pasted"))
        #expect(probe.events.last == .paste("pasted"))
    }

    @Test func mouseEventsArriveInTheWidgetsCoordinatesAndFocusIt() throws {
        let log = EventLog()
        let host = TestHost(Form(log: log), size: Size(width: 20, height: 4))
        let probe = try #require(host.widgets(of: ProbeWidget.self).first)
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 5, y: 1))))
        // The drag and release follow the press even outside the widget.
        host.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 9, y: 3))))
        host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 9, y: 3))))
        #expect(
            probe.events == [
                .mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 6, y: 2))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 6, y: 2))),
            ])
        #expect(host.focusedView == "Probe")
    }

    @Test func sizesAreCachedUntilTheWidgetAsksForANewOne() throws {
        let log = EventLog()
        let host = TestHost(Form(log: log, parts: 0), size: Size(width: 20, height: 4))
        let probe = try #require(host.widgets(of: ProbeWidget.self).first)
        let queries = probe.sizeQueries
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 2))))
        host.render()
        #expect(host.lines()[3] == "1")
        #expect(probe.sizeQueries == queries)
        probe.idealSize = Size(width: 12, height: 1)
        probe.drawExtra = { $0.draw("<", at: Point(x: 11, y: 0)) }
        #expect(host.lines()[1] == "   w          <")
        #expect(probe.sizeQueries > queries)
    }

    @Test func drawingStaysInsideTheFrameAndCannotSendEscapes() throws {
        let log = EventLog()
        let host = TestHost(Form(log: log, parts: 0), size: Size(width: 20, height: 4))
        let probe = try #require(host.widgets(of: ProbeWidget.self).first)
        probe.drawExtra = { context in
            context.draw("\u{1B}[2J\u{1B}[H", at: Point(x: 0, y: 0))
            context.draw("outside", at: Point(x: -3, y: -1))
            context.draw("below", at: Point(x: 0, y: 1))
            context.fill(Rect(x: -5, y: -5, width: 50, height: 50), style: Style(attributes: .reverse))
        }
        probe.text = "w"
        let lines = host.lines()
        #expect(lines[0] == "[ before ]")
        #expect(lines[2] == "[ after ]")
        #expect(!host.text.contains("\u{1B}"))
    }
}
