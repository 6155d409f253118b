import RatingControl
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The detail of the plant catalog in small: the imperative rating bound to state, a label that
/// follows it, and a Clear button.
struct RatedPlant: View {
    @State var rating = 0
    @State var unrelated = 0

    var body: some View {
        VStack(alignment: .leading) {
            RatingView(rating: $rating, usesASCII: false)
            Text("Rating: \(rating)/5")
            HStack {
                Button("Clear") { rating = 0 }
                Button("Other") { unrelated += 1 }
            }
        }
    }
}

@MainActor @Suite struct RatingViewTests {
    @Test func tabIntoTheRatingRightTwiceClearAndAClickOnTheFourthStar() {
        let host = TestHost(RatedPlant(), size: Size(width: 20, height: 3))
        host.press(.tab)
        #expect(host.focusedView == "RatingView")
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.text.contains("Rating: 2/5"))
        host.press("4")
        #expect(host.text.contains("Rating: 4/5"))
        host.click(on: "Clear")
        #expect(host.text.contains("Rating: 0/5"))
        // The fourth star is at column 6.
        host.click(x: 6, y: 0)
        #expect(host.text.contains("Rating: 4/5"))
        assertInlineSnapshot(of: host, as: .text) {
            """
            ★ ★ ★ ★ ☆           
            Rating: 4/5         
            [ Clear ] [ Other ] 
            """
        }
    }

    @Test func theLifecycleLogShowsOneMakeAndUpdatesOnlyForRealChanges() {
        let host = TestHost(RatedPlant(), size: Size(width: 20, height: 3))
        #expect(
            host.widgetLifecycleLog.map(\.description) == [
                "RatingView makeCoordinator", "RatingView make", "RatingView update(initial)",
            ])
        host.clearWidgetLifecycleLog()
        host.click(on: "Other")
        host.click(on: "Other")
        #expect(host.widgetLifecycleLog.isEmpty)
        // A star clicked: the coordinator writes the binding, and the new value comes back once.
        host.click(x: 4, y: 0)
        #expect(host.widgetLifecycleLog.map(\.description) == ["RatingView update(properties)"])
        #expect(host.treeDescription.contains("RatingView frame: (0, 0) 9x1 widget: RatingControl"))
    }

    @Test func theStyledSnapshotShowsFilledStarsInTheirColourAndFocusAsReverse() {
        let host = TestHost(RatedPlant(rating: 2), size: Size(width: 20, height: 3))
        assertInlineSnapshot(of: host, as: .styled) {
            """
            ★ ★ ☆ ☆ ☆           
            Rating: 2/5         
            [ Clear ] [ Other ] 
            ── styles ──
            row 0, col 0: fg=yellow
            row 0, col 2: fg=yellow
            """
        }
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .styled) {
            """
            ★ ★ ☆ ☆ ☆           
            Rating: 2/5         
            [ Clear ] [ Other ] 
            ── styles ──
            row 0, col 0: reverse fg=yellow
            row 0, col 1: reverse
            row 0, col 2: reverse fg=yellow
            row 0, cols 3–8: reverse
            """
        }
    }
}
