import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct StepperTests {
    struct Pots: View {
        let count: RecordedValue<Int>
        var bounds: ClosedRange<Int> = 1...3
        var body: some View {
            VStack(alignment: .leading) {
                Stepper("Pots", value: count.binding, in: bounds, onEditingChanged: { count.edits.append($0) })
                Button("Done") {}
            }
        }
    }

    @Test func theLabelComesBeforeTheButtonsAndTheKeysStepWithinTheBounds() {
        let count = RecordedValue(2)
        let host = TestHost(Pots(count: count), size: Size(width: 20, height: 3))
        host.focusAtLaunch()
        #expect(host.lines()[0] == "Pots [ − │ + ]")
        host.press(.upArrow)
        #expect(count.value == 3)
        // At the upper bound + does nothing and is dim.
        host.press(.rightArrow)
        host.press("+")
        #expect(count.writes == [3])
        #expect(host.buffer[11, 0]?.style.attributes.contains(.dim) == true)
        #expect(host.buffer[7, 0]?.style.attributes.contains(.dim) == false)
        host.press(.downArrow)
        host.press(.leftArrow)
        host.press("-")
        #expect(count.writes == [3, 2, 1])
        #expect(host.buffer[7, 0]?.style.attributes.contains(.dim) == true)
        #expect(count.edits == [true, false, true, false, true, false])
        #expect(host.element(labeled: "Pots", role: .stepper)?.value == "1")
    }

    @Test func clicksOnMinusAndPlusStepAndTheDividerDoesNothing() {
        let count = RecordedValue(2)
        let host = TestHost(Pots(count: count), size: Size(width: 20, height: 3))
        host.click(on: "+")
        #expect(count.value == 3)
        host.click(x: 9, y: 0)
        #expect(count.value == 3)
        host.click(on: "−")
        host.click(x: 5, y: 0)
        #expect(count.value == 1)
        // The click focused the stepper: its brackets are reversed.
        #expect(host.buffer[5, 0]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[13, 0]?.style.attributes.contains(.reverse) == true)
    }

    @Test func theLargestIntegerStepsNoFurtherAndNeitherDoesTheSmallest() {
        let count = RecordedValue(Int.max - 1)
        let host = TestHost(
            VStack { Stepper("Big", value: count.binding, step: 1) }, size: Size(width: 20, height: 2))
        host.focusAtLaunch()
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(count.writes == [Int.max])
        // A step longer than the type can hold lands on the limit.
        let huge = RecordedValue(Int8(-100))
        let other = TestHost(
            VStack { Stepper("Small", value: huge.binding, step: Int.min) }, size: Size(width: 20, height: 2))
        other.focusAtLaunch()
        other.press(.upArrow)
        #expect(huge.value == Int8.min)
        other.press(.downArrow)
        #expect(huge.value == Int8.max)
        let unsigned = RecordedValue(UInt8(1))
        let third = TestHost(
            VStack { Stepper("Bytes", value: unsigned.binding, step: 5) }, size: Size(width: 20, height: 2))
        third.focusAtLaunch()
        third.press(.downArrow)
        #expect(unsigned.value == 0)
    }

    @Test func aFloatingValueThatIsNotANumberStepsBackToTheLowerBound() {
        let count = RecordedValue(Double.nan)
        let host = TestHost(
            VStack { Stepper("Mist", value: count.binding, in: 0...2, step: 0.5) }, size: Size(width: 20, height: 2))
        host.focusAtLaunch()
        host.press(.upArrow)
        #expect(count.value == 0)
        host.press(.upArrow)
        #expect(count.value == 0.5)
        let infinite = RecordedValue(Double.infinity)
        let other = TestHost(
            VStack { Stepper("Far", value: infinite.binding, step: .infinity) }, size: Size(width: 20, height: 2))
        other.focusAtLaunch()
        other.press(.downArrow)
        #expect(infinite.writes.allSatisfy { !$0.isNaN })
    }

    @Test func incrementAndDecrementActionsRunAndANilActionIsADimButton() {
        final class Log {
            var entries: [String] = []
        }
        let log = Log()
        let host = TestHost(
            VStack {
                Stepper("Repot", onIncrement: { log.entries.append("up") }, onDecrement: nil)
            }, size: Size(width: 20, height: 2))
        host.focusAtLaunch()
        host.press(.upArrow)
        host.press(.downArrow)
        host.click(on: "−")
        host.click(on: "+")
        #expect(log.entries == ["up", "up"])
        #expect(host.buffer[8, 0]?.style.attributes.contains(.dim) == true)
        #expect(host.element(labeled: "Repot", role: .stepper)?.value == nil)
        #expect(host.performAccessibilityAction(named: "increment", onElementLabeled: "Repot"))
        #expect(log.entries.count == 3)
    }

    @Test func aDisabledStepperIsDimAndTakesNoKeysClicksOrFocus() {
        let count = RecordedValue(2)
        let host = TestHost(Pots(count: count).disabled(true), size: Size(width: 20, height: 3))
        host.focusAtLaunch()
        host.press(.upArrow)
        host.click(on: "+")
        #expect(count.writes == [])
        #expect(host.buffer[5, 0]?.style.attributes.contains(.dim) == true)
        #expect(host.element(labeled: "Pots", role: .stepper)?.traits.contains(.isNotEnabled) == true)
    }

    @Test func aLabelOfViewsAndAValueInStateRedraw() {
        struct Days: View {
            @State var days = 7
            var body: some View {
                VStack {
                    Stepper(value: $days, in: 1...30, step: 7) { Text("Every \(days) days") }
                }
            }
        }
        let host = TestHost(Days(), size: Size(width: 30, height: 2))
        host.focusAtLaunch()
        host.press(.upArrow)
        #expect(host.lines()[0] == "Every 14 days [ − │ + ]")
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(host.lines()[0] == "Every 30 days [ − │ + ]")
    }
}
