import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The HTML report a failed snapshot writes beside its artifacts, and the message line naming it.
@MainActor @Suite struct SnapshotReportTests {
    /// The path a failure message gives on its `Report: ` line.
    private func reportPath(in message: String?) throws -> String {
        let line = try #require(message?.split(separator: "\n").last { $0.hasPrefix("Report: ") })
        return String(line.dropFirst("Report: ".count))
    }

    /// The text of the file at `path`.
    private func read(_ path: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    }

    /// The `<span>` boxes of `html` marked changed, in order, with the text each shows.
    private func changedBoxes(in html: String) -> [String] {
        html.split(separator: "<span class=\"").filter { $0.prefix(while: { $0 != "\"" }).contains("chg") }.map {
            String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
        }
    }

    /// The grids of `html`, reference first.
    private func grids(in html: String) -> [Substring] {
        html.split(separator: "<div class=\"grid\">").dropFirst().map { $0.prefix { $0 != "\n" } }
    }

    @Test func aTextMismatchReportsTheChangedCharacters() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.writeReference("aTextMismatchReportsTheChangedCharacters.greeting.txt", "Hello <b>\nworld\nsame")
        let message = sandbox.run {
            verifySnapshot(of: "Hallo <b>\nworld!\nsame", as: .lines, named: "greeting")
        }
        let path = try reportPath(in: message)
        let artifact = sandbox.artifacts.appending(
            components: "SnapshotReportTests", "aTextMismatchReportsTheChangedCharacters.greeting.txt")
        #expect(path == artifact.path + ".html")
        #expect(message?.hasSuffix("\n\nReport: \(path)") == true)

        let html = try read(path)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<p class=\"summary\">2 cells changed in rows 1–2</p>"))
        #expect(
            html.contains(
                "<td><code>\(sandbox.snapshots.path)/aTextMismatchReportsTheChangedCharacters.greeting.txt</code>"))
        #expect(html.contains("<td><code>\(artifact.path)</code>"))
        // Both versions, every character a box, markup escaped.
        let (reference, actual) = try #require(
            grids(in: html).count == 2 ? (grids(in: html)[0], grids(in: html)[1]) : nil)
        #expect(reference.contains("<span class=\"c chg\">e</span><span class=\"c\">l</span>"))
        #expect(
            reference.contains("<span class=\"c\">&lt;</span><span class=\"c\">b</span><span class=\"c\">&gt;</span>"))
        #expect(actual.contains("<span class=\"c chg\">a</span><span class=\"c\">l</span>"))
        // Exactly the changed cells: `e` became `a`, and `!` is new past the reference's end.
        #expect(changedBoxes(in: String(reference)) == ["e", ""])
        #expect(changedBoxes(in: String(actual)) == ["a", "!"])
        #expect(reference.contains("<span class=\"c no chg\"></span>"))
        // The unified diff follows.
        #expect(html.contains("<span class=\"del\">-1   │Hello &lt;b&gt;¶</span>"))
        #expect(html.contains("<span class=\"ins\">+  1 │Hallo &lt;b&gt;¶</span>"))
        #expect(!html.contains("<script"))
    }

    @Test func aPictureMismatchShowsThePicturesAndTheChangedCells() throws {
        let sandbox = SnapshotSandbox()
        let reference = Text("fern").border()
        _ = sandbox.run { verifySnapshot(of: reference, as: .svg(width: 6, height: 3), named: "plant") }
        let message = sandbox.run {
            verifySnapshot(of: Text("form").border(), as: .svg(width: 6, height: 3), named: "plant")
        }
        let path = try reportPath(in: message)
        #expect(
            path.hasSuffix("/SnapshotReportTests/aPictureMismatchShowsThePicturesAndTheChangedCells.plant.svg.html"))
        let html = try read(path)
        #expect(html.contains("<p class=\"summary\">2 cells changed in row 2</p>"))

        // The reference as read from disk, the actual picture, and the changes marked on it.
        let pictures = try html.split(separator: "data:image/svg+xml;base64,").dropFirst().map { encoded in
            String(decoding: try #require(Data(base64Encoded: String(encoded.prefix { $0 != "\"" }))), as: UTF8.self)
        }
        #expect(pictures.count == 3)
        #expect(
            pictures.first.map { $0 + "\n" }
                == sandbox.reference("aPictureMismatchShowsThePicturesAndTheChangedCells.plant.svg"))
        #expect(
            pictures.dropFirst().first
                == ViewHost(rootView: Text("form").border(), size: Size(width: 6, height: 3)).render().svg())
        let changes = try #require(pictures.last)
        // `e` → `o` in column 2 and `n` → `m` in column 4 of row 1, at x = 12 + 8.4 × column.
        #expect(
            changes.contains(
                """
                <g class="changes" fill="#ff2d55" fill-opacity="0.35" stroke="#ff2d55">
                <rect x="28.8" y="29" width="8.4" height="17"/>
                <rect x="45.6" y="29" width="8.4" height="17"/>
                </g>
                </svg>
                """))

        // The cells as grids, both versions' words present and the same cells marked.
        let grids = grids(in: html)
        #expect(grids.count == 2)
        #expect(changedBoxes(in: String(grids[0])) == ["e", "n"])
        #expect(changedBoxes(in: String(grids[1])) == ["o", "m"])
    }

    @Test func aStyleChangeAloneMarksTheRestyledCells() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.run { verifySnapshot(of: Text("moss rose"), as: .svg(width: 9, height: 1), named: "plant") }
        let message = sandbox.run {
            verifySnapshot(
                of: HStack(spacing: 1) {
                    Text("moss")
                    Text("rose").bold()
                }, as: .svg(width: 9, height: 1),
                named: "plant")
        }
        let html = try read(try reportPath(in: message))
        #expect(html.contains("<p class=\"summary\">4 cells changed in row 1</p>"))
        let grids = grids(in: html)
        #expect(changedBoxes(in: String(grids[1])) == ["r", "o", "s", "e"])
        #expect(grids[1].contains("<span class=\"c chg\" title=\"bold\">r</span>"))
    }

    @Test func aMissingReferenceUnderNeverIsReportedToo() throws {
        let sandbox = SnapshotSandbox()
        let message = sandbox.run(record: .never) {
            verifySnapshot(of: Text("fern"), as: .svg(width: 4, height: 1), named: "plant")
        }
        let path = try reportPath(in: message)
        let html = try read(path)
        #expect(html.contains("<h1>Snapshot “plant” of aMissingReferenceUnderNeverIsReportedToo has no reference</h1>"))
        #expect(html.components(separatedBy: "data:image/svg+xml;base64,").count == 2)
        #expect(!sandbox.exists(sandbox.snapshots))
    }

    @Test func aMatchWritesNoReport() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.writeReference("aMatchWritesNoReport.1.txt", "same")
        #expect(sandbox.run { verifySnapshot(of: "same", as: .lines) } == nil)
        #expect(!sandbox.exists(sandbox.artifacts))
    }

    @Test func theSameFailureGivesTheSameReport() {
        func report(_ actual: String) -> String {
            SnapshotReport(
                testName: "t", identifier: "1", pathExtension: "txt", referencePath: "r.txt", actualPath: "a.txt",
                reference: Data("ab\ncd\n".utf8), actual: Data(actual.utf8), difference: "-x\n+y"
            ).html
        }
        #expect(report("ab\nce\n") == report("ab\nce\n"))
        #expect(report("ab\nce\n") != report("ab\ncf\n"))
        #expect(report("ab\nce\n").contains("1 cell changed in row 2"))
    }
}
