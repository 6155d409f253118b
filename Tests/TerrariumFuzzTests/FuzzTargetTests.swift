import Foundation
import TerrariumFuzzTargets
import TerrariumGroupActivities
import Testing

/// Every fuzz target on its seeds, on the inputs that once broke it, and on a deterministic
/// batch of mutations, so `swift test` catches a regression without libFuzzer.
@Suite struct FuzzTargetTests {
    static let names = FuzzTarget.all.map(\.name)

    /// `Tests/Fuzz/Regressions/<target>`: inputs that crashed or hung a target once.
    static func regressions(of name: String) -> [URL] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/\(name)")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
    }

    @Test(arguments: names) func theSeedsAndEveryRegressionRunCleanly(_ name: String) async throws {
        let target = try #require(FuzzTarget.named(name))
        let seeds = target.seeds()
        #expect(seeds.count >= 5, "a target needs seeds that reach its code")
        let regressions = try Self.regressions(of: name).map { Array(try Data(contentsOf: $0)) }
        await onThread {
            for input in seeds + regressions { target.run(input) }
        }
    }

    @Test(arguments: names) func aBatchOfMutationsRunsCleanly(_ name: String) async throws {
        let target = try #require(FuzzTarget.named(name))
        // Few for the targets that start a hub or a session per input; the decoders are cheap.
        let count = name == "widget-protocol" ? 20_000 : 300
        let executed = await onThread {
            var mutator = FuzzMutator(seed: 20_261_128)
            return mutator.run(target, count: count)
        }
        #expect(executed == count)
    }

    @Test func theMutatorIsDeterministic() {
        var first = FuzzMutator(seed: 7)
        var second = FuzzMutator(seed: 7)
        let input = Array("{\"offset\":12,\"length\":3}".utf8)
        for _ in 0..<100 {
            #expect(first.mutate(input, donor: input) == second.mutate(input, donor: input))
        }
    }
}

/// The seeds reach the code they are for, so mutations start deep rather than at the handshake.
@Suite struct FuzzSeedTests {
    @Test func theHubSeedsAreWelcomedAndTransferAnAttachment() async {
        let seeds = HubFuzzHarness.seeds()
        let received = await onThread { seeds.map { HubFuzzHarness().run(FuzzRecords($0)) } }
        // Each seed but the resumption with a token the hub never gave is welcomed.
        #expect(received.filter { $0.fuzzed.first == .welcome }.count == seeds.count - 1)
        #expect(received.contains { $0.fuzzed.contains(.uploadStatus) && $0.fuzzed.contains(.downloadChunk) })
        #expect(received.contains { $0.observer.contains(.storeUpdate) })
        #expect(received.contains { $0.observer.contains(.attachments) })
        // The sentinel got through after the seeds whose frames were all accepted: all but the
        // viewers', those that leave or end, and the refused resumption.
        #expect(received.filter { $0.observer.contains(.message) }.count == 7)
    }

    @Test func theClientSeedsJoin() async {
        let seeds = ClientFuzzHarness.seeds()
        let joined = await onThread {
            seeds.map { seed in
                ClientFuzzHarness().run(
                    FuzzRecords(seed, sequenceStart: { $0 & 4 == 0 ? ClientFuzzHarness.preambleFrames : 0 }))
            }
        }
        #expect(joined.filter { $0 }.count >= seeds.count - 1, "joined: \(joined)")
    }
}

/// Runs `work` on a thread of its own: the targets block while they wait for a hub or a session,
/// which must not hold up the tasks those run on.
func onThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: work()) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
