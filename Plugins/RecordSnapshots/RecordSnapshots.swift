import Foundation
import PackagePlugin

/// Re-records snapshot references: `swift package --allow-writing-to-package-directory
/// record-snapshots [--filter PATTERN]…`.
///
/// It runs the toolchain's `swift test` with `SNAPSHOT_TESTING_RECORD=all` in a build folder of
/// its own: on Linux `packageManager.test` runs XCTest only, and a nested `swift test` on the
/// package's own build folder waits forever for the build lock.
@main
struct RecordSnapshots: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let filters = extractor.extractOption(named: "filter")
        let swift = try context.tool(named: "swift")
        let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("build")
        var testArguments = [
            "test", "--package-path", context.package.directoryURL.path, "--scratch-path", scratch.path,
        ]
        for filter in filters { testArguments += ["--filter", filter] }
        testArguments += extractor.remainingArguments

        let process = Process()
        process.executableURL = swift.url
        process.arguments = testArguments
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_TESTING_RECORD"] = "all"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        // Recording reports every snapshot as a recorded issue, so the tests "fail" by design;
        // only a run that could not build or start is an error here.
        if process.terminationReason != .exit || process.terminationStatus > 1 {
            Diagnostics.error("swift test ended with status \(process.terminationStatus)")
            throw RecordingFailed()
        }
        print("Snapshots recorded. Review them with `git diff` before committing.")
    }
}

/// The nested test run could not complete.
struct RecordingFailed: Error {}
