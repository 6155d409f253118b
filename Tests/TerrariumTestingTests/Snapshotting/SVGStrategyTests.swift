import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The `.svg` strategy through `verifySnapshot`, against references in a temporary folder.
@MainActor @Suite struct SVGStrategyTests {
    private let view = Text("fern").bold().foregroundColor(.green).border()

    @Test func aPictureIsRecordedThenMatched() throws {
        let sandbox = SnapshotSandbox()
        let first = sandbox.run { verifySnapshot(of: view, as: .svg(width: 6, height: 3), named: "frame") }
        #expect(first?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)

        let host = ViewHost(rootView: view, size: Size(width: 6, height: 3))
        let recorded = try #require(sandbox.reference("aPictureIsRecordedThenMatched.frame.svg"))
        #expect(recorded == host.render().svg() + "\n")
        #expect(recorded.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))

        #expect(sandbox.run { verifySnapshot(of: view, as: .svg(width: 6, height: 3), named: "frame") } == nil)
        // The host strategy without options draws the same picture.
        #expect(sandbox.run { verifySnapshot(of: host, as: .svg, named: "frame") } == nil)
        #expect(sandbox.failures.isEmpty)
    }

    @Test func optionsAreDrawnAndCompared() throws {
        let sandbox = SnapshotSandbox()
        let options = SVGOptions(title: "greenhouse", cursor: Point(x: 1, y: 1))
        let host = ViewHost(rootView: view, size: Size(width: 6, height: 3))
        _ = sandbox.run { verifySnapshot(of: host, as: .svg(options), named: "titled") }
        let recorded = try #require(sandbox.reference("optionsAreDrawnAndCompared.titled.svg"))
        #expect(recorded == host.render().svg(options) + "\n")
        #expect(recorded.contains(">greenhouse</text>") && recorded.contains("class=\"cursor\""))

        #expect(sandbox.run { verifySnapshot(of: host, as: .svg(options), named: "titled") } == nil)
        let moved = SVGOptions(title: "greenhouse", cursor: Point(x: 2, y: 1))
        let message = sandbox.run { verifySnapshot(of: host, as: .svg(moved), named: "titled") }
        #expect(message?.hasPrefix("Snapshot \"titled\" does not match reference") == true)
        // The diff names the cells' metadata, where the cursor moved.
        let lines = message?.split(separator: "\n") ?? []
        #expect(
            lines.contains {
                $0.hasPrefix("-")
                    && $0.hasSuffix(
                        "│<metadata class=\"terrarium-cells\" data-grid=\"12 40 8.4 17\" data-cursor=\"1 1\">┌────┐¶")
            })
        #expect(lines.contains { $0.hasPrefix("+") && $0.hasSuffix("data-cursor=\"2 1\">┌────┐¶") })
    }

    @Test func theStrategyStoresSVGFiles() {
        #expect(Snapshotting<ViewHost<Text>, String>.svg.pathExtension == "svg")
        #expect(Snapshotting<Text, String>.svg(width: 2, height: 1).pathExtension == "svg")
    }
}
