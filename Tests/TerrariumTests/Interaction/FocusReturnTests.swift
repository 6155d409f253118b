import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Focus taken by a popup goes back where it came from when the popup leaves.
@MainActor
@Suite struct FocusReturnTests {
    /// A popup above two buttons, and a title that opens it.
    struct Screen: View {
        let showsPopup: Bool
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("title") {}.opensPopup()
                if showsPopup { Button("popup") {}.returnsFocusOnDismiss() }
                Button("first") {}
                Button("second") {}
            }
        }
    }

    /// The label of the button drawn focused (reversed).
    func focused(_ host: TestHost<some View>) -> String? {
        let lines = host.lines()
        return lines.indices.first { host.buffer[0, $0]?.style.attributes.contains(.reverse) == true }.map {
            lines[$0].trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        }
    }

    @Test func whenAPopupLeavesFocusGoesBackToWhereItWasNotToItsNeighbour() {
        let host = TestHost(Screen(showsPopup: false), size: Size(width: 12, height: 4))
        #expect(host.click(on: "second"))
        host.rootView = Screen(showsPopup: true)
        #expect(host.click(on: "popup"))
        #expect(focused(host) == "popup")
        host.rootView = Screen(showsPopup: false)
        // The neighbour that took the popup's place is "first"; focus was on "second".
        #expect(focused(host) == "second")
    }

    @Test func aPopupOpenedFromItsTitleReturnsFocusPastTheTitle() {
        let host = TestHost(Screen(showsPopup: false), size: Size(width: 12, height: 4))
        #expect(host.click(on: "second"))
        #expect(host.click(on: "title"))
        host.rootView = Screen(showsPopup: true)
        #expect(host.click(on: "popup"))
        host.rootView = Screen(showsPopup: false)
        #expect(focused(host) == "second")
    }

    @Test func withoutTheMarkAViewThatLeavesHandsFocusToItsNeighbour() {
        struct Plain: View {
            let shows: Bool
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    if shows { Button("gone") {} }
                    Button("first") {}
                    Button("second") {}
                }
            }
        }
        let host = TestHost(Plain(shows: true), size: Size(width: 12, height: 3))
        #expect(host.click(on: "second"))
        #expect(host.click(on: "gone"))
        host.rootView = Plain(shows: false)
        #expect(focused(host) == "first")
    }
}
