public import TerrariumCore
import TerrariumTerminal

/// Views laid out in columns, filling each row before the next: the columns are `GridItem`s.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) {
///     ForEach(plants) { plant in Text(plant.name) }
/// }
/// ```
///
/// Each row is as tall as its tallest view. Every view is made, so the grid suits what a few
/// screens hold; put it in a `ScrollView` to scroll.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Int?
    let content: Content

    /// Creates a grid of `content`'s views in `columns`, rows `spacing` apart.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Int? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A grid has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        LazyGridRenderer.update(
            node, items: columns, isVertical: true, spacing: spacing ?? 0,
            alignment: Alignment(horizontal: alignment, vertical: .center), content: content)
    }
}

/// Views laid out in rows, filling each column before the next: the rows are `GridItem`s.
///
/// Each column is as wide as its widest view.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Int?
    let content: Content

    /// Creates a grid of `content`'s views in `rows`, columns `spacing` apart.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Int? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A grid has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        LazyGridRenderer.update(
            node, items: rows, isVertical: false, spacing: spacing ?? 1,
            alignment: Alignment(horizontal: .center, vertical: alignment), content: content)
    }
}

/// The views a lazy grid pins while it scrolls: accepted, and none are pinned in a terminal.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates the set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Lays a grid's views along its tracks, a line of them at a time.
final class LazyGridRenderer: NodeRenderer {
    var items: [GridItem] = []
    /// Whether the tracks are columns (a vertical grid) or rows.
    var isVertical = true
    /// The space between lines.
    var spacing = 0
    var alignment = Alignment.center

    var drawsContent: Bool { false }

    /// Each view's frame within the grid, for a grid `across` cells wide (or tall), and the
    /// grid's size.
    private func layout(_ node: ViewNode, across: Int) -> (frames: [Rect], size: Size) {
        let tracks = GridTracks.layout(items, in: across, spacing: isVertical ? 1 : 0)
        guard !tracks.isEmpty else { return ([], .zero) }
        let views = node.layoutChildren
        var frames: [Rect] = []
        var along = 0
        var index = 0
        while index < views.count {
            let line = views[index..<min(index + tracks.count, views.count)]
            var sizes: [Size] = []
            for (view, track) in zip(line, tracks) {
                let offer =
                    isVertical
                    ? ProposedViewSize(width: track.length, height: nil)
                    : ProposedViewSize(width: nil, height: track.length)
                sizes.append(view.sizeThatFits(offer))
            }
            let depth = sizes.map { isVertical ? $0.height : $0.width }.max() ?? 0
            for (size, track) in zip(sizes, tracks) {
                let aligned = track.alignment ?? alignment
                if isVertical {
                    let width = min(size.width, track.length)
                    frames.append(
                        Rect(
                            x: track.start + aligned.horizontal.offset(of: width, in: track.length),
                            y: along + aligned.vertical.offset(of: size.height, in: depth), width: width,
                            height: size.height))
                } else {
                    let height = min(size.height, track.length)
                    frames.append(
                        Rect(
                            x: along + aligned.horizontal.offset(of: size.width, in: depth),
                            y: track.start + aligned.vertical.offset(of: height, in: track.length), width: size.width,
                            height: height))
                }
            }
            along = min(along + depth + spacing, ProposedViewSize.unbounded)
            index += tracks.count
        }
        let extent = max(0, along - (views.isEmpty ? 0 : spacing))
        let last = tracks[tracks.count - 1]
        let breadth = last.start + last.length
        return (frames, isVertical ? Size(width: breadth, height: extent) : Size(width: extent, height: breadth))
    }

    /// The length the tracks share: what is offered across, or their minimums when nothing is.
    private func across(_ proposal: ProposedViewSize) -> Int {
        let offered = isVertical ? proposal.width : proposal.height
        return offered
            ?? items.reduce(0) { total, item in
                switch item.size {
                case .fixed(let size), .flexible(let size, _), .adaptive(let size, _):
                    total + max(0, min(size, 1000)) + 1
                }
            }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        layout(node, across: across(proposal)).size
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let laidOut = layout(node, across: isVertical ? frame.width : frame.height)
        for (view, rect) in zip(node.layoutChildren, laidOut.frames) {
            view.place(
                in: Rect(x: frame.minX + rect.minX, y: frame.minY + rect.minY, width: rect.width, height: rect.height),
                proposal: ProposedViewSize(rect.size))
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }
}

extension LazyGridRenderer {
    /// Makes `node` a lazy grid of `content` along `items`, `spacing` apart (bounded, so a
    /// huge or negative spacing never traps), aligned as `alignment` says.
    static func update<Content: View>(
        _ node: ViewNode, items: [GridItem], isVertical: Bool, spacing: Int, alignment: Alignment, content: Content
    ) {
        let renderer = node.renderer { LazyGridRenderer() }
        renderer.items = items
        renderer.isVertical = isVertical
        renderer.spacing = max(0, min(spacing, 1000))
        renderer.alignment = alignment
        ChildReconciler.reconcile(node, toChild: content)
    }
}
