import TerrariumCore

/// Work views must finish before the app is suspended or ends, and news of its return: how
/// documents save on Ctrl+Z, on quit and on SIGTERM or SIGHUP, and look at their files again
/// after `fg`.
///
/// A run loop provides one in the environment; views register while they are on screen.
@MainActor
package final class SceneLifecycle {
    /// Why the app is leaving.
    package enum Departure: Equatable, Sendable {
        /// The app is about to be suspended.
        case suspending
        /// The app is quitting.
        case quitting
        /// A signal (SIGTERM, SIGHUP) ends the app.
        case terminating(Int32)
    }

    /// What a registered view does.
    package struct Handlers {
        /// Runs before the app leaves, awaited up to the deadline.
        var leaving: @MainActor (Departure) async -> Void
        /// Runs when the app comes back from suspension.
        var resumed: @MainActor () -> Void
    }

    private var handlers: [Int: Handlers] = [:]
    private var nextToken = 0

    /// An empty lifecycle.
    package init() {}

    /// Registers `leaving` and `resumed`; returns the token that removes them.
    package func register(
        leaving: @escaping @MainActor (Departure) async -> Void, resumed: @escaping @MainActor () -> Void = {}
    ) -> Int {
        nextToken += 1
        handlers[nextToken] = Handlers(leaving: leaving, resumed: resumed)
        return nextToken
    }

    /// Removes what `token` registered.
    package func unregister(_ token: Int) {
        handlers[token] = nil
    }

    /// Runs every `leaving` handler, one after another, and returns when they are done or when
    /// `deadline` has passed, whichever is first: a save stuck on a dead network file system
    /// must not keep a terminated app alive.
    package func prepare(for departure: Departure, deadline: Duration = .seconds(10)) async {
        let work = handlers.sorted { $0.key < $1.key }.map(\.value.leaving)
        guard !work.isEmpty else { return }
        let race = Race()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            race.continuation = continuation
            Task { @MainActor in
                for leaving in work { await leaving(departure) }
                race.finish()
            }
            race.timer = Task { @MainActor in
                try? await Task.sleep(for: deadline)
                race.finish()
            }
        }
    }

    /// Tells every registered view the app is back.
    package func resume() {
        for (_, handler) in handlers.sorted(by: { $0.key < $1.key }) { handler.resumed() }
    }

    /// Resumes the wait once, for whichever of the work and the deadline ends first.
    private final class Race {
        var continuation: CheckedContinuation<Void, Never>?
        var timer: Task<Void, Never>?

        func finish() {
            continuation?.resume()
            continuation = nil
            timer?.cancel()
        }
    }
}

private struct SceneLifecycleKey: EnvironmentKey {
    static var defaultValue: SceneLifecycle? { nil }
}

extension EnvironmentValues {
    /// The lifecycle of the scene the view is in; a run loop provides it.
    package var sceneLifecycle: SceneLifecycle? {
        get { self[SceneLifecycleKey.self] }
        set { self[SceneLifecycleKey.self] = newValue }
    }
}
