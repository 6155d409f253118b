import Foundation
package import TerrariumPOSIX
package import TerrariumTerminal

/// The terminal a real app runs on: a `TerminalSession` on standard input and output, its input
/// read on a thread of its own, and the continuous clock.
///
/// Everything that touches descriptors, signals and child processes stays here and in
/// TerrariumPOSIX, out of the run loop.
@MainActor
package final class SessionTerminal: RunLoopTerminal {
    private let session: TerminalSession
    private var reader: InputReader?
    package let clock: any RunLoopClock = ContinuousRunLoopClock()

    /// A session on the process's terminal as `environment` describes it; nothing changes until
    /// ``start()``.
    package init(environment: [String: String]) {
        session = TerminalSession(environment: environment)
        // Ctrl+Z reaches the views first and suspends between frames, on the main actor, never
        // in the middle of a frame.
        session.input.suspendsOnControlZ = false
    }

    package var plainReason: String? {
        if case .plain(let reason) = session.mode { reason } else { nil }
    }
    package var size: Size { session.size }
    package var colorDepth: ColorDepth { session.renderer.capabilities.colorDepth }
    package var backgroundColor: (red: UInt8, green: UInt8, blue: UInt8)? { session.backgroundColor }
    package var defaultColors: TerminalColors? { session.defaultColors }
    package var supportsKittyClipboard: Bool { session.supportsKittyClipboard }
    package var graphicsSupport: GraphicsSupport { session.graphicsSupport }
    package var cellPixels: Size? { session.cellPixels }

    package func start() throws {
        try session.start()
    }

    /// Ends programs in terminal panes and widget processes, those that ignore the hang-up or
    /// the shutdown included, then restores the terminal.
    package func stop() {
        PseudoTerminalProcess.terminateAll()
        StreamProcess.terminateAll()
        session.stop()
    }

    package func render(_ frame: CellBuffer) -> FrameStatistics {
        session.render(frame)
    }

    package func send(_ sequence: EscapeSequence) {
        session.send(sequence)
    }

    package func suspend() {
        session.suspend()
    }

    package func startReading(_ deliver: @escaping @Sendable ([TerminalEvent]) -> Void) {
        stopReading()
        let reader = InputReader(input: session.input, deliver: deliver)
        self.reader = reader
        Thread { reader.run() }.start()
    }

    package func stopReading() {
        reader?.stop()
        reader = nil
    }

    /// Waits for the program on a thread of its own, so the main actor runs meanwhile.
    package func handOver(_ command: String, input: [UInt8]) async -> ForegroundOutcome {
        guard session.isInteractive else { return .notRun(reason: "there is no terminal to hand over") }
        let handover = session.handover
        return await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: handover.run(shellCommand: command, input: input))
            }.start()
        }
    }
}
