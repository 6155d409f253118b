import Synchronization
import TerrariumPOSIX
import TerrariumTerminal

/// What a pane's program shares with the main actor: the emulator, fed on the program's own I/O
/// thread so that a program flooding output costs the main actor nothing but a copy of the
/// screen per frame, and the answers the emulator owes the program.
final class TerminalConnection: Sendable {
    /// The state both sides reach, behind one lock that is never held while waiting.
    struct Shared {
        /// The program's screen.
        var emulator: TerminalEmulator
        /// A change is already on its way to the main actor: one notice covers any amount of
        /// output until the main actor takes it.
        var notified = false
        /// The program, once started.
        var process: PseudoTerminalProcess?
        /// Answers owed before the program's handle was known.
        var pendingReplies: [UInt8] = []
    }

    /// The emulator and the program.
    let shared: Mutex<Shared>
    /// Called on the I/O thread when the screen changed and no notice is outstanding.
    private let onChange: @Sendable () -> Void

    /// A connection with an emulator of `size` and nothing running yet.
    init(size: Size, scrollbackLimit: Int, onChange: @escaping @Sendable () -> Void) {
        shared = Mutex(Shared(emulator: TerminalEmulator(size: size, scrollbackLimit: scrollbackLimit)))
        self.onChange = onChange
    }

    deinit {
        // A pane nobody holds any more takes its program with it.
        shared.withLock { $0.process }?.terminate()
    }

    /// Starts the program; `termination` is called on another thread once it has ended and all
    /// its output is on the screen.
    func start(
        _ configuration: PseudoTerminalProcess.Configuration,
        termination: @escaping @Sendable (PseudoTerminalProcess.Termination) -> Void
    ) throws(PseudoTerminalError) -> Int32 {
        let process = try PseudoTerminalProcess.start(
            configuration, output: { [weak self] bytes in self?.receive(bytes) }, termination: termination)
        shared.withLock { shared in
            shared.process = process
            // Under the lock, so answers the I/O thread sends next cannot overtake these.
            if !shared.pendingReplies.isEmpty { process.write(shared.pendingReplies) }
            shared.pendingReplies = []
        }
        return process.processID
    }

    /// Feeds output to the emulator and sends the answers it owes; on the I/O thread.
    private func receive(_ bytes: UnsafeRawBufferPointer) {
        let (process, replies, notify) = shared.withLock { shared in
            shared.emulator.feed(bytes)
            var replies = shared.emulator.takeReplies()
            if shared.process == nil, !replies.isEmpty {
                // Bounded like the emulator's own queue: a program that asks without end before
                // it could be answered gets what fits.
                shared.pendingReplies += replies.prefix(max(0, 4096 - shared.pendingReplies.count))
                replies = []
            }
            let notify = !shared.notified
            shared.notified = true
            return (shared.process, replies, notify)
        }
        if !replies.isEmpty { process?.write(replies) }
        if notify { onChange() }
    }

    /// Runs `body` with the emulator under the lock, which the I/O thread waits for: keep it short.
    func withEmulator<Result>(_ body: (inout TerminalEmulator) -> Result) -> Result {
        shared.withLock { body(&$0.emulator) }
    }

    /// Takes the outstanding notice, so that the next output sends another.
    func acknowledge() {
        shared.withLock { $0.notified = false }
    }

    /// Queues `bytes` for the program's input.
    func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        shared.withLock { $0.process }?.write(bytes)
    }

    /// Resizes the screen and the program's terminal, which tells the program.
    func resize(to size: Size) {
        let process = shared.withLock { shared in
            shared.emulator.resize(to: size)
            return shared.process
        }
        process?.resize(to: size)
    }

    /// Ends the program: a hang-up, then SIGKILL if it is still there after `grace`.
    func terminate(grace: Duration = .seconds(1)) {
        shared.withLock { $0.process }?.terminate(grace: grace)
    }
}
