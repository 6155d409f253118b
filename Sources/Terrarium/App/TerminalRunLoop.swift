import Foundation
import TerrariumTerminal

/// Runs a view in the terminal: input, rendering, animation and quitting.
///
/// Input is read on a thread of its own and handed to the main actor, which renders; the main
/// actor is free between frames, so `task` work and changes from other threads run as they
/// come. A frame is rendered after each batch of input or change, and every frame interval
/// while an animation runs; idle, nothing runs at all.
@MainActor
public enum TerminalRunLoop {
    /// The shortest time between two frames; also how often frames come while something animates.
    public static var frameInterval: Duration = .milliseconds(16)
    /// Whether Ctrl+Z, when no view handles it, suspends the app as in a shell.
    ///
    /// An app that binds Ctrl+Z (to undo, say) turns this off and calls ``suspend()`` from a
    /// command instead.
    public static var suspendsOnControlZ = true

    private static var session: TerminalSession?

    /// Suspends the app as Ctrl+Z does in a shell; `fg` resumes it with the screen redrawn.
    public static func suspend() {
        session?.suspend()
    }

    private static var quitRequested = false
    /// The signal that ended the last run, if one did: the app then ends with that signal's
    /// status once the terminal is restored.
    package private(set) static var terminationSignal: Int32?
    private static var queue: EventQueue?

    /// Ends ``run(_:environment:)`` after the current frame.
    public static func quit() {
        quitRequested = true
        queue?.wake()
    }

    /// Runs `rootView` in the terminal until the app quits.
    ///
    /// The app ends when a view calls ``quit()``, when Ctrl+C reaches no view that handles it, or
    /// when a termination signal arrives. Without an interactive terminal, it prints one frame as
    /// plain text and returns.
    public static func run<Content: View>(_ rootView: Content, environment: [String: String]? = nil) async throws {
        quitRequested = false
        terminationSignal = nil
        let session = TerminalSession(environment: environment ?? ProcessInfo.processInfo.environment)
        // Ctrl+Z reaches the views first and suspends between frames, on the main actor, never
        // in the middle of a frame.
        session.suspendsOnControlZ = false
        try session.start()
        self.session = session
        defer {
            self.session = nil
            session.stop()
        }
        var values = EnvironmentValues()
        values.adopt(session)
        let monitor = FrameMonitor()
        values.frameMonitor = monitor
        let host = ViewHost(rootView: rootView, size: session.size, environment: values)
        // Hosted widgets are dismantled and disappear actions run however the app ends.
        defer { host.tearDown() }
        guard session.isInteractive else {
            if case .plain(let reason) = session.mode {
                FileHandle.standardError.write(
                    Data("an interactive terminal is required (\(reason)); printing one frame.\n".utf8))
            }
            session.render(host.render())
            return
        }
        let queue = EventQueue()
        self.queue = queue
        host.graph.inbox.onPost { queue.wake() }
        host.graph.onNeedsUpdate = { queue.wake() }
        let reader = Reader(session: session, queue: queue)
        Thread { reader.run() }.start()
        defer { reader.stop() }

        let clock = ContinuousClock()
        var lastTick = clock.now
        var lastFrame = clock.now - frameInterval
        var handledEvents = true
        while !quitRequested {
            let now = clock.now
            host.advance(by: now - lastTick)
            lastTick = now
            let published = monitor.publish(at: now)
            let statistics = session.render(host.render())
            lastFrame = now
            // A frame that only redraws fresh figures is not counted, or showing them would keep
            // the app drawing forever.
            if statistics.bytesWritten > 0, handledEvents || !published || host.isAnimating {
                monitor.record(statistics, at: now)
            }
            handledEvents = false
            var timeout: Duration? = host.isAnimating ? frameInterval : (host.hasPendingUpdates ? .zero : nil)
            if let due = monitor.nextPublication(after: clock.now) {
                timeout = min(timeout ?? .seconds(3600), max(.zero, due - clock.now))
            }
            var events = await queue.next(timeout: timeout)
            // At most one frame per interval: input arriving sooner is gathered into this frame.
            while !quitRequested, case let wait = frameInterval - (clock.now - lastFrame), wait > .zero {
                handledEvents = handledEvents || !events.isEmpty
                // Input is timed on the host's clock (double clicks), which must not stand still
                // while the loop waited.
                host.advance(by: clock.now - lastTick)
                lastTick = clock.now
                if !handle(events, host: host, session: session) { return }
                events = await queue.next(timeout: wait)
            }
            handledEvents = handledEvents || !events.isEmpty
            host.advance(by: clock.now - lastTick)
            lastTick = clock.now
            if !handle(events, host: host, session: session) { return }
        }
    }

    /// Routes one batch of events; returns false when the app should end.
    private static func handle(
        _ events: [TerminalEvent], host: ViewHost<some View>, session: TerminalSession
    ) -> Bool {
        for event in events {
            switch event {
            case .input(let input):
                guard !host.send(input), case .key(let press) = input, press.modifiers == .control else { continue }
                if press.key == "c" { return false }
                if press.key == "z", suspendsOnControlZ { session.suspend() }
            case .resize(let size):
                host.size = size
            case .resumed:
                host.size = session.size
            case .terminationRequested(let signal):
                terminationSignal = signal
                return false
            }
        }
        return true
    }

    /// Reads terminal events on its own thread and hands them to the run loop.
    ///
    /// It sleeps in `poll` until input or a signal arrives; stopping it interrupts that wait, and
    /// the run loop waits for the thread to end, so a later run in the same process gets the input.
    private final class Reader: @unchecked Sendable {
        // The session is shared with the main actor under its own lock (renderer and size).
        private let session: TerminalSession
        private let queue: EventQueue
        private let stopped = NSLock()
        private var isStopped = false
        private let finished = DispatchSemaphore(value: 0)

        init(session: TerminalSession, queue: EventQueue) {
            self.session = session
            self.queue = queue
        }

        func run() {
            defer { finished.signal() }
            while true {
                stopped.lock()
                let done = isStopped
                stopped.unlock()
                if done { return }
                guard let events = try? session.nextEvents() else {
                    // Input can no longer be read: end the app rather than leave it deaf in raw mode.
                    queue.push([.terminationRequested(signal: SIGHUP)])
                    return
                }
                if !events.isEmpty { queue.push(events) }
                if events.contains(where: { if case .terminationRequested = $0 { true } else { false } }) { return }
            }
        }

        /// Ends the thread and waits for it, at most a second (a read in progress finishes first).
        func stop() {
            stopped.lock()
            isStopped = true
            stopped.unlock()
            session.interruptWait()
            _ = finished.wait(timeout: .now() + 1)
        }
    }
}
