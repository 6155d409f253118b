import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Moving a list's selection touches the list alone: the view that owns the selection and
/// passes `$selection` on is not evaluated, and the rows are not made again.
@MainActor @Suite struct ListDependencyTests {
    struct Screen: View {
        let log: EvaluationLog
        let handle: Handle<Int?>
        @State private var selection: Int?

        var body: some View {
            let _ = log.record("Screen")
            let _ = handle.capture($selection)
            List(0..<100, id: \.self, selection: $selection) { row in
                let _ = log.record("row view")
                Row(log: log, row: row)
            }
        }
    }

    struct Row: View {
        let log: EvaluationLog
        let row: Int
        var body: some View {
            let _ = log.record("row body")
            Text("row \(row)")
        }
    }

    private func reversed(_ host: TestHost<some View>, row: Int) -> Bool {
        host.buffer[0, row]?.style.attributes.contains(.reverse) == true
    }

    @Test func movingTheSelectionEvaluatesNeitherTheOwnerNorTheRows() {
        let log = EvaluationLog()
        let handle = Handle<Int?>()
        let host = TestHost(Screen(log: log, handle: handle), size: Size(width: 12, height: 4))
        host.focusAtLaunch()
        #expect(host.press(.downArrow))
        #expect(reversed(host, row: 0))
        let (screens, rowViews, rowBodies) = (log["Screen"], log["row view"], log["row body"])
        for _ in 0..<2 { #expect(host.press(.downArrow)) }
        #expect(reversed(host, row: 2) && !reversed(host, row: 0))
        #expect(handle.value == 2)
        #expect(log["Screen"] == screens)
        #expect(log["row body"] == rowBodies)
        // A key may make the view of the row it moves to, to read its tag, but not a screenful.
        #expect(log["row view"] - rowViews <= 2 * 2)
    }

    @Test func aSelectionChangedElsewhereMarksTheRowsAgain() {
        let log = EvaluationLog()
        let handle = Handle<Int?>()
        let host = TestHost(Screen(log: log, handle: handle), size: Size(width: 12, height: 4))
        _ = host.lines()
        let screens = log["Screen"]
        handle.value = 1
        _ = host.lines()
        #expect(reversed(host, row: 1) && !reversed(host, row: 0))
        handle.value = 3
        _ = host.lines()
        #expect(reversed(host, row: 3) && !reversed(host, row: 1))
        handle.value = nil
        _ = host.lines()
        #expect((0..<4).allSatisfy { !reversed(host, row: $0) })
        #expect(log["Screen"] == screens)
    }
}
