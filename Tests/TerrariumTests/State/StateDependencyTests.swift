import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A view depends on the state it reads, not on the state it owns: SwiftUI's rule.
@MainActor @Suite struct StateDependencyTests {
    /// Owns a value and only passes a binding to it on.
    struct Owner: View {
        let log: EvaluationLog
        let handle: Handle<Int>
        @State private var value = 0

        var body: some View {
            let _ = log.record("Owner")
            let _ = handle.capture($value)
            Shower(log: log, value: $value)
        }
    }

    /// Reads the value through its binding.
    struct Shower: View {
        let log: EvaluationLog
        @Binding var value: Int
        var body: some View {
            let _ = log.record("Shower")
            Text("value \(value)")
        }
    }

    @Test func aViewThatOnlyPassesABindingOnIsNotEvaluatedAgainWhenTheValueChanges() {
        let log = EvaluationLog()
        let handle = Handle<Int>()
        let host = TestHost(Owner(log: log, handle: handle), size: Size(width: 12, height: 1))
        #expect(host.lines() == ["value 0"])
        handle.value = 4
        #expect(host.lines() == ["value 4"])
        #expect(log["Owner"] == 1)
        #expect(log["Shower"] == 2)
        // Each change reaches the reader again: its read is recorded anew each evaluation.
        handle.value = 5
        #expect(host.lines() == ["value 5"])
        #expect(log["Owner"] == 1)
        #expect(log["Shower"] == 3)
    }

    /// Reads its value in its body and passes it on too.
    struct ReadingOwner: View {
        let log: EvaluationLog
        let handle: Handle<Int>
        @State private var value = 0

        var body: some View {
            let _ = log.record("Owner")
            let _ = handle.capture($value)
            VStack(alignment: .leading) {
                Text("owner \(value)")
                Shower(log: log, value: $value)
            }
        }
    }

    @Test func aViewThatReadsItsValueIsEvaluatedAgainAndSoIsTheChildThatReadsIt() {
        let log = EvaluationLog()
        let handle = Handle<Int>()
        let host = TestHost(ReadingOwner(log: log, handle: handle), size: Size(width: 12, height: 2))
        handle.value = 7
        #expect(host.lines() == ["owner 7", "value 7"])
        #expect(log["Owner"] == 2)
        #expect(log["Shower"] == 2)
    }

    @Test func aViewThatStopsReadingAValueNoLongerDependsOnIt() {
        struct Sometimes: View {
            let log: EvaluationLog
            let reads: Handle<Bool>
            let value: Handle<Int>
            @State private var isReading = true
            @State private var number = 0
            var body: some View {
                let _ = log.record("Sometimes")
                let _ = reads.capture($isReading)
                let _ = value.capture($number)
                if isReading { Text("number \(number)") } else { Text("off") }
            }
        }
        let log = EvaluationLog()
        let reads = Handle<Bool>()
        let value = Handle<Int>()
        let host = TestHost(Sometimes(log: log, reads: reads, value: value), size: Size(width: 10, height: 1))
        value.value = 1
        #expect(host.lines() == ["number 1"])
        reads.value = false
        #expect(host.lines() == ["off"])
        #expect(log["Sometimes"] == 3)
        value.value = 2
        #expect(host.lines() == ["off"])
        #expect(log["Sometimes"] == 3)
    }

    /// Reads its value only when the canvas draws.
    struct Drawing: View {
        let handle: Handle<Int>
        @State private var value = 0
        var body: some View {
            let _ = handle.capture($value)
            Canvas { context, _ in context.draw("drawn \(value)", at: Point(x: 0, y: 0)) }
                .frame(height: 1)
        }
    }

    @Test func aValueReadWhileDrawingDrawsAgainWhenItChanges() {
        let handle = Handle<Int>()
        let host = TestHost(Drawing(handle: handle), size: Size(width: 10, height: 1))
        #expect(host.lines() == ["drawn 0"])
        handle.value = 8
        #expect(host.lines() == ["drawn 8"])
        handle.value = 9
        #expect(host.lines() == ["drawn 9"])
    }

    /// Reads its value in rows a lazy stack makes while it is laid out.
    struct LazyRows: View {
        let handle: Handle<Int>
        @State private var value = 0
        var body: some View {
            let _ = handle.capture($value)
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<3, id: \.self) { row in Text("row \(row) \(value)") }
                }
            }
        }
    }

    @Test func aValueReadInRowsMadeDuringLayoutMakesTheRowsAgain() {
        let handle = Handle<Int>()
        let host = TestHost(LazyRows(handle: handle), size: Size(width: 12, height: 3))
        #expect(host.lines() == ["row 0 0", "row 1 0", "row 2 0"])
        handle.value = 6
        #expect(host.lines() == ["row 0 6", "row 1 6", "row 2 6"])
    }

    @Test func aValueReadOnlyByAnActionMakesNothingAgain() {
        struct Acting: View {
            let log: EvaluationLog
            let handle: Handle<Int>
            @State private var value = 0
            var body: some View {
                let _ = log.record("Acting")
                let _ = handle.capture($value)
                Button("Bump") { value += 1 }
            }
        }
        let log = EvaluationLog()
        let handle = Handle<Int>()
        let host = TestHost(Acting(log: log, handle: handle), size: Size(width: 10, height: 1))
        _ = host.lines()
        // The first click focuses the button, which evaluates what is around it.
        #expect(host.click(x: 1, y: 0))
        let evaluations = log["Acting"]
        #expect(host.click(x: 1, y: 0))
        #expect(host.click(x: 1, y: 0))
        _ = host.lines()
        #expect(handle.value == 3)
        #expect(log["Acting"] == evaluations)
    }
}

extension StateDependencyTests {
    /// Reads its value in its body and is passed a changed environment it does not read.
    struct Marked: View {
        let handle: Handle<Int>
        @State private var value = 0
        var body: some View {
            let _ = handle.capture($value)
            Text("marked \(value)")
        }
    }

    @Test func aBodyPassedAChangedEnvironmentItDoesNotReadStillDependsOnItsValue() {
        struct Root: View {
            let handle: Handle<Int>
            let tint: Handle<Bool>
            @State private var red = false
            var body: some View {
                let _ = tint.capture($red)
                Marked(handle: handle).foregroundStyle(red ? Color.red : Color.green)
            }
        }
        let handle = Handle<Int>()
        let tint = Handle<Bool>()
        let host = TestHost(Root(handle: handle, tint: tint), size: Size(width: 10, height: 1))
        #expect(host.lines() == ["marked 0"])
        // The environment changes around `Marked`, which passes it on without evaluating its body.
        tint.value = true
        #expect(host.lines() == ["marked 0"])
        handle.value = 1
        #expect(host.lines() == ["marked 1"])
    }
}

extension StateDependencyTests {
    /// Keeps a view's `@State` wrapper, to count the nodes recorded as reading it.
    @MainActor final class StateProbe<Value> {
        var state: State<Value>?
        func capture(_ state: State<Value>) { self.state = state }
    }

    /// A long list whose every row reads the owner's value through a binding.
    struct ManyReaders: View {
        let probe: StateProbe<String>
        let handle: Handle<String>
        @State private var suffix = "a"
        var body: some View {
            let _ = probe.capture(_suffix)
            let _ = handle.capture($suffix)
            List(0..<100_000, id: \.self) { row in Suffixed(row: row, suffix: $suffix) }
        }
    }

    struct Suffixed: View {
        let row: Int
        @Binding var suffix: String
        var body: some View { Text("\(row)\(suffix)") }
    }

    @Test func theReadersOfAValueAreBoundedWhileRowsReadingItComeAndGo() throws {
        let probe = StateProbe<String>()
        let handle = Handle<String>()
        let host = TestHost(ManyReaders(probe: probe, handle: handle), size: Size(width: 12, height: 10))
        host.focusAtLaunch()
        host.press(.tab)
        for _ in 0..<400 { host.press(.pageDown) }
        let lines = {
            host.lines().map { $0.replacingOccurrences(of: "┃", with: "").trimmingCharacters(in: .whitespaces) }
        }
        let first = try #require(lines().first)
        #expect(first.hasSuffix("a") && first != "0a", "\(first)")
        // Thousands of rows read the value and left; only about a screenful's are kept.
        #expect(try #require(probe.state).readerCount < 100)
        // The rows on screen still depend on it.
        handle.value = "b"
        #expect(lines().allSatisfy { $0.hasSuffix("b") })
    }
}
