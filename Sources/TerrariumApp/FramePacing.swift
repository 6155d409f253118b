import TerrariumCore

/// When the run loop may draw the next frame: at most one per interval, so that input arriving
/// in a burst is gathered into one frame, but a key never waits behind a frame that wrote nothing.
///
/// A frame that changed no cell (a wake-up whose update showed nothing) costs the terminal
/// nothing, so holding the next key back for it would only add latency: up to a whole interval
/// on the first key after a pause.
struct FramePacing {
    /// The shortest time between two frames.
    let interval: Duration
    /// When the last frame was drawn.
    private(set) var lastFrame: ContinuousClock.Instant
    /// When the last frame that wrote to the terminal was drawn.
    private(set) var lastOutput: ContinuousClock.Instant

    /// Pacing that lets the first frame be drawn at `now`.
    init(interval: Duration, now: ContinuousClock.Instant) {
        self.interval = interval
        lastFrame = now - interval
        lastOutput = lastFrame
    }

    /// Notes a frame drawn at `time`, and whether it wrote anything.
    mutating func drew(at time: ContinuousClock.Instant, wroteOutput: Bool) {
        lastFrame = time
        if wroteOutput { lastOutput = time }
    }

    /// How long the next frame must still wait at `now`: zero or less when it may be drawn.
    ///
    /// Input waits for the last frame that wrote output, and for any frame only a quarter of the
    /// interval, so that input that changes nothing on screen (the pointer moving over text)
    /// cannot draw frames without bound; a wake-up waits the whole interval after any frame.
    func wait(at now: ContinuousClock.Instant, forInput: Bool) -> Duration {
        guard forInput else { return interval - (now - lastFrame) }
        return max(interval - (now - lastOutput), interval / 4 - (now - lastFrame))
    }
}
