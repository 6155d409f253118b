import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ListEdgeTests {
    @Test func aListOfIntMaxRowsScrollsAndJumpsWithoutTrappingOrHanging() {
        let plain = TestHost(List(0..<Int.max, id: \.self) { Text("r\($0)") }, size: Size(width: 30, height: 5))
        plain.focusAtLaunch()
        _ = plain.press(.downArrow)
        _ = plain.press(.end)
        _ = plain.press(.pageDown)
        _ = plain.scroll(.down, at: Point(x: 1, y: 1))
        #expect(plain.lines().first?.hasPrefix("r\(Int.max - 5)") == true)

        struct Selecting: View {
            @State var selection: Int?
            var body: some View {
                List(0..<Int.max, id: \.self, selection: $selection) { Text("r\($0)") }
            }
        }
        let selecting = TestHost(Selecting(), size: Size(width: 20, height: 5))
        selecting.focusAtLaunch()
        _ = selecting.press(.end)
        _ = selecting.press(.upArrow)
        _ = selecting.press(.home)
        #expect(selecting.lines().first?.hasPrefix("r0") == true)
    }

    @Test func aSectionThatClaimsMoreThanIntMaxRowsKeepsWhatFits() {
        let view = List {
            Section("All") { ForEach(0..<Int.max, id: \.self) { Text("r\($0)") } }
            Section("More") { Text("never reached") }
        }
        let host = TestHost(view, size: Size(width: 20, height: 4))
        #expect(host.lines().first?.hasPrefix("All") == true)
        #expect(host.lines()[1].hasPrefix("r0"))
        #expect(!host.lines().contains { $0.contains("More") })
        host.focusAtLaunch()
        _ = host.press(.end)
    }

    @Test func staticRowsBelowTheScreenAreSelectedByTheirTagsWithoutRemakingTheVisibleRows() {
        struct Rows: View {
            @State var selection: Int?
            @State var appeared = 0
            var body: some View {
                VStack(alignment: .leading) {
                    List(selection: $selection) {
                        Text("zero").tag(0).onAppear { appeared += 1 }
                        Text("one").tag(1)
                        Text("two").tag(2)
                        Text("three").tag(3)
                        Text("four").tag(4)
                        Text("five").tag(5)
                    }
                    .frame(height: 3)
                    Text("chosen \(selection.map(String.init) ?? "none") appeared \(appeared)")
                }
            }
        }
        let host = TestHost(Rows(), size: Size(width: 30, height: 4))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        #expect(host.lines()[3] == "chosen 0 appeared 1")
        _ = host.press(.end)
        #expect(host.lines()[3].hasPrefix("chosen 5"))
        _ = host.press(.home)
        #expect(host.lines()[3].hasPrefix("chosen 0"))
    }

    @Test func removeAtOffsetsAndMoveFromOffsetsFollowSwiftUI() {
        var names = ["a", "b", "c", "d", "e"]
        names.remove(atOffsets: IndexSet([1, 3, 99]))
        #expect(names == ["a", "c", "e"])
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(letters == ["b", "d", "a", "c", "e"])
        letters.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(letters == ["e", "b", "d", "a", "c"])
        var many = Array(0..<200_000)
        many.remove(atOffsets: IndexSet(integersIn: 0..<100_000))
        #expect(many.first == 100_000 && many.count == 100_000)
    }
}

@MainActor @Suite struct ListCursorTests {
    struct Chosen: View {
        @State var selection: Int? = 2
        var body: some View {
            VStack(alignment: .leading) {
                List(0..<10, id: \.self, selection: $selection) { Text("row \($0)") }.frame(height: 5)
                Text("chosen \(selection.map(String.init) ?? "none")")
            }
        }
    }

    @Test func theFirstArrowMovesOnFromARowTheAppSelected() {
        let host = TestHost(Chosen(), size: Size(width: 20, height: 6))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        #expect(host.lines()[5] == "chosen 3")
    }
}

@MainActor @Suite struct HiddenShortcutTests {
    struct Tabs: View {
        @State var selection = 0
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text(log.joined(separator: ","))
                TabView(selection: $selection) {
                    Tab("One", systemImage: "1.circle", value: 0) {
                        Button("New one") { log.append("one") }.keyboardShortcut("n")
                    }
                    Tab("Two", systemImage: "2.circle", value: 1) {
                        Button("New two") { log.append("two") }.keyboardShortcut("n")
                    }
                }
            }
        }
    }

    @Test func aShortcutInATabNotShownDoesNotRun() {
        let host = TestHost(Tabs(), size: Size(width: 30, height: 6))
        host.focusAtLaunch()
        _ = host.press("n", modifiers: .control)
        _ = host.press(.pageDown, modifiers: .control)
        _ = host.press("n", modifiers: .control)
        _ = host.press(.pageUp, modifiers: .control)
        _ = host.press("n", modifiers: .control)
        #expect(host.lines()[0].hasPrefix("one,two,one"))
        #expect(!host.activeShortcuts.contains { $0.title == "New two" })
    }
}

@MainActor @Suite struct ListTagTests {
    struct Plant: Identifiable {
        let id = UUID()
        let name: String
    }

    struct Named: View {
        static let plants = (0..<40).map { Plant(name: "plant\($0)") }
        @State var selection: String?
        var body: some View {
            VStack(alignment: .leading) {
                List(Self.plants, selection: $selection) { Text($0.name).tag($0.name) }.frame(height: 4)
                Text("chosen \(selection ?? "none")")
            }
        }
    }

    @Test func rowsTaggedWithAnotherTypeThanTheirIdentityAreSelectedOffScreenToo() {
        let host = TestHost(Named(), size: Size(width: 30, height: 5))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        #expect(host.lines()[4] == "chosen plant0")
        _ = host.press(.pageDown)
        _ = host.press(.pageDown)
        #expect(host.lines()[4] == "chosen plant6")
        _ = host.press(.end)
        #expect(host.lines()[4] == "chosen plant39")
    }
}

@MainActor @Suite struct ListSectionsFromDataTests {
    struct Room: Identifiable {
        let id: Int
        let name: String
        let plants: [String]
    }

    /// Sections made by a `ForEach` over rooms, each with a `ForEach` of plants.
    struct Rooms: View {
        @State var selection: Set<String> = []
        let rooms = [Room(id: 1, name: "Kitchen", plants: ["a", "b"]), Room(id: 2, name: "Hall", plants: ["c"])]
        var body: some View {
            VStack(alignment: .leading) {
                List(selection: $selection) {
                    ForEach(rooms) { room in
                        Section(room.name) {
                            ForEach(room.plants, id: \.self) { Text($0) }
                        }
                    }
                }
                .frame(height: 5)
                Text("chosen \(selection.sorted().joined(separator: ","))")
            }
        }
    }

    @Test func eachSectionsRowsAreRowsOfTheirOwn() {
        let host = TestHost(Rooms(), size: Size(width: 20, height: 6))
        #expect(host.lines().prefix(5) == ["Kitchen", "a", "b", "Hall", "c"])
        #expect(host.click(x: 0, y: 2))
        #expect(host.lines()[5] == "chosen b")
        #expect(host.buffer[0, 2]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[0, 0]?.style.attributes.contains(.reverse) != true)
        // The keyboard passes over the next section's header.
        _ = host.press(.downArrow, modifiers: .shift)
        #expect(host.lines()[5] == "chosen b,c")
    }

    /// Rows two lines tall, selecting or not.
    struct TallRows: View {
        let selects: Bool
        @State var selection: Int?
        var body: some View {
            if selects {
                List(0..<10, id: \.self, selection: $selection) { Text("row \($0)\nmore") }
            } else {
                List(0..<10, id: \.self) { Text("row \($0)\nmore") }
            }
        }
    }

    @Test(arguments: [true, false]) func endShowsTheLastRowsWhenRowsAreTallerThanALine(selects: Bool) {
        let host = TestHost(TallRows(selects: selects), size: Size(width: 12, height: 4))
        host.focusAtLaunch()
        if !selects { host.press(.tab) }
        #expect(
            host.lines().map { $0.replacingOccurrences(of: "┃", with: "").trimmingCharacters(in: .whitespaces) } == [
                "row 0", "more", "row 1", "more",
            ])
        #expect(host.press(.end))
        let lines = host.lines().map { $0.replacingOccurrences(of: "┃", with: "").trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["row 8", "more", "row 9", "more"])
        // Further down is nowhere: the last screenful stays.
        host.press(.downArrow)
        host.press(.pageDown)
        #expect(
            host.lines().map { $0.replacingOccurrences(of: "┃", with: "").trimmingCharacters(in: .whitespaces) }
                == lines)
        #expect(host.press(.home))
        #expect(host.lines().first?.hasPrefix("row 0") == true)
    }
}
