public import Terrarium
public import TerrariumTerminal

/// A clipboard for tests that keeps the bytes it would write to the terminal, and takes the
/// terminal's answers from the test.
///
/// ```swift
/// let recording = RecordingClipboard(environment: ["TERM": "xterm-256color"])
/// let host = TestHost(CopyButton(), size: Size(width: 20, height: 1), clipboard: recording)
/// host.click(on: "Copy")
/// await recording.clipboard.waitUntilIdle()
/// #expect(recording.bytes == Array("\u{1B}]52;c;TW9uc3RlcmE=\u{1B}\\".utf8))
/// ```
@MainActor
public final class RecordingClipboard {
    /// The clipboard to put in a view's environment.
    public let clipboard: Clipboard
    /// Every sequence the clipboard sent to the terminal, in order.
    public private(set) var sequences: [[UInt8]] = []
    /// Answers the terminal gives to each sequence, as a terminal model would: called for every
    /// sequence sent, and its replies are handed to the clipboard at once.
    public var respond: ((_ sent: [UInt8]) -> [TerminalReply])?

    /// Every byte the clipboard sent to the terminal.
    public var bytes: [UInt8] { sequences.flatMap { $0 } }

    /// Creates a clipboard with the terminal route `environment` describes (tmux, screen, kitty).
    ///
    /// - Parameters:
    ///   - environment: The process environment: `TMUX`, `STY`, `TERM`, `VTE_VERSION` shape the
    ///     terminal route; `WAYLAND_DISPLAY`, `DISPLAY` and `PATH` choose the tool.
    ///   - supportsKittyProtocol: Whether the terminal answered the OSC 5522 query.
    ///   - usesTools: Whether clipboard tools on the environment's `PATH` run for real.
    public init(environment: [String: String] = [:], supportsKittyProtocol: Bool = false, usesTools: Bool = false) {
        weak var recorder: RecordingClipboard?
        clipboard = Clipboard(
            environment: environment, terminal: { sequence in recorder?.record(sequence) },
            supportsKittyProtocol: supportsKittyProtocol, toolRunner: usesTools ? .system : nil)
        recorder = self
    }

    /// Hands a terminal answer to the clipboard; false when it is not a clipboard answer.
    @discardableResult
    public func receive(_ reply: TerminalReply) -> Bool {
        clipboard.receive(reply)
    }

    /// Decodes `bytes` as the terminal's input and hands the clipboard answers among them to the
    /// clipboard; returns the other events.
    @discardableResult
    public func receive(bytes: [UInt8]) -> [InputEvent] {
        var decoder = InputDecoder()
        return (decoder.decode(bytes) + decoder.flush()).filter { event in
            guard case .reply(let reply) = event else { return true }
            return !clipboard.receive(reply)
        }
    }

    /// Forgets the sequences recorded so far.
    public func removeAll() {
        sequences.removeAll()
    }

    private func record(_ sequence: EscapeSequence) {
        sequences.append(sequence.bytes)
        for reply in respond?(sequence.bytes) ?? [] { _ = clipboard.receive(reply) }
    }
}

extension TestHost {
    /// Renders `rootView` at `size` with `clipboard`'s clipboard in its environment.
    public convenience init(
        _ rootView: Content, size: Size, environment: EnvironmentValues = EnvironmentValues(),
        clipboard: RecordingClipboard
    ) {
        var environment = environment
        environment.clipboard = clipboard.clipboard
        self.init(rootView, size: size, environment: environment)
    }

    /// The clipboard the hosted views copy to and paste from.
    public var clipboard: Clipboard? { host.environment.clipboard }
}
