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
/// view shows a spinner frame, `⠋`, before its label. `progressViewStyle(_:)` draws it as a bar
/// (`.linear`), a spinner or a filling circle `◔` (`.circular`), or in an app's own
/// ``ProgressViewStyle``.
public struct ProgressView<Label: View>: View {
    /// The completed fraction, from 0 to 1, or nil when the amount of work is unknown.
    let fractionCompleted: Double?
    let label: Label
    @Environment(\.progressViewStyles) private var styles

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

    /// The view of the innermost style set around it: a bar and label, or a spinner and label.
    public var body: some View {
        // The style's body sees the styles set outside it, so a `ProgressView(configuration)`
        // in it is drawn as it would be without the style.
        var outer = styles
        let style = outer.popLast()
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted, label: ProgressViewStyleConfiguration.Label(content: AnyView(label)))
        let kind = style.map { ($0.style as? any BuiltInProgressViewStyle)?.kind } ?? .automatic
        if let kind {
            BuiltInProgressView(kind: kind, fractionCompleted: fractionCompleted, label: label)
        } else if let style {
            style.makeBody(configuration).environment(\.progressViewStyles, outer)
        }
    }

    /// `value / total` clamped to 0...1; zero for a total or value that is not a positive number.
    static func fraction(_ value: Double, of total: Double) -> Double {
        guard total > 0, value > 0, total.isFinite else { return 0 }
        return min(value / total, 1)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
    /// Creates a progress view from a style's configuration, drawn in the style set outside that
    /// style: for a ``ProgressViewStyle`` that adds to the view it would otherwise be.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fractionCompleted = configuration.checkedFraction
        label = configuration.labelView
    }
}

/// A progress view in one of the styles Terrarium draws itself.
struct BuiltInProgressView<Label: View>: View {
    /// The view of `configuration` in the style `kind`, whatever styles are set around it.
    init(kind: BuiltInProgressViewKind, fractionCompleted: Double?, label: Label) {
        self.kind = kind
        self.fractionCompleted = fractionCompleted
        self.label = label
    }

    let kind: BuiltInProgressViewKind
    let fractionCompleted: Double?
    let label: Label

    var body: some View {
        switch (kind, fractionCompleted) {
        case (.linear, _), (.automatic, _?):
            VStack(alignment: .leading, spacing: 0) {
                label
                ProgressBar(fraction: fractionCompleted)
            }
        case (.circular, let fraction?):
            HStack(spacing: 1) {
                Text(ProgressBar.pie(for: fraction)).accessibilityRole(.progressIndicator)
                    .accessibilityValue(ProgressBar.percent(fraction))
                label
            }
        case (.circular, nil), (.automatic, nil):
            HStack(spacing: 1) {
                Text(ProgressBar.spinnerFrame).accessibilityRole(.progressIndicator)
                label
            }
        }
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

/// The bar of a linear progress view: one row across the width it is offered, only its track
/// when the amount of work is unknown.
struct ProgressBar: View, PrimitiveView {
    /// The first frame of the braille dots spinner, which is what an indeterminate view shows.
    static let spinnerFrame = "⠋"
    /// The blocks for one to seven eighths of a cell, from the left.
    static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// The width asked for when no width is proposed.
    static let idealWidth = 20

    /// The circle for no work done, a quarter, a half, three quarters and all of it.
    static let pies: [Character] = ["○", "◔", "◑", "◕", "●"]

    let fraction: Double?

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { ProgressBarRenderer() }
        if renderer.isDeterminate != (fraction != nil) {
            renderer.isDeterminate = fraction != nil
            node.invalidateLayout()
        }
        renderer.fraction.update(to: fraction ?? 0, node: node)
        ChildReconciler.reconcileWithoutChildren(node)
    }

    /// The circle filled to the quarter `fraction` reaches, rounded down so it is only full when
    /// the work is done.
    static func pie(for fraction: Double) -> String {
        let quarters = fraction.isNaN ? 0 : Int((min(max(fraction, 0), 1) * 4).rounded(.down))
        return String(pies[quarters])
    }

    /// `fraction` as a whole percentage, rounded down, for assistive technology.
    static func percent(_ fraction: Double) -> String {
        "\(fraction.isNaN ? 0 : Int((min(max(fraction, 0), 1) * 100).rounded(.down)))%"
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
    /// Whether the bar shows an amount; an indeterminate bar is its track alone.
    var isDeterminate = true

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? ProgressBar.idealWidth, height: 1)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(
            role: .progressIndicator, value: isDeterminate ? ProgressBar.percent(fraction.target) : nil,
            traits: .updatesFrequently)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        guard frame.height > 0 else { return }
        let bar = context.subcontext(frame)
        let now = node.graph.clock.now
        let (filled, track) = ProgressBar.cells(
            fraction: isDeterminate ? fraction.value(at: now) : 0, width: frame.width)
        let end = bar.draw(filled, at: .zero, style: node.environment.resolvedTextStyle(.plain))
        bar.draw(
            String(repeating: "░", count: track), at: Point(x: end, y: 0),
            style: node.environment.resolvedTextStyle(Style(attributes: .dim)))
    }
}
