import Terrarium
import TerrariumTerminal

/// Frames and bytes written in the last second, and what the last frame cost.
struct StatisticsLine: View {
    @Environment(\.frameMonitor) private var monitor

    var body: some View {
        if let monitor {
            Text(
                "\(monitor.framesPerSecond) fps · \(Self.bytes(monitor.bytesPerSecond))/s · last frame "
                    + "\(Self.bytes(monitor.lastFrame.bytesWritten)), \(monitor.lastFrame.cellsChanged) cells"
            )
            .foregroundStyle(.cyan)
        } else {
            Text("no frame figures outside a terminal").dim()
        }
    }

    static func bytes(_ count: Int) -> String {
        count < 10_000 ? "\(count) B" : "\(count / 1000) KB"
    }
}
