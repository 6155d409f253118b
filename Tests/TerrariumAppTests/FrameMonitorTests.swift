import TerrariumApp
import TerrariumCore
import TerrariumTerminal
import Testing

@MainActor @Suite struct FrameMonitorTests {
    private func frame(bytes: Int) -> FrameStatistics {
        var statistics = FrameStatistics()
        statistics.bytesWritten = bytes
        return statistics
    }

    @Test func figuresCoverTheLastSecondAndFallToZero() {
        let monitor = FrameMonitor()
        let start = ContinuousClock.now
        #expect(monitor.nextPublication(after: start) == nil)
        monitor.record(frame(bytes: 100), at: start)
        monitor.record(frame(bytes: 20), at: start + .milliseconds(100))
        // The first publication is due at once.
        #expect(monitor.nextPublication(after: start + .milliseconds(100)) == start + .milliseconds(100))
        #expect(monitor.publish(at: start + .milliseconds(100)))
        #expect(monitor.framesPerSecond == 2)
        #expect(monitor.bytesPerSecond == 120)
        #expect(monitor.lastFrame.bytesWritten == 20)
        // Current figures wait for the oldest frame to leave the last second.
        #expect(monitor.nextPublication(after: start + .milliseconds(200)) == start + .seconds(1))
        #expect(!monitor.publish(at: start + .milliseconds(500)))
        #expect(monitor.publish(at: start + .seconds(1)))
        #expect(monitor.framesPerSecond == 1)
        #expect(monitor.bytesPerSecond == 20)
        #expect(!monitor.publish(at: start + .milliseconds(1100)))
        #expect(monitor.publish(at: start + .milliseconds(1250)))
        #expect(monitor.framesPerSecond == 0)
        #expect(monitor.bytesPerSecond == 0)
        #expect(monitor.lastFrame.bytesWritten == 20)
        // Nothing left to age out: no more wake-ups.
        #expect(monitor.nextPublication(after: start + .seconds(5)) == nil)
    }

    @Test func publicationsComeAtMostFourTimesASecond() {
        let monitor = FrameMonitor()
        let start = ContinuousClock.now
        monitor.record(frame(bytes: 10), at: start)
        #expect(monitor.publish(at: start))
        monitor.record(frame(bytes: 10), at: start + .milliseconds(50))
        #expect(monitor.nextPublication(after: start + .milliseconds(50)) == start + FrameMonitor.publicationInterval)
        #expect(!monitor.publish(at: start + .milliseconds(100)))
        #expect(monitor.framesPerSecond == 1)
        #expect(monitor.publish(at: start + .milliseconds(250)))
        #expect(monitor.framesPerSecond == 2)
    }
}

@MainActor @Suite struct FrameMonitorViewTests {
    struct Figures: View {
        @Environment(\.frameMonitor) private var monitor
        var body: some View { Text("\(monitor?.framesPerSecond ?? -1) fps") }
    }

    @Test func viewsReadingTheFiguresRedrawWhenTheyArePublished() {
        let monitor = FrameMonitor()
        var environment = EnvironmentValues()
        environment.frameMonitor = monitor
        let host = ViewHost(rootView: Figures(), size: Size(width: 8, height: 1), environment: environment)
        #expect(host.render().lines == ["0 fps   "])
        var frame = FrameStatistics()
        frame.bytesWritten = 5
        let now = ContinuousClock.now
        monitor.record(frame, at: now)
        #expect(monitor.publish(at: now))
        #expect(host.render().lines == ["1 fps   "])
    }
}
