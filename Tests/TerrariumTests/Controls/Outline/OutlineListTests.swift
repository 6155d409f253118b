import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A tree of rooms and plants for the outline list's tests.
struct OutlineItem: Identifiable, Hashable {
    let id: Int
    let name: String
    var children: [OutlineItem]?

    static let garden = [
        OutlineItem(
            id: 1, name: "Ferns",
            children: [
                OutlineItem(id: 11, name: "Maidenhair"),
                OutlineItem(
                    id: 12, name: "Tree ferns",
                    children: [OutlineItem(id: 121, name: "Dicksonia"), OutlineItem(id: 122, name: "Cyathea")]),
            ]),
        OutlineItem(id: 2, name: "Moss"),
        OutlineItem(id: 3, name: "Cacti", children: [OutlineItem(id: 31, name: "Echeveria")]),
        OutlineItem(id: 4, name: "Empty shelf", children: []),
    ]
}

/// The screen's lines without the scroll indicator a list draws when its rows do not fit.
@MainActor func outlineLines(_ host: TestHost<some View>) -> [String] {
    host.lines().map { line in
        String(line.replacingOccurrences(of: "┃", with: "").reversed().drop { $0 == " " }.reversed())
    }
}

/// Focuses the outline, selects its first row and expands everything under it.
@MainActor func expandFirstRow(_ host: TestHost<some View>) {
    host.focusAtLaunch()
    host.press(.downArrow)
    host.press(.rightArrow, modifiers: .option)
}

@MainActor @Suite struct OutlineListTests {
    /// An outline selecting one item, with the selection shown below it.
    struct Single: View {
        @State var items = OutlineItem.garden
        @State var selection: Int?
        var body: some View {
            VStack(alignment: .leading) {
                List(items, children: \.children, selection: $selection) { item in Text(item.name) }
                    .frame(height: 6)
                Text("chosen \(selection.map(String.init) ?? "none")")
                Button("Add") { items[2].children?.append(OutlineItem(id: 32, name: "Opuntia")) }
            }
        }
    }

    @Test func theTopLevelShowsCollapsedWithTrianglesOnRowsWithChildren() {
        let host = TestHost(Single(), size: Size(width: 20, height: 8))
        #expect(host.lines().prefix(4) == ["▶ Ferns", "  Moss", "▶ Cacti", "▶ Empty shelf"])
        #expect(host.element(labeled: "Ferns", role: .row)?.value == "collapsed, level 1")
        #expect(host.element(labeled: "Moss", role: .row)?.value == "level 1")
    }

    @Test func rightExpandsLeftCollapsesAndMovesToTheParent() {
        let host = TestHost(Single(), size: Size(width: 20, height: 8))
        host.focusAtLaunch()
        host.press(.downArrow)
        #expect(outlineLines(host)[6] == "chosen 1")
        host.press(.rightArrow)
        #expect(outlineLines(host).prefix(5) == ["▼ Ferns", "    Maidenhair", "  ▶ Tree ferns", "  Moss", "▶ Cacti"])
        #expect(host.element(labeled: "Ferns", role: .row)?.value == "expanded, level 1")
        // → on an expanded row moves to its first child.
        host.press(.rightArrow)
        #expect(outlineLines(host)[6] == "chosen 11")
        host.press(.downArrow)
        host.press(.rightArrow)
        #expect(outlineLines(host)[3] == "      Dicksonia")
        #expect(host.element(labeled: "Dicksonia", role: .row)?.value == "level 3")
        host.press(.downArrow)
        #expect(outlineLines(host)[6] == "chosen 121")
        // ← on a leaf goes to its parent, then collapses it, then to the grandparent.
        host.press(.leftArrow)
        #expect(outlineLines(host)[6] == "chosen 12")
        host.press(.leftArrow)
        #expect(outlineLines(host)[2] == "  ▶ Tree ferns")
        #expect(outlineLines(host)[3] == "  Moss")
        host.press(.leftArrow)
        #expect(outlineLines(host)[6] == "chosen 1")
        host.press(.leftArrow)
        #expect(outlineLines(host).prefix(2) == ["▶ Ferns", "  Moss"])
    }

    @Test func optionRightExpandsEverythingUnderTheRow() {
        let host = TestHost(Single(), size: Size(width: 20, height: 8))
        expandFirstRow(host)
        #expect(
            outlineLines(host).prefix(6) == [
                "▼ Ferns", "    Maidenhair", "  ▼ Tree ferns", "      Dicksonia", "      Cyathea", "  Moss",
            ])
        // Collapsing and expanding again shows what was shown.
        host.press(.leftArrow)
        host.press(.rightArrow)
        #expect(outlineLines(host)[3] == "      Dicksonia")
    }

    @Test func aClickOnTheTriangleTogglesAndAClickOnTheNameSelects() {
        let host = TestHost(Single(), size: Size(width: 20, height: 8))
        host.click(x: 0, y: 2)
        #expect(outlineLines(host).prefix(4) == ["▶ Ferns", "  Moss", "▼ Cacti", "    Echeveria"])
        #expect(outlineLines(host)[6] == "chosen none")
        host.click(x: 6, y: 3)
        #expect(outlineLines(host)[6] == "chosen 31")
        host.click(x: 0, y: 0)
        #expect(outlineLines(host)[2] == "  ▶ Tree ferns")
        // Rows moved under the selected one: it stays selected, now further down.
        #expect(outlineLines(host)[4] == "▼ Cacti")
        #expect(host.buffer[6, 5]?.style.attributes.contains(.reverse) == true)
        host.click(x: 0, y: 4)
        #expect(outlineLines(host)[5] == "▶ Empty shelf")
    }

    @Test func anEmptyFolderExpandsToNothingAndSaysSo() {
        let host = TestHost(Single(), size: Size(width: 20, height: 8))
        host.click(x: 0, y: 3)
        #expect(outlineLines(host)[3] == "▼ Empty shelf")
        #expect(host.element(labeled: "Empty shelf", role: .row)?.value == "expanded, level 1")
    }

    @Test func newDataKeepsWhatIsExpanded() {
        let host = TestHost(Single(), size: Size(width: 20, height: 8))
        host.click(x: 0, y: 2)
        host.click(on: "Add")
        #expect(outlineLines(host).prefix(5) == ["▶ Ferns", "  Moss", "▼ Cacti", "    Echeveria", "    Opuntia"])
    }

    /// An outline that does not select still moves a cursor for ← → to act on.
    @Test func anOutlineWithoutSelectionMovesACursorAndExpands() {
        let host = TestHost(
            List(OutlineItem.garden, children: \.children) { Text($0.name) }, size: Size(width: 20, height: 6))
        host.focusAtLaunch()
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.rightArrow)
        #expect(outlineLines(host).prefix(4) == ["▶ Ferns", "  Moss", "▼ Cacti", "    Echeveria"])
        #expect(host.buffer[2, 2]?.style.attributes.contains(.underline) == true)
        host.press(.end)
        host.press(.upArrow)
        #expect(host.buffer[4, 3]?.style.attributes.contains(.underline) == true)
        host.press(.leftArrow)
        #expect(host.buffer[2, 2]?.style.attributes.contains(.underline) == true)
        host.press(.leftArrow)
        #expect(outlineLines(host)[3] == "▶ Empty shelf")
    }

    @Test func aMultipleSelectionExtendsAcrossLevels() {
        let selection = RecordedValue(Set<Int>())
        let host = TestHost(
            List(OutlineItem.garden, children: \.children, selection: selection.binding) { Text($0.name) },
            size: Size(width: 20, height: 6))
        host.focusAtLaunch()
        host.press(.downArrow)
        host.press(.rightArrow)
        host.press(.downArrow, modifiers: .shift)
        host.press(.downArrow, modifiers: .shift)
        #expect(selection.value == [1, 11, 12])
    }

    @Test func anItemIdentifiedByAKeyPathSelectsByIt() {
        let selection = RecordedValue<String?>(nil)
        let host = TestHost(
            List(OutlineItem.garden, id: \.name, children: \.children, selection: selection.binding) {
                Text($0.name)
            },
            size: Size(width: 20, height: 6))
        host.click(x: 4, y: 1)
        #expect(selection.value == "Moss")
    }

    @Test func collapsingAnAncestorBringsTheKeyboardUpToIt() {
        let host = TestHost(Single(), size: Size(width: 20, height: 8))
        expandFirstRow(host)
        host.press(.end)
        for _ in 0..<3 { host.press(.upArrow) }
        #expect(outlineLines(host)[6] == "chosen 122")
        // Scrolled to the end, Tree ferns is the first line: its triangle, clicked while the
        // keyboard is on Cyathea under it.
        #expect(outlineLines(host)[0] == "  ▼ Tree ferns")
        host.click(x: 2, y: 0)
        // Six rows now fit: the list scrolls back to its top.
        #expect(outlineLines(host)[2...3] == ["  ▶ Tree ferns", "  Moss"])
        host.press(.downArrow)
        #expect(outlineLines(host)[6] == "chosen 2")
    }

    @Test func aDisabledOutlineNeitherExpandsNorSelects() {
        let host = TestHost(
            List(OutlineItem.garden, children: \.children) { Text($0.name) }.disabled(true),
            size: Size(width: 20, height: 6))
        host.click(x: 0, y: 0)
        host.press(.tab)
        host.press(.rightArrow)
        #expect(outlineLines(host).prefix(2) == ["▶ Ferns", "  Moss"])
    }
}
