public import Observation
import TerrariumTerminal
public import TerrariumTransfer

/// The clipboard views copy to and paste from, in the environment as
/// ``EnvironmentValues/clipboard``.
///
/// ```swift
/// @Environment(\.clipboard) private var clipboard
/// …
/// Button("Copy") { Task { status = await clipboard?.write(plant).message ?? "" } }
/// ```
///
/// A write goes down a chain of routes, best first, and stops at the first that takes it:
/// kitty's clipboard protocol (OSC 5522, every MIME-typed representation) where the terminal
/// answered that it speaks it; OSC 52 (the text, up to ``terminalTextLimit`` bytes and never
/// cut: longer text is refused by this route with a message); a clipboard tool where one is
/// installed (`wl-copy`, `xclip`, `xsel`, `pbcopy`). Every write also keeps the items in process,
/// at full fidelity, so a paste inside the app gets back exactly what was copied. The result says
/// whether the write was confirmed (the terminal or the tool answered, or only this app holds
/// it) or only sent (OSC 52, which nothing answers), or refused.
///
/// A write the terminal does not confirm (OSC 52, or a kitty write left unanswered) also goes to
/// the tool where one is installed, since some terminals drop OSC 52 silently.
///
/// Reads are asynchronous and never block the interface: the terminal is asked where it can
/// answer, then the tool, each waiting at most two seconds of its own, and the in-process items
/// serve when neither does. Text read back that is what this app last copied returns the copied items themselves.
@MainActor @Observable
public final class Clipboard {
    /// What this app last wrote, at full fidelity.
    public private(set) var items: [TransferItem] = []
    /// The result of the last write, for a status line.
    public private(set) var lastWriteResult: ClipboardWriteResult? {
        didSet { status = lastWriteResult?.message }
    }
    /// What the last copy, cut or paste came to, as a sentence for a status line: "Copied", or
    /// why a write was refused or a paste was not taken.
    public private(set) var status: String?
    /// The most bytes of text (UTF-8, before Base64) an OSC 52 write carries: 100 KB unless set.
    ///
    /// Terminals drop or cut longer sequences without a word, so longer text is refused by that
    /// route instead, and the write goes on to a clipboard tool or is refused.
    public var terminalTextLimit = 100_000
    /// The longest any read waits for the terminal or a tool.
    public static let maximumReadTimeout: Duration = .seconds(2)

    /// The terminal route, when the clipboard has a terminal.
    private let terminal: ClipboardTerminal?
    /// The tool route, when one is installed.
    package let tool: ClipboardTool?
    private let toolRunner: ClipboardToolRunner?
    /// The time requests to the terminal and tools are given.
    private let clock: ReplyClock
    /// Whether the terminal answered that it speaks kitty's clipboard protocol.
    package private(set) var supportsKittyProtocol: Bool
    /// Set once an OSC 52 read went unanswered: most terminals ignore reads, and asking again
    /// would cost every paste the whole timeout.
    private var osc52ReadsUnanswered = false
    private var pendingWrite: (id: String, reply: PendingReply<KittyClipboardPacket>)?
    private var pendingRead: (read: KittyClipboardRead, reply: PendingReply<KittyClipboardRead.Outcome>)?
    private var pendingOSC52Read: PendingReply<[UInt8]?>?
    private var nextRequestID = 1
    /// Writes and reads still running, which ``waitUntilIdle()`` waits for.
    @ObservationIgnored private var running: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var nextTaskID = 0

    /// Creates a clipboard that only keeps items in process.
    public init() {
        terminal = nil
        tool = nil
        toolRunner = nil
        supportsKittyProtocol = false
        clock = .continuous
    }

    /// Creates a clipboard with the routes `environment` describes.
    ///
    /// - Parameters:
    ///   - environment: The process environment: `TMUX`, `STY`, `TERM`, `VTE_VERSION` shape the
    ///     terminal route; `WAYLAND_DISPLAY`, `DISPLAY` and `PATH` choose the tool.
    ///   - terminal: Writes a sequence to the terminal between frames; nil when there is none.
    ///   - supportsKittyProtocol: Whether the terminal already answered that it speaks OSC 5522.
    ///   - toolRunner: Finds and runs clipboard tools; nil for none.
    ///   - clock: The time requests are given: the run loop's clock in an app.
    package init(
        environment: [String: String], terminal: (@MainActor (EscapeSequence) -> Void)?,
        supportsKittyProtocol: Bool = false, toolRunner: ClipboardToolRunner?, clock: ReplyClock = .continuous
    ) {
        self.clock = clock
        self.terminal = terminal.map { ClipboardTerminal(environment: environment, send: $0) }
        self.toolRunner = toolRunner
        tool = toolRunner.flatMap { runner in ClipboardTool.detect(environment: environment, find: runner.find) }
        self.supportsKittyProtocol = supportsKittyProtocol && terminal != nil
    }

    // MARK: - Writing

    /// Writes `items` to the clipboard, replacing what it held.
    @discardableResult
    public func write(_ items: [TransferItem]) async -> ClipboardWriteResult {
        self.items = items
        let result = await writeThroughRoutes(items)
        lastWriteResult = result
        return result
    }

    /// Writes `value` in all the content types it offers.
    @discardableResult
    public func write<Value: Transferable>(_ value: Value) async -> ClipboardWriteResult {
        await write([TransferItem(value)])
    }

    private func writeThroughRoutes(_ items: [TransferItem]) async -> ClipboardWriteResult {
        let text = await ClipboardContent.text(of: items)
        var refusals: [String] = []
        let toolFirst = terminal?.mayIgnoreOSC52 == true
        if toolFirst, let result = await writeWithTool(items, text: text, refusals: &refusals) { return result }
        if let terminal {
            if supportsKittyProtocol {
                let representations = await ClipboardContent.representations(of: items, text: text)
                if !representations.isEmpty {
                    switch await writeWithKittyProtocol(representations, to: terminal) {
                    case .value(let packet) where !packet.isError:
                        return ClipboardWriteResult(status: .confirmed, route: "kitty", message: "Copied")
                    case .value(let packet):
                        refusals.append("the terminal refused it (\(packet.status ?? "error"))")
                    case .timedOut:
                        return await sentToTerminal(
                            route: "kitty", items, text: text, refusals: &refusals, triedTool: toolFirst)
                    }
                }
            }
            if let text {
                if text.count > terminalTextLimit {
                    refusals.append(
                        "\(text.count) bytes of text is more than the \(terminalTextLimit) the terminal's clipboard takes"
                    )
                } else {
                    terminal.send(
                        OSC52.write(text, multiplexer: terminal.multiplexer, clearingFirst: terminal.clearsBeforeOSC52))
                    return await sentToTerminal(
                        route: "osc52", items, text: text, refusals: &refusals, triedTool: toolFirst)
                }
            }
        }
        if !toolFirst, let result = await writeWithTool(items, text: text, refusals: &refusals) { return result }
        guard !refusals.isEmpty else {
            return ClipboardWriteResult(status: .confirmed, route: "in-process", message: "Copied")
        }
        let reason = "Not copied to the system clipboard: " + refusals.joined(separator: "; ")
        return ClipboardWriteResult(
            status: .refused(reason: reason), route: "in-process", message: reason + ". It can be pasted in this app.")
    }

    /// The result of a write the terminal was sent but did not confirm.
    ///
    /// Nothing answers OSC 52, and some terminals (stock xterm) drop it without a word, so where
    /// a clipboard tool is installed it takes the items too, and the message says where they went.
    private func sentToTerminal(
        route: String, _ items: [TransferItem], text: [UInt8]?, refusals: inout [String], triedTool: Bool
    ) async -> ClipboardWriteResult {
        if !triedTool, let tool, await writeWithTool(items, text: text, refusals: &refusals) != nil {
            return ClipboardWriteResult(
                status: .confirmed, route: tool.name,
                message: "Copied with \(tool.name), and sent to the terminal's clipboard")
        }
        let note = refusals.isEmpty ? "" : " (\(refusals.joined(separator: "; ")))"
        return ClipboardWriteResult(status: .sent, route: route, message: "Sent to the terminal's clipboard\(note)")
    }

    /// Writes through the clipboard tool; nil when there is none or it failed, which adds to
    /// `refusals`.
    private func writeWithTool(_ items: [TransferItem], text: [UInt8]?, refusals: inout [String]) async
        -> ClipboardWriteResult?
    {
        guard let tool, let toolRunner, let (input, mimeType) = await toolPayload(items, text: text, tool: tool) else {
            return nil
        }
        let command = tool.copy + (mimeType.flatMap { tool.mimeTypeArguments?($0) } ?? [])
        let outcome = await toolRunner.run(
            .init(command: command, input: input, capturesOutput: false, timeout: Self.maximumReadTimeout))
        guard outcome.succeeded else {
            refusals.append("\(tool.name) failed: \(outcome.failure ?? "it exited with an error")")
            return nil
        }
        let note = refusals.isEmpty ? "" : " (\(refusals.joined(separator: "; ")))"
        return ClipboardWriteResult(status: .confirmed, route: tool.name, message: "Copied with \(tool.name)\(note)")
    }

    private func writeWithKittyProtocol(
        _ representations: [(mimeType: String, data: [UInt8])], to terminal: ClipboardTerminal
    ) async -> PendingReply<KittyClipboardPacket>.Answer {
        let id = makeRequestID()
        // Only one request may be in flight: a newer write supersedes an older one.
        pendingWrite?.reply.finish(.timedOut)
        let reply = PendingReply<KittyClipboardPacket>()
        pendingWrite = (id, reply)
        terminal.send(KittyClipboard.write(representations, id: id))
        let answer = await reply.wait(until: clock.now() + Self.maximumReadTimeout, on: clock)
        if pendingWrite?.id == id { pendingWrite = nil }
        return answer
    }

    /// What a tool writes: the text, or where the tool takes a MIME type, the first
    /// representation that has one.
    private func toolPayload(_ items: [TransferItem], text: [UInt8]?, tool: ClipboardTool) async -> ([UInt8], String?)?
    {
        if let text { return (text, nil) }
        guard tool.mimeTypeArguments != nil,
            let first = await ClipboardContent.representations(of: items, text: nil).first
        else { return nil }
        return (first.data, first.mimeType)
    }

    // MARK: - Reading

    /// What the clipboard holds now, as items; empty when it holds nothing readable within
    /// `timeout` (at most two seconds).
    ///
    /// Each source has `timeout` of its own, in order: a terminal that never answers (stock
    /// xterm) must not use up the time of the clipboard tool after it.
    public func read(timeout: Duration = .seconds(2)) async -> [TransferItem] {
        let budget = min(timeout, Self.maximumReadTimeout)
        if let terminal, let read = await readTerminal(terminal, until: clock.now() + budget) {
            return await preferringCopiedItems(read)
        }
        if let read = await readTool(until: clock.now() + budget) { return await preferringCopiedItems(read) }
        return items
    }

    /// The clipboard's first item that is a `Value`, read from the first of `Value`'s imported
    /// types it offers, as a paste reads it.
    ///
    /// - Throws: `TransferError` when the clipboard holds nothing `Value` can read, or the
    ///   import failed.
    public func read<Value: Transferable>(
        _ type: Value.Type = Value.self, timeout: Duration = .seconds(2)
    ) async throws -> Value {
        let items = await read(timeout: timeout)
        guard let value = try await items.load(Value.self).first else {
            throw TransferError.noMatchingContentType(
                offered: items.flatMap(\.contentTypes), accepted: Value.importedContentTypes)
        }
        return value
    }

    /// Shows `message` as the clipboard's ``status``: what became of a paste.
    package func report(_ message: String) {
        status = message
    }

    private func readTerminal(_ terminal: ClipboardTerminal, until deadline: ContinuousClock.Instant) async
        -> TransferItem?
    {
        if supportsKittyProtocol {
            guard case .finished(let listing) = await readWithKittyProtocol(["."], terminal, until: deadline),
                let list = listing.first(where: { $0.mimeType == "." })
            else { return nil }
            let offered = String(decoding: list.data, as: UTF8.self).split(separator: " ").map(String.init)
            let wanted = Array(
                offered.filter { ClipboardContent.item(mimeData: [.init(mimeType: $0, data: [])]) != nil }.prefix(8))
            guard !wanted.isEmpty,
                case .finished(let data) = await readWithKittyProtocol(wanted, terminal, until: deadline)
            else { return nil }
            return ClipboardContent.item(mimeData: data)
        }
        guard terminal.readsOSC52, !osc52ReadsUnanswered else { return nil }
        pendingOSC52Read?.finish(.timedOut)
        let reply = PendingReply<[UInt8]?>()
        pendingOSC52Read = reply
        terminal.send(OSC52.readRequest(multiplexer: terminal.multiplexer))
        let answer = await reply.wait(until: deadline, on: clock)
        if pendingOSC52Read === reply { pendingOSC52Read = nil }
        switch answer {
        case .value(let text?) where !text.isEmpty:
            return ClipboardContent.item(text: text)
        case .value:
            return nil
        case .timedOut:
            osc52ReadsUnanswered = true
            return nil
        }
    }

    private func readWithKittyProtocol(
        _ mimeTypes: [String], _ terminal: ClipboardTerminal, until deadline: ContinuousClock.Instant
    ) async -> KittyClipboardRead.Outcome {
        let id = makeRequestID()
        pendingRead?.reply.finish(.timedOut)
        let reply = PendingReply<KittyClipboardRead.Outcome>()
        pendingRead = (KittyClipboardRead(id: id, limit: Self.maximumReadBytes), reply)
        terminal.send(KittyClipboard.readRequest(mimeTypes: mimeTypes, id: id))
        let answer = await reply.wait(until: deadline, on: clock)
        if pendingRead?.read.id == id { pendingRead = nil }
        if case .value(let outcome) = answer { return outcome }
        return .failed("the terminal did not answer in time")
    }

    private func readTool(until deadline: ContinuousClock.Instant) async -> TransferItem? {
        guard let tool, let paste = tool.paste, let toolRunner else { return nil }
        let left = deadline - clock.now()
        guard left > .zero else { return nil }
        let outcome = await toolRunner.run(.init(command: paste, input: nil, capturesOutput: true, timeout: left))
        guard outcome.succeeded, !outcome.output.isEmpty else { return nil }
        return ClipboardContent.item(text: outcome.output)
    }

    /// The copied items when `read` is their text, so a paste inside the app gets exactly what
    /// was copied; otherwise `read`.
    private func preferringCopiedItems(_ read: TransferItem) async -> [TransferItem] {
        guard !items.isEmpty, read.contentTypes == [.utf8PlainText],
            let copied = await ClipboardContent.text(of: items),
            let text = try? await read.data(as: .utf8PlainText), Array(text) == copied
        else { return [read] }
        return items
    }

    /// The most bytes a read through kitty's protocol keeps, all types together.
    static let maximumReadBytes = 12 << 20

    private func makeRequestID() -> String {
        defer { nextRequestID += 1 }
        return "terrarium-\(nextRequestID)"
    }

    // MARK: - Answers from the terminal

    /// Takes a reply that belongs to the clipboard (clipboard contents, kitty clipboard packets,
    /// the answer about mode 5522) and returns true; returns false for any other reply.
    package func receive(_ reply: TerminalReply) -> Bool {
        switch reply {
        case .privateMode(mode: KittyClipboard.supportMode, let value):
            supportsKittyProtocol = terminal != nil && KittyClipboard.isSupported(modeValue: value)
            return true
        case .clipboard(_, let contents):
            pendingOSC52Read?.finish(.value(contents))
            pendingOSC52Read = nil
            return true
        case .kittyClipboard(let packet):
            if let packet, packet.type == "write" {
                if let pendingWrite, pendingWrite.id == packet.id {
                    pendingWrite.reply.finish(.value(packet))
                    self.pendingWrite = nil
                }
            } else if var pending = pendingRead, packet.map(pending.read.accepts) ?? true {
                let outcome = pending.read.take(packet)
                if outcome == .pending {
                    pendingRead = pending
                } else {
                    pending.reply.finish(.value(outcome))
                    pendingRead = nil
                }
            }
            return true
        default:
            return false
        }
    }

    // MARK: - Operations

    /// Runs `work` as a clipboard operation that ``waitUntilIdle()`` waits for.
    package func run(_ work: @escaping @MainActor () async -> Void) {
        let id = nextTaskID
        nextTaskID += 1
        running[id] = Task { [weak self] in
            await work()
            self?.running[id] = nil
        }
    }

    /// Returns once every operation started through the clipboard has finished.
    public func waitUntilIdle() async {
        while let (id, task) = running.first {
            await task.value
            running[id] = nil
        }
    }
}

private struct ClipboardKey: EnvironmentKey {
    static var defaultValue: Clipboard? { nil }
}

extension EnvironmentValues {
    /// The clipboard copy and paste use; hosts provide one.
    public var clipboard: Clipboard? {
        get { self[ClipboardKey.self] }
        set { self[ClipboardKey.self] = newValue }
    }
}
