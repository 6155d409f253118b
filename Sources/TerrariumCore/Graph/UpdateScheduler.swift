/// Which nodes need evaluating and with what transaction, and the work that runs once an update
/// has evaluated them.
///
/// Nodes are evaluated shallowest first, so a node evaluated because its parent changed is not
/// evaluated again for its own mark.
@MainActor
package final class UpdateScheduler {
    private unowned let graph: ViewGraph
    // Unchecked for exclusivity, as a node's properties are: every evaluation reads them, on the
    // main actor alone.
    @exclusivity(unchecked) private var dirty: [ViewNode] = []
    @exclusivity(unchecked) private var pendingTransactions: [ObjectIdentifier: Transaction] = [:]
    @exclusivity(unchecked) private var afterUpdateActions: [@MainActor () -> Void] = []
    /// Work to run once the passes have settled, before the update returns.
    @exclusivity(unchecked) private var settledActions: [@MainActor () -> Void] = []
    /// The transaction of the update being made.
    @exclusivity(unchecked) package private(set) var currentTransaction = Transaction()

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether marked nodes or queued actions wait for the next update.
    var hasPendingWork: Bool { !dirty.isEmpty || !afterUpdateActions.isEmpty }

    /// Runs `action` once the current update has finished evaluating, as `onAppear` needs.
    package func afterUpdate(_ action: @escaping @MainActor () -> Void) {
        afterUpdateActions.append(action)
    }

    /// Queues `action` to run once no pass is left, before the update returns.
    ///
    /// For work an update's own actions may make moot, as a list's rows are when an `onChange`
    /// action sets its content again. It may mark nodes, which the update then evaluates.
    package func whenSettled(_ action: @escaping @MainActor () -> Void) {
        settledActions.append(action)
    }

    /// Whether work waits for the passes to settle.
    var hasSettledActions: Bool { !settledActions.isEmpty }

    /// Runs the work queued for when the passes settled.
    func runSettledActions() {
        let actions = settledActions
        settledActions.removeAll()
        graph.inPhase(.updating) {
            withTransaction(Transaction()) {
                for action in actions { action() }
            }
        }
        graph.writes.applyWritesForNextPass()
    }

    /// Queues `node` for the next update, made with `transaction` when one is given.
    func nodeNeedsUpdate(_ node: ViewNode, transaction: Transaction?) {
        dirty.append(node)
        if let transaction { pendingTransactions[ObjectIdentifier(node)] = transaction }
        graph.onNeedsUpdate?()
    }

    /// Runs `body` as part of an update made with `transaction`.
    package func withTransaction<Result>(_ transaction: Transaction, _ body: () -> Result) -> Result {
        let previous = currentTransaction
        currentTransaction = transaction
        defer { currentTransaction = previous }
        return body()
    }

    /// The transaction recorded when `node` itself was marked, if any.
    func takePendingTransaction(for node: ViewNode) -> Transaction? {
        // Most evaluations have none: an empty table is not hashed into.
        guard !pendingTransactions.isEmpty else { return nil }
        return pendingTransactions.removeValue(forKey: ObjectIdentifier(node))
    }

    /// One pass: takes in changes posted from elsewhere, evaluates the marked nodes, then applies
    /// the writes deferred during the pass and runs the queued actions, which may mark more.
    func runPass() {
        for (node, transaction) in graph.inbox.take() {
            node.hasObservedChange = true
            node.setNeedsUpdate(transaction: transaction)
        }
        let batch = dirty.sorted { $0.depth < $1.depth }
        dirty.removeAll()
        graph.inPhase(.updating) {
            for node in batch where node.isAttached && node.needsUpdate {
                withTransaction(Transaction()) { node.evaluate() }
            }
        }
        pendingTransactions.removeAll()
        graph.writes.applyWritesForNextPass()
        let actions = afterUpdateActions
        afterUpdateActions.removeAll()
        for action in actions { action() }
    }

    /// Drops every mark and queued action.
    func reset() {
        dirty.removeAll()
        pendingTransactions.removeAll()
        afterUpdateActions.removeAll()
        settledActions.removeAll()
    }
}
