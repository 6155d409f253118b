import Foundation
import PicturesKit
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The documentation's pictures: what they show, that they come out the same every time, and how
/// the tool writes and checks a folder of them.
@MainActor @Suite struct PicturesTests {
    /// The row of `buffer` that contains `text`, if any.
    private func row(containing text: String, in buffer: CellBuffer) -> Int? {
        buffer.lines.firstIndex { $0.contains(text) }
    }

    @Test func theCatalogShowsTheFernWithItsRatingFocusedAtFourStars() async throws {
        let frame = try await Picture.plantCatalog.render()
        #expect(frame.size == Size(width: 80, height: 14))
        #expect(row(containing: "│ Genus: Nephrolepis", in: frame) != nil)
        let label = try #require(row(containing: "Rating: 4/5", in: frame))
        // The stars are the row above the label, drawn reversed across their nine columns: focused.
        let stars = frame.lines[label - 1]
        let start = try #require(stars.firstIndex(of: "│").map { stars.distance(from: stars.startIndex, to: $0) + 2 })
        let reversed = frame.attributes(row: label - 1).indices.filter {
            frame.attributes(row: label - 1)[$0].contains(.reverse)
        }
        #expect(reversed == Array(start..<start + 9))
        let svg = frame.svg(SVGOptions(title: Picture.plantCatalog.title))
        #expect(svg.contains("plant-catalog"))
        #expect(svg.contains("Nephrolepis"))
    }

    @Test func theGalleryShowsWhatWasTypedAndSaved() async throws {
        let frame = try await Picture.gallery.render()
        #expect(row(containing: "Note on Fern", in: frame) != nil)
        #expect(row(containing: "Maidenhair", in: frame) != nil)
        #expect(row(containing: "north window", in: frame) != nil)
        #expect(row(containing: "saved Maidenhair, notify on", in: frame) != nil)
    }

    @Test func theGalleryPagesPicturesShowTheirControlOpen() async throws {
        let lists = try await Picture.galleryLists.render()
        #expect(row(containing: "[ Style: inset ]  Living room · 2 selected", in: lists) != nil)
        let delete = try #require(row(containing: "│  Delete  │", in: lists))
        #expect(row(containing: "Calathea", in: lists) == delete - 3)
        let navigation = try await Picture.galleryNavigation.render()
        #expect(navigation.lines[3].hasPrefix("‹ Plants") && navigation.lines[3].contains("Ficus"))
        #expect(row(containing: "│Maidenhair fern", in: navigation) != nil)
        let presentations = try await Picture.galleryPresentations.render()
        #expect(row(containing: "│ New plant", in: presentations) != nil)
        let menus = try await Picture.galleryMenus.render()
        #expect(row(containing: "│    Show dormant  │", in: menus) != nil)
        #expect(row(containing: "│  Move to ▸      │  Bathroom  │", in: menus) != nil)
        let search = try await Picture.gallerySearch.render()
        #expect(search.lines[3].hasPrefix("/ fern"))
        #expect(search.lines[5].hasPrefix("Boston fern · Bathroom"))
        #expect(search.lines[6].hasPrefix("Maidenhair fern · Bathroom"))
        #expect(search.lines[7].allSatisfy { $0 == " " })
    }

    @Test func theArticlesPicturesShowTheirExamplesAtTheirMoment() async throws {
        let started = try await Picture.gettingStarted.render()
        #expect(row(containing: "Watered 3 times today", in: started) != nil)
        let hosted = try await Picture.hostingDeclarativeViews.render()
        // The card follows the list's selection and reads the name the screen put in the environment.
        #expect(row(containing: "│ Water daily", in: hosted) != nil)
        #expect(row(containing: "Grows in the north greenhouse", in: hosted) != nil)
    }

    /// The pictures come out as committed: made again in this process, with its own id, user and
    /// temporary paths, they are the bytes an earlier run wrote.
    @Test func aPictureIsTheBytesCommittedForIt() async throws {
        let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Docs/Images").standardizedFileURL
        for picture in [Picture.drawTogether, .notes, .ratingSnapshot] {
            let committed = try String(contentsOf: images.appendingPathComponent(picture.fileName), encoding: .utf8)
            #expect(try await picture.svg() == committed, "\(picture.fileName)")
        }
    }

    /// The snapshot-testing article's picture is the reference its test records, so the article
    /// shows what the test compares with.
    @Test func theArticlesSnapshotPictureIsItsTestsReference() async throws {
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent(
                "../Articles/__Snapshots__/PlantRatingSnapshotTests/twoStepsLeftLeaveOneStar.3.svg")
        #expect(try await Picture.ratingSnapshot.svg() + "\n" == String(contentsOf: reference, encoding: .utf8))
    }

    @Test func everyPictureHasAFileOfItsOwn() {
        let names = Pictures.all.map(\.fileName)
        #expect(Set(names).count == names.count)
        #expect(Pictures.all.allSatisfy { !$0.name.contains("/") && Pictures.named($0.name)?.name == $0.name })
    }

    @Test func aFolderIsCheckedThenUpdatedToExactlyThePictures() throws {
        let folder = try ScriptFolder()
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
        #expect(folder.contents("stale.svg") == "new")
        #expect(folder.contents("extra.svg") == nil)
        #expect(folder.contents("notes.txt") == "kept")
    }

    @Test func theToolWritesThenChecksAndNamesTheCommandWhenOutOfDate() async throws {
        let folder = try ScriptFolder()
        let pictures = [Picture.ratingControl, Picture.embeddingAWidget]
        var output: [String] = []
        #expect(await PicturesCommand.run(["--check", folder.url.path], pictures: pictures) { output.append($0) } == 1)
        #expect(output.contains("  missing: rating-control.svg"))
        #expect(output.contains { $0.contains(PicturesCommand.updateCommand) })
        #expect(folder.contents("rating-control.svg") == nil)

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
