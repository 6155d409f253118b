import RatingControl
import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgets
import Testing

/// A root holding, in order: a button, a group (a list, a label, a rating), a foreign widget with
/// two focusable parts, and a second button.
@MainActor
struct FocusFixture {
    let root = WidgetView()
    let first = PushButton("First")
    let group = WidgetView(frame: Rect(x: 0, y: 1, width: 20, height: 3))
    let list = ListWidget(items: ["one", "two", "three"])
    let label = Label("not focusable")
    let rating = RatingControl()
    let probe = ProbeWidget("p", parts: 2)
    let last = PushButton("Last")

    init() {
        root.addSubwidget(first)
        root.addSubwidget(group)
        group.addSubwidget(list)
        group.addSubwidget(label)
        group.addSubwidget(rating)
        root.addSubwidget(probe)
        root.addSubwidget(last)
        first.frame = Rect(x: 0, y: 0, width: 9, height: 1)
        list.frame = Rect(x: 0, y: 0, width: 10, height: 3)
        label.frame = Rect(x: 10, y: 0, width: 10, height: 1)
        rating.frame = Rect(x: 10, y: 1, width: 9, height: 1)
        root.setFrame(Rect(x: 0, y: 4, width: 4, height: 1), of: probe)
        last.frame = Rect(x: 0, y: 5, width: 8, height: 1)
        root.focusDidChange(true)
    }

    /// Which part has focus, by name, checking that exactly one does.
    var focused: String? {
        var names: [String] = []
        if first.isFocused { names.append("first") }
        if list.isFocused { names.append("list") }
        if rating.isFocused { names.append("rating") }
        if let part = probe.focusedPart, root.focusedSubwidget === probe { names.append("probe\(part)") }
        if last.isFocused { names.append("last") }
        return names.count == 1 ? names[0] : names.isEmpty ? nil : names.joined(separator: "+")
    }
}

@MainActor @Suite struct WidgetViewFocusTests {
    @Test func focusWalksForwardThroughNestedPartsAndLeavesAfterTheLast() {
        let fixture = FocusFixture()
        var order: [String?] = []
        #expect(fixture.root.moveFocus(.first))
        order.append(fixture.focused)
        while fixture.root.moveFocus(.next) { order.append(fixture.focused) }
        #expect(order == ["first", "list", "rating", "probe0", "probe1", "last"])
        #expect(fixture.focused == nil)
        #expect(fixture.root.focusedSubwidget == nil)
        #expect(fixture.group.focusedSubwidget == nil)
    }

    @Test func focusWalksBackwardFromTheLastAndLeavesBeforeTheFirst() {
        let fixture = FocusFixture()
        var order: [String?] = []
        #expect(fixture.root.moveFocus(.last))
        order.append(fixture.focused)
        while fixture.root.moveFocus(.previous) { order.append(fixture.focused) }
        #expect(order == ["last", "probe1", "probe0", "rating", "list", "first"])
        #expect(fixture.focused == nil)
    }

    @Test func focusTurnsBackFromTheMiddle() {
        let fixture = FocusFixture()
        #expect(fixture.root.moveFocus(.first))
        #expect(fixture.root.moveFocus(.next))
        #expect(fixture.root.moveFocus(.next))
        #expect(fixture.focused == "rating")
        #expect(fixture.root.moveFocus(.previous))
        #expect(fixture.focused == "list")
        #expect(fixture.group.focusedSubwidget === fixture.list)
        #expect(fixture.root.moveFocus(.previous))
        #expect(fixture.focused == "first")
        #expect(fixture.group.focusedSubwidget == nil)
    }

    @Test func disabledControlsAndViewsWithoutFocusableSubwidgetsAreSkipped() {
        let fixture = FocusFixture()
        fixture.list.isEnabled = false
        fixture.rating.isEnabled = false
        #expect(!fixture.group.acceptsFocus)
        #expect(fixture.root.moveFocus(.first))
        #expect(fixture.root.moveFocus(.next))
        #expect(fixture.focused == "probe0")
    }

    @Test func partsAreToldWhenTheyGainAndLoseFocus() {
        let fixture = FocusFixture()
        #expect(fixture.root.moveFocus(.last))
        #expect(fixture.root.moveFocus(.previous))
        #expect(fixture.probe.focusChanges == [true])
        #expect(fixture.root.moveFocus(.previous))
        #expect(fixture.probe.focusChanges == [true])
        #expect(fixture.root.moveFocus(.previous))
        #expect(fixture.probe.focusChanges == [true, false])
        #expect(fixture.focused == "rating")
    }

    @Test func focusEnteringBeforeTheHostSaysSoShowsOnlyOnceItDoes() {
        let root = WidgetView()
        let button = PushButton("OK")
        root.addSubwidget(button)
        #expect(root.moveFocus(.first))
        #expect(root.focusedSubwidget === button)
        #expect(!button.isFocused)
        root.focusDidChange(true)
        #expect(button.isFocused)
        root.focusDidChange(false)
        #expect(!button.isFocused)
        #expect(!root.isFocused)
    }

    @Test func keysGoToTheFocusedControl() {
        let fixture = FocusFixture()
        #expect(fixture.root.moveFocus(.first))
        #expect(fixture.root.moveFocus(.next))
        #expect(fixture.root.handle(key(.downArrow)))
        #expect(fixture.list.selectedIndex == 0)
        #expect(fixture.root.moveFocus(.next))
        #expect(fixture.root.handle(key("4")))
        #expect(fixture.rating.value == 4)
        #expect(fixture.list.selectedIndex == 0)
    }

    @Test func aClickFocusesTheControlItLandsOn() {
        let fixture = FocusFixture()
        _ = CellBuffer(drawing: fixture.root, size: Size(width: 20, height: 6))
        #expect(fixture.root.moveFocus(.first))
        #expect(fixture.root.handle(click(12, 2)))
        #expect(fixture.focused == "rating")
        #expect(fixture.rating.value == 2)
        #expect(!fixture.root.handle(click(12, 1)))
        #expect(fixture.focused == "rating")
        #expect(fixture.root.moveFocus(.previous))
        #expect(fixture.focused == "list")
    }

    @Test func removingTheFocusedControlTakesItsFocusAway() {
        let fixture = FocusFixture()
        #expect(fixture.root.moveFocus(.first))
        fixture.first.removeFromSuperwidget()
        #expect(!fixture.first.isFocused)
        #expect(fixture.root.focusedSubwidget == nil)
        #expect(fixture.root.moveFocus(.next))
        #expect(fixture.focused == "list")
    }

    @Test func aViewWithoutFocusableSubwidgetsTakesNoFocus() {
        let root = WidgetView()
        root.addSubwidget(Label("text"))
        #expect(!root.acceptsFocus)
        #expect(!root.moveFocus(.first))
    }
}
