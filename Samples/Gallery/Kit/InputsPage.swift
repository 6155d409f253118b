import Foundation
import Terrarium

/// Inputs: a picker in each style, a secure field, a formatted field, a label and a link, bound
/// to the kind of plant settings a form would hold.
struct InputsPage: View {
    enum Light: String, CaseIterable, Identifiable {
        case shade, indirect, bright
        var id: Self { self }
    }

    @State private var light = Light.indirect
    @State private var pot = "clay"
    @State private var watering = 7
    @State private var room: String? = "Kitchen"
    @State private var height = 3
    @State private var code = ""
    @State private var width = 12

    private static let careGuide = URL(string: "https://example.com/terrarium/care")!

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Light", selection: $light) {
                ForEach(Light.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
            Picker("Pot", selection: $pot) {
                Section("Clay") {
                    Text("Terracotta").tag("clay")
                    Text("Glazed").tag("glazed")
                }
                Section("Other") {
                    Text("Plastic").tag("plastic")
                    Text("Self-watering").tag("wick")
                }
            }
            HStack(alignment: .top, spacing: 3) {
                Picker("Water every", selection: $watering) {
                    Text("3 days").tag(3)
                    Text("week").tag(7)
                    Text("fortnight").tag(14)
                }
                .pickerStyle(.radioGroup)
                Picker("Room", selection: $room) {
                    ForEach(["Kitchen", "Bathroom", "Study"], id: \.self) { Text($0) }
                }
                .pickerStyle(.inline)
                Picker("Height", selection: $height) {
                    ForEach(1..<10) { Text("\($0 * 10) cm") }
                }
                .pickerStyle(.wheel)
            }
            HStack(spacing: 3) {
                SecureField("Greenhouse code", text: $code)
                TextField("Pot width", value: $width, format: .number)
            }
            HStack(spacing: 3) {
                Label("Mist daily", systemImage: "drop")
                Link("Care guide", destination: Self.careGuide)
            }
            Text(
                "\(light.rawValue) light, \(pot) pot, water every \(watering) days, \(room ?? "no room"), \(height * 10) cm"
            )
            .dim()
            Text("a pot \(width) cm wide, \(code.isEmpty ? "no code" : "a code") for the greenhouse").dim()
        }
    }
}
