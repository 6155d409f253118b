/// A scheduler whose time moves only when a test says so, running what falls due in order.
package final class ManualDocumentScheduler: DocumentScheduler {
    private struct Entry {
        var id: Int
        var deadline: Duration
        var action: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    /// The current time.
    package private(set) var now: Duration = .zero
    /// How many actions have run.
    package private(set) var firedCount = 0
    /// How many actions were scheduled, run or not.
    package private(set) var scheduledCount = 0

    /// Makes a scheduler at time zero.
    package init() {}

    /// The deadlines of the actions not yet run, earliest first.
    package var pendingDeadlines: [Duration] { entries.map(\.deadline).sorted() }

    package func schedule(at deadline: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let id = nextID
        nextID += 1
        scheduledCount += 1
        entries.append(Entry(id: id, deadline: deadline, action: action))
        return ScheduledAction { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    /// Moves time forward by `duration`, running each action as its deadline is reached.
    package func advance(by duration: Duration) {
        let end = now + duration
        while let next = entries.filter({ $0.deadline <= end }).min(by: { $0.deadline < $1.deadline }) {
            entries.removeAll { $0.id == next.id }
            now = max(now, next.deadline)
            firedCount += 1
            next.action()
        }
        now = end
    }
}
