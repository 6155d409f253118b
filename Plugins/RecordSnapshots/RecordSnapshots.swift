import Foundation
import PackagePlugin

/// Re-records snapshot references: `swift package --allow-writing-to-package-directory
/// record-snapshots [--filter PATTERN]… [--skip PATTERN]…`.
///
/// On Linux the package manager builds the tests in the package's own build folder, so a
/// recording after `swift build` or `swift test` compiles only what changed, and the plugin runs
/// the built test executable itself with `SNAPSHOT_TESTING_RECORD=all`: once for XCTest, once for
/// Swift Testing. `packageManager.test` would run XCTest only, and a nested `swift test` waits
/// forever for the lock on the build folder the package manager holds while the plugin runs, so it
/// needs a folder of its own and compiles the whole package a second time. Elsewhere the test
/// bundle is not an executable, and the plugin runs that nested `swift test` in a folder it keeps
/// between runs.
@main
struct RecordSnapshots: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let selection = TestSelection(
            filters: extractor.extractOption(named: "filter"), skips: extractor.extractOption(named: "skip"))
        guard extractor.remainingArguments.isEmpty else {
            Diagnostics.error(
                "unexpected arguments \(extractor.remainingArguments); "
                    + "usage: record-snapshots [--filter PATTERN]… [--skip PATTERN]…")
            throw RecordingFailed()
        }
        let workDirectory = Self.workDirectory(context)
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_TESTING_RECORD"] = "all"
        // Failure artifacts go under the test file's name alone; a folder per package keeps two
        // packages with a `StatusPanelTests.swift` each from writing over each other's.
        if environment["SNAPSHOT_ARTIFACTS"] == nil {
            environment["SNAPSHOT_ARTIFACTS"] = workDirectory.appendingPathComponent("artifacts").path
        }

        #if os(Linux)
            try recordWithBuiltTests(context: context, selection: selection, environment: environment)
        #else
            try recordWithNestedSwiftTest(
                context: context, workDirectory: workDirectory, selection: selection, environment: environment)
        #endif
        print("Snapshots recorded. Review them with `git diff` before committing.")
    }

    /// Builds the tests in the package's build folder and runs the test executable directly.
    func recordWithBuiltTests(context: PluginContext, selection: TestSelection, environment: [String: String]) throws {
        let build = try packageManager.build(
            .all(includingTests: true),
            parameters: .init(configuration: .debug, logging: .concise, echoLogs: true))
        guard build.succeeded else {
            Diagnostics.error("the tests did not build")
            throw RecordingFailed()
        }
        let tests = try Self.testExecutable(context: context, build: build)
        let directory = context.package.directoryURL

        if let specifiers = try selection.xcTestSpecifiers(listing: tests) {
            let status = try Self.run(tests, specifiers, environment: environment, in: directory)
            // Recording reports every snapshot as a failure, so the tests "fail" by design; only a
            // run that crashed or could not start is an error here.
            guard status.reason == .exit, status.code <= 1 else {
                Diagnostics.error("the XCTest run ended with status \(status.code)")
                throw RecordingFailed()
            }
        }

        let status = try Self.run(
            tests, ["--testing-library", "swift-testing"] + selection.swiftTestingArguments,
            environment: environment, in: directory)
        // 69 (EX_UNAVAILABLE) is Swift Testing's "no test matched", as `swift test` treats it.
        guard status.reason == .exit, status.code <= 1 || status.code == 69 else {
            Diagnostics.error("the Swift Testing run ended with status \(status.code)")
            throw RecordingFailed()
        }
    }

    /// Runs `swift test` with a build folder kept in the plugin's work directory, so only the
    /// first recording compiles everything.
    func recordWithNestedSwiftTest(
        context: PluginContext, workDirectory: URL, selection: TestSelection, environment: [String: String]
    ) throws {
        let swift = try context.tool(named: "swift").url
        var arguments = [
            "test", "--package-path", context.package.directoryURL.path,
            "--scratch-path", workDirectory.appendingPathComponent("build").path,
        ]
        for filter in selection.filters { arguments += ["--filter", filter] }
        for skip in selection.skips { arguments += ["--skip", skip] }
        let status = try Self.run(swift, arguments, environment: environment, in: context.package.directoryURL)
        guard status.reason == .exit, status.code <= 1 else {
            Diagnostics.error("swift test ended with status \(status.code)")
            throw RecordingFailed()
        }
    }

    /// A folder of this plugin's work directory for this package alone: the package's identity
    /// plus a hash of its path, since two checkouts can share an identity (the folder's name).
    static func workDirectory(_ context: PluginContext) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike `Hasher`.
        for byte in context.package.directoryURL.standardizedFileURL.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let name = "\(context.package.id)-\(String(hash, radix: 16))"
        return context.pluginWorkDirectoryURL.appendingPathComponent(name, isDirectory: true)
    }

    /// The test executable, `<Package>PackageTests.xctest`.
    ///
    /// The build result lists executable products but not the test product, which SwiftPM links
    /// beside them, so the folder comes from them, or else from the build folder the plugin's work
    /// directory lies in.
    static func testExecutable(context: PluginContext, build: PackageManager.BuildResult) throws -> URL {
        let name = "\(context.package.displayName)PackageTests.xctest"
        let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("../../..").standardizedFileURL
        let folders =
            build.builtArtifacts.map { $0.url.deletingLastPathComponent() }
            + [scratch.appendingPathComponent("debug")]
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        Diagnostics.error("no test executable \(name) in \(folders.map(\.path))")
        throw RecordingFailed()
    }

    /// Runs `executable` with the output going to the plugin's own, and waits for it.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], in directory: URL
    ) throws -> (reason: Process.TerminationReason, code: Int32) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus)
    }
}

/// The tests a recording runs: those whose identifier matches a filter (every test when there is
/// none) and no skip pattern, as `swift test --filter … --skip …` chooses them.
struct TestSelection {
    var filters: [String]
    var skips: [String]

    /// Swift Testing applies the patterns itself.
    var swiftTestingArguments: [String] {
        filters.flatMap { ["--filter", $0] } + skips.flatMap { ["--skip", $0] }
    }

    /// The arguments that select XCTests, or `nil` when no XCTest is selected.
    ///
    /// XCTest takes exact names only (`Module.Class/testMethod`, separated by commas), so the
    /// patterns are matched here against the executable's `--list-tests`; no arguments run every
    /// test.
    func xcTestSpecifiers(listing tests: URL) throws -> [String]? {
        if filters.isEmpty, skips.isEmpty { return [] }
        let filterExpressions = try filters.map { try NSRegularExpression(pattern: $0) }
        let skipExpressions = try skips.map { try NSRegularExpression(pattern: $0) }
        func matches(_ expression: NSRegularExpression, _ name: String) -> Bool {
            expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        let selected = try Self.listXCTests(tests).filter { name in
            (filterExpressions.isEmpty || filterExpressions.contains { matches($0, name) })
                && !skipExpressions.contains { matches($0, name) }
        }
        return selected.isEmpty ? nil : [selected.joined(separator: ",")]
    }

    /// Every XCTest in the executable, one `Module.Class/testMethod` a line after a heading.
    static func listXCTests(_ tests: URL) throws -> [String] {
        let process = Process()
        let output = Pipe()
        process.executableURL = tests
        process.arguments = ["--list-tests"]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter {
            $0.contains("/") && !$0.contains(" ")
        }
    }
}

/// A build or test run could not complete.
struct RecordingFailed: Error {}
