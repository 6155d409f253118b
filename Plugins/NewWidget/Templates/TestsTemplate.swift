extension Templates {
    /// `Tests/NAMETests/NAMETests.swift`: snapshots of the sample view and its interactions, with
    /// the exact expectations of what ``control(_:)`` and ``example(_:)`` draw, so they pass on
    /// the first run.
    static func tests(_ name: WidgetName) -> String {
        #"""
        \#(imports(name))

        /// The sample screen driven headlessly: what it draws, and the control bound to the text
        /// below it.
        @MainActor @Suite struct \#(name.tests) {
            @Test func theExampleDrawsTheControlAboveItsValue() {
                let host = TestHost(\#(name.example)(), size: Size(width: 14, height: 2))
                assertInlineSnapshot(of: host, as: .text) {
                    """
                    [###.......] \u{20}
                    Value: 3/10  \u{20}
                    """
                }
                assertInlineSnapshot(of: host, as: .styled) {
                    """
                    [###.......] \u{20}
                    Value: 3/10  \u{20}
                    ── styles ──
                    row 0, cols 1–3: fg=green
                    """
                }
            }

            @Test func keysChangeTheValueAndTheTextBoundToIt() {
                let host = TestHost(\#(name.example)(), size: Size(width: 14, height: 2))
                #expect(
                    host.widgetLifecycleLog.map(\.description) == [
                        "\#(name.representable) makeCoordinator", "\#(name.representable) make",
                        "\#(name.representable) update(initial)",
                    ])
                host.clearWidgetLifecycleLog()
                host.press(.tab)
                #expect(host.focusedView == "\#(name.representable)")
                host.press(.rightArrow)
                #expect(host.text.contains("Value: 4/10"))
                // The coordinator wrote the binding; the value came back in one update, with no new make.
                #expect(
                    host.widgetLifecycleLog.map(\.description) == ["\#(name.representable) update(properties)"])
                host.press("-")
                host.press("-")
                #expect(host.text.contains("Value: 2/10"))
                host.press(.end)
                #expect(host.text.hasPrefix("[##########]"))
                #expect(host.text.contains("Value: 10/10"))
            }

            @Test func aClickOnAStepSetsTheValue() {
                let host = TestHost(\#(name.example)(), size: Size(width: 14, height: 2))
                host.click(x: 7, y: 0)
                #expect(host.text.contains("Value: 7/10"))
                host.click(x: 0, y: 0)
                #expect(host.text.contains("Value: 0/10"))
            }

            @Test func aDisabledControlIgnoresTheUser() {
                let host = TestHost(\#(name.example)().disabled(true), size: Size(width: 14, height: 2))
                host.press(.tab)
                #expect(host.focusedView == nil)
                host.press(.rightArrow)
                host.click(x: 7, y: 0)
                #expect(host.text.contains("Value: 3/10"))
            }
        }

        """#
    }

    /// The test file's imports, sorted as swift-format wants them, the widget's module among them.
    private static func imports(_ name: WidgetName) -> String {
        [name.type, "Terrarium", "TerrariumTerminal", "TerrariumTesting", "Testing"].sorted()
            .map { "import \($0)" }
            .joined(separator: "\n")
    }
}
