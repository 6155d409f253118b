package import Foundation

/// A page that shows why a snapshot failed: the reference and the actual snapshot side by side,
/// the cells that changed highlighted, and the strategy's diff.
///
/// Text snapshots are shown as grids of characters with their rows aligned; pictures (`.svg`)
/// as the two pictures and a third with the changed cells marked, found by comparing the cells
/// each picture keeps (see ``SVGTrace``), then as the same grids. The page is one HTML file with
/// its style sheet inline and no script, written beside the failure's artifacts; the same
/// failure always gives the same bytes.
package struct SnapshotReport {
    /// The test's name, as it starts the reference's file name.
    package var testName: String
    /// The snapshot's number or name within the test.
    package var identifier: String
    /// The extension of the snapshot's files, such as `txt` or `svg`.
    package var pathExtension: String?
    /// Where the reference is, or would be.
    package var referencePath: String
    /// Where the actual snapshot was written.
    package var actualPath: String
    /// The reference as stored; nil when there is none on disk.
    package var reference: Data?
    /// The actual snapshot as stored.
    package var actual: Data
    /// The strategy's description of the difference, such as a unified diff; nil for none.
    package var difference: String?

    /// Creates a report of one failed snapshot.
    package init(
        testName: String, identifier: String, pathExtension: String?, referencePath: String, actualPath: String,
        reference: Data?, actual: Data, difference: String?
    ) {
        self.testName = testName
        self.identifier = identifier
        self.pathExtension = pathExtension
        self.referencePath = referencePath
        self.actualPath = actualPath
        self.reference = reference
        self.actual = actual
        self.difference = difference
    }

    /// Where the report of the snapshot written to `artifact` goes: beside it, `.html` added.
    package static func url(besideArtifact artifact: URL) -> URL {
        artifact.deletingLastPathComponent().appending(component: artifact.lastPathComponent + ".html")
    }

    /// Writes the report beside `artifact` and returns the line a failure message names it
    /// with, `Report: <path>`, or why it could not be written.
    package func write(besideArtifact artifact: URL) -> String {
        let url = Self.url(besideArtifact: artifact)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(html.utf8).write(to: url, options: .atomic)
            return "Report: \(url.path)"
        } catch {
            return "Couldn't write the report \(url.path): \(error)"
        }
    }

    /// The page.
    package var html: String {
        let snapshot = [testName, identifier, pathExtension].compactMap { $0 }.joined(separator: ".")
        let headline =
            reference == nil
            ? "Snapshot “\(identifier)” of \(testName) has no reference"
            : "Snapshot “\(identifier)” of \(testName) does not match its reference"
        var body = [
            "<h1>\(escape(headline))</h1>",
            "<table class=\"facts\">",
            fact("Test", testName),
            fact("Snapshot", snapshot),
            fact("Reference", reference == nil ? referencePath + " (missing)" : referencePath),
            fact("Actual", actualPath),
            "</table>",
        ]
        body += pathExtension == "svg" ? pictureSections : textSections
        if let difference {
            body += ["<h2>Diff</h2>", "<pre class=\"diff\">\(diffLines(difference))</pre>"]
        }
        return ReportPage.document(title: "\(snapshot): \(headline)", body: body)
    }

    /// A text snapshot: the two versions as grids, side by side.
    private var textSections: [String] {
        let actualGrid = ReportGrid(text: Self.text(of: actual))
        guard let reference else {
            let comparison = GridComparison(actualGrid, actualGrid)
            return [
                "<p class=\"summary\">No reference to compare with: the actual snapshot alone.</p>",
                sides([("Actual", comparison.html(of: actualGrid))]),
            ]
        }
        let referenceGrid = ReportGrid(text: Self.text(of: reference))
        let comparison = GridComparison(referenceGrid, actualGrid)
        return [
            "<p class=\"summary\">\(escape(comparison.summary))</p>",
            sides([("Reference", comparison.html(of: referenceGrid)), ("Actual", comparison.html(of: actualGrid))]),
        ]
    }

    /// A picture: the two pictures and the changes, then the cells they keep as grids.
    private var pictureSections: [String] {
        let actualSVG = Self.text(of: actual)
        guard let reference else {
            return [
                "<p class=\"summary\">No reference to compare with: the actual picture alone.</p>",
                sides([("Actual", picture(actualSVG, "the actual picture"))]),
            ]
        }
        let referenceSVG = Self.text(of: reference)
        let referenceTrace: SVGTrace
        let actualTrace: SVGTrace
        do {
            referenceTrace = try SVGTrace(svg: referenceSVG)
            actualTrace = try SVGTrace(svg: actualSVG)
        } catch {
            return [
                "<p class=\"summary\">The changed cells are not known: \(escape(error.description)).</p>",
                sides([
                    ("Reference", picture(referenceSVG, "the reference picture")),
                    ("Actual", picture(actualSVG, "the actual picture")),
                ]),
            ]
        }
        let referenceGrid = ReportGrid(trace: referenceTrace)
        let actualGrid = ReportGrid(trace: actualTrace)
        let comparison = GridComparison(referenceGrid, actualGrid)
        let changes = ChangedCellsOverlay.picture(actualSVG, trace: actualTrace, changed: comparison.changed)
        return [
            "<p class=\"summary\">\(escape(comparison.summary))</p>",
            sides([
                ("Reference", picture(referenceSVG, "the reference picture")),
                ("Actual", picture(actualSVG, "the actual picture")),
                ("Changes", picture(changes, "the actual picture, changed cells marked")),
            ]),
            "<h2>Cells</h2>",
            sides([("Reference", comparison.html(of: referenceGrid)), ("Actual", comparison.html(of: actualGrid))]),
        ]
    }

    /// Columns with a heading each, side by side.
    private func sides(_ columns: [(heading: String, content: String)]) -> String {
        let figures = columns.map { "<figure><figcaption>\(escape($0.heading))</figcaption>\($0.content)</figure>" }
        return "<div class=\"sides\">" + figures.joined() + "</div>"
    }

    /// A picture as an image of its own, so that its markup cannot touch the page's.
    private func picture(_ svg: String, _ description: String) -> String {
        "<img alt=\"\(escape(description))\" src=\"data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())\">"
    }

    private func fact(_ name: String, _ value: String) -> String {
        "<tr><th>\(escape(name))</th><td><code>\(escape(value))</code></td></tr>"
    }

    /// The lines of a diff, removed and added lines and hunk headers marked for colour.
    private func diffLines(_ difference: String) -> String {
        difference.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let kind =
                line.hasPrefix("@@") ? "hunk" : line.hasPrefix("-") ? "del" : line.hasPrefix("+") ? "ins" : nil
            guard let kind else { return escape(line) }
            return "<span class=\"\(kind)\">\(escape(line))</span>"
        }.joined(separator: "\n")
    }

    private func escape(_ text: some StringProtocol) -> String { MarkupText.escape(text) }

    /// Stored bytes as text, as the line-by-line strategies read their files back.
    private static func text(of data: Data) -> String { Diffing<String>.lines.fromData(data) }
}
