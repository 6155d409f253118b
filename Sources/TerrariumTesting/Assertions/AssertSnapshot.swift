import Foundation

/// Asserts that `value` snapshotted with `snapshotting` matches the reference recorded on disk.
///
/// ```swift
/// @MainActor @Test func greeting() {
///     assertSnapshot(of: Greeting(name: "Ada"), as: .styled(width: 20, height: 3))
/// }
/// ```
///
/// References live in `__Snapshots__/<TestFileName>/<testName>.<n or name>.<ext>` beside the test
/// file, where `n` counts the unnamed assertions of the test. A failure is reported at the call
/// with `Issue.record` under Swift Testing and `XCTFail` under XCTest; see ``verifySnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// for what fails and what gets written.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy, such as `.text`, `.styled`, `.ansi` or `.tree`.
///   - name: A name for the reference file instead of the next number.
///   - record: The record mode for this assertion; nil to use the scope's.
///   - fileID: The file ID of the assertion, for reporting; the caller's by default.
///   - filePath: The path of the test file, which references are kept beside; the caller's by
///     default.
///   - testName: The test's name, which starts reference file names; the caller's function by
///     default.
///   - line: The line of the assertion, for reporting.
///   - column: The column of the assertion, for reporting.
@MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let message = verifySnapshot(
            of: try value(), as: snapshotting, named: name, record: record, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    else { return }
    reportSnapshotFailure(
        message, at: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Compares `value` snapshotted with `snapshotting` against its reference and returns the failure
/// message, or nil when it matches; for building assertion helpers.
///
/// What happens depends on the record mode (the `record` argument, else the scope's, else the
/// `SNAPSHOT_TESTING_RECORD` environment variable, else `.missing`):
/// - A matching snapshot passes, except under `.all`.
/// - A missing reference is recorded, except under `.never`, and the assertion fails saying
///   where it was written; the next run compares against it.
/// - A mismatch fails with a unified diff of the reference and the new snapshot, and the new
///   snapshot is written for inspection under the `SNAPSHOT_ARTIFACTS` directory (the temporary
///   directory's `TerrariumSnapshots` folder by default), in a folder named after the test
///   file. Under `.failed` it also replaces the reference.
/// - A mismatch, and a missing reference under `.never`, also writes an HTML report beside the
///   new snapshot, named after it with `.html` added, and the message has a `Report: <path>`
///   line: the two versions side by side with the changed cells highlighted (pictures for
///   `.svg`), and the diff.
/// - Under `.all` every reference is written and the assertion fails, so a recording run is
///   never taken for a passing one.
///
/// Folders are created only when a file is written into them.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy, such as `.text`, `.styled`, `.ansi` or `.tree`.
///   - name: A name for the reference file instead of the next number.
///   - record: The record mode for this comparison; nil to use the scope's.
///   - snapshotDirectory: A folder to keep references in instead of
///     `__Snapshots__/<TestFileName>` beside the test file.
///   - fileID: The file ID of the assertion, for reporting; the caller's by default.
///   - filePath: The path of the test file, which references are kept beside; the caller's by
///     default.
///   - testName: The test's name, which starts reference file names; the caller's function by
///     default.
///   - line: The line of the assertion, for reporting.
///   - column: The column of the assertion, for reporting.
/// - Returns: The failure message, or nil when the snapshot matches its reference.
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let configuration = SnapshotTestingConfiguration.current
    let mode: SnapshotTestingConfiguration.Record
    do {
        mode = try .resolve(
            explicit: record, scope: configuration, environment: ProcessInfo.processInfo.environment)
    } catch {
        return error.description
    }
    let paths = SnapshotPaths(
        filePath: "\(filePath)", testName: testName,
        snapshotDirectory: snapshotDirectory ?? configuration?.snapshotDirectory,
        artifactsDirectory: configuration?.artifactsDirectory)
    let identifier =
        name.map(SnapshotPaths.sanitize)
        ?? String(
            SnapshotCounter.current.next(testName: paths.testName, directory: paths.directory.path))
    let fileName = [paths.testName, identifier, snapshotting.pathExtension].compactMap { $0 }.joined(separator: ".")
    let referenceURL = paths.directory.appending(component: fileName)
    let artifactURL = paths.artifactsDirectory.appending(component: fileName)

    let actual: Format
    do {
        actual = snapshotting.snapshot(try value())
    } catch {
        return "Couldn't snapshot value: \(error)"
    }
    let actualData = snapshotting.diffing.toData(actual)

    do {
        if mode == .all {
            try write(actualData, to: referenceURL)
            return """
                Record mode is "all". Automatically recorded snapshot: …

                open "\(referenceURL.path)"

                Turn record mode off and re-run "\(paths.testName)" to assert against the newly-recorded snapshot.
                """
        }
        guard FileManager.default.fileExists(atPath: referenceURL.path) else {
            if mode == .never {
                try write(actualData, to: artifactURL)
                let report = SnapshotReport(
                    testName: paths.testName, identifier: identifier, pathExtension: snapshotting.pathExtension,
                    referencePath: referenceURL.path, actualPath: artifactURL.path, reference: nil,
                    actual: actualData, difference: nil)
                return """
                    No reference was found on disk, and record mode is "never": nothing was recorded.

                    Reference: \(referenceURL.path)
                    Actual:    \(artifactURL.path)

                    \(report.write(besideArtifact: artifactURL))
                    """
            }
            try write(actualData, to: referenceURL)
            return """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(referenceURL.path)"

                Re-run "\(paths.testName)" to assert against the newly-recorded snapshot.
                """
        }
        let referenceData = try Data(contentsOf: referenceURL)
        let reference = snapshotting.diffing.fromData(referenceData)
        guard let difference = snapshotting.diffing.diff(reference, actual) else { return nil }
        try write(actualData, to: artifactURL)
        var message = """
            Snapshot "\(identifier)" does not match reference (- reference, + actual, ¶ ends a line).

            --- \(referenceURL.path)
            +++ \(artifactURL.path)
            \(difference)
            """
        let report = SnapshotReport(
            testName: paths.testName, identifier: identifier, pathExtension: snapshotting.pathExtension,
            referencePath: referenceURL.path, actualPath: artifactURL.path, reference: referenceData,
            actual: actualData, difference: difference)
        message += "\n\n" + report.write(besideArtifact: artifactURL)
        if mode == .failed {
            try write(actualData, to: referenceURL)
            message += "\n\nA new snapshot was automatically recorded: \(referenceURL.path)"
        }
        return message
    } catch {
        return "Couldn't read or write snapshot \"\(identifier)\": \(error)"
    }
}

/// Writes `data` to `url`, creating the folders it needs.
private func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
}
