import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ObjectBindingPlaceTests {
    struct NameField: View {
        @Binding var name: String
        let log: EventLog
        var body: some View {
            log.events.append("field \(name)")
            return Text(name)
        }
    }

    struct Owner: View {
        @ObservedObject var garden: Garden
        let bump: Handle<Int>
        let log: EventLog
        @State private var unrelated = 0
        var body: some View {
            let _ = bump.capture($unrelated)
            VStack(alignment: .leading) {
                NameField(name: $garden.name, log: log)
                Text("\(unrelated)")
            }
        }
    }

    struct StateOwner: View {
        @StateObject var garden = Garden("fern")
        let bump: Handle<Int>
        let log: EventLog
        @State private var unrelated = 0
        var body: some View {
            let _ = bump.capture($unrelated)
            VStack(alignment: .leading) {
                NameField(name: $garden.name, log: log)
                Text("\(unrelated)")
                Button("rename") { garden.name = "moss" }
            }
        }
    }

    @Test func aChildHandedAnObservedObjectBindingIsNotEvaluatedWithItsParent() {
        let garden = Garden("fern")
        let log = EventLog()
        let bump = Handle<Int>()
        let host = TestHost(Owner(garden: garden, bump: bump, log: log), size: Size(width: 10, height: 2))
        #expect(host.lines() == ["fern", "0"])
        bump.value = 1
        #expect(host.lines() == ["fern", "1"])
        #expect(log.events == ["field fern"])
        garden.name = "moss"
        #expect(host.lines() == ["moss", "1"])
        #expect(log.events == ["field fern", "field moss"])
    }

    @Test func aChildHandedAStateObjectBindingIsNotEvaluatedWithItsParent() {
        let log = EventLog()
        let bump = Handle<Int>()
        let host = TestHost(StateOwner(bump: bump, log: log), size: Size(width: 12, height: 3))
        #expect(host.lines()[0] == "fern")
        bump.value = 1
        #expect(host.lines()[1] == "1")
        #expect(log.events == ["field fern"])
        host.send(.key(KeyPress(.tab)))
        host.send(.key(KeyPress(.return)))
        #expect(host.lines()[0] == "moss")
        #expect(log.events == ["field fern", "field moss"])
    }
}
