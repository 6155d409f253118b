public import Foundation
public import TerrariumCore
import TerrariumTerminal

/// How a view fills the space an aspect ratio leaves: inside it, or covering it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The whole view shows, as large as fits.
    case fit
    /// The view covers the space, as small as covers it; the parent may clip the rest.
    case fill
}

extension View {
    /// Sizes the view to `aspectRatio` (width over height) within the space offered, or to its
    /// ideal size's ratio when nil.
    ///
    /// A cell is taken as twice as tall as it is wide, as in most terminal fonts, so a ratio of 1
    /// makes a square of `2n` columns by `n` rows, and an image keeps its pixels' shape.
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
        AspectRatioView(content: self, ratio: aspectRatio, contentMode: contentMode)
    }

    /// Sizes the view to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height > 0 ? Double(aspectRatio.width / aspectRatio.height) : nil
        return self.aspectRatio(ratio, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its ideal size's ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill the space offered, keeping its ideal size's ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

/// The view `aspectRatio(_:contentMode:)` makes.
struct AspectRatioView<Content: View>: View, PrimitiveView {
    let content: Content
    let ratio: Double?
    let contentMode: ContentMode

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { AspectRatioRenderer() }
        renderer.ratio = ratio
        renderer.contentMode = contentMode
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// Proposes its child the largest (fit) or smallest (fill) size of the ratio in its proposal.
final class AspectRatioRenderer: SingleChildLayout {
    var ratio: Double?
    var contentMode = ContentMode.fit
    /// The child's ideal size, read when no ratio is given.
    private var ideal = Size.zero

    var drawsContent: Bool { false }

    /// Columns per row: the ratio, doubled because a row is two columns tall.
    private var cellRatio: Double? {
        let value = ratio.map { $0 * 2 } ?? (ideal.height > 0 ? Double(ideal.width) / Double(ideal.height) : nil)
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        ideal = ImplicitStack.sizeThatFits(ProposedViewSize(width: nil, height: nil), node: node)
        return sizeAroundChild(proposal, node: node)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        ideal = ImplicitStack.sizeThatFits(ProposedViewSize(width: nil, height: nil), node: node)
        let inner = childProposal(proposal)
        let childSize = ImplicitStack.sizeThatFits(inner, node: node)
        // Centred in the frame, as SwiftUI centres a fitted child; a filling child overhangs.
        let origin = Point(
            x: frame.minX + (frame.width - childSize.width) / 2, y: frame.minY + (frame.height - childSize.height) / 2)
        ImplicitStack.place(node, in: Rect(origin: origin, size: childSize), proposal: inner)
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let ratio = cellRatio else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            guard ideal.height > 0 else { return proposal }
            let width = Self.cells(Double(ideal.height) * ratio)
            return ProposedViewSize(width: width, height: ideal.height)
        case (let width?, nil): return ProposedViewSize(width: width, height: Self.cells(Double(width) / ratio))
        case (nil, let height?): return ProposedViewSize(width: Self.cells(Double(height) * ratio), height: height)
        case (let width?, let height?):
            let wider = Double(width) / Double(max(1, height)) > ratio
            // Fit keeps the tighter side; fill the looser one.
            if wider == (contentMode == .fit) {
                return ProposedViewSize(width: Self.cells(Double(height) * ratio), height: height)
            }
            return ProposedViewSize(width: width, height: Self.cells(Double(width) / ratio))
        }
    }

    /// A count of cells, rounded and kept within what a proposal may hold.
    private static func cells(_ value: Double) -> Int {
        guard value.isFinite else { return ProposedViewSize.unbounded }
        return Int(min(Double(ProposedViewSize.unbounded), max(0, value.rounded())))
    }
}
