/// Runs a representable's animated changes on the graph's frame clock.
@MainActor
final class WidgetAnimator {
    private struct Running {
        let animation: Animation
        let start: Duration
        let changes: @MainActor (Double) -> Void
        let completion: (@MainActor () -> Void)?
    }

    private var running: [Running] = []
    private weak var graph: ViewGraph?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether an animation is under way.
    var isAnimating: Bool { !running.isEmpty }

    func start(
        _ animation: Animation?, changes: @escaping @MainActor (Double) -> Void,
        completion: (@MainActor () -> Void)?
    ) {
        guard let animation, let graph else {
            changes(1)
            completion?()
            return
        }
        let now = graph.clock.now
        graph.clock.animationsEnd = max(graph.clock.animationsEnd, now + animation.delay + animation.duration)
        running.append(Running(animation: animation, start: now, changes: changes, completion: completion))
        graph.widgets.animatorStarted(self)
        changes(animation.progress(after: .zero))
    }

    /// Calls each running animation with its progress at the clock's time, finishing those done.
    func step() {
        guard let graph, !running.isEmpty else { return }
        let now = graph.clock.now
        let current = running
        running.removeAll()
        for item in current {
            let elapsed = now - item.start
            if item.animation.isFinished(after: elapsed) {
                item.changes(1)
                item.completion?()
            } else {
                item.changes(item.animation.progress(after: elapsed))
                running.append(item)
            }
        }
    }
}
