import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ListTests {
    struct Plant: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    static let plants = [
        Plant(id: 1, name: "Fern"), Plant(id: 2, name: "Moss"), Plant(id: 3, name: "Ivy"), Plant(id: 4, name: "Palm"),
    ]

    /// A list selecting one plant, with the selection shown below it.
    struct Single: View {
        @State var selection: Int?
        var body: some View {
            VStack(alignment: .leading) {
                List(ListTests.plants, selection: $selection) { plant in Text(plant.name) }
                    .frame(height: 4)
                Text("chosen \(selection.map(String.init) ?? "none")")
            }
        }
    }

    /// A list selecting any number of plants.
    struct Multiple: View {
        @State var selection: Set<Int> = []
        var body: some View {
            VStack(alignment: .leading) {
                List(ListTests.plants, selection: $selection) { plant in Text(plant.name) }
                    .frame(height: 4)
                Text("chosen \(selection.sorted().map(String.init).joined(separator: ","))")
            }
        }
    }

    private func reversed(_ host: TestHost<some View>, row: Int) -> Bool {
        host.buffer[0, row]?.style.attributes.contains(.reverse) == true
    }

    @Test func aListDrawsItsRowsAndNothingIsSelectedAtFirst() {
        let host = TestHost(Single(), size: Size(width: 12, height: 5))
        #expect(host.lines() == ["Fern", "Moss", "Ivy", "Palm", "chosen none"])
        #expect((0..<4).allSatisfy { !reversed(host, row: $0) })
    }

    @Test func arrowsMoveTheSelectionAndWriteTheBinding() {
        let host = TestHost(Single(), size: Size(width: 12, height: 5))
        host.focusAtLaunch()
        #expect(host.press(.downArrow))
        #expect(host.lines()[4] == "chosen 1")
        #expect(reversed(host, row: 0))
        _ = host.press(.downArrow)
        _ = host.press(.downArrow)
        #expect(host.lines()[4] == "chosen 3")
        #expect(reversed(host, row: 2) && !reversed(host, row: 0))
        _ = host.press(.upArrow)
        #expect(host.lines()[4] == "chosen 2")
        _ = host.press(.end)
        #expect(host.lines()[4] == "chosen 4")
        _ = host.press(.downArrow)
        #expect(host.lines()[4] == "chosen 4")
        _ = host.press(.home)
        #expect(host.lines()[4] == "chosen 1")
    }

    @Test func aClickSelectsTheRowUnderIt() {
        let host = TestHost(Single(), size: Size(width: 12, height: 5))
        #expect(host.click(x: 1, y: 2))
        #expect(host.lines()[4] == "chosen 3")
        #expect(reversed(host, row: 2))
        // The whole row's width is highlighted, not only its text.
        #expect(host.buffer[10, 2]?.style.attributes.contains(.reverse) == true)
    }

    @Test func shiftExtendsControlMovesAndSpaceTogglesAMultipleSelection() {
        let host = TestHost(Multiple(), size: Size(width: 12, height: 5))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        _ = host.press(.downArrow, modifiers: .shift)
        _ = host.press(.downArrow, modifiers: .shift)
        #expect(host.lines()[4] == "chosen 1,2,3")
        _ = host.press(.upArrow, modifiers: .shift)
        #expect(host.lines()[4] == "chosen 1,2")
        _ = host.press(.downArrow, modifiers: .control)
        _ = host.press(.downArrow, modifiers: .control)
        #expect(host.lines()[4] == "chosen 1,2")
        _ = host.press(" ")
        #expect(host.lines()[4] == "chosen 1,2,4")
        _ = host.press(" ")
        #expect(host.lines()[4] == "chosen 1,2")
        // A plain arrow selects the one row again.
        _ = host.press(.upArrow)
        #expect(host.lines()[4] == "chosen 3")
    }

    @Test func clicksWithModifiersToggleAndExtend() {
        let host = TestHost(Multiple(), size: Size(width: 12, height: 5))
        #expect(host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0)))))
        #expect(host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 2), modifiers: .control))))
        #expect(host.lines()[4] == "chosen 1,3")
        #expect(host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 3), modifiers: .shift))))
        #expect(host.lines()[4] == "chosen 3,4")
    }

    @Test func sectionsDrawHeadersAndFootersThatCannotBeSelected() {
        struct Sectioned: View {
            @State var selection: String?
            var body: some View {
                VStack(alignment: .leading) {
                    List(selection: $selection) {
                        Section("Ferns") {
                            Text("Maidenhair").tag("maidenhair")
                            Text("Boston").tag("boston")
                        }
                        Section {
                            Text("Saguaro").tag("saguaro")
                        } header: {
                            Text("Cacti")
                        } footer: {
                            Text("Water rarely")
                        }
                    }
                    .frame(height: 7)
                    Text("chosen \(selection ?? "none")")
                }
            }
        }
        let host = TestHost(Sectioned(), size: Size(width: 20, height: 8))
        #expect(
            host.lines() == ["Ferns", "Maidenhair", "Boston", "Cacti", "Saguaro", "Water rarely", "", "chosen none"])
        #expect(host.buffer[0, 0]?.style.attributes.contains(.bold) == true)
        #expect(host.buffer[0, 5]?.style.attributes.contains(.dim) == true)
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        #expect(host.lines()[7] == "chosen maidenhair")
        _ = host.press(.downArrow)
        _ = host.press(.downArrow)
        // The header "Cacti" is passed over.
        #expect(host.lines()[7] == "chosen saguaro")
        _ = host.press(.downArrow)
        #expect(host.lines()[7] == "chosen saguaro")
        #expect(!host.click(x: 1, y: 3) || host.lines()[7] == "chosen saguaro")
    }

    @Test func groupedStylesSeparateSectionsAndInsetStylesIndentRows() {
        let view = List {
            Section("A") { Text("one") }
            Section("B") { Text("two") }
        }
        let plain = TestHost(view, size: Size(width: 10, height: 6))
        #expect(plain.lines() == ["A", "one", "B", "two", "", ""])
        let grouped = TestHost(view.listStyle(.insetGrouped), size: Size(width: 10, height: 6))
        #expect(grouped.lines() == [" A", " one", "", " B", " two", ""])
        let sidebar = TestHost(view.listStyle(.sidebar), size: Size(width: 10, height: 6))
        #expect(sidebar.buffer[1, 0]?.style.attributes.contains(.dim) == true)
    }

    @Test func aMillionRowsMakeOnlyTheVisibleOnesAndEndReachesTheLast() {
        struct Huge: View {
            @State var selection: Int?
            var body: some View {
                List(0..<1_000_000, id: \.self, selection: $selection) { index in Text("row \(index)") }
            }
        }
        let host = TestHost(Huge(), size: Size(width: 20, height: 10))
        #expect(host.lines().first?.hasPrefix("row 0 ") == true)
        #expect(host.nodeCount < 100)
        host.focusAtLaunch()
        _ = host.press(.end)
        #expect(host.lines().last?.hasPrefix("row 999999") == true)
        #expect(host.nodeCount < 100)
        _ = host.press(.pageUp)
        #expect(host.lines().contains { $0.hasPrefix("row 999990") })
        #expect((0..<10).contains { host.buffer[19, $0]?.grapheme == "┃" })
    }

    @Test func withoutASelectionArrowsAndTheWheelScroll() {
        let host = TestHost(List(0..<50, id: \.self) { Text("line \($0)") }, size: Size(width: 12, height: 3))
        host.focusAtLaunch()
        #expect(host.lines()[0].hasPrefix("line 0"))
        _ = host.press(.downArrow)
        #expect(host.lines()[0].hasPrefix("line 1"))
        #expect(host.scroll(.down, at: Point(x: 1, y: 1)))
        #expect(host.lines()[0].hasPrefix("line 4"))
        _ = host.press(.home)
        #expect(host.lines()[0].hasPrefix("line 0"))
    }

    @Test func deleteAndOptionArrowsCallTheEditActions() {
        struct Editable: View {
            @State var names = ["a", "b", "c", "d"]
            @State var selection: Set<String> = []
            var body: some View {
                VStack(alignment: .leading) {
                    List(selection: $selection) {
                        ForEach(names, id: \.self) { Text($0) }
                            .onDelete { names.remove(atOffsets: $0) }
                            .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .frame(height: 4)
                    Text(names.joined())
                }
            }
        }
        let host = TestHost(Editable(), size: Size(width: 8, height: 5))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        _ = host.press(.downArrow, modifiers: .option)
        #expect(host.lines()[4] == "bacd")
        _ = host.press(.downArrow, modifiers: .option)
        #expect(host.lines()[4] == "bcad")
        _ = host.press(.upArrow, modifiers: .option)
        #expect(host.lines()[4] == "bacd")
        // "a" is selected (it moved with the keyboard): Delete removes it.
        _ = host.press(.delete)
        #expect(host.lines()[4] == "bcd")
        _ = host.press(.home)
        _ = host.press(.downArrow, modifiers: .shift)
        _ = host.press(.deleteForward)
        #expect(host.lines()[4] == "d")
    }

    @Test func aDisabledListIgnoresKeysAndClicks() {
        struct Disabled: View {
            @State var selection: Int?
            var body: some View {
                VStack(alignment: .leading) {
                    List(ListTests.plants, selection: $selection) { Text($0.name) }.frame(height: 4).disabled(true)
                    Text("chosen \(selection.map(String.init) ?? "none")")
                }
            }
        }
        let host = TestHost(Disabled(), size: Size(width: 12, height: 5))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        _ = host.click(x: 1, y: 1)
        #expect(host.lines()[4] == "chosen none")
    }

    @Test func theListIsAnAccessibilityElementThatSaysHowManyAreSelected() {
        let host = TestHost(Multiple(), size: Size(width: 12, height: 5))
        let list = host.elements(role: .list)
        #expect(list.count == 1)
        #expect(list.first?.value == "0 selected")
        _ = host.click(x: 1, y: 1)
        #expect(host.elements(role: .list).first?.value == "1 selected")
        // The rows inside are elements of their own.
        #expect(host.allAccessibilityElements.contains { $0.label == "Moss" })
    }

    @Test func aControlInARowStillTakesItsClick() {
        struct WithButton: View {
            @State var presses = 0
            @State var selection: Int?
            var body: some View {
                VStack(alignment: .leading) {
                    List(selection: $selection) {
                        Button("Press") { presses += 1 }.tag(1)
                        Text("Plain").tag(2)
                    }
                    .frame(height: 2)
                    Text("\(presses) \(selection ?? 0)")
                }
            }
        }
        let host = TestHost(WithButton(), size: Size(width: 12, height: 3))
        _ = host.click(x: 2, y: 0)
        #expect(host.lines()[2] == "1 0")
        _ = host.click(x: 2, y: 1)
        #expect(host.lines()[2] == "1 2")
    }

    @Test func narrowAndTinyListsDoNotCrash() {
        expectNoCrashAtTinySizes({ Single() }, keys: [.downArrow, .end])
    }
}
