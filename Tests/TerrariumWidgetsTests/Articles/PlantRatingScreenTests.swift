import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@testable import ArticleExamples

/// The snapshot-testing article's tests of the rating screen, run as they are shown: driven by
/// keys and clicks, and its hosted control's lifecycle read back.
@MainActor @Suite struct PlantRatingScreenTests {
    // article: SnapshotTestingAWidgetTree.md#2
    @Test func theLabelAndTheStarsShareOneRating() {
        let host = TestHost(PlantRatingScreen(), size: Size(width: 25, height: 7))
        #expect(host.text.contains("★ ★ ★ ☆ ☆"))
        #expect(host.click(x: 10, y: 3))  // the fifth star
        #expect(host.text.contains("Rating: 5/5"))
        #expect(host.click(on: "Clear"))
        #expect(host.text.contains("☆ ☆ ☆ ☆ ☆"))
        #expect(host.widgets(of: StarRating.self).first?.value == 0)
    }
    // end article

    // article: SnapshotTestingAWidgetTree.md#3
    @Test func theControlIsMadeOnceAndUpdatedWhenTheRatingChanges() {
        let host = TestHost(PlantRatingScreen(), size: Size(width: 25, height: 7))
        #expect(
            host.widgetLifecycleLog.map(\.description) == [
                "StarRatingView makeCoordinator", "StarRatingView make", "StarRatingView update(initial)",
            ])
        host.clearWidgetLifecycleLog()
        host.press(.tab)
        #expect(host.widgetLifecycleLog.isEmpty)  // focus is the control's own business
        host.click(on: "Clear")
        #expect(host.widgetLifecycleLog.map(\.description) == ["StarRatingView update(properties)"])
        host.tearDown()
        #expect(host.widgetLifecycleLog.last?.description == "StarRatingView dismantle")
    }
    // end article

    @Test func aChangedScreenFailsWithTheDiffTheArticleShows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PlantRatingScreenTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = TestHost(PlantRatingScreen(), size: Size(width: 25, height: 7))
        // The first comparison finds no reference: it records one and fails, saying so.
        let recorded = verifySnapshot(of: host, as: .text, named: "screen", snapshotDirectory: folder.path)
        #expect(recorded?.contains("No reference was found on disk") == true)
        host.press(.tab)
        host.press(.leftArrow)
        let message = try #require(
            verifySnapshot(of: host, as: .text, named: "screen", snapshotDirectory: folder.path))
        let article = try ArticleText(
            contentsOf: ArticleCodeTests.catalog.appendingPathComponent("SnapshotTestingAWidgetTree.md"))
        let report = try #require(article.blocks(fenced: "text").first { $0.first?.hasPrefix("@@") == true })
        #expect(message.contains(report.joined(separator: "\n")), "\(message)")
    }
}
