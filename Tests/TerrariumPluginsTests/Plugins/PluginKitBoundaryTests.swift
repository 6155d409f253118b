import Foundation
import Testing

/// What a plugin links must not bring Terrarium's declarative layer with it: the kit serves a
/// `TerrariumTerminal` widget, and a plugin's copy of Terrarium would be a second one in the app.
@Suite struct PluginKitBoundaryTests {
    @Test func theKitNeverImportsTerrarium() throws {
        let sources = PluginFixtures.packageFolder.appendingPathComponent("Sources/TerrariumPluginKit")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 4, "the scan found the kit's sources")
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                let modifiers: Set<Substring> = ["public", "internal", "package", "private", "fileprivate"]
                let rest = words.drop { modifiers.contains($0) }
                if rest.first == "import", rest.dropFirst().first == "Terrarium" { offenders.append(file) }
            }
        }
        #expect(offenders == [])
    }
}
