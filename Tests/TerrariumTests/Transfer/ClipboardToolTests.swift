import Foundation
import Terrarium
import TerrariumTesting
import Testing

extension ScriptFolder {
    /// A fake tool that saves its standard input and arguments beside itself.
    fileprivate func recordingTool(_ name: String) throws {
        try script(name, "cat > '\(path(name)).input'\nprintf '%s\\n' \"$@\" > '\(path(name)).arguments'")
    }

    fileprivate func tool(_ name: String, _ body: String) throws { try script(name, body) }

    fileprivate func saved(_ name: String) -> String? { contents(name) }
}

@MainActor
@Suite struct ClipboardToolTests {
    @Test func theToolFollowsTheEnvironment() {
        let everywhere: (String, String?) -> String? = { name, _ in "/usr/bin/" + name }
        let onlyXsel: (String, String?) -> String? = { name, _ in name == "xsel" ? "/bin/xsel" : nil }
        #expect(
            ClipboardTool.detect(
                environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], isMacOS: false, find: everywhere)?.name
                == "wl-copy")
        #expect(
            ClipboardTool.detect(environment: ["DISPLAY": ":0"], isMacOS: false, find: everywhere)?.copy == [
                "/usr/bin/xclip", "-selection", "clipboard", "-in",
            ])
        #expect(
            ClipboardTool.detect(environment: ["DISPLAY": ":0"], isMacOS: false, find: onlyXsel)?.paste == [
                "/bin/xsel", "--clipboard", "--output",
            ])
        #expect(ClipboardTool.detect(environment: [:], isMacOS: false, find: everywhere) == nil)
        #expect(ClipboardTool.detect(environment: [:], isMacOS: true, find: everywhere)?.name == "pbcopy")
        // Wayland without wl-copy installed falls back to X11's tools.
        #expect(
            ClipboardTool.detect(
                environment: ["WAYLAND_DISPLAY": "w", "DISPLAY": ":0"], isMacOS: false, find: onlyXsel)?.name == "xsel")
    }

    @Test func aToolOnThePathTakesTheWrite() async throws {
        let folder = try ScriptFolder()
        try folder.recordingTool("wl-copy")
        let clipboard = Clipboard(
            environment: ["WAYLAND_DISPLAY": "wayland-0", "PATH": folder.url.path], terminal: nil, toolRunner: .system)
        let result = await clipboard.write("Monstera deliciosa")
        #expect(folder.saved("wl-copy.input") == "Monstera deliciosa")
        #expect(result.status == .confirmed)
        #expect(result.route == "wl-copy")
    }

    @Test func textTooLargeForTheTerminalGoesToTheTool() async throws {
        let folder = try ScriptFolder()
        try folder.recordingTool("xclip")
        let recording = RecordingClipboard(environment: ["DISPLAY": ":0", "PATH": folder.url.path], usesTools: true)
        recording.clipboard.terminalTextLimit = 4
        let result = await recording.clipboard.write("too long for it")
        #expect(recording.bytes.isEmpty)
        #expect(folder.saved("xclip.input") == "too long for it")
        #expect(folder.saved("xclip.arguments") == "-selection\nclipboard\n-in\n")
        #expect(result.status == .confirmed)
        #expect(result.message.contains("Copied with xclip"))
        #expect(result.message.contains("more than the 4"))
    }

    @Test func aFailingToolIsReported() async throws {
        let folder = try ScriptFolder()
        try folder.tool("xsel", "exit 1")
        let clipboard = Clipboard(
            environment: ["DISPLAY": ":0", "PATH": folder.url.path], terminal: nil, toolRunner: .system)
        let result = await clipboard.write("Fern")
        guard case .refused(let reason) = result.status else {
            Issue.record("a failed tool was taken as a copy: \(result)")
            return
        }
        #expect(reason.contains("xsel failed"))
        #expect(clipboard.items.count == 1)
    }

    @Test func aToolServesTheRead() async throws {
        let folder = try ScriptFolder()
        try folder.tool("wl-copy", "cat > /dev/null")
        try folder.tool("wl-paste", "printf 'from the desktop'")
        let clipboard = Clipboard(
            environment: ["WAYLAND_DISPLAY": "w", "PATH": folder.url.path], terminal: nil, toolRunner: .system)
        #expect(try await clipboard.read(String.self) == "from the desktop")
    }
}

@MainActor
@Suite struct ClipboardRouteOrderTests {
    @Test func whereTheTerminalMayIgnoreOSC52TheToolGoesFirst() async throws {
        let folder = try ScriptFolder()
        try folder.recordingTool("wl-copy")
        let recording = RecordingClipboard(
            environment: ["VTE_VERSION": "7600", "WAYLAND_DISPLAY": "w", "PATH": folder.url.path], usesTools: true)
        let result = await recording.clipboard.write("Fern")
        #expect(result.route == "wl-copy")
        #expect(recording.bytes.isEmpty)
        #expect(folder.saved("wl-copy.input") == "Fern")
    }

    @Test func elsewhereOSC52GoesFirstAndTheToolTakesTheTextToo() async throws {
        let folder = try ScriptFolder()
        try folder.recordingTool("xclip")
        // Stock xterm drops OSC 52 without a word; the tool makes sure the text arrives.
        let recording = RecordingClipboard(
            environment: ["TERM": "xterm", "DISPLAY": ":0", "PATH": folder.url.path], usesTools: true)
        let result = await recording.clipboard.write("Fern")
        #expect(recording.bytes == Array("\u{1B}]52;c;\(Data("Fern".utf8).base64EncodedString())\u{1B}\\".utf8))
        #expect(folder.saved("xclip.input") == "Fern")
        #expect(result.status == .confirmed)
        #expect(result.route == "xclip")
        #expect(result.message == "Copied with xclip, and sent to the terminal's clipboard")
        #expect(recording.clipboard.status == result.message)
    }

    @Test func anUnconfirmedWriteWithAFailingToolSaysItWasOnlySent() async throws {
        let folder = try ScriptFolder()
        try folder.tool("xclip", "exit 3")
        let recording = RecordingClipboard(
            environment: ["DISPLAY": ":0", "PATH": folder.url.path], usesTools: true)
        let result = await recording.clipboard.write("Fern")
        #expect(result.status == .sent)
        #expect(result.route == "osc52")
        #expect(result.message.hasPrefix("Sent to the terminal's clipboard (xclip failed"))
    }

    @Test func aTerminalThatNeverAnswersLeavesTheToolItsOwnTime() async throws {
        let folder = try ScriptFolder()
        try folder.tool("xclip", "case \"$*\" in *-out*) sleep 0.2; printf 'from X';; *) cat > /dev/null;; esac")
        let recording = RecordingClipboard(
            environment: ["TERM": "xterm", "DISPLAY": ":0", "PATH": folder.url.path], usesTools: true)
        await recording.clipboard.write("copied here")
        // The terminal is asked and never answers; the tool, slower than nothing, still serves.
        let text = try await recording.clipboard.read(String.self, timeout: .milliseconds(500))
        #expect(String(decoding: recording.bytes, as: UTF8.self).hasSuffix("\u{1B}]52;c;?\u{1B}\\"))
        #expect(text == "from X")
    }
}
