import PlantCatalogKit
import RatingControl
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The inspector over the plant catalog: declarative → imperative list and detail → declarative
/// detail → imperative rating, every level of it found and the focus followed through.
@MainActor @Suite struct CatalogInspectionTests {
    @Test func theRatingsFocusIsFollowedThroughTheNestedDetailAndItsUpdatesCounted() throws {
        let host = TestHost(CatalogScreen(store: PlantStore()), size: Size(width: 100, height: 30))
        host.isInspectorOpen = true
        // Into the list, down to the fig, past the name field into the rating.
        host.press(.tab)
        host.press(.downArrow)
        host.press(.tab)
        host.press(.tab)
        var report = host.inspection
        #expect(report.focusChain == ["CatalogScreen", "VStack", "CatalogView", "PlantDetail", "VStack", "RatingView"])
        let catalog = try #require(report.hostedWidgets.first { $0.representable == "CatalogView" })
        #expect(catalog.widget == "CatalogWidget")
        #expect(catalog.nestedHosts.count == 1)
        let detail = report.hosts[catalog.nestedHosts[0]]
        #expect(detail.typeName.hasPrefix("HostingWidget<"))
        let rating = try #require(report.hostedWidgets.first { $0.representable == "RatingView" })
        #expect(rating.host == catalog.nestedHosts[0])
        #expect(rating.widget == "RatingControl")
        // The rating's frame is on screen where its stars are drawn.
        let glyph = host.host.buffer[rating.frame.minX, rating.frame.minY]?.grapheme
        #expect(glyph == "★")
        // The panel keeps to the right, clear of the focused rating it outlines.
        #expect(host.location(of: "┌─ Inspector")?.x == 50)
        #expect(host.buffer[rating.frame.minX, rating.frame.minY]?.style.background == .brightYellow)
        let updates = rating.updates
        host.press(.rightArrow)
        report = host.inspection
        let after = try #require(report.hostedWidgets.first { $0.representable == "RatingView" })
        #expect(after.updates == updates + 1)
        #expect(after.lastUpdateReasons.contains(.properties))
        #expect(host.inspectionDump.contains("RatingView → RatingControl"))
    }
}
