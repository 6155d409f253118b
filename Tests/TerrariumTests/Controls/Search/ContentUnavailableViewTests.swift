import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ContentUnavailableViewTests {
    @Test func aTitleAndDescriptionAreCentredInTheSpaceGiven() {
        let host = TestHost(
            ContentUnavailableView("No Plants", systemImage: "leaf", description: Text("Add one with +")),
            size: Size(width: 20, height: 7))
        #expect(
            host.lines() == ["", "", "     No Plants", "", "   Add one with +", "", ""])
        #expect(host.buffer[5, 2]?.style.attributes.contains(.bold) == true)
        #expect(host.buffer[3, 4]?.style.attributes.contains(.dim) == true)
        #expect(host.element(labeled: "No Plants", role: .staticText) != nil)
    }

    @Test func labelDescriptionAndActionsAreAnyViews() {
        var refreshed = 0
        let host = TestHost(
            ContentUnavailableView {
                Text("No Mail")
            } description: {
                Text("New mail appears here.")
            } actions: {
                Button("Refresh") { refreshed += 1 }
            },
            size: Size(width: 30, height: 9))
        let lines = host.lines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { !$0.isEmpty }.count == 3)
        #expect(lines.contains("No Mail") && lines.contains("New mail appears here."))
        #expect(host.click(on: "Refresh"))
        #expect(refreshed == 1)
    }

    @Test func searchNamesTheTextItIsGiven() {
        let host = TestHost(ContentUnavailableView.search(text: "fern"), size: Size(width: 40, height: 5))
        let lines = host.lines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["", "No Results for “fern”", "", "Check the spelling or try a new search.", ""])
    }

    @Test func searchWithoutASearchableAroundItSaysNoResults() {
        let host = TestHost(ContentUnavailableView.search, size: Size(width: 40, height: 3))
        #expect(host.lines().map { $0.trimmingCharacters(in: .whitespaces) }.first == "No Results")
    }
}
