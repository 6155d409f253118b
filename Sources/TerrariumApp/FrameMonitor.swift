public import Observation
public import TerrariumCore
public import TerrariumTerminal

/// Figures about the frames the run loop writes, for a status line: frames and bytes in the last
/// second, and the cost of the last frame.
///
/// ```swift
/// @Environment(\.frameMonitor) private var monitor
/// Text("\(monitor?.framesPerSecond ?? 0) fps")
/// ```
///
/// ``TerminalRunLoop`` puts one in the environment and records every frame. The figures views
/// read change at most four times a second, and the frames that only redraw those figures are not
/// counted, so showing them does not keep the app busy: when nothing else happens they fall to
/// zero and stay there.
@MainActor @Observable
public final class FrameMonitor {
    /// Frames written in the last second.
    public private(set) var framesPerSecond = 0
    /// Bytes written to the terminal in the last second.
    public private(set) var bytesPerSecond = 0
    /// What the last counted frame cost.
    public private(set) var lastFrame = FrameStatistics()

    /// How long published figures are kept before newer ones replace them.
    public static let publicationInterval: Duration = .milliseconds(250)

    @ObservationIgnored private var recent: [(time: ContinuousClock.Instant, bytes: Int)] = []
    @ObservationIgnored private var latest = FrameStatistics()
    @ObservationIgnored private var lastPublication: ContinuousClock.Instant?

    /// Creates a monitor with no frames recorded.
    public init() {}

    /// Counts a frame written at `time`.
    package func record(_ statistics: FrameStatistics, at time: ContinuousClock.Instant) {
        recent.append((time, statistics.bytesWritten))
        latest = statistics
    }

    /// The figures as of `time`, forgetting frames more than a second old.
    private func figures(at time: ContinuousClock.Instant) -> (frames: Int, bytes: Int, last: FrameStatistics) {
        recent.removeAll { time - $0.time >= .seconds(1) }
        return (recent.count, recent.reduce(0) { $0 + $1.bytes }, latest)
    }

    /// When the figures views see should next be refreshed: nil while they are current and no
    /// counted frame is left to age out of the last second.
    package func nextPublication(after time: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        let current = figures(at: time)
        if current != (framesPerSecond, bytesPerSecond, lastFrame) {
            return max(time, lastPublication.map { $0 + Self.publicationInterval } ?? time)
        }
        return recent.first.map { $0.time + .seconds(1) }
    }

    /// Refreshes the figures views see when they are due at `time`; returns whether any changed.
    @discardableResult
    package func publish(at time: ContinuousClock.Instant) -> Bool {
        guard let due = nextPublication(after: time), due <= time else { return false }
        let current = figures(at: time)
        guard current != (framesPerSecond, bytesPerSecond, lastFrame) else { return false }
        lastPublication = time
        framesPerSecond = current.frames
        bytesPerSecond = current.bytes
        lastFrame = current.last
        return true
    }
}

private struct FrameMonitorKey: EnvironmentKey {
    static let defaultValue: FrameMonitor? = nil
}

extension EnvironmentValues {
    /// The run loop's frame figures, or nil where no run loop records them (tests, hosts).
    public var frameMonitor: FrameMonitor? {
        get { self[FrameMonitorKey.self] }
        set { self[FrameMonitorKey.self] = newValue }
    }
}
