import Foundation
import Terrarium
import TerrariumPlugins
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The host does for a widget only what it granted: the welcome says which, and each refused
/// request is refused where the host serves it.
@MainActor
@Suite(.requires("python3"))
struct WidgetPermissionTests {
    private let all: [WidgetPermission] = [.clipboard, .commands, .network, .files]

    private func host(granted: Set<WidgetPermission>, clipboard: RecordingClipboard? = nil, record: String? = nil)
        -> TestHost<FixtureScreen>
    {
        var environment = EnvironmentValues()
        environment.clipboard = clipboard?.clipboard
        let host = TestHost(
            FixtureScreen(ask: all, granted: granted, record: record), size: Size(width: 60, height: 4),
            environment: environment)
        host.press(.tab)
        return host
    }

    @Test func theWelcomeListsWhatWasGrantedAndRefused() throws {
        let record = temporaryPath("record")
        defer { try? FileManager.default.removeItem(atPath: record) }
        let host = host(granted: [.clipboard, .network], record: record)
        let welcome = try #require(recordedMessages(record).first { $0["type"] as? String == "welcome" })
        #expect(welcome["granted"] as? [String] == ["clipboard", "network"])
        #expect(welcome["refused"] as? [String] == ["commands", "files"])
        #expect(host.widgets(of: RemoteWidget.self)[0].grantedPermissions == [.clipboard, .network])
        host.tearDown()
    }

    @Test func aRefusedCommandIsAnsweredWithTheRefusal() {
        let host = host(granted: [])
        host.press("r")
        #expect(host.lines()[1] == "ran:None:refused")
        host.tearDown()
    }

    @Test func aGrantedCommandRunsAndItsOutputComesBack() async throws {
        let host = host(granted: [.commands])
        host.press("r")
        // The program runs off the main actor; its answer is a message like any other.
        for _ in 0..<100 where !host.lines()[1].hasPrefix("ran:") {
            try await Task.sleep(for: .milliseconds(20))
            host.render()
        }
        #expect(host.lines()[1] == "ran:0:ran fine")
        host.tearDown()
    }

    @Test func copyingNeedsTheClipboard() async throws {
        let refusedClipboard = RecordingClipboard()
        let refused = host(granted: [], clipboard: refusedClipboard)
        refused.press("c")
        try await Task.sleep(for: .milliseconds(100))
        #expect(refusedClipboard.sequences.isEmpty)
        #expect(refused.widgets(of: RemoteWidget.self)[0].log.last?.message.contains("refused") == true)
        refused.tearDown()

        let grantedClipboard = RecordingClipboard()
        let granted = host(granted: [.clipboard], clipboard: grantedClipboard)
        granted.press("c")
        for _ in 0..<100 where grantedClipboard.sequences.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        let copied = String(decoding: grantedClipboard.bytes, as: UTF8.self)
        #expect(copied.contains(Data("count is 3".utf8).base64EncodedString()))
        granted.tearDown()
    }

    @Test func pastesReachTheWidgetOnlyWithTheClipboard() {
        let granted = host(granted: [.clipboard])
        granted.paste("hi")
        #expect(granted.lines()[1] == "pasted:hi")
        granted.tearDown()

        let refused = host(granted: [])
        refused.paste("hi")
        #expect(refused.lines()[1] == "")
        refused.tearDown()
    }

    @Test func linksAreDrawnOnlyWithTheNetwork() {
        let granted = host(granted: [.network, .clipboard])
        granted.paste("x")
        #expect(granted.buffer[0, 1]?.style.hyperlink?.url == "https://example.com")
        granted.tearDown()

        let refused = host(granted: [.clipboard])
        refused.paste("x")
        #expect(refused.lines()[1] == "pasted:x")
        #expect(refused.buffer[0, 1]?.style.hyperlink == nil)
        refused.tearDown()
    }
}
