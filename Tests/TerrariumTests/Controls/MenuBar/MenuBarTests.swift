import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct MenuBarTests {
    struct Garden: View {
        @State var log: [String] = []
        @State var showsDormant = false
        var pruneDisabled = false

        var body: some View {
            VStack(alignment: .leading) {
                Text(log.isEmpty ? "none" : log.joined(separator: ","))
                Text(showsDormant ? "dormant shown" : "dormant hidden")
                Button("Fern") { log.append("fern") }
                    .onCommand(.selectAll) { log.append("all") }
                Text("")
                Text("")
                Text("")
            }
            .menuBar(appName: "Garden") {
                CommandMenu("Plants") {
                    Button("Water All") { log.append("water") }
                        .keyboardShortcut("w", modifiers: .option)
                    Button("Prune") { log.append("prune") }
                        .keyboardShortcut("r")
                        .disabled(pruneDisabled)
                    Divider()
                    Toggle("Show Dormant", isOn: $showsDormant)
                }
                CommandGroup(after: .newItem) {
                    Button("New Plant") { log.append("new") }
                }
            }
        }
    }

    private func row(_ host: TestHost<some View>, containing text: String) -> Int? {
        host.lines().firstIndex { $0.contains(text) }
    }

    private func column(_ host: TestHost<some View>, of text: String, row: Int) -> Int? {
        let line = host.lines()[row]
        return line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }

    @Test func theBarShowsTheMenusThatHoldSomethingInMacOSOrder() {
        let host = TestHost(Garden(), size: Size(width: 60, height: 10))
        #expect(host.lines()[0].trimmingTrailingSpaces == " Garden  File  Edit  Plants")
        // The content stands under the bar.
        #expect(host.lines()[1].hasPrefix("none"))
        #expect(host.element(labeled: "Menu bar", role: .menuBar) != nil)
        #expect(host.element(labeled: "Plants", role: .button) != nil)
        // The items kept for their shortcuts are neither shown nor read out while the bar is closed.
        #expect(host.elements(role: .menuItem).isEmpty)
        #expect(row(host, containing: "Water All") == nil)
    }

    @Test func f10OpensTheFirstMenuAndArrowsMoveAcrossMenusAndItems() throws {
        let host = TestHost(Garden(), size: Size(width: 60, height: 12))
        host.focusAtLaunch()
        #expect(host.press(.function(10)))
        #expect(row(host, containing: "Quit Garden") == 2)
        #expect(host.focusedElement?.label == "Quit Garden")
        #expect(host.focusedElement?.role == .menuItem)
        // The open title is reversed.
        #expect(host.buffer[1, 0]?.style.attributes.contains(.reverse) == true)
        _ = host.press(.rightArrow)
        #expect(row(host, containing: "Quit Garden") == nil)
        #expect(row(host, containing: "New Plant") == 2)
        _ = host.press(.leftArrow)
        _ = host.press(.leftArrow)
        // Round the end: the last menu.
        #expect(row(host, containing: "Water All") == 2)
        let plants = try #require(column(host, of: "Plants", row: 0))
        #expect(host.buffer[plants, 0]?.style.attributes.contains(.reverse) == true)
        #expect(host.focusedElement?.label == "Water All")
        _ = host.press(.downArrow)
        #expect(host.focusedElement?.label == "Prune")
        _ = host.press(.return)
        #expect(host.lines()[1] == "prune")
        #expect(row(host, containing: "Water All") == nil)
    }

    @Test func escapeClosesTheMenuAndFocusGoesBackWhereItWas() {
        let host = TestHost(Garden(), size: Size(width: 60, height: 12))
        host.focusAtLaunch()
        #expect(host.focusedElement?.label == "Fern")
        _ = host.press(.function(10))
        _ = host.press(.rightArrow)
        _ = host.press(.rightArrow)
        #expect(host.focusedElement?.role == .menuItem)
        _ = host.press(.escape)
        #expect(row(host, containing: "Undo") == nil)
        #expect(host.focusedElement?.label == "Fern")
        // F10 inside an open menu closes the bar too.
        _ = host.press(.function(10))
        _ = host.press(.function(10))
        #expect(row(host, containing: "Quit") == nil)
        #expect(host.focusedElement?.label == "Fern")
        #expect(host.lines()[1] == "none")
    }

    @Test func clicksOpenAMenuChooseAnItemAndCloseIt() throws {
        let host = TestHost(Garden(), size: Size(width: 60, height: 12))
        #expect(host.click(on: "Plants"))
        #expect(row(host, containing: "Water All") != nil)
        #expect(host.click(on: "Water All"))
        #expect(host.lines()[1] == "water")
        #expect(row(host, containing: "Water All") == nil)
        // A toggle flips and leaves the menu open, as in a `Menu`.
        _ = host.click(on: "Plants")
        #expect(host.click(on: "Show Dormant"))
        #expect(host.lines()[2].hasPrefix("dormant shown"))
        _ = host.click(x: 59, y: 11)
        #expect(row(host, containing: "Water All") == nil)
        #expect(host.lines()[1] == "water")
        // A second click on the open title closes it.
        _ = host.click(on: "Edit")
        #expect(row(host, containing: "Select All") != nil)
        let edit = try #require(column(host, of: "Edit", row: 0))
        _ = host.click(x: edit, y: 0)
        #expect(row(host, containing: "Select All") == nil)
    }

    @Test func anItemsShortcutRunsWithTheBarClosedAndNotWhileDisabled() {
        let host = TestHost(Garden(), size: Size(width: 60, height: 12))
        host.focusAtLaunch()
        #expect(host.press("w", modifiers: .option))
        #expect(host.press("r", modifiers: .control))
        #expect(host.lines()[1] == "water,prune")
        #expect(row(host, containing: "Water All") == nil)

        let disabled = TestHost(Garden(pruneDisabled: true), size: Size(width: 60, height: 12))
        disabled.focusAtLaunch()
        #expect(!disabled.press("r", modifiers: .control))
        #expect(disabled.lines()[1] == "none")
    }

    @Test func aStandardItemSendsItsCommandFromWhereFocusWas() {
        let host = TestHost(Garden(), size: Size(width: 60, height: 14))
        host.focusAtLaunch()
        _ = host.click(on: "Edit")
        // The standard items show the keys bound to their commands.
        #expect(host.lines().contains { $0.contains("Copy") && $0.contains("Alt+C") })
        _ = host.click(on: "Select All")
        #expect(host.lines()[1] == "all")
        #expect(host.focusedElement?.label == "Fern")
    }

    @Test func thePaletteListsTheBarsItemsUnderTheirMenusAndRunsThem() {
        let host = TestHost(Garden().commandPalette(), size: Size(width: 70, height: 14))
        host.focusAtLaunch()
        #expect(host.press("p", modifiers: .control))
        #expect(host.lines().contains { $0.contains("Plants › Water All") && $0.contains("Alt+W") })
        #expect(host.lines().contains { $0.contains("Plants › Prune") })
        host.type("water")
        _ = host.press(.return)
        #expect(host.lines()[1] == "water")
    }

    struct Rearranged: View {
        var body: some View {
            Text("content")
                .menuBar {
                    CommandGroup(before: .undoRedo) { Button("Before") {} }
                    CommandGroup(after: .undoRedo) { Button("After") {} }
                    CommandGroup(replacing: .pasteboard) { Button("Only Paste") {} }
                    CommandGroup(replacing: .textEditing) {}
                    CommandGroup(replacing: .appTermination) {}
                    CommandMenu("Empty") {}
                    CommandGroup(after: .help) { Button("Guide") {} }
                }
        }
    }

    @Test func groupsGoBeforeAfterOrInPlaceOfTheStandardOnesAndEmptyMenusAreHidden() throws {
        let host = TestHost(Rearranged(), size: Size(width: 40, height: 12))
        // No app menu without Quit, no Empty, no File, View or Window.
        #expect(host.lines()[0].trimmingTrailingSpaces == " Edit  Help")
        _ = host.press(.function(10))
        let lines = host.lines()
        let order = ["Before", "Undo", "Redo", "After", "Only Paste"].map { title in
            lines.firstIndex { $0.contains(title) }
        }
        #expect(order == [2, 3, 4, 5, 7])
        #expect(lines[6].contains("─"))
        #expect(!lines.contains { $0.contains("Copy") || $0.contains("Find") })
        // Nothing after the last group: no divider and no Find.
        #expect(lines[8].contains("└"))
    }

    @Test func emptyCommandsStillShowTheAppMenuAndEdit() {
        let host = TestHost(Text("content").menuBar { EmptyCommands() }, size: Size(width: 20, height: 3))
        // Edit holds the standard items: a bar with the app's menu and Edit.
        #expect(host.lines()[0].trimmingTrailingSpaces == " App  Edit")
        #expect(host.lines()[1].hasPrefix("content"))
    }

    @Test func keysWithNothingFocusedStillReachTheContentsHandlers() {
        struct Keys: View {
            @State var presses = 0
            var body: some View {
                Text("presses \(presses)")
                    .onKeyPress("q") {
                        presses += 1
                        return .handled
                    }
                    .menuBar { CommandMenu("Plants") { Button("Water") {} } }
            }
        }
        let host = TestHost(Keys(), size: Size(width: 30, height: 6))
        host.focusAtLaunch()
        #expect(host.press("q"))
        #expect(host.lines()[1].hasPrefix("presses 1"))
        #expect(host.press(.function(10)))
        #expect(row(host, containing: "Quit App") != nil)
    }

    @Test func tinySizesNeitherCrashNorDrawOutside() {
        expectNoCrashAtTinySizes(
            { Garden() }, keys: [.function(10), .rightArrow, .downArrow, .return, .escape],
            extraSize: Size(width: 5, height: 2))
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
