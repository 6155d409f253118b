import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct FocusSectionTests {
    /// A list of three rows beside a form of two buttons; Enter on the focused button logs its name.
    struct Screen: View {
        let log: EventLog
        let sections: Bool

        var body: some View {
            HStack(alignment: .top, spacing: 1) {
                group(["a1", "a2", "a3"])
                group(["b1", "b2"])
            }
        }

        @ViewBuilder private func group(_ names: [String]) -> some View {
            let stack = VStack(alignment: .leading) {
                ForEach(names, id: \.self) { name in Button(name) { log.events.append(name) } }
            }
            if sections { stack.focusSection() } else { stack }
        }
    }

    @Test func withoutSectionsTabFollowsReadingOrderAcrossColumns() {
        let log = EventLog()
        let host = TestHost(Screen(log: log, sections: false), size: Size(width: 20, height: 4))
        // Enter runs the focused button's action, which logs its name.
        for _ in 0..<5 {
            host.press(.tab)
            host.press(.return)
        }
        #expect(log.events == ["a1", "b1", "a2", "b2", "a3"])
    }

    @Test func sectionsAreVisitedWholeByTabAndShiftTab() {
        let log = EventLog()
        let host = TestHost(Screen(log: log, sections: true), size: Size(width: 20, height: 4))
        for _ in 0..<6 {
            host.press(.tab)
            host.press(.return)
        }
        #expect(log.events == ["a1", "a2", "a3", "b1", "b2", "a1"])
        log.events.removeAll()
        for _ in 0..<2 {
            host.press(.tab, modifiers: .shift)
            host.press(.return)
        }
        #expect(log.events == ["b2", "b1"])
    }

    @Test func arrowKeysMoveWithinTheFocusedSection() {
        let log = EventLog()
        let host = TestHost(Screen(log: log, sections: true), size: Size(width: 20, height: 4))
        host.press(.tab)
        host.press(.return)
        #expect(log.events == ["a1"])
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        #expect(log.events == ["a1", "a3"])
        // At the end of the section the arrow is not handled and focus stays.
        #expect(!host.press(.downArrow))
        host.press(.upArrow)
        host.press(.return)
        #expect(log.events == ["a1", "a3", "a2"])
        // Sideways the section has nothing, so the key is left to other handlers.
        #expect(!host.press(.rightArrow))
        host.press(.return)
        #expect(log.events == ["a1", "a3", "a2", "a2"])
    }

    @Test func arrowsWithoutASectionAreLeftAlone() {
        let log = EventLog()
        let host = TestHost(Screen(log: log, sections: false), size: Size(width: 20, height: 4))
        host.press(.tab)
        #expect(!host.press(.downArrow))
        host.press(.return)
        #expect(log.events == ["a1"])
    }

    /// A row of three "picker" buttons inside a section that also holds a list below it.
    struct Grid: View {
        let log: EventLog
        var body: some View {
            VStack(alignment: .leading) {
                HStack(spacing: 1) {
                    ForEach(["x", "y", "z"], id: \.self) { name in Button(name) { log.events.append(name) } }
                }
                Button("below") { log.events.append("below") }
            }
            .focusSection()
        }
    }

    @Test func sidewaysArrowsPreferTheSameRowAndDownGoesToTheNearestRow() {
        let log = EventLog()
        let host = TestHost(Grid(log: log), size: Size(width: 20, height: 3))
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.return)
        #expect(log.events == ["y"])
        host.press(.rightArrow)
        host.press(.return)
        #expect(log.events == ["y", "z"])
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press(.return)
        #expect(log.events == ["y", "z", "x"])
        host.press(.downArrow)
        host.press(.return)
        #expect(log.events == ["y", "z", "x", "below"])
        host.press(.upArrow)
        host.press(.return)
        #expect(log.events == ["y", "z", "x", "below", "x"])
    }

    /// An `onKeyPress` on the focus chain sees arrows before section navigation does.
    @Test func keyHandlersOnTheChainWinOverSectionArrows() {
        let log = EventLog()
        let host = TestHost(
            Screen(log: log, sections: true).onKeyPress(.downArrow) {
                log.events.append("handler")
                return .handled
            },
            size: Size(width: 20, height: 4))
        host.press(.tab)
        host.press(.downArrow)
        #expect(log.events == ["handler"])
        host.press(.return)
        #expect(log.events == ["handler", "a1"])
    }
}
