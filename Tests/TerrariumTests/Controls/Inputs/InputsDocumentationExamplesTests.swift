import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The examples of Apple's documentation for these views, as written there, compile and draw.
@MainActor @Suite struct InputsDocumentationExamplesTests {
    struct SliderExamples: View {
        @State private var speed = 50.0
        @State private var isEditing = false

        var body: some View {
            VStack {
                Slider(
                    value: $speed,
                    in: 0...100,
                    onEditingChanged: { editing in
                        isEditing = editing
                    }
                )
                Text("\(speed)")
                    .foregroundColor(isEditing ? .red : .blue)
                Slider(
                    value: $speed,
                    in: 0...100,
                    step: 5
                ) {
                    Text("Speed")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                } onEditingChanged: { editing in
                    isEditing = editing
                }
                Slider(value: $speed, in: 0...100) { Text("Plain") }
            }
        }
    }

    struct StepperView: View {
        @State private var value = 0
        let colors: [Color] = [.red, .green, .blue]
        @State private var count = 0
        let step = 5
        let range = 1...50

        func incrementStep() {
            value += 1
            if value >= colors.count { value = 0 }
        }

        func decrementStep() {
            value -= 1
            if value < 0 { value = colors.count - 1 }
        }

        var body: some View {
            VStack {
                Stepper {
                    Text("Value: \(value)")
                } onIncrement: {
                    incrementStep()
                } onDecrement: {
                    decrementStep()
                }
                .background(colors[value])
                Stepper(value: $count, in: range, step: step) {
                    Text("Current: \(count) in \(range.description) stepping by \(step)")
                }
            }
        }
    }

    struct GaugeExamples: View {
        @State private var batteryLevel = 0.4
        @State private var current = 67.0
        @State private var minValue = 0.0
        @State private var maxValue = 170.0

        var body: some View {
            VStack {
                Gauge(value: batteryLevel) {
                    Text("Battery Level")
                }
                Gauge(value: current, in: minValue...maxValue) {
                    Text("BPM")
                } currentValueLabel: {
                    Text("\(Int(current))")
                } minimumValueLabel: {
                    Text("\(Int(minValue))")
                } maximumValueLabel: {
                    Text("\(Int(maxValue))")
                }
                .gaugeStyle(.accessoryCircular)
            }
        }
    }

    struct LabeledContentExamples: View {
        @State private var value = 0.5
        var body: some View {
            VStack {
                LabeledContent("Label", value: "Content")
                LabeledContent("Label") { Slider(value: $value) }
                LabeledContent {
                    Text("ada@example.com")
                } label: {
                    Text("Ada")
                    Text("Analytical Engines")
                }
                LabeledContent("Custom Value", value: 12, format: .number)
            }
        }
    }

    @Test func theSliderExamplesSetSpeedByTheStepOrTheTwentieth() {
        let host = TestHost(SliderExamples(), size: Size(width: 40, height: 4))
        host.focusAtLaunch()
        host.press(.rightArrow)
        #expect(host.lines()[1].trimmingCharacters(in: .whitespaces) == "55.0")
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.lines()[1].trimmingCharacters(in: .whitespaces) == "60.0")
    }

    @Test func theStepperExamplesWrapAroundAndStepByFive() {
        let host = TestHost(StepperView(), size: Size(width: 60, height: 2))
        host.focusAtLaunch()
        host.press(.downArrow)
        #expect(host.lines()[0].trimmingCharacters(in: .whitespaces) == "Value: 2 [ − │ + ]")
        host.press(.tab)
        host.press(.upArrow)
        // A value below the bounds steps from where it is, then into them.
        #expect(host.lines()[1] == "Current: 5 in 1...50 stepping by 5 [ − │ + ]")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines()[1].hasPrefix("Current: 1 in 1...50"))
    }

    @Test func theGaugeExamplesDrawTheirBars() {
        let host = TestHost(GaugeExamples(), size: Size(width: 30, height: 4))
        #expect(host.lines()[0] == "Battery Level")
        #expect(host.lines()[2] == "BPM                         67")
        #expect(host.lines()[3].hasPrefix("0 ▕") && host.lines()[3].hasSuffix("▏ 170"))
    }

    @Test func theLabeledContentExamplesPutTheLabelFirst() {
        let host = TestHost(LabeledContentExamples(), size: Size(width: 40, height: 6))
        let lines = host.lines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[0] == "Label Content")
        #expect(lines[1].hasPrefix("Label ━"))
        #expect(lines[2] == "Ada                ada@example.com")
        #expect(lines[3] == "Analytical Engines")
        #expect(lines[4] == "Custom Value 12")
    }
}
