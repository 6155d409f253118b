import Terrarium

/// Values: a slider, a stepper, a gauge that follows them, and labelled content.
struct ValuesPage: View {
    @State private var moisture = 0.4
    @State private var pots = 3
    @State private var temperature = 21.0

    var body: some View {
        VStack(alignment: .leading) {
            LabeledContent("Plant", value: "Monstera deliciosa")
            Slider(value: $moisture, in: 0...1, step: 0.05) {
                Text("Moisture")
            } minimumValueLabel: {
                Text("dry")
            } maximumValueLabel: {
                Text("wet")
            }
            Stepper("Pots: \(pots)", value: $pots, in: 0...12)
            Stepper("Temperature: \(Int(temperature)) °C", value: $temperature, in: 5...35, step: 1)
            Gauge(value: moisture) {
                Text("Soil")
            } currentValueLabel: {
                Text("\(Int((moisture * 100).rounded())) %")
            } minimumValueLabel: {
                Text("dry")
            } maximumValueLabel: {
                Text("wet")
            }
            Text("← → move the slider, ↑ ↓ a stepper; the gauge follows the slider.").dim()
        }
    }
}
