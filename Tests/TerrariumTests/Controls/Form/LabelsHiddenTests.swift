import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct LabelsHiddenTests {
    struct Controls: View {
        @State private var isOn = true
        @State private var light = 1
        @State private var water = 0.5
        @State private var pots = 3
        @State private var name = ""
        @State private var date = Date(timeIntervalSince1970: 1_780_000_000)
        @State private var color = Color.green
        let hidesLabels: Bool

        var body: some View {
            let form = Form {
                Toggle("Mist", isOn: $isOn)
                Toggle("Heat", isOn: $isOn).toggleStyle(.switch)
                Picker("Light", selection: $light) {
                    Text("Low").tag(0)
                    Text("High").tag(1)
                }
                Picker("Shade", selection: $light) {
                    Text("Low").tag(0)
                    Text("High").tag(1)
                }
                .pickerStyle(.segmented)
                Slider(value: $water) { Text("Water") }
                Stepper("Pots", value: $pots)
                TextField("Name", text: $name)
                DatePicker("Next", selection: $date, displayedComponents: .date)
                ColorPicker("Pot", selection: $color)
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            if hidesLabels { form.labelsHidden() } else { form }
        }
    }

    @Test func hiddenAt80x24() {
        assertEverySnapshot(of: TestHost(Controls(hidesLabels: true), size: Size(width: 80, height: 24)))
    }

    @Test func hiddenAt40x12() {
        assertEverySnapshot(of: TestHost(Controls(hidesLabels: true), size: Size(width: 40, height: 12)))
    }

    @Test func theControlsStartAtTheEdgeWithoutTheirLabels() {
        let host = TestHost(Controls(hidesLabels: true), size: Size(width: 40, height: 12))
        let text = host.lines().joined(separator: "\n")
        for title in ["Mist", "Heat", "Light", "Shade", "Water", "Pots", "Next", "Pot "] {
            #expect(!text.contains(title), "\(title) is shown")
        }
        #expect(host.lines()[0].hasPrefix("[x]"))
        // The field shows its title inside, as it does outside a form.
        #expect(text.contains("Name"))
    }

    @Test func theControlsAreStillNamedByTheirLabels() {
        let shown = TestHost(Controls(hidesLabels: false), size: Size(width: 40, height: 12))
        let hidden = TestHost(Controls(hidesLabels: true), size: Size(width: 40, height: 12))
        #expect(hidden.element(labeled: "Water", role: .slider) != nil)
        #expect(hidden.element(labeled: "Pots", role: .stepper) != nil)
        #expect(hidden.element(labeled: "Light", role: .picker) != nil)
        #expect(hidden.element(labeled: "Mist") != nil)
        let controls: [AccessibilityRole] = [.toggle, .picker, .slider, .stepper, .textField, .datePicker, .colorWell]
        let named = { (host: TestHost<Controls>) in
            host.allAccessibilityElements.filter { controls.contains($0.role) }.map { "\($0.role) \($0.label ?? "")" }
        }
        #expect(named(hidden) == named(shown))
    }

    @Test func monochromeStillShowsTheControls() {
        let host = TestHost(Controls(hidesLabels: true), size: Size(width: 40, height: 12), environment: monochrome())
        assertSnapshot(of: host, as: .styled)
        #expect(host.lines()[0].hasPrefix("[x]"))
    }
}
