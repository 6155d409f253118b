import Foundation
import PicturesKit
import TerrariumTerminal
import Testing

/// The documentation's pictures: what they show, that they come out the same every time, and how
/// the tool writes and checks a folder of them.
@MainActor @Suite struct PicturesTests {
    /// The row of `buffer` that contains `text`, if any.
    private func row(containing text: String, in buffer: CellBuffer) -> Int? {
        buffer.lines.firstIndex { $0.contains(text) }
    }

    @Test func theCatalogShowsTheFernWithItsRatingFocusedAtFourStars() async throws {
        let frame = try await Picture.plantCatalog.render(Picture.plantCatalog.size)
        #expect(frame.buffer.size == Size(width: 80, height: 14))
        #expect(row(containing: "│ Genus: Nephrolepis", in: frame.buffer) != nil)
        let label = try #require(row(containing: "Rating: 4/5", in: frame.buffer))
        // The stars are the row above the label, drawn reversed across their nine columns: focused.
        let stars = frame.buffer.lines[label - 1]
        let start = try #require(stars.firstIndex(of: "│").map { stars.distance(from: stars.startIndex, to: $0) + 2 })
        let reversed = frame.buffer.attributes(row: label - 1).indices.filter {
            frame.buffer.attributes(row: label - 1)[$0].contains(.reverse)
        }
        #expect(reversed == Array(start..<start + 9))
        let svg = try await Picture.plantCatalog.svg()
        #expect(svg.contains("plant-catalog"))
        #expect(svg.contains("Nephrolepis"))
    }

    @Test func theGalleryShowsWhatWasTypedAndSaved() async throws {
        let frame = try await Picture.gallery.render(Picture.gallery.size)
        #expect(row(containing: "Note on Fern", in: frame.buffer) != nil)
        #expect(row(containing: "Maidenhair", in: frame.buffer) != nil)
        #expect(row(containing: "north window", in: frame.buffer) != nil)
        #expect(row(containing: "saved Maidenhair, notify on", in: frame.buffer) != nil)
    }

    @Test func theArticlesPicturesShowTheirExamplesAtTheirMoment() async throws {
        let started = try await Picture.gettingStarted.render(Picture.gettingStarted.size)
        #expect(row(containing: "Watered 3 times today", in: started.buffer) != nil)
        let hosted = try await Picture.hostingDeclarativeViews.render(Picture.hostingDeclarativeViews.size)
        // The card follows the list's selection and reads the name the screen put in the environment.
        #expect(row(containing: "│ Water daily", in: hosted.buffer) != nil)
        #expect(row(containing: "Grows in the north greenhouse", in: hosted.buffer) != nil)
    }

    @Test func aPictureIsTheSameBytesEveryTime() async throws {
        let first = try await Picture.drawTogether.svg()
        let second = try await Picture.drawTogether.svg()
        #expect(first == second)
    }

    @Test func everyPictureHasAFileOfItsOwn() {
        let names = Pictures.all.map(\.fileName)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasSuffix(".svg") && !$0.contains("/") })
        #expect(Pictures.named("plant-catalog")?.fileName == "plant-catalog.svg")
    }

    @Test func aFolderIsCheckedThenUpdatedToExactlyThePictures() throws {
        let folder = try TemporaryPictureFolder()
        defer { folder.remove() }
        try folder.write("stale.svg", "old")
        try folder.write("extra.svg", "gone")
        try folder.write("notes.txt", "kept")
        let pictures = PictureFolder(url: folder.url)
        let files = ["new.svg": "<svg/>", "stale.svg": "new", "same.svg": "="]
        try folder.write("same.svg", "=")
        #expect(
            try pictures.differences(from: files).map(\.description) == [
                "extra: extra.svg", "missing: new.svg", "stale: stale.svg",
            ])
        #expect(try pictures.update(to: files).count == 3)
        #expect(try pictures.differences(from: files).isEmpty)
        #expect(folder.read("stale.svg") == "new")
        #expect(folder.read("extra.svg") == nil)
        #expect(folder.read("notes.txt") == "kept")
    }

    @Test func theToolWritesThenChecksAndNamesTheCommandWhenOutOfDate() async throws {
        let folder = try TemporaryPictureFolder()
        defer { folder.remove() }
        let pictures = [Picture.ratingControl, Picture.embeddingAWidget]
        var output: [String] = []
        #expect(await PicturesCommand.run(["--check", folder.url.path], pictures: pictures) { output.append($0) } == 1)
        #expect(output.contains("  missing: rating-control.svg"))
        #expect(output.contains { $0.contains(PicturesCommand.updateCommand) })
        #expect(folder.read("rating-control.svg") == nil)

        output = []
        #expect(await PicturesCommand.run([folder.url.path], pictures: pictures) { output.append($0) } == 0)
        #expect(output.contains("wrote rating-control.svg"))
        #expect(await PicturesCommand.run(["--check", folder.url.path], pictures: pictures) { _ in } == 0)

        try folder.write("embedding-a-widget.svg", "edited by hand")
        output = []
        #expect(await PicturesCommand.run(["--check", folder.url.path], pictures: pictures) { output.append($0) } == 1)
        #expect(output.contains("  stale: embedding-a-widget.svg"))
        #expect(await PicturesCommand.run(["--check"], pictures: pictures) { _ in } == 2)
    }
}

/// A folder of its own in the temporary directory, for one test.
struct TemporaryPictureFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("PicturesTests-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func read(_ name: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
