import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A representable that moves its widget's text with `context.animate`.
struct SlidingProbe: WidgetRepresentable {
    let target: Int
    let log: EventLog

    func makeWidget(context: Context) -> ProbeWidget { ProbeWidget() }

    func updateWidget(_ widget: ProbeWidget, context: Context) {
        let start = Int(widget.text) ?? 0
        let target = self.target
        let log = self.log
        context.animate(
            { progress in widget.text = "\(start + Int((Double(target - start) * progress).rounded()))" },
            completion: { log.events.append("done \(target)") })
    }
}

@MainActor @Suite struct RepresentableAnimationTests {
    struct Screen: View {
        @State var target = 0
        let log: EventLog
        var body: some View {
            VStack(alignment: .leading) {
                SlidingProbe(target: target, log: log)
                Button("go") { withAnimation(.linear(duration: 1)) { target = 100 } }
                Button("jump") { target = 7 }
            }
        }
    }

    @Test func animatedChangesFollowTheFrameClockAndUnanimatedOnesLandAtOnce() {
        let log = EventLog()
        let host = TestHost(Screen(log: log), size: Size(width: 12, height: 3))
        #expect(host.lines()[0] == "0")
        #expect(log.events == ["done 0"])
        host.send(.key(KeyPress(.tab)))
        host.send(.key(KeyPress(.return)))
        #expect(host.lines()[0] == "0")
        #expect(host.isAnimating)
        host.advance(by: .milliseconds(250))
        #expect(host.lines()[0] == "25")
        host.advance(by: .milliseconds(500))
        #expect(host.lines()[0] == "75")
        host.advance(by: .milliseconds(250))
        #expect(host.lines()[0] == "100")
        #expect(log.events == ["done 0", "done 100"])
        host.send(.key(KeyPress(.tab)))
        host.send(.key(KeyPress(.return)))
        #expect(host.lines()[0] == "7")
        #expect(log.events == ["done 0", "done 100", "done 7"])
    }
}
