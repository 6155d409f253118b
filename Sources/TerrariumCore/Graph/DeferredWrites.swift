/// State writes that must not apply at once, held until they can.
///
/// A write made while a body is evaluated applies after the pass; one made while the tree is
/// laid out or drawn applies after the frame. The app's own writes there are mistakes and are
/// reported; a hosted widget's are expected (a binding written from `updateWidget`, a width
/// reported while sized) and are deferred quietly.
@MainActor
package final class DeferredWrites {
    private unowned let graph: ViewGraph
    /// The nodes whose bodies are being evaluated, innermost last.
    private var evaluationStack: [ViewNode] = []
    /// How many calls into hosted widgets' code are under way.
    private var quietDepth = 0
    private var fromEvaluation: [() -> Void] = []
    private var fromWidgetLayout: [() -> Void] = []

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether writes wait for the end of an update pass.
    var hasWritesFromEvaluation: Bool { !fromEvaluation.isEmpty }

    /// Whether widgets wrote state while the tree was sized, so it must be laid out again.
    var hasWritesFromWidgetLayout: Bool { !fromWidgetLayout.isEmpty }

    /// Runs `body` as the evaluation of `node`'s body, so writes during it can be caught.
    func evaluatingBody<Result>(of node: ViewNode, quietly: Bool = false, _ body: () -> Result) -> Result {
        evaluationStack.append(node)
        if quietly { quietDepth += 1 }
        defer {
            evaluationStack.removeLast()
            if quietly { quietDepth -= 1 }
        }
        return body()
    }

    /// Runs `body`, a call into a representable's code, deferring its state writes quietly.
    func quietly<Result>(_ body: () -> Result) -> Result {
        quietDepth += 1
        defer { quietDepth -= 1 }
        return body()
    }

    /// Applies a state write now, or after the current pass or frame when one is being made.
    package func perform(_ write: @escaping () -> Void) {
        let inFrame = graph.phase != .idle
        if quietDepth > 0, !evaluationStack.isEmpty {
            fromEvaluation.append(write)
            graph.onNeedsUpdate?()
        } else if quietDepth > 0, inFrame {
            fromWidgetLayout.append(write)
            graph.onNeedsUpdate?()
        } else if quietDepth > 0 {
            // Outside an update (a representable's dismantle at exit), a write applies at once.
            write()
        } else if let evaluating = evaluationStack.last {
            graph.report(
                "\(evaluating.typeName) modified state while its body was being evaluated; the change was applied after the update"
            )
            fromEvaluation.append(write)
            graph.onNeedsUpdate?()
        } else if inFrame {
            graph.report("state was modified during layout or drawing; the change was applied after the frame")
            fromEvaluation.append(write)
            graph.onNeedsUpdate?()
        } else {
            write()
        }
    }

    /// Applies the writes made while bodies were evaluated.
    func applyWritesFromEvaluation() {
        let writes = fromEvaluation
        fromEvaluation.removeAll()
        for write in writes { write() }
    }

    /// Applies the writes widgets made while they were sized.
    func applyWritesFromWidgetLayout() {
        let writes = fromWidgetLayout
        fromWidgetLayout.removeAll()
        for write in writes { write() }
    }

    /// Applies every deferred write once a frame is made; they take effect in the next update.
    func applyAll() {
        let writes = fromWidgetLayout + fromEvaluation
        fromWidgetLayout.removeAll()
        fromEvaluation.removeAll()
        for write in writes { write() }
    }

    /// Drops every deferred write.
    func reset() {
        fromEvaluation.removeAll()
        fromWidgetLayout.removeAll()
    }
}
