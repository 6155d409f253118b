import Foundation
import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite(.serialized) struct RepresentableLifecycleTests {
    /// A parent with state the probe does not depend on, and state it does.
    struct Parent: View {
        @State var unrelated = 0
        @State var label = "probe"
        @State var accent = "plain"
        @State var shown = true
        @State var identity = 0
        var readsAccent = false
        var model: ProbeModel?

        var body: some View {
            VStack(alignment: .leading) {
                Text("unrelated \(unrelated)")
                if shown {
                    Probe(label: label, readsAccent: readsAccent, model: model, onChange: { _ = unrelated })
                        .id(identity)
                }
                Button("bump") { unrelated += 1 }
                Button("relabel") { label += "!" }
                Button("accent") { accent += "*" }
                Button("toggle") { shown.toggle() }
                Button("identity") { identity += 1 }
            }
            .environment(\.probeAccent, accent)
        }
    }

    @Test func makeOrderThenAnUpdateOnlyForNewClosuresOrChangedProperties() {
        let host = TestHost(Parent(), size: Size(width: 30, height: 8))
        #expect(host.takeLifecycle() == ["Probe makeCoordinator", "Probe make", "Probe update(initial)"])
        host.click(on: "[ bump ]")
        host.click(on: "[ bump ]")
        // The parent re-rendered twice and re-created the closure, which the widget must hold.
        #expect(host.takeLifecycle() == ["Probe update(actions)", "Probe update(actions)"])
        #expect(host.lines()[0] == "unrelated 2")
        host.click(on: "[ relabel ]")
        #expect(host.takeLifecycle() == ["Probe update(properties+actions)"])
        #expect(host.lines()[1].hasPrefix("probe!"))
    }

    @Test func environmentChangesUpdateOnlyWidgetsThatReadTheKey() {
        let quiet = TestHost(Parent(), size: Size(width: 30, height: 8))
        quiet.clearWidgetLifecycleLog()
        quiet.click(on: "[ accent ]")
        // Only the parent's re-created closure reaches a widget that did not read the key.
        #expect(quiet.takeLifecycle() == ["Probe update(actions)"])

        let reader = TestHost(Parent(readsAccent: true), size: Size(width: 30, height: 8))
        reader.clearWidgetLifecycleLog()
        #expect(reader.lines()[1].hasPrefix("probe plain"))
        reader.click(on: "[ accent ]")
        #expect(reader.takeLifecycle() == ["Probe update(environment+actions)"])
        #expect(reader.lines()[1].hasPrefix("probe plain*"))
    }

    @Test func observablePropertiesReadInUpdateCauseUpdatesOthersDoNot() {
        let model = ProbeModel()
        let host = TestHost(Parent(model: model), size: Size(width: 30, height: 8))
        host.clearWidgetLifecycleLog()
        model.unrelated += 1
        #expect(host.takeLifecycle() == [])
        model.title = "changed"
        #expect(host.takeLifecycle() == ["Probe update(observation)"])
        #expect(host.lines()[1].hasPrefix("probe changed"))
    }

    @Test func removalReinsertionIdentityChangeAndExitDismantleExactlyOnce() {
        let host = TestHost(Parent(), size: Size(width: 30, height: 8))
        host.clearWidgetLifecycleLog()
        #expect(ProbeCoordinator.alive == 1)
        host.click(on: "[ toggle ]")
        #expect(host.takeLifecycle() == ["Probe dismantle"])
        #expect(ProbeCoordinator.alive == 0)
        host.click(on: "[ toggle ]")
        #expect(host.takeLifecycle() == ["Probe makeCoordinator", "Probe make", "Probe update(initial)"])
        host.click(on: "[ identity ]")
        // The old identity's widget leaves before the new one is made, in the same update, so a
        // widget holding an exclusive resource can be replaced.
        #expect(
            host.takeLifecycle() == [
                "Probe dismantle", "Probe makeCoordinator", "Probe make", "Probe update(initial)",
            ])
        #expect(ProbeCoordinator.alive == 1)
        host.tearDown()
        #expect(host.widgetLifecycleLog.map(\.description) == ["Probe dismantle"])
        #expect(ProbeCoordinator.alive == 0)
        host.tearDown()
        #expect(host.widgetLifecycleLog.count == 1)
    }

    /// A representable straight inside `if`, with no modifier around it.
    struct Conditional: View {
        @State var shown = true
        var body: some View {
            VStack(alignment: .leading) {
                if shown { Probe(label: "here") }
                Button("toggle") { shown.toggle() }
            }
        }
    }

    @Test func aRepresentableDirectlyInsideIfLeavesWhenTheConditionTurnsFalse() {
        let host = TestHost(Conditional(), size: Size(width: 20, height: 2))
        #expect(host.takeLifecycle() == ["Probe makeCoordinator", "Probe make", "Probe update(initial)"])
        host.click(on: "[ toggle ]")
        #expect(host.takeLifecycle() == ["Probe dismantle"])
        #expect(!host.text.contains("here"))
        host.click(on: "[ toggle ]")
        #expect(host.takeLifecycle() == ["Probe makeCoordinator", "Probe make", "Probe update(initial)"])
        #expect(host.lines()[0].hasPrefix("here"))
    }

    /// Holds a value the probe clamps from inside `updateWidget`.
    struct Clamped: View {
        @State var value = 3
        var body: some View {
            VStack(alignment: .leading) {
                Text("value \(value)")
                Probe(value: $value, clampTo: 5)
                Button("big") { value = 9 }
            }
        }
    }

    @Test func aBindingWrittenDuringUpdateCausesExactlyOneFollowUpPass() {
        let host = TestHost(Clamped(), size: Size(width: 20, height: 3))
        #expect(host.takeLifecycle() == ["Probe makeCoordinator", "Probe make", "Probe update(initial)"])
        host.click(on: "[ big ]")
        #expect(host.takeLifecycle() == ["Probe update(properties)", "Probe update(properties)"])
        #expect(host.lines()[0] == "value 5")
        #expect(host.lines()[1].hasPrefix("probe 5"))
        #expect(host.diagnostics.isEmpty)
        host.render()
        #expect(host.takeLifecycle() == [])
    }
}
