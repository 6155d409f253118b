public import TerrariumCore

/// A figure drawn in the cells of its frame: `Rectangle`, `RoundedRectangle`, `Capsule`,
/// `Circle`, `Ellipse`, or an app's own.
///
/// ```swift
/// Circle().fill(.blue).frame(width: 10, height: 5)
/// RoundedRectangle(cornerRadius: 8).stroke(.red)
/// ```
///
/// A shape takes all the space it is offered (10 × 10 cells when asked for its ideal size) and is
/// filled with the foreground style unless `fill(_:)` or `stroke(_:lineWidth:)` says otherwise.
/// Where SwiftUI asks a shape for a `Path` of lines and curves, a Terrarium shape answers with a
/// ``Path`` of cell figures: rectangles, rounded rectangles and ellipses.
public protocol Shape: View, Sendable {
    /// The figures of the shape in `rect`, its frame in its own coordinates.
    func path(in rect: Rect) -> Path
}

extension Shape {
    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, style: nil, isStroke: false) }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, isStroke: false)
    }

    /// The shape's outline drawn in `content`, one cell wide whatever `lineWidth` says.
    ///
    /// A rectangle's edges are box characters, an ellipse's half blocks.
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, lineWidth: Double = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, isStroke: true)
    }

    /// The shape's outline drawn in `content`, inside its frame, as `stroke(_:lineWidth:)` draws it.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: Double = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, isStroke: true)
    }
}

/// A shape filled or stroked in a style: what `fill(_:)` and `stroke(_:lineWidth:)` make.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    /// The style to draw in; nil for the environment's foreground.
    let style: (any ShapeStyle)?
    let isStroke: Bool

    /// A shape view has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { ShapeRenderer() }
        let environment = node.environment
        var cellStyle = (style ?? ForegroundStyle()).resolvedCellStyle(in: environment)
        // Without colour the shape is drawn in blocks of the terminal's own foreground.
        let isMonochrome = environment.colorCapability == .monochrome
        if isMonochrome { cellStyle.foreground = .default }
        let shape = self.shape
        renderer.path = { shape.path(in: $0) }
        renderer.drawing = ShapeRenderer.Drawing(
            shape: (shape as? any Hashable).map { AnyHashable($0) }, style: cellStyle, isStroke: isStroke,
            isMonochrome: isMonochrome)
        ChildReconciler.reconcileWithoutChildren(node)
    }
}
