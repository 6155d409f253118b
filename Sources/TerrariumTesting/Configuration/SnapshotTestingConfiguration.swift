/// Settings for the snapshot assertions run in a scope, such as when references are recorded.
///
/// Set it for a scope with `withSnapshotTesting(record:operation:)` or, in Swift
/// Testing, with the `.snapshots(record:)` trait; inner scopes override outer ones.
///
/// ```swift
/// withSnapshotTesting(record: .all) {
///     assertSnapshot(of: host, as: .text)  // re-records the reference
/// }
/// ```
public struct SnapshotTestingConfiguration: Sendable {
    /// When an assertion writes its snapshot to the reference file instead of only comparing.
    ///
    /// Whatever the mode, an assertion that writes a reference fails, so that a recording run
    /// is never mistaken for a passing one; the next run compares against what was written.
    public enum Record: String, Sendable, CaseIterable {
        /// Never write references: a missing reference fails without being recorded.
        case never
        /// Write a reference only when none exists yet. The default.
        case missing
        /// Write a reference when none exists or when the snapshot does not match it.
        case failed
        /// Write every reference, matching or not.
        case all
    }

    /// The record mode, or nil to inherit it from the enclosing scope.
    public var record: Record?

    /// Where references are read and written instead of `__Snapshots__` beside the test file;
    /// tests of this module point it at a temporary directory.
    package var snapshotDirectory: String?

    /// Where the snapshots that failed to match are written for inspection.
    package var artifactsDirectory: String?

    /// Receives failure messages instead of Swift Testing or XCTest, so tests of this module can
    /// check that a failure is reported without failing themselves.
    package var reporter: SnapshotFailureReporter?

    /// Creates a configuration.
    public init(record: Record? = nil) {
        self.record = record
    }

    /// The configuration of the current task, set by `withSnapshotTesting(record:operation:)`
    /// and the `.snapshots(record:)` trait.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    /// The name of the environment variable that sets the record mode when no scope does.
    public static let recordEnvironmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// This configuration with the settings `inner` gives replacing the ones it inherits.
    package func merging(_ inner: SnapshotTestingConfiguration) -> SnapshotTestingConfiguration {
        var merged = self
        merged.record = inner.record ?? record
        merged.snapshotDirectory = inner.snapshotDirectory ?? snapshotDirectory
        merged.artifactsDirectory = inner.artifactsDirectory ?? artifactsDirectory
        merged.reporter = inner.reporter ?? reporter
        return merged
    }
}

extension SnapshotTestingConfiguration.Record {
    /// The mode an assertion uses: the one passed to it, else the scope's, else the
    /// `SNAPSHOT_TESTING_RECORD` environment variable's, else ``missing``.
    ///
    /// An environment variable that names no mode is an error rather than silently ignored, so a
    /// misspelt recording run cannot pass for a comparing one.
    package static func resolve(
        explicit: Self?, scope: SnapshotTestingConfiguration?, environment: [String: String]
    ) throws(SnapshotTestingConfiguration.InvalidRecordMode) -> Self {
        if let explicit { return explicit }
        if let scoped = scope?.record { return scoped }
        guard let value = environment[SnapshotTestingConfiguration.recordEnvironmentVariable], !value.isEmpty else {
            return .missing
        }
        guard let mode = Self(rawValue: value.lowercased()) else {
            throw SnapshotTestingConfiguration.InvalidRecordMode(value: value)
        }
        return mode
    }
}

extension SnapshotTestingConfiguration {
    /// A `SNAPSHOT_TESTING_RECORD` value that names no record mode.
    package struct InvalidRecordMode: Error, Equatable, CustomStringConvertible {
        package var value: String

        package init(value: String) { self.value = value }

        package var description: String {
            let modes = Record.allCases.map(\.rawValue).joined(separator: "|")
            return "\(recordEnvironmentVariable) must be one of \(modes), not \"\(value)\"."
        }
    }
}

/// Runs `operation` with snapshot assertions recording as `record` says.
///
/// ```swift
/// withSnapshotTesting(record: .failed) {
///     assertSnapshot(of: host, as: .styled)
/// }
/// ```
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    operation: () throws -> R
) rethrows -> R {
    try withSnapshotTesting(SnapshotTestingConfiguration(record: record), operation: operation)
}

/// Runs the asynchronous `operation` with snapshot assertions recording as `record` says.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await withSnapshotTesting(
        SnapshotTestingConfiguration(record: record), isolation: isolation, operation: operation)
}

/// Runs `operation` with `configuration` layered over the current one.
package func withSnapshotTesting<R>(
    _ configuration: SnapshotTestingConfiguration,
    operation: () throws -> R
) rethrows -> R {
    let merged = (SnapshotTestingConfiguration.current ?? SnapshotTestingConfiguration()).merging(configuration)
    return try SnapshotTestingConfiguration.$current.withValue(merged, operation: operation)
}

/// Runs the asynchronous `operation` with `configuration` layered over the current one.
package func withSnapshotTesting<R>(
    _ configuration: SnapshotTestingConfiguration,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let merged = (SnapshotTestingConfiguration.current ?? SnapshotTestingConfiguration()).merging(configuration)
    return try await SnapshotTestingConfiguration.$current.withValue(merged, operation: operation, isolation: isolation)
}
