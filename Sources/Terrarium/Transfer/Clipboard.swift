public import Observation
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
/// Every write keeps the items in process, at full fidelity, so a paste inside the app gets
/// back exactly what was copied. Reads are asynchronous and never block the interface.
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
    /// Writes and reads still running, which ``waitUntilIdle()`` waits for.
    @ObservationIgnored private var running: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var nextTaskID = 0

    /// Creates a clipboard that only keeps items in process.
    public init() {}

    /// Writes `items` to the clipboard, replacing what it held.
    @discardableResult
    public func write(_ items: [TransferItem]) async -> ClipboardWriteResult {
        self.items = items
        let result = ClipboardWriteResult(status: .confirmed, route: "in-process", message: "Copied")
        lastWriteResult = result
        return result
    }

    /// Writes `value` in all the content types it offers.
    @discardableResult
    public func write<Value: Transferable>(_ value: Value) async -> ClipboardWriteResult {
        await write([TransferItem(value)])
    }

    /// What the clipboard holds now, as items; empty when it holds nothing readable within
    /// `timeout` (at most two seconds).
    public func read(timeout: Duration = .seconds(2)) async -> [TransferItem] {
        items
    }

    /// The clipboard's contents as a `Value`, read from the first content type it can import.
    ///
    /// - Throws: ``TransferError`` when the clipboard holds nothing `Value` can read, or the
    ///   import failed.
    public func read<Value: Transferable>(
        _ type: Value.Type = Value.self, timeout: Duration = .seconds(2)
    ) async throws -> Value {
        let items = await read(timeout: timeout)
        var lastError: (any Error)?
        for item in items {
            do { return try await item.load(Value.self) } catch { lastError = error }
        }
        throw lastError
            ?? TransferError.noMatchingContentType(offered: [], accepted: Value.importedContentTypes)
    }

    /// Shows `message` as the clipboard's ``status``: what became of a paste.
    package func report(_ message: String) {
        status = message
    }

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
