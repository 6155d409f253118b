import Terrarium
import TerrariumTesting
import Testing

@MainActor @Suite struct NumberStepperTests {
    struct Screen: View {
        @State private var count = 3
        @State private var pasted = ""
        var body: some View {
            VStack(alignment: .leading) {
                NumberStepper(value: $count, range: 0...5)
                Text("count \(count)")
                Button("done") {}
            }
            .onPaste { pasted = $0 }
        }
    }

    @Test func itTakesFocusAndStepsWithItsOwnKeys() {
        let host = TestHost(Screen(), size: Size(width: 12, height: 3))
        #expect(host.text.hasPrefix("‹ 3 ›"))
        host.press(.tab)
        #expect(host.focusedView == "NumberStepper")
        host.press("+")
        host.press(.rightArrow)
        #expect(host.text.contains("count 5"))
        host.press("+")
        #expect(host.text.contains("count 5"))
        host.press("-")
        #expect(host.text.contains("count 4"))
        // Keys it does not use go on: Tab still moves focus.
        host.press(.tab)
        #expect(host.focusedView == "Button<Text>")
    }

    @Test func clicksOnEitherSignStepAndFocus() {
        let host = TestHost(Screen(), size: Size(width: 12, height: 3))
        host.click(x: 4, y: 0)
        #expect(host.text.contains("count 4"))
        #expect(host.focusedView == "NumberStepper")
        host.click(x: 0, y: 0)
        host.click(x: 0, y: 0)
        #expect(host.text.contains("count 2"))
    }

    @Test func aPastedNumberSetsTheValueAndOtherTextGoesUpTheChain() {
        let host = TestHost(Screen(), size: Size(width: 12, height: 3))
        host.press(.tab)
        host.paste("1\n")
        #expect(host.text.contains("count 1"))
        #expect(host.paste("fern"))
        #expect(host.text.contains("count 1"))
    }
}
