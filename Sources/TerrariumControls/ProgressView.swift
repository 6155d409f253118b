public import TerrariumCore
import TerrariumTerminal

/// A view that shows progress towards completion as a bar, or that work is under way.
///
/// ```swift
/// ProgressView("Repotting", value: 3, total: 8)   // Repotting
///                                                 // ███████▌░░░░░░░░░░░░
/// ProgressView()                                  // ⠋
/// ```
///
/// A determinate progress view is a one-row bar across the width it is offered (20 columns
/// when asked for its ideal size), with the label above it. The filled part is drawn with `█`
/// and one of the eighth blocks `▏▎▍▌▋▊▉` for the fraction of a cell, rounded down so the bar is
/// only full when the work is done; the rest is a dimmed `░` track. An indeterminate progress
/// view shows a spinner frame, `⠋`, before its label.
public struct ProgressView<Label: View>: View {
    /// The completed fraction, from 0 to 1, or nil when the amount of work is unknown.
    let fractionCompleted: Double?
    let label: Label

    /// Creates a progress view for `value` out of `total`, with a label above the bar.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fractionCompleted = value.map { Self.fraction(Double($0), of: Double(total)) }
        self.label = label()
    }

    /// Creates an indeterminate progress view with a label after the spinner.
    public init(@ViewBuilder label: () -> Label) {
        fractionCompleted = nil
        self.label = label()
    }

    /// The bar and label, or the spinner and label.
    public var body: some View {
        if let fractionCompleted {
            VStack(alignment: .leading, spacing: 0) {
                label
                ProgressBar(fraction: fractionCompleted)
            }
        } else {
            HStack(spacing: 1) {
                Text(ProgressBar.spinnerFrame)
                label
            }
        }
    }

    /// `value / total` clamped to 0...1; zero for a total or value that is not a positive number.
    static func fraction(_ value: Double, of total: Double) -> Double {
        guard total > 0, value > 0, total.isFinite else { return 0 }
        return min(value / total, 1)
    }
}

extension ProgressView where Label == EmptyView {
    /// Creates a progress view for `value` out of `total`; a nil value shows the spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// Creates an indeterminate progress view: a spinner frame.
    public init() {
        self.init { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    /// Creates a progress view for `value` out of `total` with `title` above the bar.
    public init<V: BinaryFloatingPoint>(_ title: some StringProtocol, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }

    /// Creates an indeterminate progress view with `title` after the spinner.
    public init(_ title: some StringProtocol) {
        self.init { Text(title) }
    }
}

/// The bar of a determinate progress view: one row across the width it is offered.
struct ProgressBar: View, PrimitiveView {
    /// The first frame of the braille dots spinner, which is what an indeterminate view shows.
    static let spinnerFrame = "⠋"
    /// The blocks for one to seven eighths of a cell, from the left.
    static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// The width asked for when no width is proposed.
    static let idealWidth = 20

    let fraction: Double

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        node.renderer { ProgressBarRenderer() }.fraction.update(to: fraction, node: node)
        ChildReconciler.reconcileWithoutChildren(node)
    }

    /// The bar for `fraction` in `width` cells: full blocks, a partial block, then track cells
    /// (returned apart because they are drawn in another style).
    static func cells(fraction: Double, width: Int) -> (filled: String, track: Int) {
        let eighths = Int((fraction * Double(width * 8)).rounded(.down))
        let full = min(eighths / 8, width)
        var filled = String(repeating: "█", count: full)
        let remainder = eighths % 8
        if full < width, remainder > 0 {
            filled.append(partialBlocks[remainder - 1])
        }
        return (filled, width - filled.count)
    }
}

/// Draws the bar across its frame; a change of value animates with its transaction.
final class ProgressBarRenderer: NodeRenderer {
    var fraction = AnimatedValue(0.0)

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? ProgressBar.idealWidth, height: 1)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        let percent = Int((min(max(fraction.target, 0), 1) * 100).rounded(.down))
        return NodeSemantics(role: .progressIndicator, value: "\(percent)%", traits: .updatesFrequently)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        guard frame.height > 0 else { return }
        let bar = context.subcontext(frame)
        let now = node.graph.clock.now
        let (filled, track) = ProgressBar.cells(fraction: fraction.value(at: now), width: frame.width)
        let end = bar.draw(filled, at: .zero, style: node.environment.resolvedTextStyle(.plain))
        bar.draw(
            String(repeating: "░", count: track), at: Point(x: end, y: 0),
            style: node.environment.resolvedTextStyle(Style(attributes: .dim)))
    }
}
