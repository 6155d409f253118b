import Foundation
import Terrarium
import TerrariumPlugins
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor
@Suite(.enabled(if: pythonIsAvailable, "python3 runs the fixture widget"))
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
