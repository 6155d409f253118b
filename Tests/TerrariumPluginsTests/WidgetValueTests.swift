import TerrariumWidgetProtocol
import Testing

@Suite struct WidgetValueTests {
    @Test func wholeNumbersReadBackAsInts() {
        #expect(WidgetValue.number(3).intValue == 3)
        #expect(WidgetValue.number(3.5).intValue == nil)
        #expect(WidgetValue.string("3").intValue == nil)
    }
}
