import Testing

@testable import TerrariumApp

/// At most one frame per interval, but a key never waits behind a frame that wrote nothing.
@Suite struct FramePacingTests {
    let start = ContinuousClock.now

    @Test func theFirstFrameNeedNotWait() {
        let pacing = FramePacing(interval: .milliseconds(16), now: start)
        #expect(pacing.wait(at: start, forInput: true) <= .zero)
        #expect(pacing.wait(at: start, forInput: false) <= .zero)
    }

    @Test func inputSoonAfterAFrameThatWroteIsGatheredIntoTheNext() {
        var pacing = FramePacing(interval: .milliseconds(16), now: start)
        pacing.drew(at: start, wroteOutput: true)
        #expect(pacing.wait(at: start + .milliseconds(10), forInput: true) == .milliseconds(6))
        #expect(pacing.wait(at: start + .milliseconds(16), forInput: true) <= .zero)
    }

    @Test func aKeyAfterAFrameThatWroteNothingIsDrawnAtOnce() {
        var pacing = FramePacing(interval: .milliseconds(16), now: start)
        pacing.drew(at: start, wroteOutput: true)
        // A wake-up 16 ms later redrew and changed no cell; a key comes 14 ms after that.
        pacing.drew(at: start + .milliseconds(16), wroteOutput: false)
        #expect(pacing.wait(at: start + .milliseconds(30), forInput: true) <= .zero)
        // A bare wake-up still waits its interval, so updates that show nothing cannot spin.
        #expect(pacing.wait(at: start + .milliseconds(30), forInput: false) == .milliseconds(2))
    }

    @Test func inputThatChangesNothingOnScreenIsStillPaced() {
        var pacing = FramePacing(interval: .milliseconds(16), now: start)
        pacing.drew(at: start, wroteOutput: false)
        // The pointer moving over text: frames that write nothing come at most every 4 ms.
        #expect(pacing.wait(at: start + .milliseconds(1), forInput: true) == .milliseconds(3))
        #expect(pacing.wait(at: start + .milliseconds(4), forInput: true) <= .zero)
    }
}
