import Foundation
import Terrarium
import TerrariumPlugins
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor
@Suite(.requires("python3"))
struct ProcessWidgetTests {
    private func host(_ screen: FixtureScreen, size: Size = Size(width: 50, height: 5)) -> TestHost<FixtureScreen> {
        TestHost(screen, size: size)
    }

    @Test func drawsWhatTheWidgetSendsWithItsPropertiesAndEnvironment() {
        let host = host(FixtureScreen())
        #expect(host.lines()[0] == "count=3 focus=no scheme=dark accent=green")
        #expect(host.lines()[2] == "count: 3 bubbled: none")
        host.tearDown()
    }

    @Test func keysItDeclaredChangeTheBindingAndOthersBubbleUp() {
        let host = host(FixtureScreen())
        host.press(.tab)
        #expect(host.lines()[0] == "count=3 focus=yes scheme=dark accent=green")
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.lines()[0].hasPrefix("count=5 "))
        #expect(host.lines()[2] == "count: 5 bubbled: none")
        host.press("a")
        #expect(host.lines()[2] == "count: 5 bubbled: a")
        host.tearDown()
    }

    @Test func updatesOnlyWhatChangedAndNeverEchoesABoundValue() throws {
        let record = temporaryPath("record")
        defer { try? FileManager.default.removeItem(atPath: record) }
        let host = host(FixtureScreen(record: record))
        host.press(.tab)
        host.press(.rightArrow)
        host.render()
        host.render()
        host.click(on: "Reset")
        #expect(host.lines()[0].hasPrefix("count=0 "))
        let properties = recordedMessages(record).filter { $0["type"] as? String == "properties" }
        let counts = properties.map { ($0["values"] as? [String: Any])?["count"] as? Int }
        // 3 at the start, 0 after Reset; the 4 the widget sent itself is not sent back.
        #expect(counts == [3, 0])
        let environment = recordedMessages(record).filter { $0["type"] as? String == "environment" }
        #expect(environment.count == 1)
        host.tearDown()
    }

    @Test func aNewEnvironmentValueReachesTheWidget() {
        let host = host(FixtureScreen())
        host.rootView = FixtureScreen(accent: "blue")
        #expect(host.lines()[0] == "count=3 focus=no scheme=dark accent=blue")
        var environment = host.environment
        environment.colorScheme = .light
        host.environment = environment
        #expect(host.lines()[0] == "count=3 focus=no scheme=light accent=blue")
        host.tearDown()
    }

    @Test func theWidgetGivesFocusAwayToTheNextView() {
        let host = host(FixtureScreen())
        host.press(.tab)
        #expect(host.lines()[0].contains("focus=yes"))
        host.press("x")
        #expect(host.lines()[0].contains("focus=no"))
        // Focus is on Reset: Return presses it.
        host.press(.return)
        #expect(host.lines()[2] == "count: 0 bubbled: none")
        host.tearDown()
    }

    @Test func aClickReachesTheWidgetInItsOwnCoordinates() {
        let host = host(FixtureScreen())
        host.click(x: 7, y: 0)
        #expect(host.lines()[0].hasPrefix("count=7 "))
        #expect(host.lines()[2].hasPrefix("count: 7 "))
        host.tearDown()
    }

    @Test func sizingSettlesForAWidgetWhoseHeightDependsOnItsWidth() async throws {
        /// The wrapping fixture in a row after a label, as the sample's widgets are: the row's
        /// layout measures it at several widths.
        struct Wrapping: View {
            let record: String
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    HStack {
                        Text("wrap:")
                        ProcessWidget(
                            command: "python3", arguments: [fixtureScript, "--mode", "wrap", "--record", record]
                        )
                        .restartPolicy(.never)
                    }
                    Text("below")
                }
            }
        }
        let record = temporaryPath("record")
        defer { try? FileManager.default.removeItem(atPath: record) }
        let host = TestHost(Wrapping(record: record), size: Size(width: 50, height: 6))
        // 60 characters in the 44 columns left of 50: two rows, and the label right below them.
        var lines = host.lines()
        #expect(lines[0].hasSuffix(String(repeating: "abcdefghij", count: 4) + "abcd"))
        #expect(lines[1].hasSuffix("efghij" + String(repeating: "abcdefghij", count: 1)))
        #expect(lines[2] == "below")
        func proposals() -> Int { recordedMessages(record).filter { $0["type"] as? String == "propose" }.count }
        // However often the app lays out again, at another width and back, proposals stay few.
        for width in [60, 50, 60, 50] {
            host.resize(to: Size(width: width, height: 6))
            for _ in 0..<3 {
                try await Task.sleep(for: .milliseconds(50))
                host.render()
            }
        }
        let settled = proposals()
        #expect((1...RemoteWidget.proposalLimit).contains(settled))
        for _ in 0..<5 {
            try await Task.sleep(for: .milliseconds(50))
            host.render()
        }
        #expect(proposals() == settled)
        lines = host.lines()
        #expect(lines[2] == "below")
        host.tearDown()
    }

    @Test func aValueOfTheWrongTypeOrOutOfRangeIsRefusedAndTheBindingsOwnSentBack() {
        struct Bound: View {
            @State private var count = 3
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ProcessWidget(command: "python3", arguments: [fixtureScript, "--mode", "bad-values"])
                        .binding("count", $count, in: 0...5)
                        .restartPolicy(.never)
                    Text("bound: \(count)")
                }
            }
        }
        let host = TestHost(Bound(), size: Size(width: 60, height: 4))
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.lines()[2] == "bound: 3")
        // The widget was sent the binding's value again, and shows it; a notice says why.
        #expect(host.lines()[0].hasPrefix("count=3 "))
        #expect(host.lines()[1] == "⚠ refused count = 8999999999999999: outside 0...5")
        host.press(.leftArrow)
        #expect(host.lines()[2] == "bound: 3")
        #expect(host.lines()[0].hasPrefix("count=3 "))
        #expect(host.lines()[1] == "⚠ refused count = \"many\": not a whole number")
        let notes = host.inspection.hostedWidgets.first?.notes ?? []
        #expect(notes.contains("log warning: value refused: count = 8999999999999999: outside 0...5"))
        #expect(notes.contains("log warning: value refused: count = \"many\": not a whole number"))
        host.tearDown()
    }

    @Test func escapeReachesAWidgetThatDeclaresIt() {
        let host = host(FixtureScreen())
        host.press(.tab)
        #expect(host.press(.escape))
        #expect(host.lines()[1] == "escape")
        host.tearDown()
    }

    @Test func quitAndFocusKeysStayTheAppsEvenForAWidgetThatTakesAll() {
        let host = host(FixtureScreen(mode: "greedy"))
        host.press(.tab)
        #expect(host.press("q"))
        #expect(host.lines()[1] == "got q")
        // Ctrl+C quits the app and Ctrl+Z suspends it: neither reaches the widget, or is taken.
        #expect(!host.press("c", modifiers: .control))
        #expect(!host.press("z", modifiers: .control))
        #expect(host.lines()[1] == "got q")
        #expect(host.press("s", modifiers: .control))
        #expect(host.lines()[1] == "got ctrl+s")
        // Tab moves focus on, to Reset, which Return then presses.
        host.press(.tab)
        #expect(host.lines()[0].contains("focus=no"))
        host.press(.return)
        #expect(host.lines()[2] == "count: 0 bubbled: none")
        host.tearDown()
    }

    @Test func theFirstLayoutGivesAWidgetTheRowsItsHelloAsksFor() {
        struct Rows: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    HStack {
                        Text("Python process").frame(width: 16, alignment: .leading)
                        ProcessWidget(command: "python3", arguments: [fixtureScript, "--mode", "tall"])
                    }
                    HStack {
                        Text("Shell process").frame(width: 16, alignment: .leading)
                        Text("meter")
                    }
                }
            }
        }
        let host = TestHost(Rows(), size: Size(width: 50, height: 5))
        #expect(
            host.lines() == [
                "                 row 0", "Python process   row 1", "                 row 2", "Shell process    meter",
                "",
            ])
        host.tearDown()
    }

    @Test func dismantlingSaysShutdownOnceAndEndsAWidgetThatIgnoresIt() async throws {
        let record = temporaryPath("record")
        defer { try? FileManager.default.removeItem(atPath: record) }
        let host = host(FixtureScreen(mode: "ignore-shutdown", record: record))
        host.clearWidgetLifecycleLog()
        host.click(on: "Hide")
        #expect(host.widgetLifecycleLog.map(\.description) == ["ProcessWidget dismantle"])
        #expect(host.widgets(of: RemoteWidget.self).isEmpty)
        let pid = try #require(recordedMessages(record).first { $0["pid"] != nil }?["pid"] as? Int)
        // The widget ignores both the shutdown and SIGTERM: SIGKILL ends it after the grace.
        var gone = false
        for _ in 0..<100 where !gone {
            try await Task.sleep(for: .milliseconds(50))
            gone = !FileManager.default.fileExists(atPath: "/proc/\(pid)")
        }
        #expect(gone)
        #expect(recordedMessages(record).contains { $0["type"] as? String == "shutdown" })
        host.tearDown()
    }
}
