import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@Observable @MainActor
final class Plant {
    var name = "Fern"
    var rating = 3
}

@MainActor @Suite struct ObservationTests {
    struct NameView: View {
        let plant: Plant
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("name")
            Text(plant.name)
        }
    }

    struct RatingView: View {
        let plant: Plant
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("rating")
            Text("\(plant.rating)/5")
        }
    }

    struct Detail: View {
        let plant: Plant
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("detail")
            VStack(alignment: .leading) {
                NameView(plant: plant, log: log)
                RatingView(plant: plant, log: log)
            }
        }
    }

    @Test func aChangedPropertyReevaluatesExactlyTheViewsThatReadIt() {
        let plant = Plant()
        let log = EvaluationLog()
        let host = TestHost(Detail(plant: plant, log: log), size: Size(width: 10, height: 2))
        #expect(host.lines() == ["Fern", "3/5"])
        plant.rating = 5
        #expect(host.hasPendingUpdates)
        #expect(host.lines() == ["Fern", "5/5"])
        #expect(log["rating"] == 2)
        #expect(log["name"] == 1)
        #expect(log["detail"] == 1)
        plant.name = "Monstera"
        #expect(host.lines() == ["Monstera", "5/5"])
        #expect(log["name"] == 2)
        #expect(log["rating"] == 2)
    }

    @Observable @MainActor
    final class Model {
        var shown = 1
        var unread = 1
    }

    struct Reader: View {
        let model: Model
        var body: some View { Text("\(model.shown)") }
    }

    @Test func aPropertyNobodyReadCausesNoUpdate() {
        let model = Model()
        let host = TestHost(Reader(model: model), size: Size(width: 4, height: 1))
        _ = host.lines()
        model.unread = 2
        #expect(!host.hasPendingUpdates)
    }
}
