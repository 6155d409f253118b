import Dispatch
import Foundation
import Synchronization
import TerrariumGroupActivities
import TerrariumTesting
import TerrariumTransfer

/// Shared sessions measured through a real hub: how long a 1 KB message takes from one local
/// participant to another, and how fast a large attachment reaches the hub through its socket and
/// through `ssh` to 127.0.0.1, beside `scp` of the same file in the same run, with the hub's peak
/// memory while it streams.
@MainActor
enum SharingScenarios {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private struct Ping: Codable, Sendable {
        var sequence: Int
        var payload: Data
    }

    private struct Bench: GroupActivity {
        static let activityIdentifier = "org.terrarium.bench"
        var metadata: GroupActivityMetadata { GroupActivityMetadata(title: "Bench") }
    }

    /// The p50 and p99 of `runs` messages of `bytes` bytes, each sent after the previous arrived.
    static func messengerLatency(bytes: Int, runs: Int) -> [BenchmarkResult] {
        do {
            let milliseconds = try blocking { try await latencies(bytes: bytes, runs: runs) }
            var measurement = Measurement()
            measurement.milliseconds = milliseconds
            measurement.bytes = Array(repeating: bytes, count: milliseconds.count)
            return [
                BenchmarkResult(scenario: "messenger-latency", n: bytes, width: 0, height: 0, measurement: measurement)
            ]
        } catch {
            return [failed("messenger-latency", n: bytes, error)]
        }
    }

    /// A file of `bytes` bytes added to the journal through the socket and through ssh, and copied
    /// with scp, each `runs` times; figures in megabytes (10⁶ bytes) per second.
    static func journalThroughput(bytes: Int, runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        do {
            let scp = try SSHCopyScenario.copy(bytes: bytes, runs: runs)
            // Each scp run connects and shakes hands, which the journal's runs do once before
            // timing; a one-byte copy times that part, so the rate compared is the transfer's.
            let handshake = try SSHCopyScenario.copy(bytes: 1, runs: runs)
            let transferMilliseconds = max(
                0.001, scp.measurement.medianMilliseconds - handshake.measurement.medianMilliseconds)
            let scpRate = Double(bytes) / (transferMilliseconds / 1000) / 1_000_000
            let socket = try blocking { try await uploads(bytes: bytes, runs: runs, viaSSH: false) }
            let ssh = try blocking { try await uploads(bytes: bytes, runs: runs, viaSSH: true) }
            for (transport, upload) in [("socket", socket), ("ssh", ssh)] {
                var measurement = Measurement()
                measurement.milliseconds = upload.milliseconds
                let rate = Double(bytes) / (measurement.medianMilliseconds / 1000) / 1_000_000
                results.append(
                    BenchmarkResult(
                        scenario: "journal-throughput", n: bytes, width: 0, height: 0, measurement: measurement,
                        extra: [
                            ("transport", .string(transport)), ("mb_per_s", .double(rate)),
                            ("vs_scp", .double(rate / scpRate)),
                            ("hub_peak_mb_above_baseline", .double(upload.hubPeakAboveBaseline)),
                        ]))
            }
            results.append(
                BenchmarkResult(
                    scenario: "journal-throughput", n: bytes, width: 0, height: 0, measurement: scp.measurement,
                    extra: [
                        ("transport", .string("scp")), ("mb_per_s", .double(scpRate)),
                        ("mb_per_s_with_handshake", .double(scp.megabytesPerSecond)),
                        ("handshake_ms", .double(handshake.measurement.medianMilliseconds)),
                    ]))
        } catch {
            results.append(failed("journal-throughput", n: bytes, error))
        }
        return results
    }

    private static func failed(_ scenario: String, n: Int, _ error: any Error) -> BenchmarkResult {
        FileHandle.standardError.write(Data("terrarium-bench: \(scenario) failed: \(error)\n".utf8))
        return BenchmarkResult(
            scenario: scenario, n: n, width: 0, height: 0, measurement: Measurement(),
            extra: [("error", .string(String(describing: error).replacingOccurrences(of: "\"", with: "'")))])
    }

    // MARK: - The measurements, off the main actor

    nonisolated private static func latencies(bytes: Int, runs: Int) async throws -> [Double] {
        let setup = try Setup()
        defer { setup.remove() }
        let host = setup.session(role: .host, name: "host")
        try await host.join()
        let guest = setup.session(role: .participant, name: "guest")
        try await guest.join()
        defer {
            guest.leave()
            host.leave()
        }
        let sender = GroupSessionMessenger(session: host)
        let receiver = GroupSessionMessenger(session: guest)
        var arrivals = receiver.messages(of: Ping.self).makeAsyncIterator()
        let payload = Data(repeating: 0x5A, count: max(0, bytes - 16))
        let clock = ContinuousClock()
        var milliseconds: [Double] = []
        // Warm-up messages settle the connections and the decoders before anything counts.
        let warmUp = 20
        for sequence in 0..<(warmUp + runs) {
            let start = clock.now
            try await sender.send(Ping(sequence: sequence, payload: payload))
            guard let (ping, _) = await arrivals.next(), ping.sequence == sequence else {
                throw Failure(description: "message \(sequence) did not arrive in order")
            }
            if sequence >= warmUp { milliseconds.append((clock.now - start).milliseconds) }
        }
        return milliseconds
    }

    private struct Uploads: Sendable {
        var milliseconds: [Double]
        var hubPeakAboveBaseline: Double
    }

    nonisolated private static func uploads(bytes: Int, runs: Int, viaSSH: Bool) async throws -> Uploads {
        let setup = try Setup()
        defer { setup.remove() }
        let file = setup.folder.appendingPathComponent("attachment.bin")
        try SSHCopyScenario.writeFile(at: file, bytes: bytes)
        let host = setup.session(role: .host, name: "host")
        try await host.join()
        defer { host.leave() }
        let server = try viaSSH ? LocalSSHServer(forcedCommand: setup.attachCommand) : nil
        defer { server?.stop() }
        let sender = server.map { setup.session(role: .participant, name: "sender", via: $0) } ?? host
        if sender !== host { try await sender.join() }
        defer { if sender !== host { sender.leave() } }
        let journal = GroupSessionJournal(session: sender)
        guard let hub = HubProcess.find(session: setup.name) else { throw Failure(description: "no hub process found") }
        hub.resetPeak()
        let baseline = hub.residentMegabytes ?? 0
        let clock = ContinuousClock()
        var milliseconds: [Double] = []
        for run in 0..<(runs + 1) {
            let start = clock.now
            let attachment = try await journal.add(BenchFile(url: file), name: "attachment-\(run).bin")
            let elapsed = (clock.now - start).milliseconds
            guard attachment.size == Int64(bytes) else {
                throw Failure(description: "the hub kept \(attachment.size) of \(bytes) bytes")
            }
            try await journal.remove(attachment)
            // The first upload is a warm-up.
            if run > 0 { milliseconds.append(elapsed) }
        }
        let peak = (hub.peakMegabytes ?? baseline) - baseline
        return Uploads(milliseconds: milliseconds, hubPeakAboveBaseline: peak)
    }

    /// A runtime directory and a session name of the bench's own, removed when done.
    private final class Setup: Sendable {
        let folder: URL
        let runtime: URL
        let name: String
        let share: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-bench-share-\(UUID())")
            runtime = folder.appendingPathComponent("runtime")
            try FileManager.default.createDirectory(
                at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            name = "bench-\(getpid())"
            share = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("terrarium-share")
        }

        var attachCommand: String { "\(share.path) attach --runtime-directory \(runtime.path)" }

        func session(role: ParticipantRole, name participant: String, via server: LocalSSHServer? = nil)
            -> GroupSession<Bench>
        {
            var options = GroupSessionOptions()
            options.runtimeDirectory = runtime
            let endpoint: GroupSessionEndpoint =
                server.map { .ssh($0.destination, sshCommand: $0.sshCommand, remoteCommand: share.path) } ?? .local
            return GroupSession(
                activity: Bench(), name: name, role: role, participantName: participant, endpoint: endpoint,
                options: options)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// The hub process of a session, found by its command line, for its memory figures.
    private struct HubProcess {
        let pid: Int32

        static func find(session: String) -> HubProcess? {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for entry in entries {
                guard let pid = Int32(entry),
                    let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
                else { continue }
                let arguments = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                if arguments.count >= 3, arguments[0].hasSuffix("terrarium-share"), arguments[1] == "hub",
                    arguments[2] == session
                {
                    return HubProcess(pid: pid)
                }
            }
            return nil
        }

        func resetPeak() { PeakMemory.reset(process: "\(pid)") }

        var residentMegabytes: Double? { PeakMemory.status("VmRSS:", of: "\(pid)") }
        var peakMegabytes: Double? { PeakMemory.status("VmHWM:", of: "\(pid)") }
    }

    /// Runs `body` to its end on the global executor while the main thread waits: the bench's
    /// scenarios are synchronous, and nothing here needs the main actor.
    private static func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let result = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let outcome: Result<T, any Error>
            do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
            result.withLock { $0 = outcome }
            done.signal()
        }
        done.wait()
        return try result.withLock { $0! }.get()
    }
}

/// A file handed to the journal as itself, read in chunks as it uploads.
private struct BenchFile: Transferable {
    var url: URL

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(
            contentType: .data, exporting: { SentTransferredFile($0.url, allowAccessingOriginalFile: true) },
            importing: { BenchFile(url: $0.file) })
    }
}
