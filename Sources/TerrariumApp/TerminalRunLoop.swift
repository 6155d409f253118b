import Foundation
import TerrariumControls
public import TerrariumCore
public import TerrariumInspector
import TerrariumPOSIX
import TerrariumTerminal

/// Runs a view in the terminal: input, rendering, animation and quitting.
///
/// ```swift
/// let runLoop = TerminalRunLoop()
/// try await runLoop.run(ContentView())
/// ```
///
/// `App.main()` runs the app's window group in the one ``App/makeRunLoop()`` returns. Input is
/// read on a thread of its own and handed to the main actor, which renders; the main actor is
/// free between frames, so `task` work and changes from other threads run as they come. A frame
/// is rendered after each batch of input or change, and every frame interval while an animation
/// runs; idle, nothing runs at all. Views end the run with the environment's
/// ``EnvironmentValues/quit`` action and suspend it with ``EnvironmentValues/suspend``.
@MainActor
public final class TerminalRunLoop {
    /// The shortest time between two frames; also how often frames come while something animates.
    public let frameInterval: Duration
    /// Whether Ctrl+Z, when no view handles it, suspends the app as in a shell.
    public let suspendsOnControlZ: Bool
    /// The inspector's keys and launch state.
    public let inspectorOptions: InspectorOptions
    /// The signal that ended the last run, if one did: the app then ends with that signal's
    /// status once the terminal is restored.
    public private(set) var terminationSignal: Int32?

    /// Makes the terminal each run uses, from the process environment.
    private let makeTerminal: @MainActor (_ environment: [String: String]) -> any RunLoopTerminal
    private var terminal: (any RunLoopTerminal)?
    private var queue: EventQueue?
    /// Who waits, before a run has made its queue, for the loop to be idle.
    private var idleWatchers: [CheckedContinuation<Void, Never>] = []
    /// Whether the last run has ended, so no queue is coming.
    private var hasRunEnded = false
    private var quitRequested = false
    private var suspendRequested = false
    /// What views finish before the app is suspended or ends: documents save.
    private let lifecycle = SceneLifecycle()
    /// The program that has the terminal now, if one does; the loop draws nothing until it ends.
    private var handover: Task<ForegroundOutcome, Never>?
    /// The commands of the scene being run, shown in a menu bar above it.
    var sceneCommands: MenuBarCommands?
    /// The title of the app's menu in the menu bar: the app's name.
    package var appName = "App"

    /// Creates a run loop; nothing touches the terminal until ``run(_:environment:)``.
    ///
    /// An app that binds Ctrl+Z (to undo, say) can also turn `suspendsOnControlZ` off and offer
    /// suspension through the environment's ``EnvironmentValues/suspend`` action instead. The
    /// inspector opens with F12 unless `inspector` says otherwise.
    public convenience init(
        frameInterval: Duration = .milliseconds(16), suspendsOnControlZ: Bool = true,
        inspector: InspectorOptions = InspectorOptions()
    ) {
        self.init(
            frameInterval: frameInterval, suspendsOnControlZ: suspendsOnControlZ, inspector: inspector,
            terminal: { SessionTerminal(environment: $0) })
    }

    /// Creates a run loop whose runs each use the terminal `terminal` makes from the process
    /// environment, rather than a session on standard input and output.
    package init(
        frameInterval: Duration = .milliseconds(16), suspendsOnControlZ: Bool = true,
        inspector: InspectorOptions = InspectorOptions(),
        terminal: @escaping @MainActor (_ environment: [String: String]) -> any RunLoopTerminal
    ) {
        self.frameInterval = frameInterval
        self.suspendsOnControlZ = suspendsOnControlZ
        self.inspectorOptions = inspector
        makeTerminal = terminal
    }

    /// Ends ``run(_:environment:)`` after the current frame.
    public func quit() {
        quitRequested = true
        queue?.wake()
    }

    /// Suspends the app as Ctrl+Z does in a shell, after the current frame and once open
    /// documents are saved; `fg` resumes it with the screen redrawn.
    public func suspend() {
        suspendRequested = true
        queue?.wake()
    }

    /// Runs `command` with `/bin/sh -c` in the foreground, the terminal handed to it with
    /// `input` on its standard input, and returns how it ended once the app has the terminal
    /// back and will repaint it in full.
    ///
    /// Meanwhile the main actor runs as ever but the loop draws nothing and reads no input.
    func handOver(_ command: String, input: [UInt8]) async -> ForegroundOutcome {
        guard let terminal, terminal.plainReason == nil else {
            return .notRun(reason: "there is no terminal to hand over")
        }
        guard handover == nil else { return .notRun(reason: "another program has the terminal") }
        let task = Task { await terminal.handOver(command, input: input) }
        handover = task
        // The loop may be waiting for input, which stops now: it must wait for the program instead.
        queue?.wake()
        let outcome = await task.value
        if handover == task { handover = nil }
        return outcome
    }

    /// Runs `rootView` in the terminal until the app quits.
    ///
    /// The app ends when a view calls the environment's ``EnvironmentValues/quit`` action, when
    /// Ctrl+C reaches no view that handles it, or when a termination signal arrives. Without an
    /// interactive terminal, it prints one frame as plain text and returns.
    public func run<Content: View>(_ rootView: Content, environment: [String: String]? = nil) async throws {
        quitRequested = false
        suspendRequested = false
        terminationSignal = nil
        hasRunEnded = false
        // However the run ends, whoever waits for it to be idle waits no longer.
        defer {
            hasRunEnded = true
            releaseIdleWatchers()
        }
        let environment = environment ?? ProcessInfo.processInfo.environment
        // Large buffers an app frees (rows a sort replaced) give their memory back.
        AllocatorPolicy.returnLargeBlocks(environment: environment)
        let terminal = makeTerminal(environment)
        try terminal.start()
        self.terminal = terminal
        // Programs in terminal panes and widget processes end with the terminal's stop, after
        // the teardown below, which asks each to end.
        defer {
            self.terminal = nil
            terminal.stop()
        }
        let isInteractive = terminal.plainReason == nil
        var values = EnvironmentValues()
        values.adopt(
            terminalSize: terminal.size, colorDepth: terminal.colorDepth, background: terminal.backgroundColor,
            colors: terminal.defaultColors)
        values.suspend = SuspendAction { [weak self] in self?.suspend() }
        values.sceneLifecycle = lifecycle
        if isInteractive {
            values.terminalHandover = TerminalHandoverAction { [weak self] command, input in
                guard let self else { return .notRun(reason: "the app has ended") }
                return await handOver(command, input: input)
            }
        }
        // The clipboard writes to the terminal between frames; without a terminal, the tools and
        // the in-process items serve.
        var sendToTerminal: (@MainActor (EscapeSequence) -> Void)?
        if isInteractive {
            sendToTerminal = { [weak terminal] sequence in terminal?.send(sequence) }
        }
        // Requests wait on the loop's clock, so a test that holds the clock still decides when
        // an unanswered one times out.
        let loopClock = terminal.clock
        let clipboard = Clipboard(
            environment: environment, terminal: sendToTerminal,
            supportsKittyProtocol: terminal.supportsKittyClipboard, toolRunner: .system,
            clock: ReplyClock(now: { loopClock.now }, schedule: { loopClock.schedule(at: $0, $1).cancel }))
        values.clipboard = clipboard
        // Pictures use kitty's graphics where the terminal accepted the query's test image, sent
        // between frames, or where it named itself kitty but its answers were too slow to wait
        // for (over a slow link); sixels, painted after each frame at the cells' own pixels, where
        // its device attributes list them; blocks elsewhere.
        let graphics = terminal.graphicsSupport
        let graphicsMode = TerminalGraphics.mode(
            kitty: graphics.kitty || !graphics.answered, sixel: graphics.sixel, environment: environment)
        values.terminalGraphics = TerminalGraphics(
            mode: sendToTerminal == nil ? .blocks : graphicsMode, send: sendToTerminal, cellPixels: terminal.cellPixels)
        let monitor = FrameMonitor()
        values.frameMonitor = monitor
        // Every app has a command palette on Ctrl+P, and a menu bar when its scene has commands.
        let host = ViewHost(
            rootView: rootView.menuBar(sceneCommands, appName: appName).commandPalette(), size: terminal.size,
            environment: values)
        host.onQuitRequest = { [weak self] in self?.quit() }
        // Hosted widgets are dismantled and disappear actions run however the app ends.
        defer { host.tearDown() }
        if let reason = terminal.plainReason {
            FileHandle.standardError.write(
                Data("an interactive terminal is required (\(reason)); printing one frame.\n".utf8))
            _ = terminal.render(host.render())
            await lifecycle.prepare(for: .quitting)
            return
        }
        let clock = terminal.clock
        let queue = EventQueue(clock: clock)
        self.queue = queue
        defer {
            self.queue = nil
            queue.finish()
        }
        releaseIdleWatchers()
        let inspector = Inspector(options: inspectorOptions, environment: environment)
        var figures = InspectorReport.FrameFigures()
        host.graph.inbox.onPost { queue.wake() }
        host.graph.onNeedsUpdate = { queue.wake() }
        // kitty's drag and drop protocol: asked for here, used once the terminal answers.
        host.graph.dragAndDrop.kitty.start { [terminal] in terminal.send($0) }
        defer { host.graph.dragAndDrop.kitty.stop() }
        terminal.startReading { queue.push($0) }
        defer { terminal.stopReading() }

        var lastTick = clock.now
        var pacing = FramePacing(interval: frameInterval, now: clock.now)
        var handledEvents = true
        var ending = false
        var launched = false
        while !quitRequested, !ending {
            if suspendRequested {
                suspendRequested = false
                host.commitEditing()
                await lifecycle.prepare(for: .suspending)
                terminal.suspend()
                // A quit or another suspension asked for while documents saved is seen first.
                continue
            }
            if let handover {
                // Another program has the terminal: nothing is drawn until it is back.
                _ = await handover.value
                // Cleared here too: awaiting a finished task need not suspend, so the loop could
                // otherwise come back to it before `handOver` does.
                if self.handover == handover { self.handover = nil }
                host.size = terminal.size
                continue
            }
            let now = clock.now
            host.advance(by: now - lastTick)
            lastTick = now
            let published = monitor.publish(at: now)
            // This frame shows every change made so far: a wake-up asked for before it is answered.
            queue.settleWakeUp()
            let statistics = terminal.render(
                inspector.present(host.render(), graph: host.graph, figures: figures))
            // Once the frame is out: what its updates replaced is freed while nothing waits.
            host.releaseReplacedValues()
            if !launched {
                // Once the first frame has laid the views out, focus goes where the keys are
                // expected to work before any Tab; the next pass draws it.
                launched = true
                host.focusAtLaunch()
            }
            if inspector.isOpen { figures = InspectorReport.FrameFigures(statistics, duration: clock.now - now) }
            pacing.drew(at: now, wroteOutput: statistics.bytesWritten > 0)
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
            // Asked for before the frame began, whose wake-up the frame answered: go round now.
            if quitRequested || suspendRequested { timeout = .zero }
            var events = await queue.next(timeout: timeout)
            // At most one frame per interval: input arriving sooner is gathered into this frame.
            // Input handled while waiting keeps its claim: a wake-up it caused must not make it
            // wait for a frame that wrote nothing.
            while !quitRequested,
                case let wait = pacing.wait(at: clock.now, forInput: handledEvents || !events.isEmpty), wait > .zero
            {
                handledEvents = handledEvents || !events.isEmpty
                // Input is timed on the host's clock (double clicks), which must not stand still
                // while the loop waited.
                host.advance(by: clock.now - lastTick)
                lastTick = clock.now
                if !handle(events, host: host, terminal: terminal, clipboard: clipboard, inspector: inspector) {
                    ending = true
                    break
                }
                events = await queue.next(timeout: wait)
            }
            guard !ending else { break }
            handledEvents = handledEvents || !events.isEmpty
            host.advance(by: clock.now - lastTick)
            lastTick = clock.now
            ending = !handle(events, host: host, terminal: terminal, clipboard: clipboard, inspector: inspector)
        }
        // A program that has the terminal keeps it until it ends: the terminal is stopped, and
        // its signal pipe closed, only once the terminal is the app's again.
        if let handover { _ = await handover.value }
        // Documents save before the terminal is restored and the app ends, however it ends.
        host.commitEditing()
        await lifecycle.prepare(for: terminationSignal.map { .terminating($0) } ?? .quitting)
    }

    /// Routes one batch of events; returns false when the app should end.
    private func handle(
        _ events: [TerminalEvent], host: ViewHost<some View>, terminal: any RunLoopTerminal, clipboard: Clipboard,
        inspector: Inspector
    ) -> Bool {
        // Once a view has asked to quit, what was typed after it goes nowhere.
        for event in events where !quitRequested {
            switch event {
            case .input(.reply(let reply)) where clipboard.receive(reply):
                // The clipboard's answers are for the read or write waiting on them.
                continue
            case .input(let input):
                // The inspector sees input first: its keys, and the pointer over its panel.
                if let action = inspector.handle(input, graph: host.graph) {
                    if action == .dump { inspector.writeDump() }
                    continue
                }
                guard !host.send(input), case .key(let press) = input, press.modifiers == .control else { continue }
                if press.key == "c" { return false }
                if press.key == "z", suspendsOnControlZ { suspendRequested = true }
            case .resize(let size):
                host.size = size
                refreshCellPixels(host, terminal: terminal)
            case .resumed:
                host.size = terminal.size
                refreshCellPixels(host, terminal: terminal)
                lifecycle.resume()
            case .terminationRequested(let signal):
                terminationSignal = signal
                return false
            }
        }
        return true
    }

    /// Returns once the loop waits for input with nothing left to do (no event, wake-up or frame
    /// due before the clock moves on), or once the run has ended; for tests that drive a terminal.
    ///
    /// Called before a run has begun, it waits for one to begin.
    package func untilIdle() async {
        if queue == nil, !hasRunEnded {
            await withCheckedContinuation { idleWatchers.append($0) }
        }
        await queue?.untilIdle()
    }

    /// Takes the terminal's cell pixels again after a resize or a resume: a font zoomed since
    /// changes them, and sixel pictures are scaled to them.
    private func refreshCellPixels(_ host: ViewHost<some View>, terminal: any RunLoopTerminal) {
        let pixels = terminal.cellPixels
        guard host.environment.terminalGraphics.cellPixels != pixels else { return }
        host.environment.terminalGraphics.cellPixels = pixels
    }

    /// Lets go of those waiting for a run to make its queue.
    private func releaseIdleWatchers() {
        let watchers = idleWatchers
        idleWatchers.removeAll()
        for watcher in watchers { watcher.resume() }
    }
}
