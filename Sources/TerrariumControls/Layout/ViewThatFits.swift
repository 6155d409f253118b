public import TerrariumCore
import TerrariumTerminal

/// Shows the first of its views whose ideal size fits the space offered, or the last when none
/// does.
///
/// ```swift
/// ViewThatFits {
///     HStack { Text("Water every three days"); Button("Water now") {} }
///     Button("Water") {}
/// }
/// ```
///
/// The others are kept, with their state, but neither drawn, clicked, focused nor read by
/// assistive technology.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that chooses among `content`'s views by whether they fit along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A choice of views has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { ViewThatFitsRenderer() }
        renderer.axes = axes
        var segments: [LazySegment] = []
        LazySegment.collect(content, into: &segments)
        var views: [any View] = []
        for segment in segments {
            switch segment {
            case .single(let view): views.append(view)
            case .elements(let source):
                // A choice among more views than a screen could try is a mistake; the first
                // hundred are enough to fit.
                for index in 0..<min(source.lazyCount, 100) { views.append(source.lazyView(at: index)) }
            }
        }
        var children = ChildReconciler(node)
        for (index, view) in views.enumerated() {
            children.next(FitCandidate(content: AnyView(view), renderer: renderer), id: index)
        }
        children.finish()
    }
}

/// One of the views a `ViewThatFits` chooses among: hidden unless it is the one chosen.
struct FitCandidate: View, PrimitiveView {
    let content: AnyView
    let renderer: ViewThatFitsRenderer

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let candidate = node.renderer { FitCandidateRenderer() }
        candidate.chooser = renderer
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// Hides a candidate that was not chosen from drawing, the pointer, focus and assistive
/// technology.
final class FitCandidateRenderer: SingleChildLayout {
    weak var chooser: ViewThatFitsRenderer?

    var drawsContent: Bool { false }

    var isChosen: Bool { chooser?.chosen === self }

    var hitTesting: HitTesting { isChosen ? .visible : .hidden }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        if isChosen { node.drawChildren(in: context) }
    }
}

/// Chooses the first candidate whose ideal size fits the proposal along the axes asked.
final class ViewThatFitsRenderer: NodeRenderer {
    var axes: Axis.Set = [.horizontal, .vertical]
    /// The candidate shown, as the last layout chose it.
    fileprivate(set) weak var chosen: FitCandidateRenderer?

    var drawsContent: Bool { false }

    private func choice(for proposal: ProposedViewSize, node: ViewNode) -> ViewNode? {
        let candidates = node.layoutChildren
        let ideal = ProposedViewSize(width: nil, height: nil)
        return candidates.first { candidate in
            let size = candidate.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
            return fitsWidth && fitsHeight
        } ?? candidates.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        choice(for: proposal, node: node)?.sizeThatFits(proposal) ?? .zero
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let shown = choice(for: proposal, node: node)
        let previous = chosen
        chosen = shown?.renderer as? FitCandidateRenderer
        if previous !== chosen {
            // The views that swap places are drawn again.
            node.graph.damage.markDirty(frame)
            node.graph.damage.markDirty(node.frame)
        }
        for candidate in node.layoutChildren {
            if candidate === shown {
                candidate.place(
                    in: Rect(origin: frame.origin, size: candidate.sizeThatFits(proposal)), proposal: proposal)
            } else {
                candidate.place(
                    in: Rect(origin: frame.origin, size: .zero), proposal: ProposedViewSize(width: 0, height: 0))
            }
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }
}
