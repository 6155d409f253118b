import Foundation
import Observation
import Synchronization
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A model that announces changes only through `@Published`, using the default publisher.
final class Garden: ObservableObject {
    @Published var name: String
    @Published var water = 1

    init(_ name: String) { self.name = name }
}

/// A model that follows a notification and announces the change itself, from whichever thread
/// posted it.
final class PlantCatalog: ObservableObject, Sendable {
    static let didAddPlant = Notification.Name("PlantCatalog.didAddPlant")

    private let names = Mutex<[String]>([])
    private let center: NotificationCenter
    // Written once, in init, before the catalog is shared.
    nonisolated(unsafe) private var observation: (any NSObjectProtocol)?

    var plants: [String] { names.withLock { $0 } }

    init(center: NotificationCenter) {
        self.center = center
        observation = center.addObserver(forName: Self.didAddPlant, object: nil, queue: nil) { [weak self] note in
            guard let self, let name = note.userInfo?["name"] as? String else { return }
            objectWillChange.send()
            names.withLock { $0.append(name) }
        }
    }

    deinit {
        if let observation { center.removeObserver(observation) }
    }
}

/// A model a view owns; counts how many times one was made.
@MainActor
final class Tally: ObservableObject {
    @Published var count = 0

    init(creations: Creations) { creations.count += 1 }
}

@MainActor
final class Creations {
    var count = 0
}

/// Holds whatever a view body hands it without keeping it alive.
@MainActor
final class WeakProbe<Object: AnyObject> {
    weak var object: Object?

    func capture(_ object: Object) { self.object = object }
}

@MainActor
final class ThemeSettings: ObservableObject {
    @Published var theme: String

    init(_ theme: String) { self.theme = theme }
}

@MainActor
final class UserAccount: ObservableObject {
    @Published var user = "ada"
}

@Observable @MainActor
final class Seedling {
    var name = "basil"
    var height = 1
}

/// Declares its own publisher instead of using the default one; used from one thread only.
final class Thermometer: ObservableObject, @unchecked Sendable {
    let objectWillChange = ObservableObjectPublisher()
    @Published var degrees = 20
}

/// Not observable: `@Published` is then plain storage.
final class UnobservedBox {
    @Published var value = 1
}

/// Counts the values a publisher sends, from any thread.
final class SendCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

@MainActor @Suite struct ObservableObjectTests {
    // MARK: - ObservedObject

    struct GardenRow: View {
        @ObservedObject var garden: Garden
        let label: String
        let log: EvaluationLog
        var body: some View {
            let _ = log.record(label)
            Text("\(garden.name) \(garden.water)")
        }
    }

    struct Unrelated: View {
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("unrelated")
            Text("static")
        }
    }

    struct Gardens: View {
        let first: Garden
        let second: Garden
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("gardens")
            VStack(alignment: .leading) {
                GardenRow(garden: first, label: "first", log: log)
                GardenRow(garden: second, label: "second", log: log)
                Unrelated(log: log)
            }
        }
    }

    @Test func aPublishedChangeReevaluatesOnlyTheViewsHoldingTheModel() {
        let first = Garden("Fern")
        let second = Garden("Moss")
        let log = EvaluationLog()
        let host = TestHost(Gardens(first: first, second: second, log: log), size: Size(width: 10, height: 3))
        #expect(host.lines() == ["Fern 1", "Moss 1", "static"])
        first.water = 2
        #expect(host.hasPendingUpdates)
        #expect(host.lines() == ["Fern 2", "Moss 1", "static"])
        #expect(log["first"] == 2)
        #expect(log["second"] == 1)
        #expect(log["gardens"] == 1)
        #expect(log["unrelated"] == 1)
        second.name = "Ivy"
        #expect(host.lines() == ["Fern 2", "Ivy 1", "static"])
        #expect(log["first"] == 2)
        #expect(log["second"] == 2)
        // Rendering again with nothing announced evaluates nothing.
        _ = host.lines()
        #expect(log["first"] == 2)
        #expect(log["second"] == 2)
    }

    @Test func aViewGivenAnotherObjectFollowsTheNewOneOnly() {
        let old = Garden("Fern")
        let new = Garden("Moss")
        let log = EvaluationLog()
        let host = TestHost(GardenRow(garden: old, label: "row", log: log), size: Size(width: 10, height: 1))
        #expect(host.lines() == ["Fern 1"])
        host.rootView = GardenRow(garden: new, label: "row", log: log)
        #expect(host.lines() == ["Moss 1"])
        #expect(old.objectWillChange.subscriberCount == 0)
        #expect(new.objectWillChange.subscriberCount == 1)
        old.water = 5
        #expect(!host.hasPendingUpdates)
        new.water = 3
        #expect(host.lines() == ["Moss 3"])
        // The same object again is no change: the view is not evaluated.
        let evaluations = log["row"]
        host.rootView = GardenRow(garden: new, label: "row", log: log)
        _ = host.lines()
        #expect(log["row"] == evaluations)
    }

    struct GardenEditor: View {
        @ObservedObject var garden: Garden
        let handle: Handle<String>
        var body: some View {
            let _ = handle.capture($garden.name)
            NameLabel(name: $garden.name)
        }
    }

    struct NameLabel: View {
        @Binding var name: String
        var body: some View { Text(name) }
    }

    @Test func observedObjectBindingsWriteThroughToTheModel() {
        let garden = Garden("Fern")
        let handle = Handle<String>()
        let host = TestHost(GardenEditor(garden: garden, handle: handle), size: Size(width: 10, height: 1))
        #expect(host.lines() == ["Fern"])
        handle.value = "Cactus"
        #expect(garden.name == "Cactus")
        #expect(host.lines() == ["Cactus"])
    }

    // MARK: - Manual announcements

    struct CatalogView: View {
        @ObservedObject var catalog: PlantCatalog
        var body: some View {
            Text(catalog.plants.isEmpty ? "no plants" : catalog.plants.joined(separator: ", "))
        }
    }

    @Test func aNotificationObserverCallingSendUpdatesTheView() async {
        let center = NotificationCenter()
        let catalog = PlantCatalog(center: center)
        let host = TestHost(CatalogView(catalog: catalog), size: Size(width: 20, height: 1))
        #expect(host.lines() == ["no plants"])
        center.post(name: PlantCatalog.didAddPlant, object: nil, userInfo: ["name": "Fern"])
        #expect(host.hasPendingUpdates)
        #expect(host.lines() == ["Fern"])
        // Posted from another thread, the change still reaches the view.
        await Task.detached {
            center.post(name: PlantCatalog.didAddPlant, object: nil, userInfo: ["name": "Moss"])
        }.value
        #expect(host.hasPendingUpdates)
        #expect(host.lines() == ["Fern, Moss"])
    }

    // MARK: - StateObject

    struct Owner: View {
        @StateObject private var tally: Tally
        let tick: Int
        let probe: WeakProbe<Tally>
        let handle: Handle<Int>

        init(tick: Int, creations: Creations, probe: WeakProbe<Tally>, handle: Handle<Int>) {
            _tally = StateObject(wrappedValue: Tally(creations: creations))
            self.tick = tick
            self.probe = probe
            self.handle = handle
        }

        var body: some View {
            let _ = probe.capture(tally)
            let _ = handle.capture($tally.count)
            Text("tally \(tally.count) tick \(tick)")
        }
    }

    struct OwnerParent: View {
        let show: Bool
        let tick: Int
        let creations: Creations
        let probe: WeakProbe<Tally>
        let handle: Handle<Int>
        var body: some View {
            if show {
                Owner(tick: tick, creations: creations, probe: probe, handle: handle)
            } else {
                Text("gone")
            }
        }
    }

    @Test func aStateObjectIsCreatedOnceAndReleasedWhenItsViewLeaves() throws {
        let creations = Creations()
        let probe = WeakProbe<Tally>()
        let handle = Handle<Int>()
        func parent(show: Bool, tick: Int) -> OwnerParent {
            OwnerParent(show: show, tick: tick, creations: creations, probe: probe, handle: handle)
        }
        let host = TestHost(parent(show: true, tick: 0), size: Size(width: 20, height: 1))
        #expect(host.lines() == ["tally 0 tick 0"])
        for tick in 1...50 {
            host.rootView = parent(show: true, tick: tick)
        }
        #expect(host.lines() == ["tally 0 tick 50"])
        #expect(creations.count == 1)

        #expect(probe.object != nil)
        probe.object?.count = 2
        #expect(host.lines() == ["tally 2 tick 50"])
        handle.value = 3
        #expect(host.lines() == ["tally 3 tick 50"])
        #expect(creations.count == 1)

        let publisher = try #require(probe.object?.objectWillChange)
        #expect(publisher.subscriberCount == 1)
        // A binding holds its object, so the test lets go of the one it kept.
        handle.binding = nil
        host.rootView = parent(show: false, tick: 51)
        #expect(host.lines() == ["gone"])
        #expect(probe.object == nil)
        #expect(publisher.subscriberCount == 0)

        // Coming back is a new view: it gets a new object.
        host.rootView = parent(show: true, tick: 52)
        #expect(host.lines() == ["tally 0 tick 52"])
        #expect(creations.count == 2)
    }

    // MARK: - EnvironmentObject

    struct Middle: View {
        let label: String
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("middle")
            ThemeLabel(label: label, log: log)
        }
    }

    struct ThemeLabel: View {
        @EnvironmentObject var settings: ThemeSettings
        @EnvironmentObject var account: UserAccount
        let label: String
        let log: EvaluationLog
        var body: some View {
            let _ = log.record(label)
            Text("\(label) \(account.user) \(settings.theme)")
        }
    }

    struct EnvironmentRoot: View {
        let settings: ThemeSettings
        let local: ThemeSettings
        let account: UserAccount
        let log: EvaluationLog
        var body: some View {
            VStack(alignment: .leading) {
                Middle(label: "inner", log: log).environmentObject(local)
                Middle(label: "outer", log: log)
            }
            .environmentObject(settings)
            .environmentObject(account)
        }
    }

    @Test func environmentObjectsAreFoundByTypeInTheirSubtree() {
        let settings = ThemeSettings("dark")
        let local = ThemeSettings("light")
        let account = UserAccount()
        let log = EvaluationLog()
        func root(_ settings: ThemeSettings) -> EnvironmentRoot {
            EnvironmentRoot(settings: settings, local: local, account: account, log: log)
        }
        let host = TestHost(root(settings), size: Size(width: 20, height: 2))
        #expect(host.lines() == ["inner ada light", "outer ada dark"])

        settings.theme = "solar"
        #expect(host.lines() == ["inner ada light", "outer ada solar"])
        #expect(log["outer"] == 2)
        #expect(log["inner"] == 1)
        #expect(log["middle"] == 2)

        local.theme = "paper"
        #expect(host.lines() == ["inner ada paper", "outer ada solar"])
        #expect(log["inner"] == 2)
        #expect(log["outer"] == 2)

        account.user = "grace"
        #expect(host.lines() == ["inner grace paper", "outer grace solar"])
        #expect(log["middle"] == 2)

        // Another object of the type in its place: the reader follows it, and only it.
        let replacement = ThemeSettings("mono")
        host.rootView = root(replacement)
        #expect(host.lines() == ["inner grace paper", "outer grace mono"])
        #expect(settings.objectWillChange.subscriberCount == 0)
        #expect(replacement.objectWillChange.subscriberCount == 1)
        settings.theme = "ignored"
        #expect(!host.hasPendingUpdates)

        // The same objects again change nothing.
        let evaluations = log["outer"]
        host.rootView = root(replacement)
        _ = host.lines()
        #expect(log["outer"] == evaluations)
    }

    struct ThemePicker: View {
        @EnvironmentObject var settings: ThemeSettings
        let handle: Handle<String>
        var body: some View {
            let _ = handle.capture($settings.theme)
            Text(settings.theme)
        }
    }

    @Test func environmentObjectBindingsWriteThroughToTheModel() {
        let settings = ThemeSettings("dark")
        let handle = Handle<String>()
        let host = TestHost(
            ThemePicker(handle: handle).environmentObject(settings), size: Size(width: 10, height: 1))
        #expect(host.lines() == ["dark"])
        handle.value = "light"
        #expect(settings.theme == "light")
        #expect(host.lines() == ["light"])
    }

    struct LonelyLabel: View {
        @EnvironmentObject var settings: ThemeSettings
        var body: some View { Text(settings.theme) }
    }

    @Test func aMissingEnvironmentObjectStopsWithAMessageNamingTheType() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = TestHost(LonelyLabel(), size: Size(width: 10, height: 1))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type ThemeSettings found"))
    }

    // MARK: - Bindable

    struct SeedlingEditor: View {
        @Bindable var seedling: Seedling
        let handle: Handle<String>
        var body: some View {
            let _ = handle.capture($seedling.name)
            NameLabel(name: $seedling.name)
        }
    }

    @Test func bindableMakesBindingsToObservableProperties() {
        let seedling = Seedling()
        let handle = Handle<String>()
        let host = TestHost(
            SeedlingEditor(seedling: seedling, handle: handle), size: Size(width: 10, height: 1))
        #expect(host.lines() == ["basil"])
        handle.value = "mint"
        #expect(seedling.name == "mint")
        #expect(host.lines() == ["mint"])

        let height = Bindable(seedling).height
        height.wrappedValue = 4
        #expect(seedling.height == 4)
        #expect(height.wrappedValue == 4)
    }

    // MARK: - Subscriptions

    struct Watcher: View {
        @ObservedObject var garden: Garden
        @StateObject private var tally = Tally(creations: Creations())
        @EnvironmentObject var settings: ThemeSettings
        let tick: Int
        let log: EvaluationLog
        let probe: WeakProbe<Tally>
        var body: some View {
            let _ = log.record("watcher")
            let _ = probe.capture(tally)
            Text("\(garden.water) \(tally.count) \(settings.theme) \(tick)")
        }
    }

    struct WatcherRoot: View {
        let show: Bool
        let garden: Garden
        let settings: ThemeSettings
        let tick: Int
        let log: EvaluationLog
        let probe: WeakProbe<Tally>
        var body: some View {
            if show {
                Watcher(garden: garden, tick: tick, log: log, probe: probe).environmentObject(settings)
            }
        }
    }

    @Test func subscriptionsDoNotPileUpAndEndWhenTheViewLeaves() throws {
        let garden = Garden("Fern")
        let settings = ThemeSettings("dark")
        let log = EvaluationLog()
        let probe = WeakProbe<Tally>()
        func root(show: Bool = true, tick: Int) -> WatcherRoot {
            WatcherRoot(show: show, garden: garden, settings: settings, tick: tick, log: log, probe: probe)
        }
        let host = TestHost(root(tick: 0), size: Size(width: 20, height: 1))
        for tick in 1...50 {
            host.rootView = root(tick: tick)
            _ = host.lines()
        }
        for _ in 1...50 {
            garden.objectWillChange.send()
            _ = host.lines()
        }
        #expect(log["watcher"] == 101)
        let tally = try #require(probe.object)
        let tallyPublisher = tally.objectWillChange
        #expect(garden.objectWillChange.subscriberCount == 1)
        #expect(settings.objectWillChange.subscriberCount == 1)
        #expect(tallyPublisher.subscriberCount == 1)

        garden.water = 2
        #expect(host.lines() == ["2 0 dark 50"])
        #expect(log["watcher"] == 102)
        tally.count = 1
        #expect(host.lines() == ["2 1 dark 50"])
        settings.theme = "light"
        #expect(host.lines() == ["2 1 light 50"])
        #expect(log["watcher"] == 104)

        host.rootView = root(show: false, tick: 51)
        _ = host.lines()
        #expect(garden.objectWillChange.subscriberCount == 0)
        #expect(settings.objectWillChange.subscriberCount == 0)
        #expect(tallyPublisher.subscriberCount == 0)
        garden.water = 3
        #expect(!host.hasPendingUpdates)
    }

    // MARK: - Publisher and Published

    @Test func sinkReceivesSendsUntilCancelledOrReleased() {
        let garden = Garden("Fern")
        let counter = SendCounter()
        var subscriptions = Set<AnyCancellable>()
        garden.objectWillChange.sink { counter.increment() }.store(in: &subscriptions)
        var other: AnyCancellable? = garden.objectWillChange.sink { _ in counter.increment() }
        garden.water = 2
        #expect(counter.value == 2)
        other = nil
        garden.name = "Moss"
        #expect(counter.value == 3)
        subscriptions.first?.cancel()
        garden.water = 3
        #expect(counter.value == 3)
        #expect(other == nil)
    }

    @Test func theDefaultPublisherIsOnePerInstance() {
        let a = Garden("a")
        let b = Garden("b")
        #expect(a.objectWillChange === a.objectWillChange)
        #expect(a.objectWillChange !== b.objectWillChange)
    }

    @Test func publishedAnnouncesThroughADeclaredPublisherBeforeTheChange() {
        let thermometer = Thermometer()
        let seen = Mutex<[Int]>([])
        let subscription = thermometer.objectWillChange.sink {
            seen.withLock { $0.append(thermometer.degrees) }
        }
        thermometer.degrees = 25
        thermometer.degrees = 30
        #expect(seen.withLock { $0 } == [20, 25])
        subscription.cancel()

        let plain = UnobservedBox()
        plain.value = 2
        #expect(plain.value == 2)
    }
}
