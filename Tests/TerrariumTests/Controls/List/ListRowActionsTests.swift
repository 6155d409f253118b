import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Swipe actions, context menus and badges on a list's rows, and a refreshable list.
@MainActor @Suite struct ListRowActionsTests {
    /// Three plants, each with a trailing and a leading swipe action that log what they did.
    struct Swiping: View {
        @State var selection: String?
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                List(["Fern", "Moss", "Ivy"], id: \.self, selection: $selection) { name in
                    Text(name)
                        .swipeActions(edge: .leading) { Button("Pin \(name)") { log.append("pin \(name)") } }
                        .swipeActions {
                            Button("Delete \(name)", role: .destructive) { log.append("delete \(name)") }
                            Button("Water \(name)") { log.append("water \(name)") }
                        }
                }
                .frame(height: 3)
                Text("log \(log.joined(separator: ","))")
                Text("")
                Text("")
                Text("")
            }
        }
    }

    private func shows(_ host: TestHost<some View>, _ text: String) -> Bool {
        host.lines().contains { $0.contains(text) }
    }

    @Test func rightArrowOpensTheCurrentRowsTrailingActionsAndReturnRunsTheFirst() {
        let host = TestHost(Swiping(), size: Size(width: 30, height: 8))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        _ = host.press(.downArrow)
        #expect(!shows(host, "Delete"))
        #expect(host.press(.rightArrow))
        #expect(shows(host, "Delete Moss") && shows(host, "Water Moss"))
        #expect(!shows(host, "Pin Moss"))
        _ = host.press(.return)
        #expect(host.lines()[3] == "log delete Moss")
        #expect(!shows(host, "Delete Moss"))
        // Focus is back on the list: the arrows move the selection again.
        _ = host.press(.downArrow)
        _ = host.press(.rightArrow)
        _ = host.press(.downArrow)
        _ = host.press(.return)
        #expect(host.lines()[3] == "log delete Moss,water Ivy")
    }

    @Test func leftArrowOpensTheLeadingActionsAndEscapeClosesThem() {
        let host = TestHost(Swiping(), size: Size(width: 30, height: 8))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        #expect(host.press(.leftArrow))
        #expect(shows(host, "Pin Fern") && !shows(host, "Delete Fern"))
        _ = host.press(.escape)
        #expect(!shows(host, "Pin Fern"))
        #expect(host.lines()[3] == "log")
        _ = host.press(.downArrow)
        #expect(host.lines()[3] == "log")
        _ = host.press(.leftArrow)
        #expect(shows(host, "Pin Moss"))
    }

    @Test func draggingARowAcrossOpensTheActionsOfThatSide() {
        let host = TestHost(Swiping(), size: Size(width: 30, height: 8))
        #expect(host.drag(from: Point(x: 10, y: 2), to: Point(x: 4, y: 2)))
        #expect(shows(host, "Delete Ivy"))
        _ = host.press(.escape)
        #expect(host.drag(from: Point(x: 2, y: 0), to: Point(x: 8, y: 0)))
        #expect(shows(host, "Pin Fern") && !shows(host, "Delete Fern"))
        _ = host.press(.return)
        #expect(host.lines()[3] == "log pin Fern")
        // A drag shorter than two columns is not a swipe.
        #expect(!host.drag(from: Point(x: 4, y: 1), to: Point(x: 3, y: 1)) || !shows(host, "Delete Moss"))
        #expect(!shows(host, "Delete Moss"))
    }

    @Test func shiftF10OpensTheCurrentRowsContextMenu() {
        struct Plants: View {
            @State var log: [String] = []
            @State var selection: String?
            var body: some View {
                VStack(alignment: .leading) {
                    List(["Fern", "Moss"], id: \.self, selection: $selection) { name in
                        Text(name).contextMenu { Button("Water \(name)") { log.append(name) } }
                    }
                    .frame(height: 2)
                    Text("log \(log.joined(separator: ","))")
                    Text("")
                    Text("")
                }
            }
        }
        let host = TestHost(Plants(), size: Size(width: 30, height: 5))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        _ = host.press(.downArrow)
        #expect(host.press(.function(10), modifiers: .shift))
        #expect(shows(host, "Water Moss"))
        _ = host.press(.return)
        #expect(host.lines()[2] == "log Moss")
        // The Menu key opens it too; F10 alone does not.
        #expect(!host.press(.function(10)))
        #expect(host.press(.menu))
        #expect(shows(host, "Water Moss"))
        _ = host.press(.return)
        #expect(host.lines()[2] == "log Moss,Moss")
    }

    @Test func aRowsBadgeIsDrawnDimAtItsEndAndTheRowMakesRoomForIt() {
        struct Inbox: View {
            var body: some View {
                List {
                    Text("Watering").badge(12)
                    Text("Repotting").badge(0)
                    Text("Notes").badge(String(repeating: "long badge ", count: 200))
                }
            }
        }
        let host = TestHost(Inbox(), size: Size(width: 20, height: 3))
        let lines = host.lines()
        #expect(lines[0].hasSuffix(" 12"))
        #expect(lines[0].hasPrefix("Watering"))
        #expect(host.buffer[18, 0]?.style.attributes.contains(.dim) == true)
        #expect(lines[1] == "Repotting")
        // A long badge takes half the row at most.
        #expect(lines[2].hasPrefix("Notes"))
        #expect(lines[2].count <= 20)
    }
}

/// Lets a refresh run until the test opens the gate.
actor RefreshGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var passed = 0

    func wait() async {
        if !isOpen { await withCheckedContinuation { waiters.append($0) } }
        passed += 1
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

@MainActor @Suite struct RefreshableListTests {
    struct Feed: View {
        let gate: RefreshGate
        var body: some View {
            List(0..<30) { index in Text("item \(index)") }
                .listStyle(.plain)
                .refreshable { await gate.wait() }
        }
    }

    /// Line `y` without the scroll indicator and the blanks before it.
    private func line(_ host: TestHost<some View>, _ y: Int) -> String {
        var line = host.lines()[y]
        if line.hasSuffix("┃") { line.removeLast() }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    private func waitUntil(_ host: TestHost<some View>, _ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() {
            try await Task.sleep(for: .milliseconds(10))
            host.settle()
        }
    }

    @Test func controlROrF5RunsTheRefreshWithALineAboveTheRowsUntilItReturns() async throws {
        let gate = RefreshGate()
        let host = TestHost(Feed(gate: gate), size: Size(width: 20, height: 4))
        host.focusAtLaunch()
        #expect(line(host, 0) == "item 0")
        #expect(host.press("r", modifiers: .control))
        #expect(line(host, 0) == "⟳ Refreshing…")
        #expect(line(host, 1) == "item 0")
        // A second press while it runs does not start another.
        _ = host.press(.function(5))
        await gate.open()
        try await waitUntil(host) { line(host, 0) == "item 0" }
        #expect(line(host, 0) == "item 0")
        #expect(await gate.passed == 1)
        #expect(host.press(.function(5)))
        try await waitUntil(host) { true }
        try await waitUntil(host) { line(host, 0) == "item 0" }
        #expect(await gate.passed == 2)
    }

    @Test func theWheelPastTheTopRefreshesAndTheCommandIsOffered() async throws {
        let gate = RefreshGate()
        let host = TestHost(Feed(gate: gate), size: Size(width: 20, height: 4))
        host.focusAtLaunch()
        #expect(host.activeShortcuts.contains { $0.command == .refresh })
        _ = host.scroll(.down, at: Point(x: 2, y: 1))
        #expect(line(host, 0) == "item 3")
        _ = host.scroll(.up, at: Point(x: 2, y: 1))
        #expect(line(host, 0) == "item 0")
        _ = host.scroll(.up, at: Point(x: 2, y: 1))
        #expect(line(host, 0) == "⟳ Refreshing…")
        await gate.open()
        try await waitUntil(host) { line(host, 0) == "item 0" }
        #expect(await gate.passed == 1)
    }

    @Test func aListWithoutRefreshableLetsTheKeyGoAndOffersNoRefresh() {
        let host = TestHost(List(0..<30) { index in Text("item \(index)") }, size: Size(width: 20, height: 4))
        host.focusAtLaunch()
        #expect(!host.activeShortcuts.contains { $0.command == .refresh })
        #expect(!host.press("r", modifiers: .control))
        _ = host.scroll(.up, at: Point(x: 2, y: 1))
        #expect(line(host, 0) == "item 0")
    }
}

@MainActor @Suite struct InputBurstTests {
    @Test func aKeyTypedRightAfterTheKeyThatOpensAMenuGoesToTheMenu() {
        let host = TestHost(ListRowActionsTests.Swiping(), size: Size(width: 30, height: 8))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        // → opens the row's actions; Return, read in the same burst, runs the first of them.
        #expect(host.sendTogether([.key(KeyPress(.rightArrow)), .key(KeyPress(.return))]) == [true, true])
        #expect(host.lines()[3] == "log delete Fern")
    }
}
