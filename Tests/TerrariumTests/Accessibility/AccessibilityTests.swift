import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct AccessibilityTests {
    struct Settings: View {
        @State var name = "Ada"
        @State var wifi = true
        @State var saves = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Settings").accessibilityAddTraits(.isHeader)
                TextField("Name", text: $name)
                Toggle("Wi-Fi", isOn: $wifi)
                ProgressView(value: 0.4)
                Button("Save") { saves += 1 }
                Button("Delete") {}.disabled(true)
                Text("saved \(saves)")
            }
        }
    }

    @Test func everyControlReportsItsRoleLabelAndValue() {
        let host = TestHost(Settings(), size: Size(width: 30, height: 8))
        let described = host.allAccessibilityElements.map(\.description)
        #expect(
            described == [
                #"staticText "Settings""#,
                #"textField "Name" value: "Ada""#,
                #"toggle "Wi-Fi" value: "on" selected"#,
                #"progressIndicator value: "40%""#,
                #"button "Save""#,
                #"button "Delete" disabled"#,
                #"staticText "saved 0""#,
            ])
        #expect(host.element(labeled: "Settings")?.traits == [.isStaticText, .isHeader])
        #expect(host.element(labeled: "Save", role: .button)?.frame == Rect(x: 0, y: 4, width: 8, height: 1))
        #expect(host.elements(role: .button).map(\.label) == ["Save", "Delete"])
        #expect(host.element(labeled: "Save", role: .toggle) == nil)
    }

    @Test func aTestActivatesAControlByItsLabelAsAssistiveTechnologyWould() {
        let host = TestHost(Settings(), size: Size(width: 30, height: 8))
        #expect(host.activate(labeled: "Save"))
        #expect(host.activate(labeled: "Save", role: .button))
        #expect(host.element(labeled: "saved 2", role: .staticText) != nil)
        #expect(host.activate(labeled: "Wi-Fi"))
        #expect(host.element(labeled: "Wi-Fi")?.value == "off")
        #expect(host.element(labeled: "Wi-Fi")?.traits.contains(.isSelected) == false)
        // A disabled control and a text are not activated.
        #expect(!host.activate(labeled: "Delete"))
        #expect(!host.activate(labeled: "Settings"))
        #expect(!host.activate(labeled: "Nothing"))
    }

    @Test func theFocusedElementFollowsKeyboardFocus() {
        let host = TestHost(Settings(), size: Size(width: 30, height: 8))
        #expect(host.focusedElement == nil)
        host.focusAtLaunch()
        #expect(host.focusedElement?.role == .textField)
        host.press(.tab)
        #expect(host.focusedElement?.label == "Wi-Fi")
        host.type(" ")
        #expect(host.focusedElement?.value == "off")
    }

    @Test func aModifierOnOneViewChangesThatViewsElement() {
        let view = VStack {
            Text("★★★☆☆").accessibilityLabel("Rating").accessibilityValue("3 of 5").accessibilityHint("Use arrows")
            Text("id").accessibilityIdentifier("plant-name")
            Button("OK") {}.accessibilityRemoveTraits(.isButton)
        }
        let host = TestHost(view, size: Size(width: 20, height: 3))
        #expect(
            host.allAccessibilityElements.map(\.description) == [
                #"staticText "Rating" value: "3 of 5" hint: "Use arrows""#,
                #"staticText "id" id: plant-name"#,
                #"button "OK""#,
            ])
        #expect(host.element(labeled: "OK")?.traits == [])
    }

    @Test func hiddenViewsAndEverythingInsideThemAreLeftOut() {
        let view = VStack {
            Text("shown")
            VStack {
                Text("decoration")
                Button("inner") {}
            }
            .accessibilityHidden(true)
            Text("also shown").accessibilityHidden(false)
        }
        let host = TestHost(view, size: Size(width: 20, height: 4))
        #expect(host.allAccessibilityElements.compactMap(\.label) == ["shown", "also shown"])
        #expect(!host.activate(labeled: "inner"))
    }

    @Test func childBehaviorsCombineContainOrIgnoreTheElementsInside() {
        let view = VStack {
            HStack {
                Text("Monstera")
                Text("deliciosa")
            }
            .accessibilityElement(children: .combine)
            HStack {
                Text("a")
                Button("b") {}
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Row")
            HStack {
                Text("x")
                Text("y")
            }
            .accessibilityElement()
            .accessibilityLabel("Ignored inside")
        }
        let host = TestHost(view, size: Size(width: 30, height: 3))
        let top = host.accessibilityElements
        #expect(top.map(\.role) == [.group, .group, .group])
        #expect(top.map(\.label) == ["Monstera, deliciosa", "Row", "Ignored inside"])
        #expect(top[0].children.isEmpty && top[2].children.isEmpty)
        #expect(top[1].children.map(\.description) == [#"staticText "a""#, #"button "b""#])
        #expect(top[0].frame == Rect(x: 0, y: 0, width: 18, height: 1))
    }

    @Test func aButtonIsLabelledByTheTextsOfItsLabel() {
        let button = Button {
        } label: {
            HStack {
                Text("Add")
                Text("plant")
            }
        }
        let host = TestHost(button, size: Size(width: 20, height: 1))
        #expect(host.allAccessibilityElements.map(\.description) == [#"button "Add, plant""#])
    }

    @Test func aNamedActionRunsByItsName() {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let view = Text("row").accessibilityAction(named: "Delete") { log.entries.append("delete") }
        let host = TestHost(view, size: Size(width: 10, height: 1))
        #expect(host.element(labeled: "row")?.actions == ["Delete"])
        #expect(host.performAccessibilityAction(named: "Delete", onElementLabeled: "row"))
        #expect(!host.performAccessibilityAction(named: "Archive", onElementLabeled: "row"))
        #expect(log.entries == ["delete"])
    }

    @Test func aLabelFromDataIsDescribedWithoutControlsAndCutShort() {
        let hostile = "\u{1B}]52;c;cGF3bmVk\u{07}name\n"
        let long = String(repeating: "x", count: 1_000_000)
        let host = TestHost(
            VStack {
                Text("row").accessibilityLabel(hostile)
                Text("big").accessibilityLabel(long)
            }, size: Size(width: 10, height: 2))
        // The element keeps the label whole, for tests; its description shows it safely.
        #expect(host.element(labeled: hostile)?.label == hostile)
        #expect(host.element(labeled: long)?.label?.count == 1_000_000)
        let lines = host.allAccessibilityElements.map(\.description)
        #expect(lines.allSatisfy { Sanitizer.isSafe($0) })
        #expect(lines[1] == "staticText \"" + String(repeating: "x", count: 79) + "…\"")
        #expect(host.inspectionDump.count < 10_000)
    }

    @Test func theInspectorShowsEachViewsElement() {
        let host = TestHost(Settings(), size: Size(width: 30, height: 8))
        let dump = host.inspectionDump
        #expect(dump.contains(#"⟨button "Save"⟩"#))
        #expect(dump.contains(#"⟨toggle "Wi-Fi" value: "on" selected⟩"#))
        let entry = host.inspection.views.first { $0.accessibility?.label == "Name" }
        #expect(entry?.accessibility?.role == .textField)
    }
}
