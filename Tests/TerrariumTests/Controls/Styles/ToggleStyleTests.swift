import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ToggleStyleTests {
    /// Marks a toggle with a star, then adds the toggle it would be without this style.
    struct StarToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text(configuration.isOn ? "★" : "☆")
                Toggle(configuration)
            }
        }
    }

    /// A style of buttons only: a click on the label flips the value.
    struct TapToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack(spacing: 1) {
                    Text(configuration.isOn ? "on" : "off")
                    configuration.label
                }
            }
        }
    }

    struct Settings: View {
        @State var wifi = true
        @State var bold = false
        @State var mist = false

        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                Toggle("Mist", isOn: $mist).toggleStyle(.checkbox)
                Toggle("Starred", isOn: $wifi).toggleStyle(StarToggleStyle())
            }
        }
    }

    @Test func aSwitchSitsAtTheRowsEndWithItsKnobOnTheSideOfItsValue() {
        let host = TestHost(Settings(), size: Size(width: 20, height: 4))
        #expect(host.lines()[0] == "Wi-Fi            ━━●")
        host.focusAtLaunch()
        host.press(.return)
        #expect(host.lines()[0] == "Wi-Fi            ○──")
        #expect(host.element(labeled: "Wi-Fi", role: .toggle)?.value == "off")
        // The knob's track takes the tint while on and is dim while off.
        host.press(.return)
        #expect(host.buffer[19, 0]?.style.foreground == EnvironmentValues().tint)
    }

    @Test func aButtonToggleIsReversedWhileOnAndAClickFlipsIt() {
        let host = TestHost(Settings(), size: Size(width: 20, height: 4))
        #expect(host.lines()[1] == "[ Bold ]")
        #expect(host.buffer[2, 1]?.style.attributes.contains(.reverse) == false)
        host.click(x: 3, y: 1)
        #expect(host.buffer[2, 1]?.style.attributes.contains(.reverse) == true)
        #expect(host.element(labeled: "Bold", role: .toggle)?.value == "on")
    }

    @Test func anAppsStyleWrapsTheToggleItWouldOtherwiseBe() {
        let host = TestHost(Settings(), size: Size(width: 20, height: 4))
        // Inside the star style, `Toggle(configuration)` is drawn in the style set outside it:
        // none, so the checkbox.
        #expect(host.lines()[3] == "★ [x] Starred")
        host.click(x: 3, y: 3)
        #expect(host.lines()[3] == "☆ [ ] Starred")
        #expect(host.lines()[0] == "Wi-Fi            ○──")
    }

    @Test func aStyleSetOutsideAnAppsStyleDrawsTheToggleInsideIt() {
        struct Nested: View {
            @State var on = false
            var body: some View {
                Toggle("Lamp", isOn: $on).toggleStyle(StarToggleStyle()).toggleStyle(.switch).frame(width: 14)
            }
        }
        let host = TestHost(Nested(), size: Size(width: 14, height: 1))
        // The star and the switch are centred in the frame, which is wider than they need.
        #expect(host.lines() == ["  ☆ Lamp ○──"])
    }

    @Test func aStyleOfButtonsFlipsTheValueThroughItsConfiguration() {
        struct Tapped: View {
            @State var on = false
            var body: some View { Toggle("Fan", isOn: $on).toggleStyle(TapToggleStyle()) }
        }
        let host = TestHost(Tapped(), size: Size(width: 14, height: 1))
        #expect(host.lines() == ["[ off Fan ]"])
        host.focusAtLaunch()
        host.press(.return)
        #expect(host.lines() == ["[ on Fan ]"])
    }

    @Test func disabledSwitchesAreDimAndIgnoreActivation() {
        struct Off: View {
            @State var on = true
            var body: some View { Toggle("Sync", isOn: $on).toggleStyle(.switch).disabled(true) }
        }
        let host = TestHost(Off(), size: Size(width: 12, height: 1))
        host.click(x: 11, y: 0)
        #expect(host.lines() == ["Sync     ━━●"])
        #expect(host.buffer[11, 0]?.style.attributes.contains(.dim) == true)
    }

    @Test func everyStyleAt80x24() {
        let host = TestHost(Settings(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
    }

    @Test func everyStyleAt40x12() {
        let host = TestHost(Settings(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.return)
        assertEverySnapshot(of: host)
    }

    @Test func monochromeShowsTheValueByTheKnobsPlaceAndTheReversal() {
        let host = TestHost(Settings(), size: Size(width: 20, height: 4), environment: monochrome())
        host.focusAtLaunch()
        #expect(host.lines()[0] == "Wi-Fi            ━━●")
        #expect(host.buffer[19, 0]?.style.attributes.contains(.reverse) == true)
        host.press(.return)
        #expect(host.lines()[0] == "Wi-Fi            ○──")
        host.press(.tab)
        host.press(.return)
        #expect(host.buffer[2, 1]?.style.attributes.contains(.reverse) == true)
    }
}
