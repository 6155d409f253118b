import Synchronization

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Numbers the unnamed snapshots of each test 1, 2, 3… in the order its assertions run.
///
/// Counts are keyed by the identity of the running test, so tests that run in parallel never
/// take each other's numbers. Under XCTest, which runs a process's tests one at a time, counts
/// start again at each test; under Swift Testing the `.snapshots(record:)` trait
/// gives every test case a counter of its own, which matters for parameterized tests and repeated
/// runs, and without the trait a test's counts are keyed by its `Test.ID`.
package final class SnapshotCounter: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    package init() {}

    /// The counter every test uses unless a scope gave it its own.
    package static let shared = SnapshotCounter()

    /// The counter of the current test case, set by the `.snapshots` trait.
    @TaskLocal package static var scoped: SnapshotCounter?

    /// The counter for the current task: the scoped one if any, else the shared one.
    package static var current: SnapshotCounter { scoped ?? shared }

    /// Takes the next number for the snapshots of `testName` kept in `directory`.
    package func next(testName: String, directory: String) -> Int {
        let key = "\(Self.currentTestIdentity())\u{0}\(directory)\u{0}\(testName)"
        return counts.withLock { counts in
            let next = counts[key, default: 0] + 1
            counts[key] = next
            return next
        }
    }

    /// Forgets the counts taken by XCTest tests.
    private func resetXCTestCounts() {
        counts.withLock { counts in
            counts = counts.filter { !$0.key.hasPrefix(Self.xcTestIdentity) }
        }
    }

    private static let xcTestIdentity = "xctest\u{0}"

    /// A key for the running test: its Swift Testing id, or one shared by XCTest tests, which
    /// run one at a time and reset their counts as each starts.
    private static func currentTestIdentity() -> String {
        #if canImport(Testing)
            if let test = Test.current { return "swift-testing:\(test.id)" }
        #endif
        #if canImport(XCTest)
            XCTestCountReset.install()
        #endif
        return xcTestIdentity
    }

    #if canImport(XCTest)
        /// Resets XCTest counts as each test case starts.
        private final class XCTestCountReset: NSObject, XCTestObservation {
            private static let installation = Mutex(false)

            static func install() {
                let isNew = installation.withLock { installed in
                    defer { installed = true }
                    return !installed
                }
                if isNew { XCTestObservationCenter.shared.addTestObserver(XCTestCountReset()) }
            }

            func testCaseWillStart(_ testCase: XCTestCase) {
                SnapshotCounter.shared.resetXCTestCounts()
            }
        }
    #endif
}
