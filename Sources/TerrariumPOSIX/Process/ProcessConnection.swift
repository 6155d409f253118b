import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running program connected to this process through descriptors, served by two threads of
/// its own: the machinery ``PseudoTerminalProcess`` and ``StreamProcess`` share.
///
/// One descriptor carries both directions (a pseudo-terminal's controller end, or this process's
/// end of a socket pair on the program's standard input and output); an optional second one
/// carries the program's standard error, of which only the newest bytes are kept. Input is
/// queued and written by the I/O thread, so a caller never blocks; the reaping thread waits for
/// the program with `waitpid` on its process id alone.
final class ProcessConnection: Sendable {
    /// How a program ended.
    typealias Termination = PseudoTerminalProcess.Termination

    /// What the connection's main descriptor is, which decides how it is written and let go.
    enum Kind: Sendable {
        /// A pseudo-terminal's controller end: ending the program closes it (the kernel hangs the
        /// terminal up), and its device end may be opened again after every process closed it.
        case terminal
        /// A socket on the program's standard input and output: ending the program signals it
        /// and keeps reading, and the end of its output is final.
        case stream

        /// The signal that asks the program's group to end.
        var endSignal: Int32 { self == .terminal ? SIGHUP : SIGTERM }
    }

    /// The most input bytes queued for the program, unless the queue was empty.
    static let inputLimit = 1 << 20
    /// The most bytes one output chunk holds.
    static let chunkSize = 1 << 16
    /// The most bytes of standard error kept: the newest.
    static let errorTailLimit = 4 << 10

    let kind: Kind
    /// The program's process id, which is also its process group's.
    let processID: Int32
    let state: Mutex<State>
    let output: @Sendable (UnsafeRawBufferPointer) -> Void
    let reportTermination: @Sendable (Termination, [UInt8]) -> Void
    /// Its slot in the table of process groups a crash handler hangs up, or nil when the table
    /// was full.
    let groupSlot: Int?

    /// What the caller's threads, the I/O thread and the reaping thread share.
    struct State {
        /// The descriptor that carries input and output; -1 once closed.
        var primary: Int32
        /// The read end of the program's standard error; -1 when there is none or once closed.
        var errorOutput: Int32
        /// The wake-up pipe's ends; -1 once closed.
        var wakeRead: Int32
        var wakeWrite: Int32
        /// Input not yet written, from `inputStart` on.
        var input: [UInt8] = []
        var inputStart = 0
        /// No more input is taken: ``closeInput()`` was called, or the program stopped reading.
        var inputClosed = false
        /// The end of input was passed on to the program (after the queued input).
        var inputShutDown = false
        /// Set by ``terminate(grace:)``.
        var ending = false
        /// When the program's group gets SIGKILL unless it has exited.
        var killDeadline: ContinuousClock.Instant?
        /// The program has exited (it may not be reaped yet): its group must no longer be signalled.
        var exited = false
        /// How it ended, once reaped; not yet reported.
        var reaped: Termination?
        /// How it ended, once reported (after its last output).
        var termination: Termination?
        /// The newest bytes of its standard error.
        var errorTail: [UInt8] = []
        /// How many bytes of standard error were read.
        var errorCount = 0

        var hasInput: Bool { inputStart < input.count }

        /// Wakes the I/O thread; a full pipe already will.
        func wake() {
            guard wakeWrite >= 0 else { return }
            var byte: UInt8 = 0
            _ = writeDescriptor(wakeWrite, &byte, 1)
        }

        /// Takes `count` written bytes off the queue.
        mutating func consumeInput(_ count: Int) {
            inputStart = min(input.count, inputStart + count)
            if inputStart == input.count {
                input.removeAll(keepingCapacity: input.count <= ProcessConnection.chunkSize)
                inputStart = 0
            } else if inputStart >= ProcessConnection.chunkSize {
                input.removeFirst(inputStart)
                inputStart = 0
            }
        }

        /// Drops the queued input.
        mutating func discardInput() {
            input = []
            inputStart = 0
        }

        /// Keeps `bytes` of standard error, dropping the oldest beyond ``errorTailLimit``.
        mutating func keepErrorOutput(_ bytes: UnsafeRawBufferPointer) {
            errorCount += bytes.count
            errorTail += bytes.suffix(ProcessConnection.errorTailLimit)
            if errorTail.count > ProcessConnection.errorTailLimit {
                errorTail.removeFirst(errorTail.count - ProcessConnection.errorTailLimit)
            }
        }
    }

    init(
        kind: Kind, processID: Int32, primary: Int32, errorOutput: Int32, wake: [Int32],
        output: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        termination: @escaping @Sendable (Termination, [UInt8]) -> Void
    ) {
        self.kind = kind
        self.processID = processID
        self.state = Mutex(
            State(primary: primary, errorOutput: errorOutput, wakeRead: wake[0], wakeWrite: wake[1]))
        self.groupSlot = SignalBridge.rememberProcessGroup(processID)
        self.output = output
        self.reportTermination = termination
    }

    /// How the program ended; nil until it has ended and its last output has been delivered.
    var termination: Termination? {
        state.withLock { $0.termination }
    }

    /// The descriptors it holds open; none once it has ended.
    var openDescriptors: [Int32] {
        state.withLock { [$0.primary, $0.errorOutput, $0.wakeRead, $0.wakeWrite].filter { $0 >= 0 } }
    }

    /// The newest bytes of standard error read so far, at most ``errorTailLimit``.
    var errorOutputTail: [UInt8] {
        state.withLock { $0.errorTail }
    }

    /// How many bytes of standard error were read in all, kept or not.
    var errorOutputCount: Int {
        state.withLock { $0.errorCount }
    }

    /// Bytes queued and not yet written.
    var pendingInputCount: Int {
        state.withLock { $0.input.count - $0.inputStart }
    }

    /// Runs `body` with the main descriptor while the program runs and is not being ended; nil
    /// otherwise.
    func withRunningDescriptor<Result>(_ body: (Int32) -> Result) -> Result? {
        state.withLock { state in
            guard state.primary >= 0, !state.ending, state.reaped == nil else { return nil }
            return body(state.primary)
        }
    }

    /// Queues bytes for the program's input, taken whole or not at all: whole when nothing waits,
    /// and otherwise only while at most ``inputLimit`` bytes wait; false when not taken.
    ///
    /// Refused once the program has ended, ``terminate(grace:)`` was called or the input closed.
    func enqueue(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return true }
        return state.withLock { state in
            guard state.primary >= 0, !state.ending, !state.inputClosed, state.reaped == nil else { return false }
            let waiting = state.input.count - state.inputStart
            guard waiting == 0 || waiting + bytes.count <= Self.inputLimit else { return false }
            let wasEmpty = !state.hasInput
            state.input += bytes
            if wasEmpty { state.wake() }
            return true
        }
    }

    /// Takes no more input, and once the queued input is written, ends the program's input.
    func closeInput() {
        state.withLock { state in
            guard !state.inputClosed else { return }
            state.inputClosed = true
            state.wake()
        }
    }

    /// Asks the program's group to end, and sends it SIGKILL after `grace` if it has not exited.
    ///
    /// The request is the kind's signal and SIGCONT, as a stopped program acts on nothing else.
    /// Drops the queued input. Calling it again, or after the end, does nothing.
    func terminate(grace: Duration) {
        let clock = ContinuousClock()
        state.withLock { state in
            guard !state.ending, state.termination == nil else { return }
            state.ending = true
            state.discardInput()
            if !state.exited {
                kill(-processID, kind.endSignal)
                kill(-processID, SIGCONT)
                state.killDeadline = clock.now + max(grace, .zero)
            }
            state.wake()
        }
    }

    /// Sends SIGKILL to the program's group now, unless it has exited.
    func killGroup() {
        state.withLock { state in
            if !state.exited { kill(-processID, SIGKILL) }
        }
    }
}
