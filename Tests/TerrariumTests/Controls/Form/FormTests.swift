import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct FormTests {
    struct Settings: View {
        @State var schedule = "Weekly"
        @State var days = 3
        @State var water = 40.0
        @State var mist = true
        @State var sizeName = "Small"

        var body: some View {
            Form {
                Section("Watering") {
                    Picker("Schedule", selection: $schedule) {
                        Text("Daily").tag("Daily")
                        Text("Weekly").tag("Weekly")
                    }
                    Stepper("Every \(days) days", value: $days, in: 1...30)
                    Slider(value: $water, in: 0...100) { Text("Water") }
                    Toggle("Mist leaves", isOn: $mist)
                }
                Section("Plant") {
                    LabeledContent("Family", value: "Araceae")
                    Picker("Pot", selection: $sizeName) {
                        Text("Small").tag("Small")
                        Text("Large").tag("Large")
                    }
                    .pickerStyle(.segmented)
                }
            }
        }
    }

    /// The column after the widest label, "Every 3 days".
    static let labelEnd = 12

    @Test func labelsEndInOneColumnAndControlsStartAfterIt() throws {
        let host = TestHost(Settings(), size: Size(width: 40, height: 12))
        // Each label, found by text that follows it where the label alone is found elsewhere
        // ("Water" begins "Watering").
        let labels = [("Schedule", 8), ("Every 3 days", 12), ("Water ━", 5), ("Family", 6), ("Pot [", 3)]
        for (text, length) in labels {
            let location = try #require(host.location(of: text))
            #expect(location.x + length == Self.labelEnd, "\(text)")
        }
        // A checkbox starts where the controls do, its label after its box.
        #expect(host.location(of: "[x] Mist leaves")?.x == Self.labelEnd + 1)
        #expect(host.location(of: "Araceae")?.x == Self.labelEnd + 1)
        // Headers are bold and a blank row sets the sections apart.
        let lines = host.lines()
        #expect(lines[0] == "Watering")
        #expect(host.buffer[0, 0]?.style.attributes.contains(.bold) == true)
        #expect(lines[5].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[6] == "Plant")
    }

    @Test func aLongerLabelWidensTheColumnForEveryRow() throws {
        let host = TestHost(Settings(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        // Focus reaches the stepper; its label grows from "Every 3 days" to "Every 10 days".
        host.press(.tab)
        for _ in 0..<7 { host.press(.upArrow) }
        #expect(host.location(of: "Every 10 days")?.x == 0)
        #expect(host.location(of: "Schedule").map { $0.x + 8 } == 13)
        #expect(host.location(of: "[x] Mist leaves")?.x == 14)
    }

    @Test func controlsInAFormAreFocusedInOrderAndWork() {
        let host = TestHost(Settings(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedElement?.label == "Mist leaves")
        host.press(" ")
        #expect(host.lines()[4].contains("[ ] Mist leaves"))
    }

    @Test func aSwitchInAFormHasItsLabelInTheColumnAndItsKnobWhereTheControlsStart() {
        struct Switches: View {
            @State var sync = true
            @State var days = 3
            var body: some View {
                Form {
                    Toggle("Sync", isOn: $sync).toggleStyle(.switch)
                    Stepper("Every \(days) days", value: $days)
                }
            }
        }
        let host = TestHost(Switches(), size: Size(width: 30, height: 3))
        #expect(host.lines()[0] == "        Sync ━━●")
        host.click(x: 14, y: 0)
        #expect(host.lines()[0] == "        Sync ○──")
    }

    @Test func outsideAFormLabelsTakeTheirOwnWidth() {
        let host = TestHost(
            VStack(alignment: .leading) {
                LabeledContent("Family", value: "Araceae")
                Stepper("Pots", value: .constant(2), in: 1...3)
            }, size: Size(width: 30, height: 2))
        #expect(host.location(of: "Araceae")?.x == 7)
        #expect(host.location(of: "Pots")?.x == 0)
    }

    @Test func aFormAt80x24() {
        let host = TestHost(Settings(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
    }

    @Test func aFormAt40x12InMonochrome() {
        let host = TestHost(Settings(), size: Size(width: 40, height: 12), environment: monochrome())
        host.focusAtLaunch()
        host.press(.tab)
        assertEverySnapshot(of: host)
    }
}

extension FormTests {
    struct LongLabels: View {
        @State var on = true
        @State var level = 2
        var body: some View {
            Form {
                Toggle("Mist", isOn: $on)
                Stepper("How many times a week the leaves are misted", value: $level, in: 0...9)
                LabeledContent("Family", value: "Araceae")
            }
        }
    }

    @Test func inANarrowFormTheColumnTakesHalfTheWidthAndALongLabelWraps() throws {
        let host = TestHost(LongLabels(), size: Size(width: 30, height: 8))
        // Half of the 30 columns: the controls start at 16, and the long label wraps in the column.
        #expect(host.location(of: "[x] Mist")?.x == 16, "\(host.lines())")
        #expect(host.location(of: "Araceae")?.x == 16, "\(host.lines())")
        #expect(host.text.contains("misted"))
        // Laid out again without a change, it stays as it is.
        let before = host.lines()
        _ = host.render()
        #expect(host.lines() == before)
        // Wide enough, the column is the 43-column label's whole width again.
        let wide = TestHost(LongLabels(), size: Size(width: 100, height: 8))
        #expect(wide.location(of: "[x] Mist")?.x == 44, "\(wide.lines())")
    }
}
