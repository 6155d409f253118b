/// A hosted widget whose drawing waits for answers from elsewhere, such as another process: what
/// a test host waits on after each step, so a test sees what the widget drew for that step.
///
/// An app never waits: only `TestHost` asks, of the widgets in its own tree.
@MainActor
package protocol AwaitingReplies: AnyObject {
    /// Whether the widget owes an answer for what was sent to it.
    var isAwaitingReply: Bool { get }

    /// Waits until the widget has answered everything sent to it, its own deadline passed (which
    /// fails it) or `deadline` came; returns whether anything arrived or failed, so the caller
    /// knows to draw again.
    func waitForReplies(until deadline: ContinuousClock.Instant) -> Bool
}
