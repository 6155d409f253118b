import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct MenuTests {
    struct Sorting: View {
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Sort") {
                    Button("By name") { log.append("name") }
                        .keyboardShortcut("n")
                    Button("By date") { log.append("date") }
                    Divider()
                    Menu("More") {
                        Button("Reverse") { log.append("reverse") }
                    }
                }
                Text(log.isEmpty ? "none" : log.joined(separator: ","))
                Text("")
                Text("")
                Text("")
                Text("")
            }
        }
    }

    private func row(_ host: TestHost<some View>, containing text: String) -> Int? {
        host.lines().firstIndex { $0.contains(text) }
    }

    @Test func aMenuOpensUnderItsLabelWithItsItemsAndShortcuts() throws {
        let host = TestHost(Sorting(), size: Size(width: 40, height: 10))
        #expect(host.lines()[0].hasPrefix("[ Sort ▾ ]"))
        #expect(host.click(on: "Sort"))
        let lines = host.lines()
        let name = try #require(row(host, containing: "By name"))
        #expect(name == 2)
        #expect(lines[name].contains("^N"))
        #expect(lines.contains { $0.contains("More ▸") })
        // The first item has focus and is drawn reversed across the menu.
        #expect(host.focusedElement?.role == .menuItem)
        let column = lines[name].distance(
            from: lines[name].startIndex, to: lines[name].range(of: "By name")!.lowerBound)
        #expect(host.buffer[column, name]?.style.attributes.contains(.reverse) == true)
    }

    @Test func arrowsAndReturnRunAnItemAndCloseTheMenu() {
        let host = TestHost(Sorting(), size: Size(width: 40, height: 10))
        host.focusAtLaunch()
        _ = host.press(.return)
        _ = host.press(.downArrow)
        _ = host.press(.return)
        #expect(host.lines()[1] == "date")
        #expect(row(host, containing: "By name") == nil)
        #expect(host.focusedElement?.label?.contains("Sort") == true)
    }

    @Test func aNestedMenuOpensBesideItAndItsItemClosesBoth() throws {
        let host = TestHost(Sorting(), size: Size(width: 40, height: 10))
        _ = host.click(on: "Sort")
        let more = try #require(row(host, containing: "More"))
        _ = host.click(on: "More")
        let reverse = try #require(row(host, containing: "Reverse"))
        #expect(reverse == more)
        #expect(row(host, containing: "By name") != nil)
        _ = host.press(.return)
        #expect(host.lines()[1] == "reverse")
        #expect(row(host, containing: "By name") == nil)
        #expect(row(host, containing: "Reverse") == nil)
    }

    @Test func escapeClosesTheInnermostMenuAndAClickOutsideClosesIt() {
        let host = TestHost(Sorting(), size: Size(width: 40, height: 10))
        _ = host.click(on: "Sort")
        _ = host.click(on: "More")
        _ = host.press(.escape)
        #expect(row(host, containing: "Reverse") == nil)
        #expect(row(host, containing: "By name") != nil)
        _ = host.click(x: 39, y: 9)
        #expect(row(host, containing: "By name") == nil)
        #expect(host.lines()[1] == "none")
    }

    @Test func aContextMenuOpensOnASecondaryClickAndOnShiftF10() {
        struct Plant: View {
            @State var watered = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Fern") {}
                        .contextMenu {
                            Button("Water") { watered += 1 }
                            Button("Delete", role: .destructive) {}
                        }
                    Text("watered \(watered)")
                    Text("")
                    Text("")
                }
            }
        }
        let host = TestHost(Plant(), size: Size(width: 30, height: 6))
        #expect(host.send(.mouse(MouseEvent(.press(.right), at: Point(x: 2, y: 0)))))
        #expect(host.lines().contains { $0.contains("Water") })
        _ = host.press(.return)
        #expect(host.lines()[1] == "watered 1")
        #expect(!host.lines().contains { $0.contains("Water") })
        // The keyboard: Shift+F10 on the focused view.
        #expect(host.focusedElement?.label == "Fern")
        #expect(host.press(.function(10), modifiers: .shift))
        #expect(host.lines().contains { $0.contains("Water") })
        _ = host.press(.escape)
        #expect(!host.lines().contains { $0.contains("Water") })
    }
}

@MainActor @Suite struct ListRowContextMenuTests {
    struct Plants: View {
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                List(["Fern", "Moss"], id: \.self) { name in
                    Text(name).contextMenu { Button("Water \(name)") { log.append(name) } }
                }
                .frame(height: 2)
                Text(log.joined(separator: ","))
                Text("")
                Text("")
            }
        }
    }

    @Test func aSecondaryClickOnARowOpensThatRowsMenu() {
        let host = TestHost(Plants(), size: Size(width: 30, height: 6))
        #expect(host.send(.mouse(MouseEvent(.press(.right), at: Point(x: 1, y: 1)))))
        #expect(host.lines().contains { $0.contains("Water Moss") })
        _ = host.press(.return)
        #expect(host.lines()[2] == "Moss")
    }
}

@MainActor @Suite struct NestedMenuClickTests {
    @Test func aClickOnTheOuterMenuWhileAnInnerOneIsOpenRunsItsItem() throws {
        let host = TestHost(MenuTests.Sorting(), size: Size(width: 40, height: 10))
        _ = host.click(on: "Sort")
        _ = host.click(on: "More")
        #expect(host.lines().contains { $0.contains("Reverse") })
        let row = try #require(host.lines().firstIndex { $0.contains("By date") })
        let line = host.lines()[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "By date")).lowerBound)
        _ = host.click(x: column, y: row)
        #expect(host.lines()[1] == "date")
        #expect(!host.lines().contains { $0.contains("Reverse") || $0.contains("By name") })
    }

    @Test func aClickOutsideEveryMenuClosesThemAllAndReachesNothingBehind() {
        struct Behind: View {
            @State var presses = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Menu("Sort") { Menu("More") { Button("Reverse") {} } }
                    Text("")
                    Text("")
                    Text("")
                    Button("Behind \(presses)") { presses += 1 }
                }
            }
        }
        let host = TestHost(Behind(), size: Size(width: 40, height: 6))
        _ = host.click(on: "Sort")
        _ = host.click(on: "More")
        _ = host.click(on: "Behind 0")
        #expect(!host.lines().contains { $0.contains("Reverse") || $0.contains("More") })
        #expect(host.lines().contains { $0.contains("Behind 0") })
    }
}

@MainActor @Suite struct MenuToggleTests {
    struct Options: View {
        @State var showsHidden = false
        var body: some View {
            VStack(alignment: .leading) {
                Menu("View") {
                    Toggle("Show hidden", isOn: $showsHidden)
                    Button("Refresh") {}
                }
                Text(showsHidden ? "hidden shown" : "hidden not shown")
                Text("")
                Text("")
                Text("")
            }
        }
    }

    @Test func aToggleInAMenuIsACheckedItemThatClosesTheMenu() throws {
        let host = TestHost(Options(), size: Size(width: 30, height: 6))
        _ = host.click(on: "View")
        let row = try #require(host.lines().firstIndex { $0.contains("Show hidden") })
        #expect(host.lines()[row].contains("│    Show hidden"))
        #expect(!host.lines()[row].contains("[ ]"))
        #expect(host.element(labeled: "Show hidden", role: .menuItem)?.value == "off")
        _ = host.press(.return)
        #expect(!host.lines().contains { $0.contains("Refresh") })
        #expect(host.lines()[1] == "hidden shown")
        _ = host.click(on: "View")
        let again = try #require(host.lines().firstIndex { $0.contains("Show hidden") })
        #expect(host.lines()[again].contains("│  ✓ Show hidden"))
        #expect(host.click(on: "Show hidden"))
        #expect(host.lines()[1] == "hidden not shown")
        #expect(!host.lines().contains { $0.contains("Refresh") })
    }
}
