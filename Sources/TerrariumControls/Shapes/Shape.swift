public import TerrariumCore

/// A figure drawn in the cells of its frame: `Rectangle`, `RoundedRectangle`, `Capsule`,
/// `Circle`, `Ellipse`, a `Path`, or an app's own.
///
/// ```swift
/// Circle().fill(.blue).frame(width: 10, height: 5)
/// RoundedRectangle(cornerRadius: 8).stroke(.red, lineWidth: 2)
/// ```
///
/// A shape takes all the space it is offered (10 × 10 cells when asked for its ideal size) and is
/// filled with the foreground style unless `fill(_:)` or `stroke(_:lineWidth:)` says otherwise.
/// Its ``Path`` is in cells: figures (rectangles, rounded rectangles, ellipses) and lines and
/// curves between corners of the grid.
public protocol Shape: View, Sendable {
    /// The figures of the shape in `rect`, its frame in its own coordinates.
    func path(in rect: Rect) -> Path
}

extension Shape {
    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, style: nil, mode: .fill(evenOdd: false)) }

    /// The shape filled with `content`, by the non-zero winding rule unless `style` asks for
    /// even-odd.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, mode: .fill(evenOdd: style.isEOFilled))
    }

    /// The shape's outline drawn in `content`, `lineWidth` columns wide, centred on the edge.
    ///
    /// One column wide, a rectangle's edges are box characters and an ellipse's half blocks;
    /// wider, every outline is drawn in half blocks, as wide in columns as in half rows. The half
    /// of a wide line outside the frame is cut off, as anything drawn outside a shape's frame is,
    /// so a shape that fills its frame shows the inner half of its outline. Lines and curves are
    /// drawn in half blocks at every width, with round ends and joins; one on the frame's right
    /// or bottom edge is drawn in the last column or half row inside it.
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, lineWidth: Double = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn in `content` as `style` says, centred on the edge.
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, mode: .stroke(width: style.pixels, isBorder: false))
    }

    /// The shape's outline drawn in `content`, `lineWidth` columns wide, wholly inside the shape.
    ///
    /// One column wide, it is drawn as `stroke(_:lineWidth:)` draws it. Wider, the band runs
    /// inwards from the edge, so nothing of it is cut off by the frame; for lines and curves, the
    /// band is the part of a line twice as wide that lies inside the filled path.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: Double = 1) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn in `content` as `style` says, wholly inside the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, mode: .stroke(width: style.pixels, isBorder: true))
    }
}

/// A shape filled or stroked in a style: what `fill(_:)` and `stroke(_:lineWidth:)` make.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    /// The style to draw in; nil for the environment's foreground.
    let style: (any ShapeStyle)?
    let mode: ShapeRenderer.Mode

    /// A shape view has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { ShapeRenderer() }
        let environment = node.environment
        var (cellStyle, shading) = (style ?? ForegroundStyle()).resolvedShapeStyle(in: environment)
        // Without colour the shape is drawn in blocks of the terminal's own foreground.
        let isMonochrome = environment.colorCapability == .monochrome
        if isMonochrome { cellStyle.foreground = .default }
        let shape = self.shape
        renderer.path = { shape.path(in: $0) }
        renderer.drawing = ShapeRenderer.Drawing(
            shape: (shape as? any Hashable).map { AnyHashable($0) }, style: cellStyle, shading: shading, mode: mode,
            isMonochrome: isMonochrome)
        ChildReconciler.reconcileWithoutChildren(node)
    }
}
