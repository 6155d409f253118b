import Foundation
import TerrariumTesting
import Testing

/// Every record mode, against references in a temporary folder.
@MainActor @Suite struct RecordModeTests {
    @Test func missingRecordsAnAbsentReferenceAndFailsOnce() {
        let sandbox = SnapshotSandbox()
        sandbox.run(record: .missing) { assertSnapshot(of: "hello", as: .lines, named: "greeting") }
        let path = sandbox.snapshots.appending(component: "missingRecordsAnAbsentReferenceAndFailsOnce.greeting.txt")
            .path
        #expect(
            sandbox.failures == [
                """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(path)"

                Re-run "missingRecordsAnAbsentReferenceAndFailsOnce" to assert against the newly-recorded snapshot.
                """
            ])
        #expect(sandbox.reference("missingRecordsAnAbsentReferenceAndFailsOnce.greeting.txt") == "hello\n")

        sandbox.run(record: .missing) { assertSnapshot(of: "hello", as: .lines, named: "greeting") }
        #expect(sandbox.failures.count == 1)
    }

    @Test func missingKeepsAReferenceThatDoesNotMatch() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.writeReference("missingKeepsAReferenceThatDoesNotMatch.1.txt", "old")
        sandbox.run(record: .missing) { assertSnapshot(of: "new", as: .lines) }
        #expect(sandbox.failures.count == 1)
        #expect(sandbox.failures.first?.hasPrefix("Snapshot \"1\" does not match reference") == true)
        #expect(sandbox.reference("missingKeepsAReferenceThatDoesNotMatch.1.txt") == "old\n")
        #expect(
            sandbox.artifact("missingKeepsAReferenceThatDoesNotMatch.1.txt", testFile: "RecordModeTests") == "new\n")
    }

    @Test func neverFailsWithoutRecordingAndCreatesNoFolder() {
        let sandbox = SnapshotSandbox()
        sandbox.run(record: .never) { assertSnapshot(of: "hello", as: .lines) }
        let artifact = sandbox.artifacts.appending(
            components: "RecordModeTests", "neverFailsWithoutRecordingAndCreatesNoFolder.1.txt")
        #expect(
            sandbox.failures == [
                """
                No reference was found on disk, and record mode is "never": nothing was recorded.

                Reference: \(sandbox.snapshots.path)/neverFailsWithoutRecordingAndCreatesNoFolder.1.txt
                Actual:    \(artifact.path)

                Report: \(artifact.path).html
                """
            ])
        #expect(!sandbox.exists(sandbox.snapshots))
        #expect(sandbox.exists(artifact))
    }

    @Test func neverPassesAMatchingSnapshotAndWritesNothing() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.writeReference("neverPassesAMatchingSnapshotAndWritesNothing.1.txt", "same")
        sandbox.run(record: .never) { assertSnapshot(of: "same", as: .lines) }
        #expect(sandbox.failures.isEmpty)
        #expect(!sandbox.exists(sandbox.artifacts))
    }

    @Test func failedReplacesAReferenceThatDoesNotMatch() throws {
        let sandbox = SnapshotSandbox()
        let name = "failedReplacesAReferenceThatDoesNotMatch.1.txt"
        try sandbox.writeReference(name, "old")
        sandbox.run(record: .failed) { assertSnapshot(of: "new", as: .lines) }
        #expect(sandbox.failures.count == 1)
        let path = sandbox.snapshots.appending(component: name).path
        #expect(sandbox.failures.first?.hasSuffix("\n\nA new snapshot was automatically recorded: \(path)") == true)
        #expect(sandbox.reference(name) == "new\n")

        sandbox.run(record: .failed) { assertSnapshot(of: "new", as: .lines, named: "1") }
        #expect(sandbox.failures.count == 1)
    }

    @Test func failedRecordsAnAbsentReference() {
        let sandbox = SnapshotSandbox()
        sandbox.run(record: .failed) { assertSnapshot(of: "hello", as: .lines) }
        #expect(sandbox.failures.first?.hasPrefix("No reference was found on disk. Automatically recorded") == true)
        #expect(sandbox.reference("failedRecordsAnAbsentReference.1.txt") == "hello\n")
    }

    @Test func allRecordsAndFailsEvenWhenTheSnapshotMatches() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.writeReference("allRecordsAndFailsEvenWhenTheSnapshotMatches.1.txt", "same")
        try sandbox.writeReference("allRecordsAndFailsEvenWhenTheSnapshotMatches.2.txt", "old")
        sandbox.run(record: .all) {
            assertSnapshot(of: "same", as: .lines)
            assertSnapshot(of: "new", as: .lines)
        }
        #expect(sandbox.failures.count == 2)
        #expect(sandbox.failures.allSatisfy { $0.hasPrefix("Record mode is \"all\". Automatically recorded snapshot") })
        #expect(sandbox.reference("allRecordsAndFailsEvenWhenTheSnapshotMatches.2.txt") == "new\n")
    }

    @Test func unnamedSnapshotsAreNumberedInOrderAndNamedOnesAreNot() {
        let sandbox = SnapshotSandbox()
        sandbox.run {
            assertSnapshot(of: "a", as: .lines)
            assertSnapshot(of: "b", as: .lines, named: "dark mode!")
            assertSnapshot(of: "c", as: .lines)
        }
        let test = "unnamedSnapshotsAreNumberedInOrderAndNamedOnesAreNot"
        #expect(sandbox.reference("\(test).1.txt") == "a\n")
        #expect(sandbox.reference("\(test).dark-mode.txt") == "b\n")
        #expect(sandbox.reference("\(test).2.txt") == "c\n")
    }

    @Test func anArgumentBeatsTheScope() {
        let sandbox = SnapshotSandbox()
        sandbox.run(record: .never) { assertSnapshot(of: "hello", as: .lines, record: .missing) }
        #expect(sandbox.reference("anArgumentBeatsTheScope.1.txt") == "hello\n")
    }

    @Test func innerScopesOverrideOuterOnesUntilTheyEnd() {
        withSnapshotTesting(record: .never) {
            #expect(SnapshotTestingConfiguration.current?.record == .never)
            withSnapshotTesting(record: .all) {
                #expect(SnapshotTestingConfiguration.current?.record == .all)
            }
            withSnapshotTesting {
                #expect(SnapshotTestingConfiguration.current?.record == .never)
            }
            #expect(SnapshotTestingConfiguration.current?.record == .never)
        }
        #expect(SnapshotTestingConfiguration.current == nil)
    }

    @Test func theEnvironmentVariableSetsTheModeWhenNothingElseDoes() throws {
        typealias Record = SnapshotTestingConfiguration.Record
        let variable = "SNAPSHOT_TESTING_RECORD"
        #expect(try Record.resolve(explicit: nil, scope: nil, environment: [:]) == .missing)
        #expect(try Record.resolve(explicit: nil, scope: nil, environment: [variable: ""]) == .missing)
        for mode in Record.allCases {
            #expect(try Record.resolve(explicit: nil, scope: nil, environment: [variable: mode.rawValue]) == mode)
        }
        #expect(try Record.resolve(explicit: nil, scope: nil, environment: [variable: "ALL"]) == .all)
        let scope = SnapshotTestingConfiguration(record: .never)
        #expect(try Record.resolve(explicit: nil, scope: scope, environment: [variable: "all"]) == .never)
        #expect(try Record.resolve(explicit: .failed, scope: scope, environment: [variable: "all"]) == .failed)
        #expect(
            throws: SnapshotTestingConfiguration.InvalidRecordMode(value: "yes"),
            performing: { try Record.resolve(explicit: nil, scope: nil, environment: [variable: "yes"]) })
        #expect(
            SnapshotTestingConfiguration.InvalidRecordMode(value: "yes").description
                == "SNAPSHOT_TESTING_RECORD must be one of never|missing|failed|all, not \"yes\".")
    }

    @Test(.snapshots(record: .never)) func theTraitSetsTheModeOfATest() {
        #expect(SnapshotTestingConfiguration.current?.record == .never)
    }

    /// A folder the parameterized cases below all name; record mode `never` keeps it empty.
    nonisolated private static let sharedDirectory = FileManager.default.temporaryDirectory
        .appending(component: "TerrariumTestingTests-\(UUID().uuidString)").path

    /// The cases run in parallel and share a test id, file, name and folder; only the trait's
    /// per-case counter makes each of them number its first snapshot 1.
    @Test(.snapshots(), arguments: ["a", "b", "c"])
    func theTraitNumbersEachCaseFromOne(value: String) {
        let sandbox = SnapshotSandbox()
        let message = sandbox.run {
            verifySnapshot(of: value, as: .lines, record: .never, snapshotDirectory: Self.sharedDirectory)
        }
        #expect(message?.contains("/theTraitNumbersEachCaseFromOne.1.txt\n") == true)
        #expect(!sandbox.exists(URL(fileURLWithPath: Self.sharedDirectory)))
    }
}

/// The suite trait reaches the suite's tests, and a test's own trait wins over it.
@MainActor @Suite(.snapshots(record: .failed)) struct SnapshotsSuiteTraitTests {
    @Test func testsInheritTheSuiteMode() {
        #expect(SnapshotTestingConfiguration.current?.record == .failed)
    }

    @Test(.snapshots(record: .all)) func aTestTraitOverridesTheSuiteTrait() {
        #expect(SnapshotTestingConfiguration.current?.record == .all)
    }
}

/// Failures reach Swift Testing as issues at the assertion's own line.
@MainActor @Suite struct SwiftTestingReportingTests {
    @Test func aMismatchRecordsAnIssueAtTheCaller() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.writeReference("aMismatchRecordsAnIssueAtTheCaller.1.txt", "old")
        let line = #line + 3
        withKnownIssue {
            sandbox.run(reporting: false) {
                assertSnapshot(of: "new", as: .lines)
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "RecordModeTests.swift"
                && issue.comments.first?.rawValue.hasPrefix("Snapshot \"1\" does not match reference") == true
        }
    }

    @Test func aMissingReferenceFailsTheTest() {
        let sandbox = SnapshotSandbox()
        withKnownIssue {
            sandbox.run(reporting: false) { assertSnapshot(of: "new", as: .lines) }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("No reference was found on disk.") == true
        }
        #expect(sandbox.reference("aMissingReferenceFailsTheTest.1.txt") == "new\n")
    }
}
