import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct InputsSnapshotTests {
    /// A plant's settings: every input control of this group, one of them disabled.
    struct Inputs: View {
        @State private var water = 40.0
        @State private var light = 0.75
        @State private var pots = 2
        @State private var mist = 2.5

        var body: some View {
            VStack(alignment: .leading) {
                LabeledContent("Plant", value: "Monstera")
                Slider(value: $water, in: 0...100, step: 5) {
                    Text("Water")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Slider(value: $light) { Text("Light") }
                Stepper("Pots: \(pots)", value: $pots, in: 1...3)
                Stepper("Mist: \(mist)", value: $mist, in: 0...5, step: 0.5).disabled(true)
                Gauge(value: water, in: 0...100) {
                    Text("Soil moisture")
                } currentValueLabel: {
                    Text("\(Int(water))%")
                } minimumValueLabel: {
                    Text("Dry")
                } maximumValueLabel: {
                    Text("Wet")
                }
                Gauge(value: light) { Text("Sun") }.gaugeStyle(.accessoryLinear)
            }
        }
    }

    @Test func everyInputAt80x24WithTheWaterSliderFocused() {
        let host = TestHost(Inputs(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        host.press(.rightArrow)
        assertEverySnapshot(of: host)
    }

    @Test func everyInputAt40x12WithThePotsStepperAtItsUpperBound() {
        let host = TestHost(Inputs(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.tab)
        host.press(.upArrow)
        assertEverySnapshot(of: host)
    }

    @Test func monochromeKeepsTheValuesReadable() {
        let host = TestHost(Inputs(), size: Size(width: 40, height: 12), environment: monochrome())
        host.focusAtLaunch()
        // The filled part of the track and of the bar differ from the rest by their characters,
        // and focus shows as reverse video.
        let water = host.lines()[1]
        #expect(water.contains("━") && water.contains("●") && water.contains("─"))
        #expect(host.lines()[6].contains("████") && host.lines()[6].contains("     ▏"))
        let thumb = host.location(of: "●")
        #expect(thumb.flatMap { host.buffer[$0.x, $0.y] }?.style.attributes.contains(.reverse) == true)
    }
}
