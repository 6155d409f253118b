public import TerrariumTerminal
import TerrariumWidgetProtocol

extension RemoteWidget {
    /// Draws the widget's drawing, or the placeholder saying why it is not running.
    public func draw(in context: GraphicsContext) {
        if wantedFrame != context.size {
            wantedFrame = context.size
            flush()
        }
        switch phase {
        case .running, .starting, .dismantled:
            canvas.draw(in: context)
        case .failed(let failure):
            drawPlaceholder(failure, in: context)
        }
    }

    /// The size the widget accepts for `proposal`; a failed widget keeps its last size, so the
    /// layout around it does not jump.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        if let sizing {
            propose(proposal)
            return sizing.sizeThatFits(proposal)
        }
        guard case .failed = phase else { return .zero }
        let width = placeholderText.count
        return Size(width: min(width, proposal.width ?? width), height: 1)
    }

    /// Tells the running widget of a proposal it has not heard of since its sizing last changed,
    /// so a widget whose size depends on it can answer with a new `size`; the layout never waits.
    private func propose(_ proposal: ProposedViewSize) {
        guard phase == .running, proposalsSent.count < 16, proposalsSent.insert(proposal).inserted else { return }
        send { .propose(sequence: $0, proposal) }
    }

    /// The placeholder's words: the widget's name, why it stopped, and what happens next.
    var placeholderText: String {
        guard case .failed(let failure) = phase else { return "" }
        let next =
            restartIsScheduled
            ? " (restarting, \(restartCount) of \(options.restartPolicy.maximumRestarts))"
            : ""
        return "⚠ \(hello?.name ?? name) \(failure)\(next)"
    }

    private func drawPlaceholder(_ failure: WidgetFailure, in context: GraphicsContext) {
        let style = Style(foreground: .yellow, attributes: .dim)
        context.fill(style: Style())
        // Wrapped over the frame's rows, so a one-line widget still shows the start of it.
        var rest = Substring(placeholderText)
        for y in 0..<context.size.height where !rest.isEmpty {
            let line = rest.prefix(max(context.size.width, 1))
            _ = context.draw(line, at: Point(x: 0, y: y), style: style)
            rest = rest.dropFirst(line.count)
        }
    }
}
