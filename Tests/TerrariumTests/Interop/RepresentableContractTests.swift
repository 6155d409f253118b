import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A representable that reads its environment key and model only in `makeWidget`, as a widget
/// configured once at creation does, and counts its updates.
struct MakeReader: WidgetRepresentable {
    let model: ProbeModel
    let log: EventLog

    func makeWidget(context: Context) -> ProbeWidget {
        let widget = ProbeWidget()
        widget.text = context.environment.probeAccent + " " + model.title
        return widget
    }

    func updateWidget(_ widget: ProbeWidget, context: Context) {
        log.events.append("update \(context.updateReasons)")
    }
}

/// Records the accent it saw when made, and counts its updates.
struct AccentRecorder: WidgetRepresentable {
    let log: EventLog

    func makeWidget(context: Context) -> ProbeWidget {
        log.events.append("make \(context.environment.probeAccent)")
        return ProbeWidget()
    }

    func updateWidget(_ widget: ProbeWidget, context: Context) {
        log.events.append("update \(context.updateReasons) \(context.environment.probeAccent)")
    }
}

/// Grows its widget to `width` inside `context.animate`.
struct Grower: WidgetRepresentable {
    let width: Int

    func makeWidget(context: Context) -> ProbeWidget {
        let widget = ProbeWidget()
        widget.text = "grow"
        return widget
    }

    func updateWidget(_ widget: ProbeWidget, context: Context) {
        let start = widget.idealSize.width
        let target = width
        context.animate { progress in
            widget.idealSize = Size(width: start + Int((Double(target - start) * progress).rounded()), height: 1)
            widget.text = String(repeating: "=", count: widget.idealSize.width - 2)
        }
    }
}

/// A widget that calls its representable's closure whenever it takes a key.
struct Caller: WidgetRepresentable {
    let action: @MainActor () -> Void

    final class Coordinator {
        var action: @MainActor () -> Void = {}
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> ProbeWidget {
        let widget = ProbeWidget()
        widget.parts = 1
        let coordinator = context.coordinator
        widget.onEvent = { coordinator.action() }
        return widget
    }

    func updateWidget(_ widget: ProbeWidget, context: Context) {
        context.coordinator.action = action
        widget.text = "caller"
    }
}

/// A view whose `Caller` closure captures its state, so every change makes a new closure.
struct CallerScreen: View {
    let count: Handle<Int>
    let log: EventLog
    @State private var value = 0
    var body: some View {
        let _ = count.capture($value)
        let seen = value
        Caller { log.events.append("saw \(seen)") }
    }
}

/// A value that is not `Equatable` but holds only equatable things.
struct Caption {
    var text: String
    var size: Int
}

/// A representable with a non-`Equatable` property.
struct Captioned: WidgetRepresentable {
    let caption: Caption

    func makeWidget(context: Context) -> ProbeWidget { ProbeWidget() }

    func updateWidget(_ widget: ProbeWidget, context: Context) { widget.text = caption.text }
}

/// A representable whose widget would hold an exclusive resource, such as a pty or a lock.
struct Exclusive: WidgetRepresentable {
    let generation: Int

    func makeWidget(context: Context) -> ProbeWidget { ProbeWidget() }

    func updateWidget(_ widget: ProbeWidget, context: Context) { widget.text = "\(generation)" }
}

@MainActor @Suite(.serialized) struct RepresentableContractTests {
    struct AccentScreen<Content: View>: View {
        let accent: Handle<String>
        let content: Content
        @State private var value = "plain"
        var body: some View {
            let _ = accent.capture($value)
            VStack(alignment: .leading) {
                content
                Text("accent \(value)")
            }
            .environment(\.probeAccent, value)
        }
    }

    @Test func keysAndPropertiesReadOnlyInMakeKeepCausingUpdates() {
        let model = ProbeModel()
        let log = EventLog()
        let accent = Handle<String>()
        let host = TestHost(
            AccentScreen(accent: accent, content: MakeReader(model: model, log: log)), size: Size(width: 30, height: 3))
        #expect(log.events == ["update initial"])
        for round in 1...3 {
            log.events.removeAll()
            accent.value = "accent\(round)"
            host.render()
            #expect(log.events == ["update environment"], "environment change \(round)")
            log.events.removeAll()
            model.title = "title\(round)"
            host.render()
            #expect(log.events == ["update observation"], "model change \(round)")
        }
    }

    @Test func aHostingWidgetBuildsItsTreeWithTheEnvironmentOfItsHost() {
        let log = EventLog()
        let counter = EventLog()
        let host = TestHost(
            VStack {
                Nest(
                    content: VStack {
                        AccentRecorder(log: log)
                        AccentReader(counter: counter)
                    })
            }
            .environment(\.probeAccent, "green"),
            size: Size(width: 20, height: 3))
        #expect(log.events == ["make green", "update initial green"])
        #expect(counter.events == ["green"])
        #expect(host.text.contains("accent green"))
    }

    @Test func aSizeChangeMadeInsideAnimateIsLaidOut() {
        struct Screen: View {
            let width: Handle<Int>
            @State private var value = 6
            var body: some View {
                let _ = width.capture($value)
                HStack(spacing: 0) {
                    Grower(width: value)
                    Text("|")
                }
            }
        }
        let width = Handle<Int>()
        let host = TestHost(Screen(width: width), size: Size(width: 20, height: 1))
        #expect(host.text.hasPrefix("====  |"))
        withAnimation(.linear(duration: 1)) { width.value = 12 }
        host.render()
        host.advance(by: .milliseconds(500))
        #expect(host.text.hasPrefix("=======  |"))
        host.settle()
        #expect(host.text.hasPrefix("==========  |"))
    }

    @Test func aWidgetCallingItsClosureRunsTheLatestOne() {
        let count = Handle<Int>()
        let log = EventLog()
        let host = TestHost(CallerScreen(count: count, log: log), size: Size(width: 20, height: 1))
        host.clearWidgetLifecycleLog()
        count.value = 5
        host.render()
        // Only a closure changed: the widget is updated for that alone, at once.
        #expect(host.widgetLifecycleLog.map(\.description) == ["Caller update(actions)"])
        host.press(.tab)
        host.press("x")
        #expect(log.events.last == "saw 5")
    }

    @Test func aCallbackFromOutsideInputRunsTheNewestClosure() {
        let count = Handle<Int>()
        let log = EventLog()
        let host = TestHost(CallerScreen(count: count, log: log), size: Size(width: 20, height: 1))
        let widget = host.widgets(of: ProbeWidget.self).first
        count.value = 7
        host.render()
        // A timer, a child process or I/O calls back with no input in between.
        widget?.onEvent?()
        #expect(log.events == ["saw 7"])
    }

    @Test func aNonEquatablePropertyRebuiltWithEqualContentIsNoChange() {
        struct Screen: View {
            let bump: Handle<Int>
            @State private var unrelated = 0
            @State private var word = "a caption longer than fifteen bytes"
            var body: some View {
                let _ = bump.capture($unrelated)
                VStack(alignment: .leading) {
                    // A string built at run time lives in a new buffer every evaluation.
                    Captioned(caption: Caption(text: String(word.reversed().reversed()) + "!", size: 1))
                    Text("\(unrelated)")
                }
            }
        }
        let bump = Handle<Int>()
        let host = TestHost(Screen(bump: bump), size: Size(width: 20, height: 2))
        host.clearWidgetLifecycleLog()
        bump.value += 1
        host.render()
        #expect(host.text.contains("1"))
        #expect(host.widgetLifecycleLog.isEmpty)
    }

    @Test func anIdentityChangeDismantlesTheOldWidgetBeforeMakingTheNewOne() {
        struct Screen: View {
            let identity: Handle<Int>
            @State private var value = 0
            var body: some View {
                let _ = identity.capture($value)
                Exclusive(generation: value).id(value)
            }
        }
        let identity = Handle<Int>()
        let host = TestHost(Screen(identity: identity), size: Size(width: 20, height: 1))
        host.clearWidgetLifecycleLog()
        identity.value = 1
        host.render()
        #expect(
            host.widgetLifecycleLog.map(\.description) == [
                "Exclusive dismantle", "Exclusive makeCoordinator", "Exclusive make", "Exclusive update(initial)",
            ])
    }
}
