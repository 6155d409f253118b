public import TerrariumCore

extension View {
    /// Makes the view as wide or as tall as its container along `axes`: the nearest scroll view
    /// around it, else the terminal.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(plants) { PlantCard($0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Makes the view `span` of `count` equal parts of its container along `axes`, the parts
    /// `spacing` cells apart: `containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 1)`
    /// is a third of the container's width, less the gaps.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: Int, alignment: Alignment = .center
    ) -> some View {
        // A terminal has far fewer cells than this; held to it, the sums below cannot overflow.
        let count = min(max(1, count), 1 << 16)
        let span = min(max(1, span), count)
        let spacing = max(0, min(spacing, ProposedViewSize.unbounded))
        return modifier(
            ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
                // Held to the layout's bound first, so the products cannot overflow.
                let gaps = min(spacing * (count - 1), length)
                let part = (length - gaps) / count
                return part * span + spacing * (span - 1)
            })
    }

    /// Makes the view, along `axes`, the length `length` gives for its container's length along
    /// each axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping @MainActor (Int, Axis) -> Int
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

/// Sizes its content relative to the container around it: the modifier
/// `containerRelativeFrame(_:alignment:)` applies.
struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: @MainActor (Int, Axis) -> Int

    func update(_ node: ViewNode, content: some View) {
        let renderer = node.renderer { ContainerRelativeFrameRenderer() }
        renderer.axes = axes
        renderer.alignment = alignment
        renderer.length = length
        // Sizes from the previous update may rest on another container size or rule.
        node.invalidateLayout()
        reconcile(node, content: content)
    }
}

/// Proposes its child the container's length along its axes and takes that length itself; the
/// container is the nearest scroll view's visible area, else the terminal.
final class ContainerRelativeFrameRenderer: SingleChildLayout {
    var axes = Axis.Set()
    var alignment = Alignment.center
    var length: @MainActor (Int, Axis) -> Int = { length, _ in length }
    /// The container sizes the measurements since the last update used.
    private var measuredContainers: Set<Size> = []

    var drawsContent: Bool { false }

    /// The size of the container around `node`.
    private func containerSize(of node: ViewNode) -> Size {
        node.enclosingViewport?.size ?? node.environment.terminalSize
    }

    /// The lengths along the axes for a container of `container`, nil along the others.
    private func lengths(for container: Size) -> (width: Int?, height: Int?) {
        let bound = { (value: Int) in max(0, min(value, ProposedViewSize.unbounded)) }
        return (
            axes.contains(.horizontal) ? bound(length(bound(container.width), .horizontal)) : nil,
            axes.contains(.vertical) ? bound(length(bound(container.height), .vertical)) : nil
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let container = containerSize(of: node)
        measuredContainers.insert(container)
        let fixed = lengths(for: container)
        let inner = ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
        let child = ImplicitStack.sizeThatFits(inner, node: node)
        return Size(width: fixed.width ?? child.width, height: fixed.height ?? child.height)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let container = containerSize(of: node)
        if measuredContainers.contains(where: { $0 != container }) {
            // A scroll view sets its visible area as it places its content, after it and the
            // views around this one may have been measured (and those sizes kept) with the area it
            // had before: measure again, everywhere, with the area it has now.
            measuredContainers = [container]
            node.setNeedsUpdateAfterLayout()
        }
        let fixed = lengths(for: container)
        let inner = ProposedViewSize(width: fixed.width ?? frame.width, height: fixed.height ?? frame.height)
        let child = ImplicitStack.sizeThatFits(inner, node: node)
        let size = Size(width: min(child.width, frame.width), height: min(child.height, frame.height))
        let origin = Point(
            x: frame.minX + alignment.horizontal.offset(of: size.width, in: frame.width),
            y: frame.minY + alignment.vertical.offset(of: size.height, in: frame.height))
        ImplicitStack.place(node, in: Rect(origin: origin, size: size), proposal: inner)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }
}
