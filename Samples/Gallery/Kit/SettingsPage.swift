import Foundation
import Terrarium

/// Settings: a form of sections whose labels share one column, with a picker, a switch, a
/// slider, a stepper, a secure field, a date picker, a group box and a control group.
struct SettingsPage: View {
    @State private var name = "Monstera"
    @State private var schedule = Schedule.weekly
    @State private var every = 3
    @State private var light = 0.6
    @State private var mist = true
    @State private var notify = false
    @State private var password = ""
    @State private var nextWatering = SettingsPage.firstWatering
    @State private var log: [String] = []

    /// A fixed date, so the page shows the same on every run.
    static let firstWatering = Date(timeIntervalSince1970: 1_796_000_400)

    enum Schedule: String, CaseIterable, Hashable {
        case daily = "Daily"
        case weekly = "Weekly"
        case monthly = "Monthly"
    }

    var body: some View {
        Form {
            Section("Plant") {
                TextField("Name", text: $name)
                Picker("Schedule", selection: $schedule) {
                    ForEach(Schedule.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                Stepper("Every \(every) days", value: $every, in: 1...30)
                DatePicker("Next watering", selection: $nextWatering, displayedComponents: [.date, .hourAndMinute])
            }
            Section("Care") {
                Slider(value: $light, in: 0...1) { Text("Light") }
                Toggle("Mist leaves", isOn: $mist).toggleStyle(.switch)
                Toggle("Notify me", isOn: $notify)
            }
            Section("Account") {
                SecureField("Password", text: $password, prompt: Text("never shown"))
                LabeledContent("Saved", value: log.last ?? "not yet")
            }
            GroupBox("Actions") {
                ControlGroup {
                    Button("Save") { log.append("saved \(name)") }
                    Button("Revert") { log.append("reverted") }
                }
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC") ?? .current)
    }
}
