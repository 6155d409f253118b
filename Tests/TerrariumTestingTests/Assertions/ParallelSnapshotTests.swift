import Foundation
import TerrariumTesting
import Testing

/// Two tests that Swift Testing runs at the same time, each yielding between assertions so their
/// steps interleave: neither sees the other's record mode nor takes the other's numbers.
@MainActor @Suite struct ParallelSnapshotTests {
    /// A folder both tests name under the same test name, in record mode `never` so it stays empty.
    nonisolated private static let sharedDirectory = FileManager.default.temporaryDirectory
        .appending(component: "TerrariumTestingTests-\(UUID().uuidString)").path

    /// The number the next unnamed snapshot called `shared` gets in the shared folder.
    private func nextSharedNumber() -> String? {
        let message = verifySnapshot(
            of: "", as: .lines, record: .never, snapshotDirectory: Self.sharedDirectory, testName: "shared")
        guard let message, let range = message.firstRange(of: "/shared.") else { return nil }
        return String(message[range.upperBound...].prefix { $0 != "." })
    }

    @Test func recordingEverything() async {
        let sandbox = SnapshotSandbox()
        var shared: [String?] = []
        await withSnapshotTesting(sandbox.configuration(record: .all)) {
            for step in 1...10 {
                assertSnapshot(of: "recording \(step)", as: .lines)
                shared.append(nextSharedNumber())
                await Task.yield()
                #expect(SnapshotTestingConfiguration.current?.record == .all)
            }
        }
        #expect(shared == (1...10).map { "\($0)" })
        #expect(sandbox.failures.count == 10)
        for step in 1...10 {
            #expect(sandbox.reference("recordingEverything.\(step).txt") == "recording \(step)\n")
        }
    }

    @Test func comparingOnly() async throws {
        let sandbox = SnapshotSandbox()
        for step in 1...10 { try sandbox.writeReference("comparingOnly.\(step).txt", "comparing \(step)") }
        var shared: [String?] = []
        await withSnapshotTesting(sandbox.configuration(record: .never)) {
            for step in 1...10 {
                assertSnapshot(of: "comparing \(step)", as: .lines)
                shared.append(nextSharedNumber())
                await Task.yield()
                #expect(SnapshotTestingConfiguration.current?.record == .never)
            }
        }
        #expect(shared == (1...10).map { "\($0)" })
        #expect(sandbox.failures.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: Self.sharedDirectory))
    }

    @Test func scopedCountersNumberIndependently() async {
        let directory = Self.sharedDirectory
        await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<2 {
                group.addTask { await Self.numbersInOwnScope(directory: directory) }
            }
            for await numbers in group { #expect(numbers == [1, 2, 3, 4, 5]) }
        }
    }

    /// Five numbers taken from a counter scoped to this call, yielding between them.
    nonisolated private static func numbersInOwnScope(directory: String) async -> [Int] {
        await SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
            var numbers: [Int] = []
            for _ in 1...5 {
                numbers.append(SnapshotCounter.current.next(testName: "shared", directory: directory))
                await Task.yield()
            }
            return numbers
        }
    }
}
