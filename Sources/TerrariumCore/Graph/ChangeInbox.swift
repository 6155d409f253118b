import Synchronization

/// Collects nodes invalidated from any thread (Observation reports changes on the thread that
/// made them) until the graph, on the main actor, takes them in.
package final class ChangeInbox: Sendable {
    private struct WeakNode: @unchecked Sendable {
        weak var node: ViewNode?
        var transaction: Transaction?
        /// The node's evaluation that registered the change, or nil for a change that always counts.
        var generation: Int?
    }

    private let nodes = Mutex<[WeakNode]>([])
    /// Called after a node is added, from the thread that added it, so a run loop can wake up.
    ///
    /// Boxed: a bare closure read out through the lock's `inout` access is re-abstracted on the
    /// way out and again on the way back in, so it would gain two thunks on every post.
    private let wake = Mutex<Callback?>(nil)

    private struct Callback: Sendable {
        let call: @Sendable () -> Void
    }

    package init() {}

    /// Records that `node` needs an update, made with the current transaction; with a
    /// `generation`, only if the node has not been evaluated again since.
    package func post(_ node: ViewNode?, generation: Int? = nil) {
        let transaction = Transaction.current
        nodes.withLock { $0.append(WeakNode(node: node, transaction: transaction, generation: generation)) }
        let callback = wake.withLock { $0 }
        callback?.call()
    }

    /// Sets what to call when something is posted.
    package func onPost(_ callback: (@Sendable () -> Void)?) {
        wake.withLock { $0 = callback.map(Callback.init(call:)) }
    }

    /// Whether anything was posted since the last ``take()``.
    package var isEmpty: Bool { nodes.withLock { $0.isEmpty } }

    /// The nodes posted so far, emptying the inbox.
    @MainActor
    package func take() -> [(node: ViewNode, transaction: Transaction?)] {
        nodes.withLock { posted in
            defer { posted.removeAll() }
            return posted.compactMap { entry in
                guard let node = entry.node else { return nil }
                if let generation = entry.generation, generation != node.observationGeneration { return nil }
                return (node, entry.transaction)
            }
        }
    }
}
