import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

private struct AccentKey: EnvironmentKey { static let defaultValue = "plain" }
private struct OtherKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }

    fileprivate var other: Int {
        get { self[OtherKey.self] }
        set { self[OtherKey.self] = newValue }
    }
}

@MainActor @Suite struct EnvironmentTests {
    struct AccentReader: View {
        let log: EvaluationLog
        let name: String
        @Environment(\.accent) private var accent
        var body: some View {
            let _ = log.record(name)
            Text("\(name): \(accent)")
        }
    }

    struct Screen: View {
        let log: EvaluationLog
        let accent: String
        let other: Int
        var body: some View {
            VStack(alignment: .leading) {
                AccentReader(log: log, name: "outer")
                VStack(alignment: .leading) {
                    AccentReader(log: log, name: "inner")
                }
                .environment(\.accent, accent)
            }
            .environment(\.other, other)
        }
    }

    @Test func valuesFlowDownAndOverridesApplyToTheirSubtreeOnly() {
        let log = EvaluationLog()
        let host = TestHost(Screen(log: log, accent: "green", other: 0), size: Size(width: 20, height: 2))
        #expect(host.lines() == ["outer: plain", "inner: green"])
    }

    @Test func onlyViewsThatReadAChangedKeyAreReevaluated() {
        let log = EvaluationLog()
        let host = TestHost(Screen(log: log, accent: "green", other: 0), size: Size(width: 20, height: 2))
        _ = host.lines()
        host.rootView = Screen(log: log, accent: "green", other: 1)
        #expect(host.lines() == ["outer: plain", "inner: green"])
        #expect(log["outer"] == 1)
        #expect(log["inner"] == 1)
        host.rootView = Screen(log: log, accent: "blue", other: 1)
        #expect(host.lines() == ["outer: plain", "inner: blue"])
        #expect(log["outer"] == 1)
        #expect(log["inner"] == 2)
    }

    @Test func systemValuesHaveDefaultsAndTheHostSetsTheTerminalSize() {
        struct SizeReader: View {
            @Environment(\.terminalSize) private var size
            @Environment(\.isEnabled) private var isEnabled
            var body: some View { Text("\(size) \(isEnabled)") }
        }
        let host = TestHost(SizeReader(), size: Size(width: 20, height: 1))
        #expect(host.lines() == ["20x1 true"])
        let disabled = TestHost(SizeReader().disabled(true), size: Size(width: 20, height: 1))
        #expect(disabled.lines() == ["20x1 false"])
    }
}

@Suite struct EnvironmentVersionTests {
    private struct CountKey: EnvironmentKey {
        static let defaultValue = 0
    }

    /// Environments are made and written on any thread (a background task's view values): every
    /// write must still get a version of its own.
    @Test func writesOnManyThreadsGetDistinctVersions() async {
        let versions = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var seen: [Int] = []
                    var environment = EnvironmentValues()
                    for value in 1...200_000 {
                        environment[CountKey.self] = value
                        seen.append(environment.version(of: ObjectIdentifier(CountKey.self)))
                    }
                    return seen
                }
            }
            var all: [Int] = []
            for await part in group { all += part }
            return all
        }
        #expect(versions.count == 800_000)
        #expect(Set(versions).count == versions.count)
    }
}
