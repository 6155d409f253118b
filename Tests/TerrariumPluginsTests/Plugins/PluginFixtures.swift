import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plugin libraries and a widget program compiled during the test run with `swiftc`, from the
/// sample's StarsWidget and the files in `Fixtures/`, linked against the object files SwiftPM built
/// for the tests.
///
/// Building them needs the compiler that built the package; where `swiftc` is not on `PATH` the
/// tests that load them are skipped, and say so.
enum PluginFixtures {
    /// The libraries' paths.
    struct Libraries: Sendable {
        /// A good plugin making `Stars`.
        var stars: String
        /// The same plugin with a stamp from another build.
        var wrongStamp: String
        /// A library without the plugin interface's functions.
        var notAPlugin: String
        /// A program serving the same widget over its standard input and output.
        var starsProcess: String
        /// A folder for other files the tests make.
        var folder: URL
    }

    /// Why the libraries could not be built.
    struct BuildFailed: Error, CustomStringConvertible {
        /// What failed, with the compiler's output.
        var description: String
    }

    /// The compiler on `PATH`, nil when there is none.
    static let swiftc: String? = ProcessInfo.processInfo.environment["PATH"]?
        .split(separator: ":")
        .map { "\($0)/swiftc" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The libraries, built on first use off the main actor; every later call returns them at once.
    static func libraries() async throws -> Libraries {
        try built.get()
    }

    /// The build's outcome, computed once per test run.
    private static let built: Result<Libraries, BuildFailed> = Result { () throws(BuildFailed) in try build() }

    /// The folder the libraries are built in, one per test process, removed when it exits.
    private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("terrarium-plugin-fixtures-\(ProcessInfo.processInfo.processIdentifier)")

    /// The package's folder, from this file's place in it.
    static let packageFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder SwiftPM built the tests in, where the modules and object files are.
    private static var buildFolder: URL {
        #if os(Linux)
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #else
            Bundle.main.bundleURL.deletingLastPathComponent()
        #endif
    }

    /// Compiles the three libraries and the program, two at a time.
    private static func build() throws(BuildFailed) -> Libraries {
        guard let swiftc else { throw BuildFailed(description: "swiftc is not on PATH") }
        let build = buildFolder
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw BuildFailed(description: "could not create \(folder.path): \(error)")
        }
        // A loaded library stays mapped after its file is removed.
        atexit { try? FileManager.default.removeItem(at: PluginFixtures.folder) }
        let objects = try objectFiles(
            of: ["TerrariumTerminal", "TerrariumWidgetProtocol", "TerrariumPluginKit", "TerrariumPluginABI"], in: build)
        let common = [
            "-emit-library", "-parse-as-library", "-swift-version", "6", "-I",
            build.appendingPathComponent("Modules").path,
            "-Xcc",
            "-fmodule-map-file=\(build.appendingPathComponent("TerrariumPluginABI.build/module.modulemap").path)",
            "-Xcc", "-I\(packageFolder.appendingPathComponent("Sources/TerrariumPluginABI/include").path)",
            "-module-cache-path", build.appendingPathComponent("ModuleCache").path,
        ]
        let stars = packageFolder.appendingPathComponent("Samples/WidgetPlugins/StarsPlugin/StarsWidget.swift").path
        let exports = packageFolder.appendingPathComponent(
            "Tests/TerrariumPluginsTests/Fixtures/StarsFixtureExports.swift"
        ).path
        let fixtures = packageFolder.appendingPathComponent("Tests/TerrariumPluginsTests/Fixtures")
        let notAPlugin = fixtures.appendingPathComponent("NotAPlugin.swift").path
        let process = fixtures.appendingPathComponent("StarsProcess.swift").path
        let libraries = Libraries(
            stars: folder.appendingPathComponent("libStarsFixture.so").path,
            wrongStamp: folder.appendingPathComponent("libWrongStampFixture.so").path,
            notAPlugin: folder.appendingPathComponent("libNotAPlugin.so").path,
            starsProcess: folder.appendingPathComponent("stars-process").path, folder: folder)
        let jobs = [
            common + ["-module-name", "StarsFixture", stars, exports] + objects + ["-o", libraries.stars],
            common + ["-module-name", "WrongStampFixture", "-D", "WRONG_STAMP", stars, exports] + objects + [
                "-o", libraries.wrongStamp,
            ],
            [
                "-emit-library", "-parse-as-library", "-module-name", "NotAPlugin", notAPlugin, "-o",
                libraries.notAPlugin,
            ],
            common.filter { $0 != "-emit-library" } + [
                "-emit-executable", "-module-name", "StarsProcess", stars, process,
            ]
                + objects + ["-o", libraries.starsProcess],
        ]
        // Two at a time: the machines that run the tests may have two cores.
        try run(swiftc, Array(jobs.prefix(2)))
        try run(swiftc, Array(jobs.dropFirst(2)))
        return libraries
    }

    /// The object files of `modules` that SwiftPM linked into the test bundle.
    ///
    /// They are what it links into a plugin product too. The list names only current objects,
    /// where a module's build folder may also hold those of deleted sources.
    private static func objectFiles(of modules: [String], in build: URL) throws(BuildFailed) -> [String] {
        let products = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        guard let tests = products.first(where: { $0.hasSuffix("PackageTests.product") }),
            let list = try? String(
                contentsOf: build.appendingPathComponent("\(tests)/Objects.LinkFileList"), encoding: .utf8)
        else { throw BuildFailed(description: "no test bundle's link file list in \(build.path)") }
        let lines = list.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        var objects: [String] = []
        for module in modules {
            let found = lines.filter { $0.contains("/\(module).build/") }
            guard !found.isEmpty else { throw BuildFailed(description: "the test bundle links no object of \(module)") }
            objects += found
        }
        return objects
    }

    /// Runs `swiftc` once per argument list, all at once, and waits for them.
    private static func run(_ swiftc: String, _ jobs: [[String]]) throws(BuildFailed) {
        var running: [(Process, Pipe)] = []
        for arguments in jobs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            do {
                try process.run()
            } catch {
                throw BuildFailed(description: "could not run \(swiftc): \(error)")
            }
            running.append((process, output))
        }
        for (process, output) in running {
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw BuildFailed(description: "swiftc failed:\n\(text)")
            }
        }
    }
}
