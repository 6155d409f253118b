/// What a graph keeps about the foreign widgets its representables host: their lifecycle, for
/// tests and the inspector, and the animations under way in them.
@MainActor
package final class HostedWidgets {
    /// The lifecycle of hosted widgets, oldest first; the most recent 10,000 events are kept.
    package private(set) var lifecycleLog: [WidgetLifecycleEvent] = []
    /// The animators of hosted widgets with animations under way.
    private var animators: [ObjectIdentifier: WidgetAnimator] = [:]

    /// Records a lifecycle event of `representable`.
    func log(_ kind: WidgetLifecycleEvent.Kind, _ representable: String) {
        if lifecycleLog.count >= 10_000 { lifecycleLog.removeFirst(5_000) }
        lifecycleLog.append(WidgetLifecycleEvent(kind, representable: representable))
    }

    /// Forgets the lifecycle events recorded so far.
    package func clearLifecycleLog() { lifecycleLog.removeAll() }

    /// Steps `animator` with every frame until its animations end.
    func animatorStarted(_ animator: WidgetAnimator) {
        animators[ObjectIdentifier(animator)] = animator
    }

    /// Steps the widgets' animations to the clock's time before the frame is laid out, so the
    /// sizes they change are laid out in it.
    func stepAnimations() {
        for (id, animator) in animators {
            animator.step()
            if !animator.isAnimating { animators[id] = nil }
        }
    }
}
