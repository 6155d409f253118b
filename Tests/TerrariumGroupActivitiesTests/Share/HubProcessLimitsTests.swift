import Foundation
import TerrariumGroupActivities
import TerrariumSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pid of the `terrarium-share hub` serving `directory`, found in `/proc`.
func hubProcess(in directory: URL) -> pid_t? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
        guard let pid = pid_t(entry),
            let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
        else { continue }
        let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        if words.contains("hub"), words.contains(directory.path), words.first?.hasSuffix("terrarium-share") == true {
            return pid
        }
    }
    return nil
}

/// A figure of `/proc/PID/status` in KiB (`VmRSS`, `VmHWM`).
func memoryKiB(_ field: String, of pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
    return nil
}

/// The CPU time `pid` used so far, in clock ticks (user and system, from `/proc/PID/stat`).
func cpuTicks(of pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // After the command: state is field 3, utime 14 and stime 15.
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
}

/// A raw connection to the socket of session `name` in `directory`.
func rawPeer(_ name: String, in directory: URL) throws -> RawPeer {
    RawPeer(try UnixSocket.connect(to: directory.path + "/\(name).sock").get())
}

@Suite(
    .enabled(if: terrariumShare != nil, "terrarium-share is built beside the tests"),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "the hub is measured through /proc"))
struct HubProcessLimitsTests {
    private func options(_ directory: URL, window: Duration = .seconds(300)) throws -> GroupSessionOptions {
        GroupSessionOptions(
            reconnectionWindow: window, runtimeDirectory: directory,
            hubExecutable: URL(fileURLWithPath: try #require(terrariumShare)))
    }

    /// A host that starts a real hub for session `name`, and a local guest, both joined.
    private func hostAndGuest(
        _ name: String, in directory: URL
    ) async throws -> (host: GroupSession<Sketch>, guest: GroupSession<Sketch>) {
        let options = try options(directory)
        let host = GroupSession(activity: Sketch(), name: name, role: .host, participantName: "Ada", options: options)
        try await host.join()
        let guest = GroupSession(
            activity: Sketch(), name: name, role: .participant, participantName: "Grace", options: options)
        try await guest.join()
        return (host, guest)
    }

    @Test func twoHundredJoinsAtOnceKeepTheHubSmall() async throws {
        let directory = runtimeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = GroupSession(
            activity: Sketch(), name: "crowd", role: .host, participantName: "Ada", options: try options(directory))
        try await host.join()
        defer { host.leave() }
        let pid = try #require(hubProcess(in: directory))
        let before = try #require(memoryKiB("VmRSS", of: pid))
        var peers: [RawPeer] = []
        for index in 0..<200 {
            let peer = try rawPeer("crowd", in: directory)
            peer.hello(
                Wire.Hello(
                    participant: Participant(name: "Participant number \(index)", role: .participant),
                    sessionName: "crowd"))
            peers.append(peer)
        }
        await eventually("the host sees everyone", timeout: .seconds(120)) { host.participants.count == 201 }
        let peak = try #require(memoryKiB("VmHWM", of: pid))
        print("200 joins: the hub's memory went from \(before / 1024) MB to a peak of \(peak / 1024) MB")
        #expect(peak < 100 << 10, "the hub peaked at \(peak / 1024) MB for 200 joins")
        withExtendedLifetime(peers) {}
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalEndsTheSessionCleanly(_ signal: Int32) async throws {
        let directory = runtimeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (host, guest) = try await hostAndGuest("signalled", in: directory)
        _ = try await GroupSessionJournal(session: guest).add("left behind?")
        let pid = try #require(hubProcess(in: directory))
        #expect(kill(pid, signal) == 0)
        let socket = directory.path + "/signalled.sock"
        let data = directory.path + "/signalled.d"
        await eventually("the hub removed its socket and data") {
            !FileManager.default.fileExists(atPath: socket) && !FileManager.default.fileExists(atPath: data)
        }
        await eventually("the participants learned the session is over", timeout: .seconds(60)) {
            guard case .invalidated(.hubStopped) = guest.state, case .invalidated(.hubStopped) = host.state else {
                return false
            }
            return true
        }
    }

    @Test func aHubThatDiedEndsTheSessionForLocalAndBridgedParticipantsAlike() async throws {
        let directory = runtimeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = try options(directory)
        let executable = try #require(terrariumShare)
        let (host, local) = try await hostAndGuest("doomed", in: directory)
        let bridged = GroupSession(
            activity: Sketch(), name: "doomed", role: .participant, participantName: "Linus",
            endpoint: .command([executable, "attach", "doomed", "--runtime-directory", directory.path]),
            options: options)
        try await bridged.join()
        let pid = try #require(hubProcess(in: directory))
        kill(pid, SIGKILL)
        await eventually("both learned the hub is gone", timeout: .seconds(60)) {
            if case .invalidated = local.state, case .invalidated = bridged.state { true } else { false }
        }
        #expect(local.state == bridged.state)
        await eventually("the host learned it too") { host.state == local.state }
        guard case .invalidated(.hubStopped) = local.state else {
            Issue.record("local: \(local.state)")
            return
        }
        // Nobody is shown as still reconnecting: a session that is over has nobody in it.
        for session in [local, bridged] {
            #expect(session.participants.isEmpty && session.activeParticipants.isEmpty)
        }
    }

    @Test func aHubOutOfDescriptorsRefusesConnectionsWithoutSpinning() async throws {
        let directory = runtimeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let hub = Process()
        hub.executableURL = URL(fileURLWithPath: "/bin/sh")
        hub.arguments = [
            "-c", "ulimit -n 32 && exec \"$0\" hub fds --runtime-directory \"$1\"", try #require(terrariumShare),
            directory.path,
        ]
        try hub.run()
        defer {
            kill(hub.processIdentifier, SIGKILL)
            hub.waitUntilExit()
        }
        let runtime = RuntimeDirectory(directory)
        await eventually("the hub listens") { runtime.isLive("fds") }
        // More connections than the hub has descriptors, none saying anything.
        var peers: [RawPeer] = []
        for _ in 0..<48 { peers.append(try rawPeer("fds", in: directory)) }
        try await Task.sleep(for: .milliseconds(500))
        let before = try #require(cpuTicks(of: hub.processIdentifier))
        try await Task.sleep(for: .seconds(2))
        let after = try #require(cpuTicks(of: hub.processIdentifier))
        // A loop spinning on a listener it cannot accept from burns about 200 ticks in 2 s.
        #expect(after - before < 50, "the hub used \(after - before) ticks of CPU in 2 s with a full table")
        var refused: [RawPeer] = []
        for peer in peers {
            let frames = await peer.framesUntilClosed(timeout: .milliseconds(200)) ?? []
            if case .limitExceeded = RawPeer.failure(in: frames) { refused.append(peer) }
        }
        #expect(!refused.isEmpty, "no connection was told the hub is out of descriptors")
    }

    @Test func listingAFolderThatCannotBeReadFailsClearly() throws {
        let file = runtimeDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("not a folder".utf8)))
        let (status, message) = try runShare(["list", "--runtime-directory", file.path])
        #expect(status == 1)
        #expect(message.contains(file.path) && message.contains("cannot"), "\(message)")
        let (missing, quiet) = try runShare(["list", "--runtime-directory", file.path + "-none"])
        #expect(missing == 0 && quiet.isEmpty, "no folder yet means no sessions")
    }

    @Test func aWrongMagicOrVersionIsNamedAsSuch() async throws {
        let harness = try HubHarness()
        let ada = Participant(name: "Ada", role: .host)
        let stranger = RawPeer(try harness.rawConnection())
        stranger.hello(Wire.Hello(magic: "GET / HTTP/1.1", participant: ada))
        guard case .protocolMismatch(let text) = RawPeer.failure(in: await stranger.framesUntilClosed() ?? []) else {
            Issue.record("no protocol mismatch")
            return
        }
        #expect(text.contains("magic") && !text.contains("version"), "\(text)")
        let old = RawPeer(try harness.rawConnection())
        old.hello(Wire.Hello(version: 99, participant: ada))
        guard case .protocolMismatch(let versions) = RawPeer.failure(in: await old.framesUntilClosed() ?? []) else {
            Issue.record("no protocol mismatch")
            return
        }
        #expect(versions.contains("version \(groupSessionProtocolVersion), the client 99"), "\(versions)")
    }
}
