import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@testable import ArticleExamples

// The snapshot-testing article's first test, as it is shown; its references are in
// `__Snapshots__/PlantRatingSnapshotTests`.
// article: SnapshotTestingAWidgetTree.md#1
@MainActor @Suite struct PlantRatingSnapshotTests {
    @Test func twoStepsLeftLeaveOneStar() {
        let host = TestHost(PlantRatingScreen(), size: Size(width: 25, height: 7))
        host.press(.tab)  // focus enters the stars
        host.press(.leftArrow)
        host.press(.leftArrow)
        assertSnapshot(of: host, as: .text)
        assertSnapshot(of: host, as: .styled)
        assertSnapshot(of: host, as: .svg)
    }
}
// end article
