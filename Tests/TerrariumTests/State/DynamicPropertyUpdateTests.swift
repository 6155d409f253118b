import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A custom dynamic property that counts its `update()` calls and shows the count to the body.
struct UpdateCounter: DynamicProperty {
    @State private var seen = 0
    let log: EventLog
    private(set) var updates = 0

    mutating func update() {
        updates += 1
        log.events.append("update")
    }
}

/// A dynamic property holding another, to check nested ones are updated first.
struct Outer: DynamicProperty {
    var inner: UpdateCounter
    let log: EventLog

    mutating func update() { log.events.append("outer after \(inner.updates)") }
}

@MainActor @Suite struct DynamicPropertyUpdateTests {
    struct Screen: View {
        let bump: Handle<Int>
        let log: EventLog
        var counter: UpdateCounter
        @State private var value = 0
        var body: some View {
            let _ = bump.capture($value)
            log.events.append("body \(counter.updates)")
            return Text("\(value)")
        }
    }

    @Test func updateRunsBeforeEveryBodyEvaluation() {
        let log = EventLog()
        let bump = Handle<Int>()
        let host = TestHost(
            Screen(bump: bump, log: log, counter: UpdateCounter(log: log)), size: Size(width: 4, height: 1))
        #expect(host.lines() == ["0"])
        #expect(log.events == ["update", "body 1"])
        bump.value = 1
        #expect(host.lines() == ["1"])
        #expect(log.events == ["update", "body 1", "update", "body 1"])
    }

    struct Nested: View {
        let log: EventLog
        var outer: Outer
        var body: some View { Text("x") }
    }

    @Test func nestedPropertiesAreUpdatedBeforeTheirContainer() {
        let log = EventLog()
        let host = TestHost(
            Nested(log: log, outer: Outer(inner: UpdateCounter(log: log), log: log)),
            size: Size(width: 4, height: 1))
        #expect(host.lines() == ["x"])
        #expect(log.events == ["update", "outer after 1"])
    }

    /// A value that is not `Equatable`, holding text.
    struct Caption {
        var text: String
    }

    struct Row: View {
        let caption: Caption
        let log: EventLog
        var body: some View {
            log.events.append("row")
            return Text(caption.text)
        }
    }

    struct List: View {
        let bump: Handle<Int>
        let log: EventLog
        @State private var value = 0
        var body: some View {
            let _ = bump.capture($value)
            VStack(alignment: .leading) {
                Row(
                    caption: Caption(text: String("a caption longer than fifteen bytes".reversed().reversed())),
                    log: log)
                Text("\(value)")
            }
        }
    }

    @Test func aChildWithEqualContentInNewBuffersIsNotEvaluatedAgain() {
        let log = EventLog()
        let bump = Handle<Int>()
        let host = TestHost(List(bump: bump, log: log), size: Size(width: 40, height: 2))
        #expect(host.lines()[1] == "0")
        bump.value = 1
        #expect(host.lines()[1] == "1")
        #expect(log.events == ["row"])
    }
}
