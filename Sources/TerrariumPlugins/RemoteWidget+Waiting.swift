import TerrariumWidgetProtocol

extension RemoteWidget {
    /// A reference that does not keep its widget.
    struct Weak {
        weak var value: RemoteWidget?
        init(_ value: RemoteWidget) { self.value = value }
    }

    /// Every remote widget not yet dismantled, for tests to wait on.
    static var live: [Weak] = []

    /// Whether the widget owes an answer: its hello, or a `done`.
    var isAwaitingReply: Bool {
        switch phase {
        case .starting: true
        case .running: !unanswered.isEmpty
        case .failed, .dismantled: false
        }
    }

    /// Whether any remote widget is alive in this process, so a test host with none to wait for
    /// costs nothing.
    package static var anyAlive: Bool {
        live.removeAll { $0.value == nil }
        return !live.isEmpty
    }

    /// Waits until each of `widgets` has answered everything sent to it, or its deadline passed
    /// (which fails it), but no longer than `timeout`; returns whether anything arrived or failed,
    /// so the caller knows to render again.
    ///
    /// Only tests wait: `TestHost` calls it after each step with the widgets of its own tree,
    /// which makes a view hosting remote widgets as deterministic to test as any other. An app
    /// never blocks on a widget.
    package static func waitForReplies(of widgets: [RemoteWidget], timeout: Duration) -> Bool {
        let end = ContinuousClock.now + timeout
        var changed = false
        for widget in widgets {
            while widget.isAwaitingReply, let transport = widget.transport {
                let now = ContinuousClock.now
                let due = min(widget.nextDeadline ?? end, end)
                if now >= due {
                    widget.checkDeadline(now: now)
                    changed = changed || !widget.isAwaitingReply
                    break
                }
                if transport.waitForMessages(until: due) { changed = true }
            }
        }
        return changed
    }
}
