import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct GaugeTests {
    @Test func theLabelsShareTheFirstRowAndTheBarFillsToTheValueInEighths() {
        let host = TestHost(
            Gauge(value: 0.4) {
                Text("Moisture")
            } currentValueLabel: {
                Text("40%")
            } minimumValueLabel: {
                Text("Dry")
            } maximumValueLabel: {
                Text("Wet")
            }, size: Size(width: 28, height: 2))
        // 28 columns less "Dry " and " Wet" leave 20 for the bar: 18 inside its edges, and 0.4 of
        // 18 cells is 7 cells and one eighth.
        #expect(host.lines() == ["Moisture                 40%", "Dry ▕███████▏          ▏ Wet"])
        let gauge = host.element(labeled: "Moisture", role: .gauge)
        #expect(gauge?.value == "40%")
        #expect(host.elements(role: .gauge).count == 1)
    }

    @Test func aGaugeWithALabelAloneHasItAboveTheBarAndTakesNoFocus() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Gauge(value: 150, in: 100...200) { Text("Light") }
                Button("Done") {}
            }, size: Size(width: 12, height: 4))
        host.focusAtLaunch()
        #expect(Array(host.lines().prefix(2)) == ["Light", "▕█████     ▏"])
        #expect(host.element(labeled: "Light", role: .gauge)?.value == "150")
        #expect(host.focusedElement?.label == "Done")
        host.press(.tab)
        #expect(host.focusedElement?.label == "Done")
    }

    @Test func theAccessoryStylesMarkTheValueOnALine() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Gauge(value: 0.5) { Text("Linear") }.gaugeStyle(.accessoryLinear)
                Gauge(value: 1) { Text("Ring") }.gaugeStyle(.accessoryCircular)
                Gauge(value: 0.5) { Text("Capacity") }.gaugeStyle(.accessoryCircularCapacity)
            }, size: Size(width: 11, height: 6))
        #expect(host.lines()[1] == "▕────●────▏")
        #expect(host.lines()[3] == "▕────────●▏")
        #expect(host.lines()[5] == "▕████▌    ▏")
    }

    /// A value and bounds, and the full cells of a 10-cell bar they fill.
    nonisolated static let hostile: [(value: Double, lower: Double, upper: Double, filled: Int)] = [
        (0.5, 1, 1, 0), (.nan, 0, 1, 0), (.infinity, 0, 1, 10), (-.infinity, 0, 1, 0), (2, 0, 1, 10),
        (0, -.greatestFiniteMagnitude, .greatestFiniteMagnitude, 5), (0.5, -.infinity, .infinity, 0),
    ]

    @Test(arguments: hostile)
    func hostileNumbersDrawABarWithinItsEdges(number: (value: Double, lower: Double, upper: Double, filled: Int)) {
        let host = TestHost(
            Gauge(value: number.value, in: number.lower...number.upper) {
                Text("Odd")
            }, size: Size(width: 12, height: 2))
        let bar = host.lines()[1]
        #expect(bar.count == 12)
        #expect(bar.hasPrefix("▕") && bar.hasSuffix("▏"))
        #expect(bar.filter { $0 == "█" }.count == number.filled)
        #expect(host.element(labeled: "Odd", role: .gauge)?.value?.contains("nan") == false)
    }

    @Test func aDisabledGaugeIsDim() {
        let host = TestHost(
            Gauge(value: 0.5) { Text("Off") }.disabled(true), size: Size(width: 12, height: 2))
        #expect(host.buffer[3, 1]?.style.attributes.contains(.dim) == true)
        #expect(host.element(labeled: "Off", role: .gauge)?.traits.contains(.isNotEnabled) == true)
    }
}

@MainActor @Suite struct LabeledContentTests {
    @Test func aValueIsDimAfterItsLabelAndReadsAsOneElement() {
        let host = TestHost(LabeledContent("Name", value: "Monstera"), size: Size(width: 20, height: 1))
        #expect(host.lines() == ["Name Monstera"])
        #expect(host.buffer[5, 0]?.style.attributes.contains(.dim) == true)
        #expect(host.buffer[0, 0]?.style.attributes.contains(.dim) == false)
        let element = host.element(labeled: "Name", role: .staticText)
        #expect(element?.value == "Monstera")
        #expect(host.element(labeled: "Monstera") == nil)
    }

    @Test func aFormattedValueIsWrittenByItsFormat() {
        let host = TestHost(
            LabeledContent("Pots", value: 1200, format: .number.grouping(.never)), size: Size(width: 20, height: 1))
        #expect(host.lines() == ["Pots 1200"])
    }

    @Test func contentOfControlsKeepsItsElementsInsideAGroupNamedByTheTitle() {
        final class Box {
            var volume = 0.5
        }
        let box = Box()
        let volume = Binding(get: { box.volume }, set: { box.volume = $0 })
        let host = TestHost(
            LabeledContent("Volume") { Slider(value: volume) }, size: Size(width: 20, height: 1))
        #expect(host.lines() == ["Volume ━━━━━━●──────"])
        let group = host.element(labeled: "Volume", role: .group)
        #expect(group?.children.map(\.role) == [.staticText, .slider])
        host.click(x: 19, y: 0)
        #expect(box.volume == 1)
    }

    @Test func aLabelOfViewsComesFirst() {
        let host = TestHost(
            LabeledContent {
                Text("Bright")
            } label: {
                HStack(spacing: 0) {
                    Text("Li")
                    Text("ght")
                }
            }, size: Size(width: 20, height: 1))
        #expect(host.lines() == ["Light Bright"])
    }
}
