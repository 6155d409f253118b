import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct FormStyleTests {
    struct Settings<Style: FormStyle>: View {
        let style: Style
        @State private var mist = true
        @State private var days = 3
        @State private var name = "Fern"

        var body: some View {
            Form {
                Section("Watering") {
                    Toggle("Mist leaves", isOn: $mist)
                    Stepper("Every \(days) days", value: $days, in: 1...30)
                }
                Section {
                    TextField("Name", text: $name)
                } header: {
                    Text("Plant")
                } footer: {
                    Text("Shown in the list")
                }
            }
            .formStyle(style)
        }
    }

    @Test func groupedAt80x24() {
        let host = TestHost(Settings(style: .grouped), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
    }

    @Test func groupedAt40x12() {
        assertEverySnapshot(of: TestHost(Settings(style: .grouped), size: Size(width: 40, height: 12)))
    }

    @Test func groupedBoxesEachSectionTitledByItsHeader() {
        let host = TestHost(Settings(style: .grouped), size: Size(width: 40, height: 12))
        let lines = host.lines()
        #expect(lines[0].hasPrefix("╭ Watering ─"))
        #expect(lines[0].hasSuffix("╮"))
        #expect(lines[3].hasPrefix("╰─") && lines[3].hasSuffix("╯"))
        #expect(lines[4].hasPrefix("╭ Plant ─"))
        #expect(lines[6].contains("Shown in the list"))
        // The labels still end in one column across the boxes.
        let stepper = lines[2].firstIndex(of: "[").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let field = lines[5].firstIndex(of: "F").map { lines[5].distance(from: lines[5].startIndex, to: $0) }
        #expect(stepper == field)
    }

    @Test func columnsAndAutomaticAreTheFormAsItWas() {
        let columns = TestHost(Settings(style: .columns), size: Size(width: 40, height: 12))
        let automatic = TestHost(Settings(style: .automatic), size: Size(width: 40, height: 12))
        #expect(columns.lines() == automatic.lines())
        #expect(columns.lines()[0] == "Watering")
    }

    @Test func anAppsOwnStyleMakesTheFormsView() {
        struct Titled: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Settings").underline()
                    Form { configuration.content }
                }
            }
        }
        let host = TestHost(
            Settings(style: Titled()).formStyle(.grouped), size: Size(width: 40, height: 12))
        #expect(host.lines()[0] == "Settings")
        // The form inside the style's body is drawn in the style set outside it.
        #expect(host.lines()[1].hasPrefix("╭ Watering"))
    }

    @Test func aGroupedFormKeepsItsControlsElements() {
        let host = TestHost(Settings(style: .grouped), size: Size(width: 40, height: 12))
        #expect(host.element(labeled: "Mist leaves", role: .toggle) != nil)
        #expect(host.element(labeled: "Name", role: .textField)?.value == "Fern")
    }

    @Test func monochromeBoxesStayVisible() {
        let host = TestHost(Settings(style: .grouped), size: Size(width: 40, height: 12), environment: monochrome())
        assertSnapshot(of: host, as: .styled)
        #expect(host.lines()[0].hasPrefix("╭ Watering"))
    }
}
