import Foundation
import Terrarium
import TerrariumPlugins
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Each way a widget can misbehave leaves a placeholder saying why, and the app goes on.
@MainActor
@Suite(.requires("python3"))
struct ProcessWidgetIsolationTests {
    /// Runs the fixture in `mode`, presses Tab and → when `pressing`, and returns the screen's lines.
    private func placeholder(
        _ mode: String, pressing: Bool = true, deadline: Duration = .seconds(5),
        startup: Duration = .seconds(10), restart: WidgetRestartPolicy = .never
    ) -> (lines: [String], host: TestHost<FixtureScreen>) {
        let host = TestHost(
            FixtureScreen(mode: mode, restart: restart, deadline: deadline, startup: startup),
            size: Size(width: 80, height: 5))
        // Each step waits for the widget's answer or its end, however busy the machine: the
        // widget's own deadlines end the wait when it misbehaves.
        host.remoteWidgetTimeout = .seconds(60)
        host.render()
        if pressing {
            host.press(.tab)
            host.press(.rightArrow)
        }
        return (host.lines(), host)
    }

    @Test func aCrashShowsTheStatusAndTheLastErrorLine() {
        let (lines, host) = placeholder("crash-on-key")
        #expect(lines[0] == "⚠ fixture exited with status 3: RuntimeError: boom on a key")
        // The rest of the app still answers.
        host.click(on: "Reset")
        #expect(host.lines().contains("count: 0 bubbled: none"))
        host.tearDown()
    }

    @Test func aWidgetThatStopsAnsweringIsEndedAtTheDeadline() {
        let (lines, host) = placeholder("hang-on-key", deadline: .milliseconds(400))
        #expect(lines[0] == "⚠ fixture did not answer within 400 ms")
        host.tearDown()
    }

    @Test func aWidgetThatNeverSaysHelloIsEndedAtTheDeadline() {
        let (lines, host) = placeholder("no-hello", pressing: false, startup: .milliseconds(400))
        #expect(lines[0] == "⚠ python3 did not answer within 400 ms")
        host.tearDown()
    }

    @Test func aFloodEndsTheWidget() {
        // A deadline no busy machine reaches before the flood is found: this is about the flood.
        let (lines, host) = placeholder("flood", deadline: .seconds(30))
        #expect(lines[0].hasPrefix("⚠ fixture sent too much: more than"))
        host.tearDown()
    }

    @Test func aMalformedMessageEndsTheWidget() {
        let (lines, host) = placeholder("malformed")
        #expect(lines[0].hasPrefix("⚠ fixture broke the protocol: "))
        host.tearDown()
    }

    @Test func anotherProtocolVersionIsRefused() {
        let (lines, host) = placeholder("wrong-version", pressing: false)
        #expect(lines[0] == "⚠ fixture refused: it speaks protocol version 99; this host speaks 1")
        host.tearDown()
    }

    @Test func aWidgetThatExitsAtOnceSaysSo() {
        let (lines, host) = placeholder("exit-at-once", pressing: false)
        #expect(lines[0] == "⚠ python3 exited with status 0")
        host.tearDown()
    }

    @Test func processesTheWidgetStartedEndWhenItExitsOnItsOwn() throws {
        let record = temporaryPath("record")
        defer { try? FileManager.default.removeItem(atPath: record) }
        let host = TestHost(FixtureScreen(mode: "fork-then-exit", record: record), size: Size(width: 80, height: 5))
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.lines()[0] == "⚠ fixture exited with status 4")
        let children = try #require(
            recordedMessages(record).compactMap { $0["children"] as? [Int] }.first.map { $0.map(Int32.init) })
        defer { for child in children { kill(child, SIGKILL) } }
        #expect(children.count == 3)
        // Still shown, not dismantled: the widget ended by itself, and so must its children.
        for child in children {
            var gone = false
            for _ in 0..<100 where !gone {
                gone = kill(child, 0) != 0 || Self.isZombie(child)
                if !gone { usleep(50_000) }
            }
            #expect(gone, "child \(child) outlived the widget")
        }
        host.tearDown()
    }

    @Test func theInspectorShowsTheWholeReasonTheStandardErrorAndTheLog() {
        let host = TestHost(FixtureScreen(mode: "crash-on-key"), size: Size(width: 30, height: 5))
        host.press(.tab)
        host.press("l")
        host.press(.rightArrow)
        let notes = host.inspection.hostedWidgets.first?.notes ?? []
        #expect(
            notes == [
                "failed: ⚠ fixture exited with status 3: RuntimeError: boom on a key",
                "stderr: Traceback (most recent call last):",
                "stderr: RuntimeError: boom on a key",
                "log info: hello from the widget",
            ])
        #expect(host.inspectionDump.contains("    stderr: RuntimeError: boom on a key"))
        host.tearDown()
    }

    @Test func theSamplesRatingEndedByTimeoutSaysWhyInFullIn120Columns() async throws {
        /// The sample's row for `rating.py`, run under `timeout 1`.
        struct Row: View {
            @State private var rating = 3
            var body: some View {
                HStack {
                    Text("Python process").frame(width: 20, alignment: .leading)
                    ProcessWidget(command: "timeout", arguments: ["1", "python3", Self.script])
                        .binding("rating", $rating, in: 0...5)
                        .restartPolicy(.never)
                }
            }
            static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Samples/WidgetPlugins/Widgets/rating.py").path
        }
        let host = TestHost(Row(), size: Size(width: 120, height: 3))
        #expect(host.lines()[0].contains("★ ★ ★"))
        var line = ""
        for _ in 0..<100 where !line.contains("⚠") {
            try await Task.sleep(for: .milliseconds(50))
            line = host.lines()[0]
        }
        #expect(line == "Python process       ⚠ rating.py exited with status 124")
        host.tearDown()
    }

    @Test func aProgramThatDoesNotExistCannotStart() {
        struct Missing: View {
            var body: some View { ProcessWidget(command: "no-such-widget-program").restartPolicy(.never) }
        }
        let host = TestHost(Missing(), size: Size(width: 80, height: 2))
        #expect(host.lines()[0].hasPrefix("⚠ no-such-widget-program could not start: "))
        host.tearDown()
    }

    @Test func escapeSequencesInDrawingNeverReachTheTerminal() {
        let host = TestHost(FixtureScreen(mode: "escapes"), size: Size(width: 40, height: 4))
        let row = host.lines()[0]
        #expect(row.hasPrefix("A"))
        #expect(!row.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        let bytes = host.lastFrameBytes
        #expect(!Self.contains(bytes, Array("\u{1B}]52".utf8)))
        #expect(!Self.contains(bytes, Array("\u{1B}[2J".utf8)))
        host.tearDown()
    }

    @Test func aFailedWidgetIsRestartedUpToThePolicysLimit() {
        let (lines, host) = placeholder("crash-on-key", restart: .onFailure(maximumRestarts: 1, delay: .zero))
        // Restarted at once, and brought up to date with the bound value and its focus.
        #expect(lines[0] == "count=3 focus=yes scheme=dark accent=green")
        let widget = host.widgets(of: RemoteWidget.self)[0]
        #expect(widget.restartCount == 1)
        host.press(.rightArrow)
        #expect(host.lines()[0] == "⚠ fixture exited with status 3: RuntimeError: boom on a key")
        host.tearDown()
    }

    /// Whether `pid` has ended but is not reaped yet.
    private static func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.range(of: ") ", options: .backwards)
        else { return false }
        return stat[end.upperBound...].hasPrefix("Z")
    }

    private static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        guard bytes.count >= part.count else { return false }
        return (0...(bytes.count - part.count)).contains { Array(bytes[$0..<($0 + part.count)]) == part }
    }
}
