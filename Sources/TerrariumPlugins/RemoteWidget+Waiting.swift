import Terrarium
import TerrariumWidgetProtocol

extension RemoteWidget: AwaitingReplies {
    /// Whether the widget owes an answer: its hello, or a `done`.
    package var isAwaitingReply: Bool {
        switch phase {
        case .starting: true
        case .running: !unanswered.isEmpty
        case .failed, .dismantled: false
        }
    }

    package func waitForReplies(until deadline: ContinuousClock.Instant) -> Bool {
        var changed = false
        while isAwaitingReply, let transport {
            let now = ContinuousClock.now
            let due = min(nextDeadline ?? deadline, deadline)
            if now >= due {
                checkDeadline(now: now)
                return changed || !isAwaitingReply
            }
            if transport.waitForMessages(until: due) { changed = true }
        }
        return changed
    }

    /// Waits for each of `widgets` in turn, no longer than `timeout` in all; returns whether
    /// anything arrived or failed.
    package static func waitForReplies(of widgets: [RemoteWidget], timeout: Duration) -> Bool {
        let end = ContinuousClock.now + timeout
        var changed = false
        for widget in widgets where widget.waitForReplies(until: end) { changed = true }
        return changed
    }
}
