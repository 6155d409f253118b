import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct PickerTests {
    enum Light: String, CaseIterable, Identifiable, Hashable {
        case low, medium, bright
        var id: Self { self }
    }

    @MainActor final class Choice {
        var light = Light.medium
        var writes = 0
        var binding: Binding<Light> {
            Binding(
                get: { self.light },
                set: {
                    self.light = $0
                    self.writes += 1
                })
        }
    }

    struct Form<Style: PickerStyle>: View {
        let choice: Choice
        let style: Style
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Light", selection: choice.binding) {
                    ForEach(Light.allCases) { light in Text(light.rawValue.capitalized) }
                }
                .pickerStyle(style)
                Button("Done") {}
            }
        }
    }

    @Test func aSegmentedPickerShowsEveryOptionAndTheArrowsChoose() {
        let choice = Choice()
        let host = TestHost(Form(choice: choice, style: .segmented), size: Size(width: 40, height: 4))
        host.focusAtLaunch()
        #expect(host.lines()[0] == "Light [ Low │ Medium │ Bright ]")
        host.press(.rightArrow)
        #expect(choice.light == .bright)
        #expect(host.lines()[0] == "Light [ Low │ Medium │ Bright ]")
        // At the end the arrow stays, writing nothing.
        host.press(.rightArrow)
        #expect(choice.writes == 1)
        host.press(.home)
        #expect(choice.light == .low)
        let picker = host.element(labeled: "Light", role: .picker)
        #expect(picker?.value == "Low")
    }

    @Test func aClickOnASegmentChoosesIt() {
        let choice = Choice()
        let host = TestHost(Form(choice: choice, style: .segmented), size: Size(width: 40, height: 4))
        host.click(x: 9, y: 0)
        #expect(choice.light == .low)
    }

    @Test func radioButtonsSitBesideTheLabelAndMarkTheChosenOption() {
        let choice = Choice()
        let host = TestHost(Form(choice: choice, style: .radioGroup), size: Size(width: 30, height: 5))
        host.focusAtLaunch()
        #expect(Array(host.lines().prefix(3)) == ["Light ( ) Low", "      (•) Medium", "      ( ) Bright"])
        host.press(.downArrow)
        #expect(choice.light == .bright)
        #expect(host.lines()[2] == "      (•) Bright")
        #expect(host.element(labeled: "Bright", role: .radioButton)?.traits.contains(.isSelected) == true)
    }

    @Test func inlineRowsCheckTheChosenOption() {
        let choice = Choice()
        let host = TestHost(Form(choice: choice, style: .inline), size: Size(width: 30, height: 6))
        #expect(Array(host.lines().prefix(4)) == ["Light", "  Low", "✓ Medium", "  Bright"])
        host.click(x: 3, y: 1)
        #expect(choice.light == .low)
        #expect(host.lines()[1] == "✓ Low")
    }

    @Test func aWheelKeepsTheChosenOptionInTheMiddle() {
        let choice = Choice()
        let host = TestHost(Form(choice: choice, style: .wheel), size: Size(width: 30, height: 8))
        host.focusAtLaunch()
        #expect(Array(host.lines().prefix(6)) == ["Light", "", "  Low", "› Medium ‹", "  Bright", ""])
        host.press(.downArrow)
        #expect(Array(host.lines().prefix(6)) == ["Light", "  Low", "  Medium", "› Bright ‹", "", ""])
    }

    @Test func aMenuPickerShowsTheChoiceAndItsMenuChecksIt() {
        let choice = Choice()
        let host = TestHost(Form(choice: choice, style: .menu), size: Size(width: 40, height: 8))
        host.focusAtLaunch()
        #expect(host.lines()[0] == "Light [ Medium ▾ ]")
        host.press(.return)
        #expect(host.lines().contains { $0.contains("✓ Medium") })
        #expect(host.element(labeled: "Medium", role: .menuItem)?.traits.contains(.isSelected) == true)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        #expect(choice.light == .bright)
        #expect(host.lines()[0] == "Light [ Bright ▾ ]")
        #expect(host.element(labeled: "Light", role: .picker)?.value == "Bright")
    }
}

@MainActor @Suite struct PickerContentTests {
    struct Pots: View {
        @State var pot: String? = nil
        @State var size = 2
        var body: some View {
            VStack(alignment: .leading) {
                Text("Pot: \(pot ?? "none")")
                Picker("Pot", selection: $pot) {
                    Section("Clay") {
                        Text("Terracotta").tag("terracotta")
                        Text("Glazed").tag("glazed")
                    }
                    Section("Other") {
                        Text("Plastic").tag("plastic")
                        Text("Not a pot").tag(7)
                    }
                }
                .pickerStyle(.inline)
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                .disabled(true)
            }
        }
    }

    @Test func sectionsHeadOptionsAndATagOfTheWrappedTypeSelectsAnOptionalSelection() {
        let host = TestHost(Pots(), size: Size(width: 30, height: 12))
        #expect(
            Array(host.lines().prefix(9)) == [
                "Pot: none", "Pot", "Clay", "  Terracotta", "  Glazed", "Other", "  Plastic", "  Not a pot",
                "Size [ Small │ Large ]",
            ])
        host.focusAtLaunch()
        host.press(.downArrow)
        #expect(host.lines()[0] == "Pot: terracotta")
        // Headers and an option whose tag is of another type are passed over.
        host.press(.end)
        #expect(host.lines()[0] == "Pot: plastic")
        host.click(x: 3, y: 7)
        #expect(host.lines()[0] == "Pot: plastic")
        #expect(host.buffer[2, 5]?.style.attributes.contains(.dim) == true)
        #expect(host.buffer[2, 7]?.style.attributes.contains(.dim) == true)
        #expect(host.buffer[2, 6]?.style.attributes.contains(.dim) == false)
    }

    @Test func aDisabledPickerTakesNoFocusAndNoClick() {
        let host = TestHost(Pots(), size: Size(width: 30, height: 12))
        host.focusAtLaunch()
        host.press(.tab)
        #expect(host.element(labeled: "Pot", role: .picker)?.traits.contains(.isNotEnabled) == false)
        let size = host.element(labeled: "Size", role: .picker)
        #expect(size?.traits.contains(.isNotEnabled) == true)
        host.click(x: 7, y: 8)
        #expect(size?.value == "Large")
        #expect(host.element(labeled: "Size", role: .picker)?.value == "Large")
        #expect(host.buffer[7, 8]?.style.attributes.contains(.dim) == true)
    }

    struct SortMenu: View {
        enum Order: Hashable { case name, date }
        @State var order = Order.name
        @State var reversed = false
        let nested: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Text(order == .name ? "by name" : "by date")
                Menu("Sort") {
                    if nested {
                        Picker("Order", selection: $order) {
                            Text("Name").tag(Order.name)
                            Text("Date").tag(Order.date)
                        }
                        .pickerStyle(.menu)
                    } else {
                        Picker("Order", selection: $order) {
                            Text("Name").tag(Order.name)
                            Text("Date").tag(Order.date)
                        }
                    }
                    Divider()
                    Toggle("Reversed", isOn: $reversed)
                }
            }
        }
    }

    @Test func inAMenuAPickersOptionsAreCheckItems() {
        let host = TestHost(SortMenu(nested: false), size: Size(width: 30, height: 10))
        host.focusAtLaunch()
        host.press(.return)
        let lines = host.lines()
        #expect(lines.contains { $0.contains("✓ Name") })
        #expect(lines.contains { $0.contains("  Date") })
        #expect(host.element(labeled: "Name", role: .menuItem)?.traits.contains(.isSelected) == true)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.lines()[0] == "by date")
        // The menu closed, as after any item.
        #expect(!host.lines().contains { $0.contains("Date") })
    }

    @Test func inAMenuAMenuStylePickerIsASubmenu() {
        let host = TestHost(SortMenu(nested: true), size: Size(width: 40, height: 10))
        host.focusAtLaunch()
        host.press(.return)
        #expect(host.lines().contains { $0.contains("Order ▸") })
        #expect(!host.lines().contains { $0.contains("Date") })
        host.press(.return)
        #expect(host.lines().contains { $0.contains("✓ Name") })
        host.press(.downArrow)
        host.press(.return)
        #expect(host.lines()[0] == "by date")
    }
}

@MainActor @Suite struct PickerLabelTests {
    struct Sized: View {
        @State var size = 1
        var body: some View {
            Picker(selection: $size) {
                Text("S").tag(1)
                Text("M").tag(2)
            } label: {
                Text("Size")
            }
            .pickerStyle(.segmented)
        }
    }

    @Test func aTextLabelGivenAsAViewNamesThePicker() {
        let host = TestHost(Sized(), size: Size(width: 30, height: 2))
        #expect(host.lines()[0] == "Size [ S │ M ]")
        #expect(host.element(labeled: "Size", role: .picker)?.value == "S")
    }
}
