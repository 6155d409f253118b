import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct FocusableFocusedTests {
    struct Card: View {
        @FocusState var isCardFocused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Text("card").focusable().focused($isCardFocused)
                Button("next") {}
                Text(isCardFocused ? "card focused" : "card not focused")
            }
        }
    }

    @Test func focusableThenFocusedIsOneStopThatTheBindingFollows() {
        let host = TestHost(Card(), size: Size(width: 20, height: 3))
        _ = host.press(.tab)
        #expect(host.lines()[2] == "card focused")
        _ = host.press(.tab)
        #expect(host.focusedElement?.label == "next")
        #expect(host.lines()[2] == "card not focused")
        // One more Tab comes round to the card, not to a second stop around it.
        _ = host.press(.tab)
        #expect(host.lines()[2] == "card focused")
        _ = host.press(.tab)
        #expect(host.focusedElement?.label == "next")
    }
}
