#if canImport(Testing)
    public import Testing

    /// A Swift Testing trait that sets how snapshot assertions in a test or suite record
    /// references, and gives each test case its own snapshot numbering.
    ///
    /// ```swift
    /// @MainActor @Suite(.snapshots(record: .failed)) struct GreetingTests {
    ///     @Test func greeting() { assertSnapshot(of: Greeting(), as: .text(width: 20, height: 3)) }
    /// }
    /// ```
    public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
        /// The configuration the trait's tests run with.
        public var configuration: SnapshotTestingConfiguration

        /// Applies to every test in a suite, so each test case gets a fresh counter.
        public var isRecursive: Bool { true }

        /// Runs `function` with the trait's configuration, and with a fresh counter when it is
        /// one test case, so parameterized and repeated cases number snapshots from 1.
        public func provideScope(
            for test: Test,
            testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withSnapshotTesting(configuration) {
                if testCase != nil {
                    try await SnapshotCounter.$scoped.withValue(SnapshotCounter()) { try await function() }
                } else {
                    try await function()
                }
            }
        }
    }

    extension Trait where Self == SnapshotsTrait {
        /// Sets the record mode of the snapshot assertions in a test or suite.
        ///
        /// ```swift
        /// @Test(.snapshots(record: .all)) func greeting() { … }
        /// ```
        public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil) -> SnapshotsTrait {
            SnapshotsTrait(configuration: SnapshotTestingConfiguration(record: record))
        }
    }
#endif
