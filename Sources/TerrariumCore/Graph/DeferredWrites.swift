/// State writes that must not apply at once, held until they can, as ``WriteRules`` says.
@MainActor
package final class DeferredWrites {
    private unowned let graph: ViewGraph
    /// The nodes whose bodies are being evaluated, innermost last.
    private var evaluationStack: [ViewNode] = []
    /// How many calls into hosted widgets' code are under way.
    private var widgetCallDepth = 0
    private var forNextPass: [() -> Void] = []
    private var forNextLayoutRound: [() -> Void] = []

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether writes wait for the next update pass.
    var hasWritesForNextPass: Bool { !forNextPass.isEmpty }

    /// Whether widgets wrote state while the tree was sized, so it must be laid out again.
    var hasWritesFromWidgetLayout: Bool { !forNextLayoutRound.isEmpty }

    /// Whose code is running now.
    var writer: StateWriter { widgetCallDepth > 0 ? .widget : .app }

    /// Where the graph is, as the rules see it.
    var situation: WriteSituation {
        if !evaluationStack.isEmpty { return .evaluating }
        switch graph.phase {
        case .idle: return .idle
        case .updating: return .evaluating
        case .layingOut: return .layingOut
        case .drawing: return .drawing
        }
    }

    /// Runs `body` as the evaluation of `node`'s body, or of its widget's make or update when
    /// `writer` is `.widget`, so writes during it are deferred.
    func evaluatingBody<Result>(of node: ViewNode, by writer: StateWriter = .app, _ body: () -> Result) -> Result {
        evaluationStack.append(node)
        if writer == .widget { widgetCallDepth += 1 }
        defer {
            evaluationStack.removeLast()
            if writer == .widget { widgetCallDepth -= 1 }
        }
        return body()
    }

    /// Runs `body`, a call into a hosted widget's code, so its writes follow the widget's rules.
    func callingWidget<Result>(_ body: () -> Result) -> Result {
        widgetCallDepth += 1
        defer { widgetCallDepth -= 1 }
        return body()
    }

    /// Applies a state write now, or after the current pass or layout round, as the rules say.
    package func perform(_ write: @escaping () -> Void) {
        let writer = writer
        let situation = situation
        if WriteRules.isReported(writer, in: situation) { report(situation) }
        switch WriteRules.effect(of: writer, in: situation) {
        case .now:
            write()
        case .nextPass:
            forNextPass.append(write)
            graph.onNeedsUpdate?()
        case .nextLayoutRound:
            forNextLayoutRound.append(write)
            graph.onNeedsUpdate?()
        }
    }

    private func report(_ situation: WriteSituation) {
        if situation == .evaluating, let evaluating = evaluationStack.last {
            graph.report(
                "\(evaluating.typeName) modified state while its body was being evaluated; the change was applied after the update"
            )
        } else {
            graph.report("state was modified during layout or drawing; the change was applied after the frame")
        }
    }

    /// Applies the writes that waited for the end of a pass.
    func applyWritesForNextPass() {
        let writes = forNextPass
        forNextPass.removeAll()
        for write in writes { write() }
    }

    /// Applies the writes widgets made while they were sized.
    func applyWritesFromWidgetLayout() {
        let writes = forNextLayoutRound
        forNextLayoutRound.removeAll()
        for write in writes { write() }
    }

    /// Applies every deferred write once a frame is made; they take effect in the next update.
    func applyAll() {
        let writes = forNextLayoutRound + forNextPass
        forNextLayoutRound.removeAll()
        forNextPass.removeAll()
        for write in writes { write() }
    }

    /// Drops every deferred write.
    func reset() {
        forNextPass.removeAll()
        forNextLayoutRound.removeAll()
    }
}
