import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A greenhouse's status as a frame: colours, attributes, reverse video and a wide character.
private struct Greenhouse: View {
    var plant: String
    var state: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Terrarium greenhouse").bold().foregroundColor(.brightGreen)
            Text("plant: \(plant)").italic()
            Text("state: \(state)").foregroundColor(.indexed(214)).underline()
            Text("漢字 wide").reverse()
            Text("dim note").dim()
        }
        .padding(1)
        .background(.rgb(0x10, 0x20, 0x30))
    }
}

/// Writes a picture and failure reports for `.ci/run` to open in a browser, when
/// `TERRARIUM_BROWSER_FIXTURES` names a folder; otherwise skipped.
///
/// The folder gets `frame.svg`, a picture of a known frame, `report.html`, the report of a
/// picture that does not match its reference, and `report-text.html`, that of a text snapshot.
@MainActor @Suite struct BrowserFixtureTests {
    nonisolated static let variable = "TERRARIUM_BROWSER_FIXTURES"

    @Test(.enabled(if: ProcessInfo.processInfo.environment[variable]?.isEmpty == false))
    func writeBrowserFixtures() throws {
        let path = try #require(ProcessInfo.processInfo.environment[Self.variable])
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let host = ViewHost(rootView: Greenhouse(plant: "fern", state: "thriving"), size: Size(width: 28, height: 7))
        let frame = host.render().svg(SVGOptions(title: "terrarium — greenhouse", cursor: Point(x: 20, y: 2)))
        try Data(frame.utf8).write(to: folder.appending(component: "frame.svg"))

        try copyReport(named: "picture", to: folder.appending(component: "report.html")) {
            assertSnapshot(of: $0, as: .svg(width: 28, height: 7), named: "picture")
        }
        try copyReport(named: "text", to: folder.appending(component: "report-text.html")) {
            assertSnapshot(of: $0, as: .text(width: 28, height: 7), named: "text")
        }
    }

    /// Records `assert` on the reference greenhouse, runs it on a changed one, and copies the
    /// report the mismatch names to `destination`.
    private func copyReport(named name: String, to destination: URL, _ assert: (Greenhouse) -> Void) throws {
        let sandbox = SnapshotSandbox()
        sandbox.run { assert(Greenhouse(plant: "fern", state: "thriving")) }
        sandbox.run { assert(Greenhouse(plant: "moss", state: "wilting")) }
        #expect(sandbox.failures.count == 2)
        let line = sandbox.failures.last?.split(separator: "\n").first { $0.hasPrefix("Report: ") }
        let report = try #require(line).dropFirst("Report: ".count)
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: String(report)), to: destination)
    }
}
