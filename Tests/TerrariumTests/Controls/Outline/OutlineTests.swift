import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct DisclosureGroupTests {
    struct Watering: View {
        @State var mist = true
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                DisclosureGroup("Watering") {
                    Toggle("Mist leaves", isOn: $mist)
                    Text("Every 3 days")
                }
                Text("end")
            }
        }
    }

    @Test func theLabelTogglesTheContentByKeysAndClicks() {
        let host = TestHost(Watering(), size: Size(width: 20, height: 4))
        #expect(host.lines() == ["▶ Watering", "end", "", ""])
        #expect(host.element(labeled: "Watering", role: .button)?.value == "collapsed")
        host.focusAtLaunch()
        host.press(.rightArrow)
        #expect(host.lines() == ["▼ Watering", "  [x] Mist leaves", "  Every 3 days", "end"])
        host.press(.leftArrow)
        #expect(host.lines()[0] == "▶ Watering")
        host.press(.return)
        #expect(host.lines()[1] == "  [x] Mist leaves")
        host.click(x: 3, y: 0)
        #expect(host.lines() == ["▶ Watering", "end", "", ""])
    }

    @Test func aClickOnTheContentIsTheContentsAndLeavesTheGroupOpen() {
        let host = TestHost(Watering(), size: Size(width: 20, height: 4))
        host.click(x: 0, y: 0)
        host.click(x: 4, y: 2)
        #expect(host.lines() == ["▼ Watering", "  [x] Mist leaves", "  Every 3 days", "end"])
        host.click(x: 4, y: 1)
        #expect(host.lines()[1] == "  [ ] Mist leaves")
        #expect(host.lines()[0] == "▼ Watering")
    }

    @Test func aBoundGroupFollowsItsBinding() {
        let expanded = RecordedValue(true)
        let host = TestHost(
            DisclosureGroup("Notes", isExpanded: expanded.binding) { Text("Likes shade") },
            size: Size(width: 20, height: 2))
        #expect(host.lines() == ["▼ Notes", "  Likes shade"])
        host.focusAtLaunch()
        host.press(" ")
        #expect(expanded.writes == [false])
        #expect(host.lines() == ["▶ Notes", ""])
    }
}

@MainActor @Suite struct OutlineGroupTests {
    struct Room: Identifiable {
        let name: String
        var children: [Room]?
        var id: String { name }
    }

    static let house = [
        Room(
            name: "Ground floor",
            children: [Room(name: "Kitchen"), Room(name: "Hall", children: [Room(name: "Closet")])]),
        Room(name: "Garden"),
    ]

    @Test func elementsWithChildrenAreGroupsThatOpenOneLevelAtATime() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                OutlineGroup(Self.house, children: \.children) { Text($0.name) }
            }, size: Size(width: 24, height: 6))
        #expect(host.lines() == ["▶ Ground floor", "Garden", "", "", "", ""])
        host.focusAtLaunch()
        host.press(.rightArrow)
        #expect(host.lines() == ["▼ Ground floor", "  Kitchen", "  ▶ Hall", "Garden", "", ""])
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.lines() == ["▼ Ground floor", "  Kitchen", "  ▼ Hall", "    Closet", "Garden", ""])
        #expect(host.elements(role: .button).map(\.label) == ["Ground floor", "Hall"])
    }

    @Test func outlinesAt80x24And40x12() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                OutlineGroup(Self.house, children: \.children) { Text($0.name) }
            }, size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        host.press(.rightArrow)
        assertEverySnapshot(of: host)
        host.resize(to: Size(width: 40, height: 12))
        assertSnapshot(of: host, as: .styled, named: "40x12")
    }
}
