import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// At launch focus goes to the first focusable view, or where `defaultFocus` says, so the keys
/// work before the first Tab.
@MainActor
@Suite struct LaunchFocusTests {
    enum Field: Hashable { case name, note }

    /// A counter the arrow keys move, above two fields, with an optional default focus.
    struct Screen: View {
        var defaultField: Field?
        @State private var count = 0
        @State private var name = ""
        @State private var note = ""
        @FocusState private var field: Field?

        var body: some View {
            let content = VStack(alignment: .leading, spacing: 0) {
                Text("count \(count)")
                    .focusable()
                    .onKeyPress(.downArrow) {
                        count += 1
                        return .handled
                    }
                TextField("Name", text: $name).focused($field, equals: .name)
                TextField("Note", text: $note).focused($field, equals: .note)
            }
            if let defaultField {
                content.defaultFocus($field, defaultField)
            } else {
                content
            }
        }
    }

    @Test func theFirstFocusableViewTakesTheKeysAtLaunch() {
        let host = TestHost(Screen(), size: Size(width: 20, height: 3))
        // Hosted inside another hierarchy a view takes no focus of its own.
        host.press(.downArrow)
        #expect(host.lines()[0].hasPrefix("count 0"))
        host.focusAtLaunch()
        host.press(.downArrow)
        #expect(host.lines()[0].hasPrefix("count 1"))
    }

    @Test func defaultFocusChoosesAnotherView() {
        let host = TestHost(Screen(defaultField: .note), size: Size(width: 20, height: 3))
        host.focusAtLaunch()
        host.type("hi")
        #expect(host.lines()[2].hasPrefix("hi"))
        #expect(!host.lines()[1].contains("hi"))
        host.press(.downArrow)
        #expect(host.lines()[0].hasPrefix("count 0"))
    }

    @Test func launchFocusLeavesAnExistingFocusAlone() {
        let host = TestHost(Screen(), size: Size(width: 20, height: 3))
        host.press(.tab)
        host.press(.tab)
        host.focusAtLaunch()
        host.type("x")
        #expect(host.lines()[1].hasPrefix("x"))
    }
}
