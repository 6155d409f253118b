public import TerrariumTerminal

/// A vertical stack that creates its rows only when they are visible.
///
/// A `ForEach` inside is read by index, so a list of 100,000 rows creates about a screenful of
/// nodes. Rows are assumed to be as tall as the first one measured; the stack's height is that
/// estimate times the row count.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing ?? 0
        self.content = content()
    }

    /// A lazy stack has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { LazyStackRenderer() }
        renderer.alignment = alignment
        renderer.spacing = spacing
        if let source = content as? any LazyElementSource {
            renderer.source = source
            renderer.build(node, range: renderer.builtRange)
        } else {
            // Content that cannot be read by index is built whole.
            renderer.source = nil
            var children = ChildReconciler(node)
            children.next(content)
            children.finish()
        }
    }
}

/// Content a lazy container can create element by element.
@MainActor
package protocol LazyElementSource {
    /// The number of elements.
    var lazyCount: Int { get }
    /// Adds the view for element `index` to `children`, with its identity.
    func addElement(at index: Int, to children: inout ChildReconciler)
}

extension ForEach: LazyElementSource {
    package var lazyCount: Int { data.count }

    package func addElement(at index: Int, to children: inout ChildReconciler) {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        children.next(content(element), id: AnyHashable(elementID(element)))
    }
}

/// Builds and places the rows that intersect the viewport.
final class LazyStackRenderer: NodeRenderer {
    var alignment = HorizontalAlignment.center
    var spacing = 0
    var source: (any LazyElementSource)?
    private(set) var builtRange = 0..<0
    private var rowHeight: Int?

    override var drawsContent: Bool { false }

    /// Makes the node's children exactly the elements in `range`.
    func build(_ node: ViewNode, range: Range<Int>) {
        guard let source else { return }
        let range = range.clamped(to: 0..<source.lazyCount)
        builtRange = range
        var children = ChildReconciler(node)
        for index in range { source.addElement(at: index, to: &children) }
        children.finish()
    }

    private var stride: Int { (rowHeight ?? 1) + spacing }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        guard let source else { return ImplicitStack.sizeThatFits(proposal, node: node) }
        if rowHeight == nil, source.lazyCount > 0 {
            if builtRange.isEmpty { build(node, range: 0..<1) }
            rowHeight = max(
                1, node.children.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).height ?? 1)
        }
        let count = source.lazyCount
        let height = count == 0 ? 0 : count * (rowHeight ?? 1) + (count - 1) * spacing
        let width = proposal.width ?? node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return Size(width: width, height: height)
    }

    override func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        guard source != nil else {
            ImplicitStack.place(node, in: frame, proposal: proposal)
            return
        }
        let viewport = node.enclosingViewport ?? Rect(origin: .zero, size: node.environment.terminalSize)
        let visible = viewport.intersection(frame)
        let first = max(0, (visible.minY - frame.minY) / stride)
        let count = visible.height / stride + 2
        build(node, range: first..<(first + count))
        var y = frame.minY + first * stride
        let rowProposal = ProposedViewSize(width: frame.width, height: nil)
        for child in node.children {
            let size = child.sizeThatFits(rowProposal)
            let x = frame.minX + alignment.offset(of: size.width, in: frame.width)
            child.place(in: Rect(origin: Point(x: x, y: y), size: size), proposal: rowProposal)
            y += size.height + spacing
        }
    }
}
