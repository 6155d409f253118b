import TerrariumPOSIX

/// Why a remote widget is not running: shown in its placeholder and held in
/// ``RemoteWidget/phase``.
public enum WidgetFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The program or library could not be started or loaded.
    case couldNotStart(String)
    /// The program exited with `status`; `detail` is the last line it wrote to standard error.
    case exited(status: Int32, detail: String?)
    /// The program was ended by `signal`; `detail` is the last line it wrote to standard error.
    case signaled(Int32, detail: String?)
    /// The widget did not answer a message within the deadline.
    case unresponsive(Duration)
    /// The widget sent more than the host takes.
    case flooded(String)
    /// The widget stopped reading what the host sends: more than this many bytes wait unread.
    case stoppedReading(Int)
    /// The widget broke the protocol.
    case malformed(String)
    /// The host refused the widget: another protocol version, or a plugin built for another
    /// Terrarium, compiler or target.
    case refused(String)

    /// The reason in a sentence, for the placeholder.
    public var description: String {
        switch self {
        case .couldNotStart(let reason): "could not start: \(reason)"
        case .exited(let status, let detail): "exited with status \(status)" + (detail.map { ": \($0)" } ?? "")
        case .signaled(let signal, let detail):
            "ended by signal \(signal)" + (detail.map { ": \($0)" } ?? "")
        case .unresponsive(let deadline):
            "did not answer within \(Self.describe(deadline))"
        case .flooded(let reason): "sent too much: \(reason)"
        case .stoppedReading(let limit): "stopped reading its input: more than \(limit >> 20) MiB waits"
        case .malformed(let reason): "broke the protocol: \(reason)"
        case .refused(let reason): "refused: \(reason)"
        }
    }

    /// `deadline` as people write it: "2 s", "500 ms".
    private static func describe(_ deadline: Duration) -> String {
        let milliseconds = ChildProcess.milliseconds(deadline)
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
