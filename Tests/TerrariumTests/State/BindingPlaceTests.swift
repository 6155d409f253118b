import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@Observable @MainActor
final class BoundPlant {
    var name = "fern"
    var watering = Watering(days: 7)
}

struct Watering: Equatable {
    var days: Int
}

private struct BoundNameKey: EnvironmentKey {
    static let defaultValue: Binding<String>? = nil
}

extension EnvironmentValues {
    fileprivate var boundName: Binding<String>? {
        get { self[BoundNameKey.self] }
        set { self[BoundNameKey.self] = newValue }
    }
}

/// Bindings made anew in every evaluation but pointing at the same place are the same binding:
/// what holds them is not evaluated again for it.
@MainActor @Suite struct BindingPlaceTests {
    struct NameChild: View {
        @Binding var name: String
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("child")
            Text(name)
        }
    }

    struct DaysChild: View {
        @Binding var days: Int
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("days")
            Text("\(days) days")
        }
    }

    struct EnvironmentReader: View {
        @Environment(\.boundName) private var name
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("reader")
            Text(name?.wrappedValue ?? "none")
        }
    }

    struct Parent: View {
        let plant: BoundPlant
        let log: EvaluationLog
        let handle: Handle<Int>
        @State private var unrelated = 0
        @State private var watering = Watering(days: 3)

        var body: some View {
            let _ = handle.capture($unrelated)
            VStack(alignment: .leading) {
                Text("unrelated \(unrelated)")
                NameChild(name: Bindable(plant).name, log: log)
                DaysChild(days: $watering.days, log: log)
                EnvironmentReader(log: log)
            }
            .environment(\.boundName, Bindable(plant).name)
        }
    }

    @Test func bindingsToTheSamePlaceLeaveTheirHoldersAlone() {
        let plant = BoundPlant()
        let log = EvaluationLog()
        let handle = Handle<Int>()
        let host = TestHost(Parent(plant: plant, log: log, handle: handle), size: Size(width: 20, height: 4))
        #expect(host.lines() == ["unrelated 0", "fern", "3 days", "fern"])
        #expect([log["child"], log["days"], log["reader"]] as [Int?] == [1, 1, 1])
        handle.value = 1
        #expect(host.lines()[0] == "unrelated 1")
        // A binding through @Bindable, a member of a state binding and a binding in the
        // environment, each made anew, point at the same places: nothing below re-evaluates.
        #expect([log["child"], log["days"], log["reader"]] as [Int?] == [1, 1, 1])
        // Changes still arrive: through Observation for the object, through the snapshot for state.
        plant.name = "moss"
        #expect(host.lines() == ["unrelated 1", "moss", "3 days", "moss"])
        handle.value = 2
        #expect([log["child"], log["days"]] as [Int?] == [2, 1])
    }

    @Test func aStateMemberBindingWithANewValueUpdatesItsHolder() {
        struct Holder: View {
            let log: EvaluationLog
            let handle: Handle<Watering>
            @State private var watering = Watering(days: 3)
            var body: some View {
                let _ = handle.capture($watering)
                DaysChild(days: $watering.days, log: log)
            }
        }
        let log = EvaluationLog()
        let handle = Handle<Watering>()
        let host = TestHost(Holder(log: log, handle: handle), size: Size(width: 10, height: 1))
        #expect(host.lines() == ["3 days"])
        handle.value = Watering(days: 5)
        #expect(host.lines() == ["5 days"])
        #expect(log["days"] == 2)
    }
}
