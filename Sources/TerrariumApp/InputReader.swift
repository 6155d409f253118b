import Dispatch
import Synchronization
import TerrariumCore
import TerrariumPOSIX
import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads terminal events on a thread of its own and hands them to the run loop.
///
/// It holds only the session's input half, so it shares nothing with the main actor but where
/// it delivers. It sleeps in `poll` until input or a signal arrives; stopping it interrupts that wait,
/// and the run loop waits for the thread to end, so a later run in the same process gets the input.
final class InputReader: Sendable {
    private let input: TerminalInput
    private let deliver: @Sendable ([TerminalEvent]) -> Void
    private let isStopped = Atomic(false)
    private let finished = DispatchSemaphore(value: 0)

    init(input: TerminalInput, deliver: @escaping @Sendable ([TerminalEvent]) -> Void) {
        self.input = input
        self.deliver = deliver
    }

    /// Reads until stopped, until a termination request, or until input can no longer be read.
    func run() {
        defer { finished.signal() }
        while !isStopped.load(ordering: .acquiring) {
            guard let events = try? input.nextEvents() else {
                // Input can no longer be read: end the app rather than leave it deaf in raw mode.
                deliver([.terminationRequested(signal: SIGHUP)])
                return
            }
            if !events.isEmpty { deliver(events) }
            if events.contains(where: { if case .terminationRequested = $0 { true } else { false } }) { return }
        }
    }

    /// Ends the thread and waits for it, at most a second (a read in progress finishes first).
    func stop() {
        isStopped.store(true, ordering: .releasing)
        input.interruptWait()
        _ = finished.wait(timeout: .now() + 1)
    }
}
