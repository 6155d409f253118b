import Foundation
import Synchronization
import TerrariumTesting

/// A temporary folder for one test's references and failure artifacts, with a reporter that
/// collects failures instead of failing the test, so record modes can be tested without
/// touching the repository.
final class SnapshotSandbox: Sendable {
    let root: URL
    private let reported = Mutex<[Report]>([])

    struct Report: Sendable {
        var message: String
        var line: UInt
    }

    init() {
        root = FileManager.default.temporaryDirectory
            .appending(component: "TerrariumTestingTests-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Where references are kept: assertions write `<testName>.<n or name>.<ext>` directly in it.
    var snapshots: URL { root.appending(component: "snapshots") }
    /// Where failure artifacts go: the test file's name is appended as a folder.
    var artifacts: URL { root.appending(component: "artifacts") }

    /// The messages reported so far.
    var failures: [String] { reported.withLock { $0.map(\.message) } }
    /// The source lines failures were reported at.
    var failureLines: [UInt] { reported.withLock { $0.map(\.line) } }

    /// The configuration that points assertions at this sandbox.
    ///
    /// With `reporting` false, failures go to the test framework. The mode defaults to `missing`
    /// rather than inheriting, so a `SNAPSHOT_TESTING_RECORD` set for a recording run does not
    /// change these tests.
    func configuration(
        record: SnapshotTestingConfiguration.Record = .missing, reporting: Bool = true
    ) -> SnapshotTestingConfiguration {
        var configuration = SnapshotTestingConfiguration(record: record)
        configuration.snapshotDirectory = snapshots.path
        configuration.artifactsDirectory = artifacts.path
        if reporting {
            configuration.reporter = { [self] message, location in
                self.reported.withLock { $0.append(Report(message: message, line: location.line)) }
            }
        }
        return configuration
    }

    /// Runs `body` with assertions pointed at this sandbox.
    func run<R>(
        record: SnapshotTestingConfiguration.Record = .missing, reporting: Bool = true, _ body: () throws -> R
    ) rethrows -> R {
        try withSnapshotTesting(configuration(record: record, reporting: reporting), operation: body)
    }

    /// The text of `name` in the reference folder, nil when there is no such file.
    func reference(_ name: String) -> String? {
        try? String(contentsOf: snapshots.appending(component: name), encoding: .utf8)
    }

    /// The text of `name` among the artifacts of `testFile`.
    func artifact(_ name: String, testFile: String) -> String? {
        try? String(contentsOf: artifacts.appending(components: testFile, name), encoding: .utf8)
    }

    /// Writes `text` as the reference `name`, as a previous recording would have.
    func writeReference(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try Data((text + "\n").utf8).write(to: snapshots.appending(component: name))
    }

    /// Whether anything exists at `url`.
    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}
