import Foundation
import Terrarium
import TerrariumGroupActivities
import TerrariumTerminal
import TerrariumTesting
import Testing

/// `@SharedState` between views hosted for two participants of one real session (a hub process
/// on a private runtime directory): values and entries reach the other view, concurrent entries
/// merge, a viewer cannot write, and outside a session the wrapper is `@State`.
@MainActor @Suite struct SharedStateTests {
    struct Sketch: GroupActivity {
        static let activityIdentifier = "org.terrarium.tests.sketch"
        var metadata: GroupActivityMetadata { GroupActivityMetadata(title: "Sketch") }
    }

    /// A title everyone shares, renamed by a button.
    struct TitleView: View {
        @SharedState("title") private var title = "Untitled"

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Title: \(title)")
                Button("Rename") { title = "Ferns" }
            }
        }
    }

    /// A tally per participant: each counts in its own entry.
    struct TallyView: View {
        @SharedState("tally") private var tally: [String: Int] = [:]
        let me: String

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
                Button("Count") { tally[me, default: 0] += 1 }
            }
        }
    }

    /// A hub of its own in a temporary runtime directory, and sessions joined to it.
    final class Hub {
        let runtime: URL
        let name = "shared-state-\(UUID().uuidString.prefix(8))"
        private var sessions: [GroupSession<Sketch>] = []

        init() throws {
            runtime = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-\(UUID())")
            try FileManager.default.createDirectory(
                at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }

        /// A session joined as `role`, the first one starting the hub.
        func join(_ role: ParticipantRole, as participant: String) async throws -> GroupSession<Sketch> {
            // The hub is the terrarium-share built beside the tests, which the options find by default.
            let options = GroupSessionOptions(runtimeDirectory: runtime)
            let session = GroupSession(
                activity: Sketch(), name: name, role: role, participantName: participant, options: options)
            try await session.join()
            sessions.append(session)
            return session
        }

        func close() {
            for session in sessions.reversed() { session.leave() }
            try? FileManager.default.removeItem(at: runtime)
        }
    }

    /// Renders `host` until its first line is `expected`, for up to a minute: the other
    /// participant's change arrives through the hub on its own time.
    private func waitForFirstLine(_ host: TestHost<some View>, _ expected: String) async throws {
        let deadline = Date().addingTimeInterval(60)
        while host.lines().first != expected, Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(host.lines().first == expected)
    }

    @Test func aValueSetInOneParticipantsViewShowsInTheOthers() async throws {
        let hub = try Hub()
        defer { hub.close() }
        let ana = try await hub.join(.host, as: "ana")
        let bo = try await hub.join(.participant, as: "bo")
        let anaView = TestHost(TitleView().groupSession(ana), size: Size(width: 20, height: 2))
        let boView = TestHost(TitleView().groupSession(bo), size: Size(width: 20, height: 2))
        #expect(anaView.lines().first == "Title: Untitled")
        #expect(anaView.click(on: "Rename"))
        #expect(anaView.lines().first == "Title: Ferns")
        try await waitForFirstLine(boView, "Title: Ferns")
        #expect(bo.store.value(String.self, forKey: "title") == "Ferns")
    }

    @Test func entriesChangedAtOnceByTwoParticipantsBothSurvive() async throws {
        let hub = try Hub()
        defer { hub.close() }
        let ana = try await hub.join(.host, as: "ana")
        let bo = try await hub.join(.participant, as: "bo")
        let anaView = TestHost(TallyView(me: "ana").groupSession(ana), size: Size(width: 20, height: 2))
        let boView = TestHost(TallyView(me: "bo").groupSession(bo), size: Size(width: 20, height: 2))
        // Both count before either hears of the other: a whole-value last writer would lose one.
        #expect(anaView.click(on: "Count"))
        #expect(boView.click(on: "Count"))
        #expect(boView.click(on: "Count"))
        try await waitForFirstLine(anaView, "ana=1 bo=2")
        try await waitForFirstLine(boView, "ana=1 bo=2")
        #expect(ana.store.keys == ["tally/ana", "tally/bo"])
    }

    @Test func aViewerSeesTheValueAndCannotChangeIt() async throws {
        let hub = try Hub()
        defer { hub.close() }
        let ana = try await hub.join(.host, as: "ana")
        let viewer = try await hub.join(.viewer, as: "vi")
        let anaView = TestHost(TitleView().groupSession(ana), size: Size(width: 20, height: 2))
        let viewerView = TestHost(TitleView().groupSession(viewer), size: Size(width: 20, height: 2))
        #expect(viewerView.click(on: "Rename"))
        #expect(viewerView.lines().first == "Title: Untitled")
        #expect(viewer.store.keys.isEmpty)
        // What others set still reaches the viewer.
        #expect(anaView.click(on: "Rename"))
        try await waitForFirstLine(viewerView, "Title: Ferns")
    }

    @Test func withoutASessionTheValueIsTheViewsOwnState() {
        let host = TestHost(TitleView(), size: Size(width: 20, height: 2))
        #expect(host.lines().first == "Title: Untitled")
        #expect(host.click(on: "Rename"))
        #expect(host.lines().first == "Title: Ferns")
    }
}
