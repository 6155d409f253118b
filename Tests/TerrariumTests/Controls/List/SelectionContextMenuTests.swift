import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// `contextMenu(forSelectionType:menu:primaryAction:)`: a menu for the rows a list or table acts
/// on, and an action on the rows opened.
@MainActor @Suite struct SelectionContextMenuTests {
    typealias Plant = TableTests.Plant

    /// A table of four plants with Fern and Ivy selected.
    struct Chosen: View {
        @State var selection: Set<Int> = [1, 3]
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Table(TableTests.plants, selection: $selection) {
                    TableColumn("Name", value: \.name)
                }
                .contextMenu(forSelectionType: Int.self) { ids in
                    Button("Water \(Self.describe(ids))") { log.append("water \(Self.describe(ids))") }
                } primaryAction: { ids in
                    log.append("open \(Self.describe(ids))")
                }
                .frame(height: 7)
                Text("selected \(Self.describe(selection))")
                Text("log \(log.joined(separator: ","))")
            }
        }

        static func describe(_ ids: Set<Int>) -> String { ids.sorted().map(String.init).joined(separator: "+") }
    }

    private func shows(_ host: TestHost<some View>, _ text: String) -> Bool {
        host.lines().contains { $0.contains(text) }
    }

    private func rightClick(_ host: TestHost<some View>, at point: Point) -> Bool {
        host.send(.mouse(MouseEvent(.press(.right), at: point)))
    }

    @Test func aSecondaryClickOnASelectedRowMakesTheMenuForTheSelection() throws {
        let host = TestHost(Chosen(), size: Size(width: 24, height: 12))
        let fern = try #require(host.location(of: "Fern"))
        #expect(rightClick(host, at: fern))
        let item = try #require(host.location(of: "Water 1+3"))
        // Under the row clicked, from where it was clicked.
        #expect(item.y > fern.y)
        #expect(host.click(on: "Water 1+3"))
        #expect(host.lines()[7] == "selected 1+3")
        #expect(host.lines()[8].hasPrefix("log water 1+3"))
    }

    @Test func onARowNotSelectedItIsForThatRowAndTheSelectionStays() throws {
        let host = TestHost(Chosen(), size: Size(width: 24, height: 12))
        let moss = try #require(host.location(of: "Moss"))
        #expect(rightClick(host, at: moss))
        #expect(shows(host, "Water 2"))
        #expect(!shows(host, "Water 1+3"))
        host.press(.escape)
        #expect(!shows(host, "Water 2"))
        #expect(host.lines()[7] == "selected 1+3")
    }

    @Test func belowTheRowsItIsForNone() throws {
        let host = TestHost(Chosen(), size: Size(width: 24, height: 12))
        // Row 6 of the table is past its four rows.
        #expect(rightClick(host, at: Point(x: 2, y: 6)))
        #expect(host.lines().contains { $0.contains("Water") && !$0.contains("Water 1") }, "\(host.lines())")
    }

    @Test func aDoubleClickSelectsTheRowAndOpensIt() throws {
        let host = TestHost(Chosen(), size: Size(width: 24, height: 12))
        let palm = try #require(host.location(of: "Palm"))
        host.click(x: palm.x, y: palm.y, count: 2)
        #expect(host.lines()[7] == "selected 4")
        #expect(host.lines()[8].hasPrefix("log open 4"), "\(host.lines())")
        // One click opens nothing.
        let moss = try #require(host.location(of: "Moss"))
        host.click(x: moss.x, y: moss.y)
        #expect(host.lines()[8].hasPrefix("log open 4") && !host.lines()[8].contains("open 2"))
    }

    @Test func returnOpensTheSelectionAndShiftF10MakesItsMenu() {
        let host = TestHost(Chosen(), size: Size(width: 24, height: 12))
        host.focusAtLaunch()
        host.press(.tab)
        #expect(host.press(.return))
        #expect(host.lines()[8].hasPrefix("log open 1+3"), "\(host.lines())")
        #expect(host.press(.function(10), modifiers: .shift))
        #expect(shows(host, "Water 1+3"))
        host.press(.return)
        #expect(host.lines()[8].hasPrefix("log open 1+3,water 1+3"), "\(host.lines())")
    }

    @Test func aDoubleClickOnAListWithoutASelectionOpensTheRowAndIsHandled() throws {
        struct Names: View {
            @State var log: [String] = []
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List(["Fern", "Moss"], id: \.self) { Text($0) }
                        .contextMenu(forSelectionType: String.self) { _ in
                            Button("Nothing") {}
                        } primaryAction: { names in
                            log.append("open \(names.sorted().joined())")
                        }
                        .frame(height: 3)
                    Text("log \(log.joined(separator: ","))")
                }
            }
        }
        let host = TestHost(Names(), size: Size(width: 24, height: 5))
        let moss = try #require(host.location(of: "Moss"))
        #expect(host.click(x: moss.x, y: moss.y, count: 2))
        #expect(host.lines()[3] == "log open Moss", "\(host.lines())")
    }

    @Test func aListTakesItToo() throws {
        struct Names: View {
            @State var selection: String?
            @State var log: [String] = []
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List(["Fern", "Moss"], id: \.self, selection: $selection) { Text($0) }
                        .contextMenu(forSelectionType: String.self) { names in
                            Button("Repot \(names.sorted().joined())") {
                                log.append("repot \(names.sorted().joined())")
                            }
                        }
                        .frame(height: 3)
                    Text("log \(log.joined(separator: ","))")
                }
            }
        }
        let host = TestHost(Names(), size: Size(width: 24, height: 8))
        let moss = try #require(host.location(of: "Moss"))
        #expect(rightClick(host, at: moss))
        #expect(host.click(on: "Repot Moss"))
        #expect(host.lines()[3].hasPrefix("log repot Moss"), "\(host.lines())")
        // Without a primary action a double click only selects.
        host.click(x: moss.x, y: moss.y, count: 2)
        #expect(host.lines()[3] == "log repot Moss")
    }
}
