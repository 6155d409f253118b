import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import XCTest

/// The same assertions under XCTest, which reports failures with `XCTFail`.
///
/// The test methods are asynchronous and hop to the main actor, because XCTest on Linux cannot
/// call main-actor test methods directly.
final class SnapshotXCTests: XCTestCase {
    func testMatchesTheRecordedReference() async {
        await MainActor.run {
            assertSnapshot(of: Text("XCTest").bold().border(), as: .styled(width: 8, height: 3))
        }
    }

    func testAFailureIsReportedAtTheCaller() async throws {
        try await MainActor.run {
            let sandbox = SnapshotSandbox()
            try sandbox.writeReference("testAFailureIsReportedAtTheCaller.1.txt", "old")
            let line = UInt(#line) + 1
            sandbox.run { assertSnapshot(of: "new", as: .lines) }
            XCTAssertEqual(sandbox.failureLines, [line])
            XCTAssertEqual(sandbox.failures.first?.hasPrefix("Snapshot \"1\" does not match reference"), true)
        }
    }

    func testCountsStartAgainInEachTest1() async {
        await Self.assertFirstSharedSnapshotIsNumberedOne()
    }

    func testCountsStartAgainInEachTest2() async {
        await Self.assertFirstSharedSnapshotIsNumberedOne()
    }

    /// A folder the two tests above name under one test name; record mode `never` keeps it empty.
    private static let sharedDirectory = FileManager.default.temporaryDirectory
        .appending(component: "TerrariumTestingTests-\(UUID().uuidString)").path

    /// Checks that the first unnamed snapshot called `shared` gets number 1: counts start again
    /// with each XCTest test, though both tests use the same folder and test name.
    @MainActor private static func assertFirstSharedSnapshotIsNumberedOne() {
        let sandbox = SnapshotSandbox()
        let message = sandbox.run {
            verifySnapshot(of: "", as: .lines, record: .never, snapshotDirectory: sharedDirectory, testName: "shared")
        }
        XCTAssertEqual(message?.contains("/shared.1.txt\n"), true, message ?? "")
    }
}
