public import TerrariumTerminal

/// A view that shows one line of text, cut with "…" when its frame is narrower than the text.
///
/// ```swift
/// let label = Label("Monstera deliciosa", style: Style(attributes: .bold))
/// label.frame = Rect(x: 0, y: 0, width: 8, height: 1)  // draws "Monster…"
/// ```
///
/// The text is data: control characters show as visible stand-ins and tabs as spaces, so a
/// label can show any string without disturbing the terminal.
@MainActor
public final class Label: WidgetView {
    /// The text shown.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            invalidateIntrinsicSize()
            setNeedsDisplay()
        }
    }

    /// The style the text is drawn in.
    public var style: Style {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Creates a label showing `text` in `style`.
    public init(_ text: String = "", style: Style = .plain) {
        self.text = text
        self.style = style
        super.init()
    }

    /// The text's width on one row.
    public override var intrinsicSize: Size? {
        Size(width: text.fittedLine(toWidth: .max).displayWidth, height: 1)
    }

    /// One row, as wide as the text or the proposed width if that is narrower.
    public override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        oneLineSize(for: proposal)
    }

    /// Draws the text on the first row, cut to the width.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        context.draw(text.fittedLine(toWidth: context.size.width), at: .zero, style: style)
    }
}
