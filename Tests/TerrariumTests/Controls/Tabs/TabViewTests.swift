import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct TabViewTests {
    enum Mailbox: Hashable { case received, sent, drafts }

    /// A value the test holds, for a binding whose writes the test reads.
    @MainActor final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    /// Apple's example: three tabs made with `tabItem` and `tag`, bound to an enum.
    struct Mail: View {
        let selection: Binding<Mailbox>
        var body: some View {
            TabView(selection: selection) {
                Text("Inbox is empty").tabItem { Text("Received") }.tag(Mailbox.received)
                Text("Nothing sent").tabItem { Text("Sent") }.tag(Mailbox.sent)
                Text("No drafts").tabItem { Text("Drafts") }.tag(Mailbox.drafts)
            }
        }
    }

    /// Tabs whose content has buttons, to see where focus goes.
    struct Buttons: View {
        let selection: Binding<Int>
        var body: some View {
            TabView(selection: selection) {
                VStack {
                    Button("A1") {}
                    Button("A2") {}
                }
                .tabItem { Text("A") }.tag(0)
                VStack {
                    Button("B1") {}
                    Button("B2") {}
                }
                .tabItem { Text("B") }.tag(1)
                Text("nothing to focus").tabItem { Text("C") }.tag(2)
            }
        }
    }

    private let rule = String(repeating: "─", count: 30)

    // MARK: - Drawing

    @Test func drawsTheBarTheRuleAndOnlyTheSelectedTab() {
        let host = TestHost(Mail(selection: Box(Mailbox.received).binding), size: Size(width: 30, height: 4))
        #expect(host.lines() == ["[Received] Sent  Drafts", rule, "Inbox is empty", ""])
        // The selected title is bold and tinted, its brackets too; the others are plain.
        for x in 0..<10 {
            #expect(host.buffer[x, 0]?.style.attributes.contains(.bold) == true)
            #expect(host.buffer[x, 0]?.style.foreground == .cyan)
        }
        #expect(host.buffer[12, 0]?.style.attributes.contains(.bold) == false)
    }

    @Test func aBoundSelectionChoosesTheContent() {
        let box = Box(Mailbox.sent)
        let host = TestHost(Mail(selection: box.binding), size: Size(width: 30, height: 3))
        #expect(host.lines() == [" Received [Sent] Drafts", rule, "Nothing sent"])
        box.value = .drafts
        host.rootView = Mail(selection: box.binding)
        #expect(host.lines() == [" Received  Sent [Drafts]", rule, "No drafts"])
    }

    @Test func stringTagsSelectAndAreWritten() {
        let box = Box("b")
        let view = TabView(selection: box.binding) {
            Text("first").tabItem { Text("One") }.tag("a")
            Text("second").tabItem { Text("Two") }.tag("b")
        }
        let host = TestHost(view, size: Size(width: 20, height: 3))
        #expect(host.lines() == [" One [Two]", String(repeating: "─", count: 20), "second"])
        host.click(on: "One")
        #expect(box.value == "a")
        #expect(host.lines()[2] == "first")
    }

    @Test func anOptionalSelectionMatchesTagsOfItsWrappedType() {
        let box = Box<Mailbox?>(.sent)
        let view = TabView(selection: box.binding) {
            Text("in").tabItem { Text("Received") }.tag(Mailbox.received)
            Text("out").tabItem { Text("Sent") }.tag(Mailbox.sent)
        }
        let host = TestHost(view, size: Size(width: 20, height: 3))
        #expect(host.lines()[2] == "out")
        host.click(on: "Received")
        #expect(box.value == .received)
        #expect(host.lines()[2] == "in")
        // A selection that matches no tab shows the first.
        box.value = .drafts
        host.rootView = view
        #expect(host.lines()[2] == "in")
        box.value = nil
        host.rootView = view
        #expect(host.lines()[2] == "in")
    }

    @Test func tabsFromForEachWithTagsInsideTheirTabItems() {
        let box = Box("c")
        let view = TabView(selection: box.binding) {
            ForEach(["a", "b", "c"], id: \.self) { name in
                Text("page \(name)").tag(name).tabItem { Text(name.uppercased()) }
            }
        }
        let host = TestHost(view, size: Size(width: 20, height: 3))
        #expect(host.lines() == [" A  B [C]", String(repeating: "─", count: 20), "page c"])
        host.click(on: "B")
        #expect(box.value == "b")
        #expect(host.lines()[2] == "page b")
    }

    @Test func tabValuesSelectLikeTags() {
        let box = Box(Mailbox.received)
        let view = TabView(selection: box.binding) {
            Tab("Received", systemImage: "tray.and.arrow.down", value: Mailbox.received) { Text("in") }
            Tab(value: Mailbox.sent) {
                Text("out")
            } label: {
                Text("Sent")
            }
        }
        let host = TestHost(view, size: Size(width: 20, height: 3))
        #expect(host.lines() == ["[Received] Sent", String(repeating: "─", count: 20), "in"])
        host.click(on: "Sent")
        #expect(box.value == .sent)
        #expect(host.lines() == [" Received [Sent]", String(repeating: "─", count: 20), "out"])
    }

    @Test func tabsWithoutTagsAreSelectedByPosition() {
        let view = TabView {
            Tab("Home", systemImage: "house") { Text("home page") }
            Text("settings page").tabItem { Text("Settings") }
        }
        let host = TestHost(view, size: Size(width: 20, height: 3))
        #expect(host.lines()[0] == "[Home] Settings")
        host.click(on: "Settings")
        #expect(host.lines() == [" Home [Settings]", String(repeating: "─", count: 20), "settings page"])
        // A bound Int selection of untagged tabs is the position.
        let box = Box(1)
        let bound = TestHost(
            TabView(selection: box.binding) {
                Text("zero").tabItem { Text("0") }
                Text("one").tabItem { Text("1") }
            }, size: Size(width: 10, height: 3))
        #expect(bound.lines()[2] == "one")
        bound.press(.pageDown, modifiers: .control)
        #expect(bound.lines()[2] == "one")  // nothing focused is inside the tab view
        bound.click(on: "0")
        #expect(box.value == 0)
    }

    @Test func aBadgeFollowsItsTitle() {
        let view = TabView {
            Text("a").tabItem { Text("Inbox") }.badge(3)
            Text("b").tabItem { Text("Drafts") }.badge(0)
            Text("c").tabItem { Text("Sent") }.badge(Text("new"))
            Text("d").tabItem { Text("Junk") }.badge("9+")
        }
        let host = TestHost(view, size: Size(width: 50, height: 3))
        #expect(host.lines()[0] == "[Inbox (3)] Drafts  Sent (new)  Junk (9+)")
        #expect(host.element(labeled: "Inbox", role: .tab)?.value == "3")
        #expect(host.element(labeled: "Drafts", role: .tab)?.value == nil)
    }

    // MARK: - Keys

    @Test func controlPageDownAndUpSelectFromInsideAndWrap() {
        let box = Box(0)
        let host = TestHost(Buttons(selection: box.binding), size: Size(width: 20, height: 4))
        host.focusAtLaunch()
        host.press(.tab)
        #expect(host.focusedElement?.label == "A1")
        host.press(.pageDown, modifiers: .control)
        #expect(box.value == 1)
        host.press(.pageDown, modifiers: .control)
        #expect(box.value == 2)
        host.press(.pageDown, modifiers: .control)
        #expect(box.value == 0)
        host.press(.pageUp, modifiers: .control)
        #expect(box.value == 2)
        #expect(host.lines()[2] == "nothing to focus")
        // Without Control, Page Down is not the tab view's.
        host.press(.pageDown)
        #expect(box.value == 2)
    }

    struct Editing: View {
        let selection: Binding<Int>
        @State private var name = ""
        @State private var notes = ""
        var body: some View {
            TabView(selection: selection) {
                TextField("Name", text: $name).tabItem { Text("Field") }
                TextEditor(text: $notes).tabItem { Text("Editor") }
            }
        }
    }

    @Test func textControlsLeaveControlPageDownToTheTabView() {
        let box = Box(0)
        let host = TestHost(Editing(selection: box.binding), size: Size(width: 20, height: 5))
        host.focusAtLaunch()
        host.press(.tab)
        #expect(host.focusedElement?.role == .textField)
        host.press(.pageDown, modifiers: .control)
        #expect(box.value == 1)
        #expect(host.focusedElement?.role == .textEditor)
        host.press(.pageUp, modifiers: .control)
        #expect(box.value == 0)
        #expect(host.focusedElement?.role == .textField)
    }

    @Test func inNestedTabViewsTheInnermostTakesControlPageDown() {
        let outer = Box(0)
        let inner = Box(0)
        let view = TabView(selection: outer.binding) {
            TabView(selection: inner.binding) {
                Button("in A") {}.tabItem { Text("Inner A") }
                Button("in B") {}.tabItem { Text("Inner B") }
            }
            .tabItem { Text("Outer 1") }
            Text("second").tabItem { Text("Outer 2") }
        }
        let host = TestHost(view, size: Size(width: 30, height: 6))
        host.click(on: "in A")
        host.press(.pageDown, modifiers: .control)
        #expect(inner.value == 1)
        #expect(outer.value == 0)
        #expect(host.focusedElement?.label == "in B")
    }

    @Test func focusMovesIntoTheNewTabOrToTheBar() {
        let box = Box(0)
        let host = TestHost(Buttons(selection: box.binding), size: Size(width: 20, height: 4))
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedElement?.label == "A2")
        host.press(.pageDown, modifiers: .control)
        #expect(host.focusedElement?.label == "B1")
        host.press(.pageDown, modifiers: .control)
        #expect(host.focusedElement?.role == .tabList)
        // Focus cycles through the bar and the shown tab only: B1 and B2 are in a hidden tab.
        host.press(.pageUp, modifiers: .control)
        host.press(.pageUp, modifiers: .control)
        var seen: [String] = []
        for _ in 0..<4 {
            host.press(.tab)
            seen.append(host.focusedElement?.label ?? host.focusedElement?.role.description ?? "-")
        }
        #expect(seen == ["A1", "A2", "tabList", "A1"])
    }

    @Test func theFocusedBarMovesWithTheArrowsAndStopsAtTheEnds() {
        let box = Box(Mailbox.received)
        let host = TestHost(Mail(selection: box.binding), size: Size(width: 30, height: 3))
        host.press(.tab)
        #expect(host.focusedElement?.role == .tabList)
        // The focused bar shows the selected title reversed.
        #expect(host.buffer[0, 0]?.style.attributes.contains(.reverse) == true)
        #expect(host.press(.leftArrow) == false)
        host.press(.rightArrow)
        #expect(box.value == .sent)
        host.press(.rightArrow)
        #expect(box.value == .drafts)
        #expect(host.press(.rightArrow) == false)
        host.press(.home)
        #expect(box.value == .received)
        host.press(.end)
        #expect(box.value == .drafts)
        host.press(.leftArrow)
        #expect(box.value == .sent)
        host.press(.pageDown, modifiers: .control)
        #expect(box.value == .drafts)
        #expect(host.focusedElement?.role == .tabList)
        #expect(host.lines()[0] == " Received  Sent [Drafts]")
    }

    // MARK: - Mouse

    @Test func aClickOnATitleSelectsItAndFocusesTheBar() {
        let box = Box(Mailbox.received)
        let host = TestHost(Mail(selection: box.binding), size: Size(width: 30, height: 3))
        #expect(host.click(on: "Drafts"))
        #expect(box.value == .drafts)
        #expect(host.focusedElement?.role == .tabList)
        #expect(host.lines()[2] == "No drafts")
        // The rule and the space after the last title select nothing.
        host.click(x: 12, y: 1)
        host.click(x: 28, y: 0)
        #expect(box.value == .drafts)
    }

    // MARK: - State

    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    @Test func eachTabKeepsItsStateWhileAnotherIsShown() {
        let view = TabView {
            Counter(name: "left").tabItem { Text("L") }
            Counter(name: "right").tabItem { Text("R") }
        }
        let host = TestHost(view, size: Size(width: 20, height: 3))
        host.click(on: "left 0")
        host.click(on: "left 1")
        #expect(host.lines()[2] == "[ left 2 ]")
        host.click(on: "R")
        #expect(host.lines()[2] == "[ right 0 ]")
        host.click(on: "right 0")
        host.click(on: "L")
        #expect(host.lines()[2] == "[ left 2 ]")
        host.click(on: "R")
        #expect(host.lines()[2] == "[ right 1 ]")
    }

    @MainActor final class Log {
        var entries: [String] = []
    }

    @Test func aTabIsBuiltWhenFirstShownAndKeptAfterwards() {
        let log = Log()
        let view = TabView {
            Text("one").onAppear { log.entries.append("one") }.tabItem { Text("First") }
            Text("two").onAppear { log.entries.append("two") }.tabItem { Text("Second") }
        }
        let host = TestHost(view, size: Size(width: 20, height: 3))
        #expect(log.entries == ["one"])
        host.click(on: "Second")
        #expect(log.entries == ["one", "two"])
        host.click(on: "First")
        host.click(on: "Second")
        #expect(log.entries == ["one", "two"])
    }

    struct GrowingTabs: View {
        @State private var count = 0
        var body: some View {
            Button("more") { count += 1 }.tabItem { Text("Main") }
            ForEach(0..<count, id: \.self) { index in
                Text("extra page \(index)").tabItem { Text("E\(index)") }
            }
        }
    }

    @Test func tabsAddedByAViewInsideShowInTheBar() {
        let host = TestHost(TabView { GrowingTabs() }, size: Size(width: 20, height: 3))
        #expect(host.lines()[0] == "[Main]")
        host.click(on: "more")
        #expect(host.lines()[0] == "[Main] E0")
        // The second click does not move focus, which would update the tab view anyway.
        host.click(on: "more")
        #expect(host.lines()[0] == "[Main] E0  E1")
        host.click(on: "E1")
        #expect(host.lines()[2] == "extra page 1")
    }

    // MARK: - Semantics

    @Test func theBarIsATabListOfTabs() throws {
        let host = TestHost(Mail(selection: Box(Mailbox.sent).binding), size: Size(width: 30, height: 3))
        let list = try #require(host.elements(role: .tabList).first)
        #expect(list.children.map(\.label) == ["Received", "Sent", "Drafts"])
        #expect(list.children.map(\.role) == [.tab, .tab, .tab])
        let sent = try #require(host.element(labeled: "Sent"))
        #expect(sent.role == .tab)
        #expect(sent.traits.contains(.isSelected))
        #expect(host.element(labeled: "Received")?.traits.contains(.isSelected) == false)
        // Only the shown tab's content is read.
        #expect(host.element(labeled: "Nothing sent") != nil)
        #expect(host.element(labeled: "Inbox is empty") == nil)
        #expect(host.activate(labeled: "Drafts", role: .tab))
        #expect(host.element(labeled: "Drafts")?.traits.contains(.isSelected) == true)
    }

    // MARK: - Disabled

    @Test func aDisabledTabViewIgnoresInput() {
        let box = Box(0)
        let host = TestHost(Buttons(selection: box.binding).disabled(true), size: Size(width: 20, height: 4))
        host.focusAtLaunch()
        #expect(host.focusedElement == nil)
        host.click(on: "B")
        host.press(.pageDown, modifiers: .control)
        #expect(box.value == 0)
        #expect(host.buffer[1, 0]?.style.attributes.contains(.dim) == true)
        #expect(host.element(labeled: "A", role: .tab)?.isEnabled == false)
        #expect(!host.activate(labeled: "B", role: .tab))
        #expect(box.value == 0)
    }

    // MARK: - Narrow terminals

    @Test func aNarrowBarScrollsToTheSelectedTitleWithEllipses() {
        let box = Box(Mailbox.received)
        let host = TestHost(Mail(selection: box.binding), size: Size(width: 12, height: 3))
        #expect(host.lines()[0] == "[Received] …")
        box.value = .drafts
        host.rootView = Mail(selection: box.binding)
        #expect(host.lines()[0] == "…nt [Drafts]")
        host.click(x: 1, y: 0)
        #expect(box.value == .sent)
        #expect(host.lines()[0] == "…[Sent] Dra…")
    }

    @Test func evenOneColumnDrawsSomething() {
        for width in 0...3 {
            for height in 0...3 {
                let host = TestHost(
                    Mail(selection: Box(Mailbox.sent).binding), size: Size(width: width, height: height))
                host.press(.tab)
                host.press(.rightArrow)
                host.click(x: 0, y: 0)
                _ = host.lines()
            }
        }
        let host = TestHost(Mail(selection: Box(Mailbox.sent).binding), size: Size(width: 1, height: 3))
        #expect(host.lines() == ["…", "─", "…"])
    }
}
