import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct StateTests {
    struct Counter: View {
        let log: EvaluationLog
        let handle: Handle<Int>
        @State private var count = 0

        var body: some View {
            let _ = log.record("Counter")
            let _ = handle.capture($count)
            VStack(alignment: .leading) {
                Text("count \(count)")
                Unrelated(log: log)
                Reader(log: log, value: count)
            }
        }
    }

    struct Unrelated: View {
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("Unrelated")
            Text("static")
        }
    }

    struct Reader: View {
        let log: EvaluationLog
        let value: Int
        var body: some View {
            let _ = log.record("Reader")
            Text("reader \(value)")
        }
    }

    @Test func changingStateReevaluatesItsOwnerAndOnlyChildrenWhoseInputsChanged() {
        let log = EvaluationLog()
        let handle = Handle<Int>()
        let host = TestHost(Counter(log: log, handle: handle), size: Size(width: 20, height: 3))
        #expect(host.lines() == ["count 0", "static", "reader 0"])
        handle.value = 3
        #expect(host.lines() == ["count 3", "static", "reader 3"])
        #expect(log["Counter"] == 2)
        #expect(log["Reader"] == 2)
        #expect(log["Unrelated"] == 1)
        // Rendering again with nothing changed evaluates nothing.
        _ = host.lines()
        #expect(log["Counter"] == 2)
    }

    struct Toggleable: View {
        let show: Bool
        let handle: Handle<Int>
        var body: some View {
            if show {
                Inner(handle: handle)
            } else {
                Text("hidden")
            }
        }
    }

    struct Inner: View {
        let handle: Handle<Int>
        @State private var value = 0
        var body: some View {
            let _ = handle.capture($value)
            Text("inner \(value)")
        }
    }

    @Test func stateSurvivesReevaluationAndIsDroppedWhenTheViewLeaves() {
        let handle = Handle<Int>()
        let host = TestHost(Toggleable(show: true, handle: handle), size: Size(width: 12, height: 1))
        handle.value = 5
        #expect(host.lines() == ["inner 5"])
        host.rootView = Toggleable(show: true, handle: handle)
        #expect(host.lines() == ["inner 5"])
        host.rootView = Toggleable(show: false, handle: handle)
        #expect(host.lines() == ["hidden"])
        host.rootView = Toggleable(show: true, handle: handle)
        #expect(host.lines() == ["inner 0"])
    }

    struct Row: View {
        let name: String
        @State var taps = 0
        let handles: [String: Handle<Int>]
        var body: some View {
            let _ = handles[name]?.capture($taps)
            Text("\(name) \(taps)")
        }
    }

    struct Rows: View {
        let names: [String]
        let handles: [String: Handle<Int>]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(names, id: \.self) { name in Row(name: name, handles: handles) }
            }
        }
    }

    @Test func forEachStateFollowsItsElementWhenTheCollectionChanges() {
        let handles = ["a": Handle<Int>(), "b": Handle<Int>(), "c": Handle<Int>()]
        let host = TestHost(Rows(names: ["a", "b", "c"], handles: handles), size: Size(width: 6, height: 3))
        _ = host.lines()
        handles["b"]!.value = 2
        handles["c"]!.value = 7
        #expect(host.lines() == ["a 0", "b 2", "c 7"])
        host.rootView = Rows(names: ["c", "a"], handles: handles)
        #expect(host.lines() == ["c 7", "a 0", ""])
        host.rootView = Rows(names: ["c", "a", "b"], handles: handles)
        #expect(host.lines() == ["c 7", "a 0", "b 0"])
    }

    struct Identified: View {
        let id: Int
        let handle: Handle<Int>
        var body: some View { Inner(handle: handle).id(id) }
    }

    @Test func changingAnExplicitIDResetsState() {
        let handle = Handle<Int>()
        let host = TestHost(Identified(id: 1, handle: handle), size: Size(width: 10, height: 1))
        handle.value = 4
        #expect(host.lines() == ["inner 4"])
        host.rootView = Identified(id: 1, handle: handle)
        #expect(host.lines() == ["inner 4"])
        host.rootView = Identified(id: 2, handle: handle)
        #expect(host.lines() == ["inner 0"])
    }

    struct WritesDuringBody: View {
        @State private var renders = 0
        let limit: Int

        func countRender() {
            if renders < limit { renders += 1 }
        }

        var body: some View {
            let _ = countRender()
            Text("renders \(renders)")
        }
    }

    @Test func stateWrittenDuringBodyIsDeferredWithADiagnostic() {
        let host = TestHost(WritesDuringBody(limit: 3), size: Size(width: 12, height: 1))
        #expect(host.lines() == ["renders 3"])
        #expect(host.diagnostics.first?.contains("WritesDuringBody modified state") == true)
    }

    @Test func stateWrittenOnEveryBodyNeverLoopsForever() {
        let host = TestHost(WritesDuringBody(limit: .max), size: Size(width: 14, height: 1))
        _ = host.lines()
        #expect(host.diagnostics.contains { $0.contains("did not settle") })
    }

    struct Parent: View {
        let handle: Handle<Bool>
        @State private var on = false
        var body: some View {
            let _ = handle.capture($on)
            ChildWithBinding(on: $on)
        }
    }

    struct ChildWithBinding: View {
        @Binding var on: Bool
        var body: some View { Text(on ? "on" : "off") }
    }

    @Test func bindingsReadAndWriteTheOwnersState() {
        let handle = Handle<Bool>()
        let host = TestHost(Parent(handle: handle), size: Size(width: 4, height: 1))
        #expect(host.lines() == ["off"])
        handle.value = true
        #expect(host.lines() == ["on"])
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
    }
}
