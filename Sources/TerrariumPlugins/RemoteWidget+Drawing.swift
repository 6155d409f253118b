public import TerrariumTerminal
import TerrariumWidgetProtocol

extension RemoteWidget {
    /// The most cells a widget takes in a dimension the layout leaves open: a widget's ideal size
    /// is its own to state, but not one that pushes the rest of the app off any screen.
    public static let largestUnproposedExtent = 1000
    /// The most distinct proposals told to a widget while its sizing holds; later ones are
    /// answered from the sizing alone.
    public static let proposalLimit = 16
    /// A proposed dimension at most this large, and above zero, is told to the widget; others are
    /// the layout's probes for the smallest and largest size, which the sizing answers.
    static let largestToldExtent = 1 << 16

    /// Draws the widget's drawing, or the placeholder saying why it is not running.
    public func draw(in context: GraphicsContext) {
        if wantedFrame != context.size {
            wantedFrame = context.size
            flush()
        }
        switch phase {
        case .running, .dismantled:
            canvas.draw(in: context)
            drawNotice(in: context)
        case .starting, .failed:
            drawPlaceholder(in: context)
        }
    }

    /// The size the widget accepts for `proposal`, never more than a specified dimension of it.
    ///
    /// A running widget's size comes from its answer to that proposal when it gave one, else from
    /// the sizing it holds; a proposal it has not heard of is told to it. A widget that is
    /// starting, or failed, takes what its placeholder needs.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let size: Size
        if showsPlaceholder {
            size = placeholderSize(proposal)
        } else if let answer = proposalAnswers[proposal] {
            size = answer
        } else if let sizing {
            propose(proposal, to: sizing)
            size = sizing.sizeThatFits(proposal)
            if proposalGuesses.count < 4 * Self.proposalLimit || proposalGuesses[proposal] != nil {
                proposalGuesses[proposal] = size
            }
        } else {
            size = .zero
        }
        return Self.clamped(size, to: proposal)
    }

    /// Whether the placeholder shows instead of the widget's drawing: it is starting, or failed.
    var showsPlaceholder: Bool {
        switch phase {
        case .starting, .failed: true
        case .running, .dismantled: false
        }
    }

    /// `size`, no larger than a specified dimension of `proposal` nor than
    /// ``largestUnproposedExtent`` in an open one, and never negative.
    static func clamped(_ size: Size, to proposal: ProposedViewSize) -> Size {
        func clamp(_ value: Int, _ proposed: Int?) -> Int {
            max(0, min(value, proposed ?? largestUnproposedExtent))
        }
        return Size(width: clamp(size.width, proposal.width), height: clamp(size.height, proposal.height))
    }

    /// Tells the running widget of a proposal it has not heard of since its sizing last changed.
    ///
    /// A widget whose size depends on it answers with a `size` before that message's `done`;
    /// the layout never waits. Fixed-size widgets and the layout's probes are not told.
    private func propose(_ proposal: ProposedViewSize, to sizing: WidgetSizing) {
        guard phase == .running, !Self.isFixed(sizing), Self.isTold(proposal),
            proposalsSent.count < Self.proposalLimit, proposalsSent.insert(proposal).inserted
        else { return }
        // Recorded first: a library widget answers before `send` returns.
        pendingProposals[sequence + 1] = (proposal, nil)
        send { .propose(sequence: $0, proposal) }
    }

    /// Whether `sizing` takes one size only, so no proposal can change its answer.
    static func isFixed(_ sizing: WidgetSizing) -> Bool {
        sizing.minimum == sizing.ideal && sizing.maximumWidth == sizing.ideal.width
            && sizing.maximumHeight == sizing.ideal.height
    }

    /// Whether `proposal` is one a widget hears of: each dimension open, or between 1 and
    /// ``largestToldExtent``.
    static func isTold(_ proposal: ProposedViewSize) -> Bool {
        [proposal.width, proposal.height].allSatisfy { $0.map { (1...largestToldExtent).contains($0) } ?? true }
    }

    /// The placeholder's words: the widget's name, why it stopped, and what happens next.
    var placeholderText: String {
        switch phase {
        case .starting: return "… \(hello?.name ?? name) starting"
        case .failed(let failure):
            let next =
                restartIsScheduled
                ? " (restarting, \(restartCount) of \(options.restartPolicy.maximumRestarts))"
                : ""
            return "⚠ \(hello?.name ?? name) \(failure)\(next)"
        case .running, .dismantled: return ""
        }
    }

    /// The placeholder's size: one line as wide as the proposal allows, and as many lines as
    /// its words need at that width, up to the proposed height.
    private func placeholderSize(_ proposal: ProposedViewSize) -> Size {
        let words = placeholderText.displayWidth
        let width = min(words, proposal.width ?? words)
        let lines = width > 0 ? Self.wrapped(placeholderText, width: width).count : 1
        return Size(width: width, height: max(1, min(lines, proposal.height ?? lines)))
    }

    /// `text` cut into lines of at most `width` cells.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for character in text {
            let cells = String(character).displayWidth
            if used + cells > width, !line.isEmpty {
                lines.append(line)
                line = ""
                used = 0
            }
            line.append(character)
            used += cells
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Shows `text` over the widget's last row for ``noticeDuration``: the user sees that the
    /// host refused something the widget did, the inspector says what in full.
    func showNotice(_ text: String) {
        notice = (text, .now + Self.noticeDuration)
        host?.widgetNeedsDisplay(self)
        noticeTask?.cancel()
        noticeTask = Task { [weak self] in
            try? await Task.sleep(for: Self.noticeDuration)
            guard let self, !Task.isCancelled else { return }
            self.notice = nil
            self.host?.widgetNeedsDisplay(self)
        }
    }

    private func drawNotice(in context: GraphicsContext) {
        guard let notice, ContinuousClock.now < notice.until, context.size.height > 0 else { return }
        let row = Rect(x: 0, y: context.size.height - 1, width: context.size.width, height: 1)
        context.fill(row, style: Style())
        _ = context.draw(notice.text, at: row.origin, style: Style(foreground: .yellow, attributes: .dim))
    }

    private func drawPlaceholder(in context: GraphicsContext) {
        let style = phase == .starting ? Style(attributes: .dim) : Style(foreground: .yellow, attributes: .dim)
        context.fill(style: Style())
        // Wrapped over the frame's rows: the whole reason shows wherever there is room for it.
        let lines = Self.wrapped(placeholderText, width: max(context.size.width, 1))
        for (y, line) in lines.prefix(context.size.height).enumerated() {
            _ = context.draw(line, at: Point(x: 0, y: y), style: style)
        }
    }
}
