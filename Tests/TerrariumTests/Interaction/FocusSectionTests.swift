import Terrarium
import TerrariumTerminal
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

    /// Presses `keys` and then Enter, returning the name of the button focused at the end.
    private func focused(after keys: [KeyPress], in host: ViewHost<some View>, log: EventLog) -> String? {
        for key in keys {
            host.send(.key(key))
            host.render()
        }
        log.events.removeAll()
        host.send(.key(KeyPress(.return)))
        return log.events.last
    }

    private func tabOrder(_ host: ViewHost<some View>, log: EventLog, count: Int) -> [String] {
        (0..<count).compactMap { _ in focused(after: [KeyPress(.tab)], in: host, log: log) }
    }

    @Test func withoutSectionsTabFollowsReadingOrderAcrossColumns() {
        let log = EventLog()
        let host = ViewHost(rootView: Screen(log: log, sections: false), size: Size(width: 20, height: 4))
        host.render()
        #expect(tabOrder(host, log: log, count: 5) == ["a1", "b1", "a2", "b2", "a3"])
    }

    @Test func sectionsAreVisitedWholeByTabAndShiftTab() {
        let log = EventLog()
        let host = ViewHost(rootView: Screen(log: log, sections: true), size: Size(width: 20, height: 4))
        host.render()
        #expect(tabOrder(host, log: log, count: 6) == ["a1", "a2", "a3", "b1", "b2", "a1"])
        let back = (0..<2).compactMap { _ in
            focused(after: [KeyPress(.tab, modifiers: .shift)], in: host, log: log)
        }
        #expect(back == ["b2", "b1"])
    }

    @Test func arrowKeysMoveWithinTheFocusedSection() {
        let log = EventLog()
        let host = ViewHost(rootView: Screen(log: log, sections: true), size: Size(width: 20, height: 4))
        host.render()
        #expect(focused(after: [KeyPress(.tab)], in: host, log: log) == "a1")
        #expect(focused(after: [KeyPress(.downArrow), KeyPress(.downArrow)], in: host, log: log) == "a3")
        // At the end of the section the arrow is not handled and focus stays.
        #expect(!host.send(.key(KeyPress(.downArrow))))
        #expect(focused(after: [KeyPress(.upArrow)], in: host, log: log) == "a2")
        // Sideways the section has nothing, so the key is left to other handlers.
        #expect(!host.send(.key(KeyPress(.rightArrow))))
        #expect(focused(after: [], in: host, log: log) == "a2")
    }

    @Test func arrowsWithoutASectionAreLeftAlone() {
        let log = EventLog()
        let host = ViewHost(rootView: Screen(log: log, sections: false), size: Size(width: 20, height: 4))
        host.render()
        host.send(.key(KeyPress(.tab)))
        #expect(!host.send(.key(KeyPress(.downArrow))))
        #expect(focused(after: [], in: host, log: log) == "a1")
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
        let host = ViewHost(rootView: Grid(log: log), size: Size(width: 20, height: 3))
        host.render()
        #expect(focused(after: [KeyPress(.tab), KeyPress(.rightArrow)], in: host, log: log) == "y")
        #expect(focused(after: [KeyPress(.rightArrow)], in: host, log: log) == "z")
        #expect(focused(after: [KeyPress(.leftArrow), KeyPress(.leftArrow)], in: host, log: log) == "x")
        #expect(focused(after: [KeyPress(.downArrow)], in: host, log: log) == "below")
        #expect(focused(after: [KeyPress(.upArrow)], in: host, log: log) == "x")
    }

    /// An `onKeyPress` on the focus chain sees arrows before section navigation does.
    @Test func keyHandlersOnTheChainWinOverSectionArrows() {
        let log = EventLog()
        let host = ViewHost(
            rootView: Screen(log: log, sections: true).onKeyPress(.downArrow) {
                log.events.append("handler")
                return .handled
            },
            size: Size(width: 20, height: 4))
        host.render()
        host.send(.key(KeyPress(.tab)))
        host.send(.key(KeyPress(.downArrow)))
        #expect(log.events == ["handler"])
        #expect(focused(after: [], in: host, log: log) == "a1")
    }
}
