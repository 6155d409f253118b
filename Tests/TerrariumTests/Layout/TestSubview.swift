import Terrarium
import TerrariumTerminal

/// A stand-in for a view in layout tests: it sizes itself with a rule and records where it was put.
@MainActor
final class TestSubview: LayoutSubviewProxy {
    let priority: Double
    let isSpacer: Bool
    private let sizing: (ProposedViewSize) -> Size

    /// Where the layout placed the subview, sized for the proposal it placed it with.
    private(set) var frame: Rect?
    /// The proposal the subview was placed with.
    private(set) var placedProposal: ProposedViewSize?

    init(priority: Double = 0, isSpacer: Bool = false, sizing: @escaping (ProposedViewSize) -> Size) {
        self.priority = priority
        self.isSpacer = isSpacer
        self.sizing = sizing
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { sizing(proposal) }

    func place(at origin: Point, proposal: ProposedViewSize) {
        frame = Rect(origin: origin, size: sizing(proposal))
        placedProposal = proposal
    }

    /// A view of one size whatever it is offered, like a fixed frame.
    static func fixed(_ width: Int, _ height: Int, priority: Double = 0) -> TestSubview {
        TestSubview(priority: priority) { _ in Size(width: width, height: height) }
    }

    /// A view that takes whatever it is offered and its ideal size when offered nothing, like a colour.
    static func flexible(
        ideal: Size = Size(width: 1, height: 1),
        priority: Double = 0,
        isSpacer: Bool = false
    ) -> TestSubview {
        TestSubview(priority: priority, isSpacer: isSpacer) { proposal in
            proposal.replacingUnspecifiedDimensions(by: ideal)
        }
    }

    /// A flexible view of no ideal size that stacks leave unspaced, like a `Spacer`.
    static func spacer() -> TestSubview {
        flexible(ideal: .zero, isSpacer: true)
    }

    /// A view sized like text: one line at its ideal width, wrapping onto more lines when offered
    /// less, but never narrower than its longest word.
    static func text(_ string: String, priority: Double = 0) -> TestSubview {
        let ideal = string.count
        let longestWord = string.split(separator: " ").map(\.count).max() ?? 0
        return TestSubview(priority: priority) { proposal in
            guard let offered = proposal.width, offered < ideal else { return Size(width: ideal, height: 1) }
            let width = max(offered, longestWord)
            return Size(width: width, height: (ideal + width - 1) / width)
        }
    }
}

/// Sizes `layout` for `proposal` and places its subviews at `origin`, as a host does; returns the size.
@MainActor
@discardableResult
func layOut<L: Layout>(
    _ layout: L,
    _ views: [TestSubview],
    proposal: ProposedViewSize,
    at origin: Point = .zero
) -> Size {
    let subviews = LayoutSubviews(views.map { LayoutSubview($0) })
    var cache = layout.makeCache(subviews: subviews)
    let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    layout.placeSubviews(in: Rect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    return size
}
