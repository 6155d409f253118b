import Foundation
import Testing

/// Checks that `Docs/Architecture.md` lists each library's dependencies as `Package.swift` does.
@Suite struct ArchitectureDocumentTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each `.target` with its sources under `Sources/` (no `path:`) and the targets it depends on.
    static func libraryDependencies(inManifest text: String) throws -> [String: [String]] {
        let target = try Regex(
            #"\.target\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?(?:,\s*(path|exclude))?"#)
        let quoted = try Regex(#""(\w+)""#)
        var dependencies: [String: [String]] = [:]
        for match in text.matches(of: target) {
            guard let name = match.output[1].substring.map(String.init) else { continue }
            if match.output[3].substring == "path" { continue }
            let list = match.output[2].substring.map(String.init) ?? ""
            dependencies[name] = list.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) }
        }
        return dependencies
    }

    /// The rows of the document's `| module | depends on |` table.
    static func documentedDependencies(in text: String) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "| module | depends on |" {
                inTable = true
                continue
            }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2, cells[0] != "---" else { continue }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            rows[name] =
                cells[1] == "—"
                ? []
                : cells[1].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
        }
        return rows
    }

    @Test func theManifestIsReadTargetByTarget() throws {
        let manifest = """
            .target(
                name: "A",
                dependencies: ["B", "C"],
                swiftSettings: strictSettings
            ),
            .target(name: "B"),
            .target(name: "Sample", dependencies: ["A"], path: "Samples/Sample"),
            """
        #expect(try Self.libraryDependencies(inManifest: manifest) == ["A": ["B", "C"], "B": []])
    }

    @Test func theModuleTableMatchesThePackageManifest() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let document = try String(
            contentsOf: Self.root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let declared = try Self.libraryDependencies(inManifest: manifest)
        #expect(declared.count > 15, "the manifest's library targets were found")
        #expect(declared["TerrariumCore"] == ["TerrariumTerminal", "TerrariumText", "TerrariumTransfer"])
        #expect(Self.documentedDependencies(in: document) == declared)
    }
}
