import Foundation
import Testing

/// Checks that the terminal layer and the text storage import neither the C library nor
/// Foundation nor Dispatch.
///
/// Without those modules, descriptors, termios, signals and `poll` cannot be reached from it, so a
/// build of the target proves it pure; the session that needs them lives in TerrariumPOSIX.
@Suite struct ImportBoundaryTests {
    static let forbidden: Set<String> = [
        "Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "Foundation", "FoundationEssentials", "Dispatch",
    ]

    /// The module each import line names, whatever its access level, attributes or kind.
    static func importedModules(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard let position = words.firstIndex(of: "import"), position <= 1 else { return nil }
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let rest = words[(position + 1)...].drop { kinds.contains($0) }
            return rest.first.map { String($0.split(separator: ".")[0]) }
        }
    }

    /// The Swift files of `module`'s sources, in every folder.
    static func sourceFiles(of module: String) throws -> [URL] {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/\(module)")
        return try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
    }

    /// The names of the package's modules: the folders of `Sources`.
    static func packageModules() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        return Set(try FileManager.default.contentsOfDirectory(atPath: sources.path))
    }

    @Test func importLinesAreReadWhateverTheirForm() {
        let text = """
            import Glibc
            public import Foundation
            @_exported import struct Darwin.termios
            internal import Dispatch
            // not an import line: import Foundation
            """
        #expect(Self.importedModules(in: text) == ["Glibc", "Foundation", "Darwin", "Dispatch"])
    }

    @Test(arguments: [("TerrariumTerminal", 20), ("TerrariumText", 5), ("TerrariumImaging", 5)])
    func noPureSourceImportsTheCLibraryOrFoundation(module: String, fileCount: Int) throws {
        let files = try Self.sourceFiles(of: module)
        #expect(files.count > fileCount, "the scan found the module's sources")
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for module in Self.importedModules(in: text) where Self.forbidden.contains(module) {
                offenders.append("\(file.lastPathComponent) imports \(module)")
            }
        }
        #expect(offenders == [])
    }

    /// The engine imports only the terminal's values, the text storage and the transfer types, and
    /// the controls only the engine and the images' values besides.
    ///
    /// No run loop, files, sockets or documents, so an app that draws one view links nothing else,
    /// and every control is built on the core's extension points, as one outside the package is.
    /// Package.swift lists the same modules, and the compiler holds that; this holds it for every
    /// file, whatever the manifest says.
    @Test(arguments: [
        ("TerrariumCore", ["TerrariumTerminal", "TerrariumText", "TerrariumTransfer"]),
        (
            "TerrariumControls",
            ["TerrariumCore", "TerrariumImaging", "TerrariumTerminal", "TerrariumText", "TerrariumTransfer"]
        ),
    ])
    func theEngineAndTheControlsImportOnlyWhatTheyBuildOn(module: String, allowed: [String]) throws {
        let files = try Self.sourceFiles(of: module)
        #expect(files.count > 10, "the scan found the module's sources")
        let packageModules = try Self.packageModules()
        #expect(packageModules.isSuperset(of: allowed + ["TerrariumPOSIX", "TerrariumDocuments"]))
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for imported in Self.importedModules(in: text)
            where packageModules.contains(imported) && !allowed.contains(imported) {
                offenders.append("\(file.lastPathComponent) imports \(imported)")
            }
        }
        #expect(offenders == [])
    }

    /// Of the UI's modules, only `TerrariumApp` imports `TerrariumPOSIX`.
    ///
    /// Descriptors, processes and signals are the app's edge, so views, controls, documents and the
    /// inspector stay testable headlessly.
    @Test(arguments: [
        "TerrariumCore", "TerrariumControls", "TerrariumInspector", "TerrariumDocumentsUI", "TerrariumSharingUI",
        "Terrarium",
    ])
    func onlyTheAppImportsThePOSIXLayer(module: String) throws {
        let files = try Self.sourceFiles(of: module)
        #expect(!files.isEmpty, "the scan found the module's sources")
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            if Self.importedModules(in: text).contains("TerrariumPOSIX") {
                offenders.append(file.lastPathComponent)
            }
        }
        #expect(offenders == [])
    }
}
