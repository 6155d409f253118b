import Testing

@testable import TerrariumApp

/// The work views finish before the app leaves.
@MainActor
@Suite struct SceneLifecycleTests {
    @Test func leavingRunsEveryHandlerInOrderOfRegistration() async {
        let lifecycle = SceneLifecycle()
        var log: [String] = []
        _ = lifecycle.register(leaving: { departure in log.append("a \(departure)") })
        let removed = lifecycle.register(leaving: { _ in log.append("removed") })
        _ = lifecycle.register(leaving: { _ in
            try? await Task.sleep(for: .milliseconds(5))
            log.append("b")
        })
        lifecycle.unregister(removed)
        await lifecycle.prepare(for: .quitting)
        #expect(log == ["a quitting", "b"])
    }

    @Test func aHandlerThatNeverEndsIsGivenUpOnAtTheDeadline() async {
        let lifecycle = SceneLifecycle()
        var finished = false
        _ = lifecycle.register(leaving: { _ in
            try? await Task.sleep(for: .seconds(3600))
            finished = true
        })
        await lifecycle.prepare(for: .terminating(1), deadline: .milliseconds(50))
        // Returned while the handler still waits: the deadline ended the wait, not the work.
        #expect(!finished)
    }

    @Test func resumingTellsEveryHandler() {
        let lifecycle = SceneLifecycle()
        var resumed = 0
        _ = lifecycle.register(leaving: { _ in }, resumed: { resumed += 1 })
        _ = lifecycle.register(leaving: { _ in }, resumed: { resumed += 1 })
        lifecycle.resume()
        #expect(resumed == 2)
    }
}
