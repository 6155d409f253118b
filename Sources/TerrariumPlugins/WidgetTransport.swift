public import TerrariumWidgetProtocol

/// How a remote widget's messages travel: a child process's standard input and output, or calls
/// into a loaded library.
@MainActor
public protocol WidgetTransport: AnyObject {
    /// Starts the widget; what it sends, and its end, arrive through `receiver` on the main actor.
    func start(receiver: any WidgetTransportReceiver) throws(WidgetFailure)

    /// Sends `message`; never waits for the widget.
    func send(_ message: HostMessage)

    /// Whether every ``send(_:)`` returns only after the widget's answers were delivered.
    var isSynchronous: Bool { get }

    /// Waits until something arrives from the widget, or it ends, or `deadline` passes, and
    /// delivers what arrived; returns whether anything was delivered. Only tests wait.
    func waitForMessages(until deadline: ContinuousClock.Instant) -> Bool

    /// Ends the widget for good; nothing is delivered after it returns.
    func stop()

    /// The newest of what the widget wrote for humans (a process's standard error), at most
    /// 4 KiB; empty where there is no such stream.
    var errorOutput: String { get }
}

extension WidgetTransport {
    /// Nothing: only a process has a standard error.
    public var errorOutput: String { "" }
}

/// What hears from a transport, on the main actor.
@MainActor
public protocol WidgetTransportReceiver: AnyObject {
    /// A message arrived from the widget.
    func transportDidReceive(_ message: WidgetMessage)

    /// The widget ended or broke the protocol; nothing more arrives from this start.
    func transportDidFail(_ failure: WidgetFailure)
}
