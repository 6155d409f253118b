import TerrariumTerminal

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
        var segments: [LazySegment] = []
        LazySegment.collect(content, into: &segments)
        renderer.segments = segments
        renderer.build(node, range: renderer.builtRange)
    }
}

/// One part of a lazy container's content: a single view, or elements read by index.
@MainActor
package enum LazySegment {
    case single(any View)
    case elements(any LazyElementSource)

    package var count: Int {
        switch self {
        case .single: 1
        case .elements(let source): source.lazyCount
        }
    }

    /// Splits `view` into segments, looking through tuples and groups so that a header next to
    /// a `ForEach` does not make the whole list eager.
    package static func collect(_ view: some View, into segments: inout [LazySegment]) {
        if let provider = view as? any LazySegmentProvider {
            provider.appendSegments(to: &segments)
        } else {
            segments.append(.single(view))
        }
    }
}

/// Content that splits into lazy segments.
@MainActor
package protocol LazySegmentProvider {
    func appendSegments(to segments: inout [LazySegment])
}

/// Content a lazy container can create element by element.
@MainActor
package protocol LazyElementSource {
    /// The number of elements.
    var lazyCount: Int { get }
    /// Adds the view for element `index` to `children`, its identity wrapped in `segment`'s.
    func addElement(at index: Int, segment: Int, to children: inout ChildReconciler)
    /// The identity of element `index`, read without making its view.
    func lazyID(at index: Int) -> AnyHashable
    /// The view of element `index`, as a value: its modifiers can be read without a node.
    func lazyView(at index: Int) -> any View
    /// Whether the elements' views give segments of their own (each element a `Section`).
    var elementsProvideSegments: Bool { get }
}

extension LazyElementSource {
    /// Asks the first element's view.
    package var elementsProvideSegments: Bool { lazyCount > 0 && lazyView(at: 0) is any LazySegmentProvider }
}

extension ForEach: LazyElementSource, LazySegmentProvider {
    package var lazyCount: Int { data.count }

    package func addElement(at index: Int, segment: Int, to children: inout ChildReconciler) {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        children.next(content(element), segment: segment, id: AnyHashable(elementID(element)))
    }

    package func lazyView(at index: Int) -> any View { content(data[data.index(data.startIndex, offsetBy: index)]) }

    /// Known from the content's type: a list setting its content asks on every update, and
    /// making the first row's view to ask it would run the row's content closure each time.
    package var elementsProvideSegments: Bool { Content.self is any LazySegmentProvider.Type }

    package func lazyID(at index: Int) -> AnyHashable {
        AnyHashable(elementID(data[data.index(data.startIndex, offsetBy: index)]))
    }

    package func appendSegments(to segments: inout [LazySegment]) { segments.append(.elements(self)) }
}

extension TupleView: LazySegmentProvider {
    package func appendSegments(to segments: inout [LazySegment]) {
        for content in repeat each value { LazySegment.collect(content, into: &segments) }
    }
}

extension Group: LazySegmentProvider {
    package func appendSegments(to segments: inout [LazySegment]) { LazySegment.collect(content, into: &segments) }
}

/// Builds and places the rows that intersect the viewport.
final class LazyStackRenderer: NodeRenderer {
    var alignment = HorizontalAlignment.center
    var spacing = 0
    /// The content, set by every update of the stack.
    var segments: [LazySegment] = [] {
        didSet { contentVersion &+= 1 }
    }
    private(set) var builtRange = 0..<0
    /// Counts the updates that set ``segments``.
    private var contentVersion = 0
    /// The ``contentVersion`` the built rows show.
    private var builtVersion = -1

    var drawsContent: Bool { false }

    private struct Signature: Hashable {
        let alignment: HorizontalAlignment
        let spacing: Int
        let count: Int
    }

    /// The arrangement: rows rebuilt with the same alignment, spacing and count stay in place.
    func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        Signature(alignment: alignment, spacing: spacing, count: count)
    }

    private var count: Int { segments.reduce(0) { $0 + $1.count } }

    /// Makes the node's children exactly the rows in `range`.
    ///
    /// A row already built from the content the stack has now shows the same view, so when the
    /// range moves without an update (a scroll) it is kept as it is and only the rows that come
    /// into view are made: their views are asked of the content.
    func build(_ node: ViewNode, range: Range<Int>) {
        let range = range.clamped(to: 0..<count)
        let built = node.children
        let reusable = builtVersion == contentVersion && built.count == builtRange.count ? builtRange : 0..<0
        let builtStart = builtRange.lowerBound
        builtRange = range
        builtVersion = contentVersion
        node.graph.focus.isRecyclingLazyRows = true
        defer { node.graph.focus.isRecyclingLazyRows = false }
        var children = ChildReconciler(node)
        var start = 0
        for (index, segment) in segments.enumerated() {
            let end = start + segment.count
            let overlap = range.clamped(to: start..<end)
            if !overlap.isEmpty {
                switch segment {
                case .single(let view):
                    if reusable.contains(start) {
                        children.keep(built[start - builtStart])
                    } else {
                        children.next(view, segment: index, id: 0)
                    }
                case .elements(let source):
                    for element in overlap {
                        if reusable.contains(element) {
                            children.keep(built[element - builtStart])
                        } else {
                            source.addElement(at: element - start, segment: index, to: &children)
                        }
                    }
                }
            }
            start = end
        }
        children.finish()
    }

    /// The height of a row: that of the first row built, measured at the width given, so it
    /// follows width changes and content changes.
    private func rowHeight(_ node: ViewNode, width: Int?) -> Int {
        if node.children.isEmpty, count > 0 { build(node, range: 0..<1) }
        return max(1, node.children.first?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let count = self.count
        let height = count == 0 ? 0 : count * rowHeight(node, width: proposal.width) + (count - 1) * spacing
        let width = proposal.width ?? node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return Size(width: width, height: height)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let stride = rowHeight(node, width: frame.width) + spacing
        let viewport = node.enclosingViewport ?? Rect(origin: .zero, size: node.environment.terminalSize)
        let visible = viewport.intersection(frame)
        let first = max(0, (visible.minY - frame.minY) / stride)
        // The rows are rebuilt when the visible range moves; a change of content rebuilds them
        // in `update`, so an unchanged frame creates nothing.
        let range = (first..<(first + visible.height / stride + 2)).clamped(to: 0..<count)
        if range != builtRange { build(node, range: range) }
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
