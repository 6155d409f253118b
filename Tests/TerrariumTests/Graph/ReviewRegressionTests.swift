import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Regressions for defects found in review: each test failed before its fix.
@MainActor @Suite struct ReviewRegressionTests {
    @Test func duplicateIDsKeepOneNodeEachAndNeverLeakNodes() {
        struct Duplicates: View {
            let tick: Int
            let log: EventLog
            var body: some View {
                VStack {
                    ForEach([1, 1], id: \.self) { value in
                        Text("\(value) \(tick)").onDisappear { log.events.append("gone") }
                    }
                }
            }
        }
        let log = EventLog()
        let host = TestHost(Duplicates(tick: 0, log: log), size: Size(width: 6, height: 2))
        host.render()
        let count = host.nodeCount
        for tick in 1...5 {
            host.rootView = Duplicates(tick: tick, log: log)
            host.render()
        }
        #expect(host.nodeCount == count)
        #expect(log.events.isEmpty)
        #expect(host.diagnostics.contains { $0.contains("used by more than one view") })
    }

    final class Tracked: ObservableObject {}

    @MainActor final class Registry {
        weak var object: Tracked?
        func record(_ object: Tracked) { self.object = object }
    }

    struct Holder: View {
        let registry: Registry
        @StateObject var object = Tracked()
        var body: some View {
            let _ = registry.record(object)
            Text("held").onAppear {}
        }
    }

    @Test func releasingAHostReleasesItsTreeEvenWithAppearActions() {
        let registry = Registry()
        do {
            let host = TestHost(Holder(registry: registry), size: Size(width: 5, height: 1))
            host.render()
            #expect(registry.object != nil)
        }
        #expect(registry.object == nil)
    }

    @Observable @MainActor final class Width {
        var value = 0
    }

    struct Badge: ViewModifier {
        let width: Width
        func body(content: Content) -> some View {
            HStack(spacing: 0) {
                content
                Text(" [\(width.value)]")
            }
        }
    }

    @Test func customModifierBodiesAreTrackedByObservation() {
        let width = Width()
        let host = TestHost(Text("x").modifier(Badge(width: width)), size: Size(width: 8, height: 1))
        #expect(host.lines() == ["x [0]"])
        width.value = 7
        #expect(host.lines() == ["x [7]"])
    }

    @Observable @MainActor final class Model {
        var value = 0
    }

    struct Owner: View {
        @Bindable var model: Model
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("owner")
            Leaf(value: $model.value, log: log)
        }
    }

    struct Leaf: View {
        @Binding var value: Int
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("leaf")
            Text("\(value)")
        }
    }

    @Test func makingABindingToAnObservableDoesNotSubscribeItsMaker() {
        let model = Model()
        let log = EvaluationLog()
        let host = TestHost(Owner(model: model, log: log), size: Size(width: 4, height: 1))
        #expect(host.lines() == ["0"])
        model.value = 5
        #expect(host.lines() == ["5"])
        #expect(log["owner"] == 1)
        #expect(log["leaf"] == 2)
    }

    @Test func aLazyStackWithAHeaderStaysLazy() {
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                Text("Plants")
                ForEach(0..<100_000) { index in Text("Row \(index)") }
            }
        }
        let host = TestHost(view, size: Size(width: 12, height: 4))
        #expect(host.lines() == ["Plants", "Row 0", "Row 1", "Row 2"])
        #expect(host.nodeCount < 40)
    }

    struct Mover: View {
        let handle: Handle<Int>
        @State private var x = 0
        var body: some View {
            let _ = handle.capture($x)
            Text("#").offset(x: x)
        }
    }

    @Test func aTransactionModifierReachesUpdatesThatStartBelowIt() {
        let handle = Handle<Int>()
        let host = TestHost(
            Mover(handle: handle).transaction { $0.animation = nil }, size: Size(width: 12, height: 1))
        _ = host.lines()
        withAnimation(.linear(duration: 1)) { handle.value = 10 }
        #expect(host.lines() == ["          #"])
        #expect(!host.isAnimating)
    }

    struct Pair: View {
        let parent: Handle<Int>
        let child: Handle<Int>
        @State private var tick = 0
        var body: some View {
            let _ = parent.capture($tick)
            VStack {
                Text("\(tick)")
                Mover(handle: child)
            }
        }
    }

    @Test func aNodeKeepsItsOwnTransactionWhenItsParentUpdatesInTheSamePass() {
        let parent = Handle<Int>()
        let child = Handle<Int>()
        let host = TestHost(Pair(parent: parent, child: child), size: Size(width: 12, height: 2))
        _ = host.lines()
        withAnimation(.linear(duration: 1)) { child.value = 10 }
        parent.value = 1
        host.render()
        #expect(host.isAnimating)
    }

    @Observable @MainActor final class Counter {
        var value = 0
    }

    struct Reader: View {
        let counter: Counter
        let tick: Int
        var body: some View { Text("\(counter.value) \(tick)") }
    }

    @Test func anObservedChangeAfterManyEvaluationsCausesOneUpdate() {
        let counter = Counter()
        let host = TestHost(Reader(counter: counter, tick: 0), size: Size(width: 8, height: 1))
        for tick in 1...50 {
            host.rootView = Reader(counter: counter, tick: tick)
            host.render()
        }
        counter.value = 1
        #expect(host.host.graph.inbox.take().count == 1)
    }

    @Test func environmentAdoptsTheTerminalsFacts() {
        var environment = EnvironmentValues()
        environment.adopt(
            terminalSize: Size(width: 100, height: 30), colorDepth: .indexed256, background: (240, 240, 230))
        #expect(environment.terminalSize == Size(width: 100, height: 30))
        #expect(environment.colorCapability == .indexed256)
        #expect(environment.colorScheme == .light)
        environment.adopt(terminalSize: Size(width: 80, height: 24), colorDepth: .ansi16, background: nil)
        #expect(environment.colorScheme == .light)
    }
}
