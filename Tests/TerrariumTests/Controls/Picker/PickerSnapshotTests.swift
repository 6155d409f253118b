import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct PickerSnapshotTests {
    enum Light: String, CaseIterable, Identifiable {
        case shade, indirect, bright
        var id: Self { self }
    }

    struct Pickers: View {
        @State private var light = Light.indirect
        @State private var pot = "clay"
        @State private var water = 2
        @State private var size = 1

        var body: some View {
            VStack(alignment: .leading) {
                Picker("Light", selection: $light) {
                    ForEach(Light.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.segmented)
                Picker("Pot", selection: $pot) {
                    Text("Clay").tag("clay")
                    Text("Plastic").tag("plastic")
                }
                Picker("Water", selection: $water) {
                    Text("Weekly").tag(1)
                    Text("Fortnightly").tag(2)
                }
                .pickerStyle(.radioGroup)
                HStack(alignment: .top) {
                    Picker("Size", selection: $size) {
                        Section("Small") {
                            Text("Seedling").tag(0)
                            Text("Cutting").tag(1)
                        }
                    }
                    .pickerStyle(.inline)
                    Picker("Height", selection: $size) {
                        ForEach(0..<6) { Text("\($0 * 10) cm") }
                    }
                    .pickerStyle(.wheel)
                }
            }
        }
    }

    @Test func everyStyleAt80x24WithTheSegmentedBarFocused() {
        let host = TestHost(Pickers(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
    }

    @Test func everyStyleAt40x12WithTheMenuOpen() {
        let host = TestHost(Pickers(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.return)
        assertEverySnapshot(of: host)
    }

    @Test func monochromeKeepsTheChoiceVisible() {
        let host = TestHost(Pickers(), size: Size(width: 40, height: 12), environment: monochrome())
        host.focusAtLaunch()
        assertSnapshot(of: host, as: .styled)
        // The chosen segment and radio button are marked by reverse video and bold alone.
        #expect(host.buffer[17, 0]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[17, 0]?.style.foreground == .default)
    }
}
