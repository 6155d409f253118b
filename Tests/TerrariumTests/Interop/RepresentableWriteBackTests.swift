import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A widget that reports what it is given and asked through callbacks, synchronously, the way a
/// target-action control reports a value set from code.
@MainActor
final class EchoWidget: Widget {
    weak var host: (any WidgetHost)?
    var onText: ((String) -> Void)?
    var onSizeQuery: ((ProposedViewSize) -> Void)?
    var text = "" {
        didSet { onText?(text) }
    }

    func draw(in context: GraphicsContext) { context.draw(text, at: .zero) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        onSizeQuery?(proposal)
        return Size(width: text.displayWidth, height: 1)
    }

    func handle(_ event: InputEvent) -> Bool { false }
}

/// A representable whose widget writes bindings back from inside make, update, sizing and
/// dismantle.
struct Echo: WidgetRepresentable {
    var text: String
    @Binding var echoed: String
    @Binding var offered: Int
    @Binding var dismantled: Int

    @MainActor
    final class Coordinator {
        var echoed: Binding<String>
        var offered: Binding<Int>
        var dismantled: Binding<Int>
        init(echoed: Binding<String>, offered: Binding<Int>, dismantled: Binding<Int>) {
            self.echoed = echoed
            self.offered = offered
            self.dismantled = dismantled
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(echoed: $echoed, offered: $offered, dismantled: $dismantled)
    }

    func makeWidget(context: Context) -> EchoWidget {
        let widget = EchoWidget()
        let coordinator = context.coordinator
        widget.onText = { coordinator.echoed.wrappedValue = $0 }
        widget.onSizeQuery = { coordinator.offered.wrappedValue = $0.width ?? -1 }
        // The callback fires inside make: the write must wait for the update to finish.
        widget.text = text
        return widget
    }

    func updateWidget(_ widget: EchoWidget, context: Context) {
        context.coordinator.echoed = $echoed
        widget.text = text
    }

    static func dismantleWidget(_ widget: EchoWidget, coordinator: Coordinator) {
        coordinator.dismantled.wrappedValue += 1
    }
}

@MainActor @Suite struct RepresentableWriteBackTests {
    struct Screen: View {
        @State var text = "a"
        @State var echoed = ""
        @State var offered = 0
        @State var dismantled = 0
        @State var shown = true

        var body: some View {
            VStack(alignment: .leading) {
                Text("echo \(echoed) offered \(offered) gone \(dismantled)")
                if shown {
                    Echo(text: text, echoed: $echoed, offered: $offered, dismantled: $dismantled)
                }
                Button("next") { text += "b" }
                Button("toggle") { shown.toggle() }
            }
        }
    }

    @Test func writesFromCallbacksDuringMakeUpdateSizingAndDismantleLandInTheSameFrame() {
        let host = TestHost(Screen(), size: Size(width: 30, height: 4))
        // One frame shows the echo written from make and the width written while sizing; each
        // write changed a binding the representable holds, so each causes one follow-up update.
        #expect(host.render().lines[0] == "echo a offered 30 gone 0      ")
        #expect(
            host.widgetLifecycleLog.map(\.description) == [
                "Echo makeCoordinator", "Echo make", "Echo update(initial)", "Echo update(properties)",
                "Echo update(properties)",
            ])
        host.clearWidgetLifecycleLog()
        // The new text is set in update, echoed synchronously, and shown in the same frame after
        // exactly one follow-up pass; writing the same echo again changes nothing.
        host.click(on: "[ next ]")
        #expect(host.render().lines[0] == "echo ab offered 30 gone 0     ")
        #expect(host.widgetLifecycleLog.map(\.description) == ["Echo update(properties)", "Echo update(properties)"])
        host.clearWidgetLifecycleLog()
        host.click(on: "[ toggle ]")
        #expect(host.render().lines[0] == "echo ab offered 30 gone 1     ")
        #expect(host.widgetLifecycleLog.map(\.description) == ["Echo dismantle"])
        #expect(host.diagnostics.isEmpty)
        host.clearWidgetLifecycleLog()
        host.render()
        #expect(host.widgetLifecycleLog.isEmpty)
    }

    /// A representable that counts, in a binding, every time it is sized: a widget that never
    /// settles, since each count is a new value of a binding it holds and so a new update.
    struct CountsSizings: WidgetRepresentable {
        @Binding var sizings: Int

        func makeWidget(context: Context) -> EchoWidget { EchoWidget() }
        func updateWidget(_ widget: EchoWidget, context: Context) { widget.text = "\(sizings)" }
        func sizeThatFits(_ proposal: ProposedViewSize, widget: EchoWidget, context: Context) -> Size? {
            sizings += 1
            return nil
        }
    }

    struct Runaway: View {
        @State var sizings = 0
        var body: some View { CountsSizings(sizings: $sizings) }
    }

    @Test func aWidgetThatWritesOnEverySizingCannotHangAFrame() {
        let host = TestHost(Runaway(), size: Size(width: 30, height: 2))
        let first = host.lines()[0]
        host.render()
        let second = host.lines()[0]
        // Each frame ends after a bounded number of rounds and says why it did not settle.
        #expect(first != second)
        #expect(Int(second.split(separator: " ").first ?? "").map { $0 <= 16 } == true)
        #expect(host.diagnostics.contains { $0.hasPrefix("widgets kept writing state while being sized") })
    }
}
