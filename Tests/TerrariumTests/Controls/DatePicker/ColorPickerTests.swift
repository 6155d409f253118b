import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ColorPickerTests {
    struct Leaf: View {
        let setting: RecordedValue<Color>
        var body: some View {
            VStack(alignment: .leading) {
                ColorPicker("Leaf", selection: setting.binding)
                Button("Done") {}
            }
        }
    }

    @Test func theFieldShowsASwatchAndTheColoursNameAndTheMenuPicksAnother() {
        let setting = RecordedValue(Color.green)
        let host = TestHost(Leaf(setting: setting), size: Size(width: 30, height: 20))
        #expect(host.lines()[0] == "Leaf [ ██ Green ▾ ]")
        #expect(host.buffer[7, 0]?.style.foreground == .green)
        #expect(host.element(labeled: "Leaf", role: .colorWell)?.value == "Green")
        host.click(on: "██ Green")
        // The menu lists the default colour and the sixteen named ones, the chosen one checked.
        #expect(host.text.contains("✓ ██ Green"))
        #expect(host.text.contains("░░ Default"))
        #expect(host.text.contains("██ Bright white"))
        host.click(on: "Magenta")
        #expect(setting.writes == [.magenta])
        #expect(host.lines()[0] == "Leaf [ ██ Magenta ▾ ]")
    }

    @Test func aColourOutsideThePaletteIsListedFirstAsCustom() {
        let setting = RecordedValue(Color.rgb(0x12, 0xab, 0xff))
        let host = TestHost(Leaf(setting: setting), size: Size(width: 30, height: 22))
        #expect(host.lines()[0] == "Leaf [ ██ Custom #12abff ▾ ]")
        host.focusAtLaunch()
        host.press(.return)
        #expect(host.text.contains("✓ ██ Custom #12abff"))
        host.press(.downArrow)
        host.press(.return)
        #expect(setting.writes == [.default])
    }
}
