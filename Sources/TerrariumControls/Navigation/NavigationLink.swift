public import TerrariumCore
import TerrariumTerminal

/// A control that pushes a value or a view on the `NavigationStack` around it, drawn as its
/// label followed by `›`.
///
/// ```swift
/// NavigationLink("Monstera", value: plant)               // Monstera ›
/// NavigationLink { PlantDetail(plant) } label: { Text(plant.name) }
/// ```
///
/// Return, Space or a click pushes. A link with a value shows the destination that a
/// `navigationDestination(for:)` inside the stack declares for the value's type; a link outside
/// a stack, or with a nil value, is drawn dim and does nothing.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    private enum Target {
        case value(AnyHashable?)
        case destination(Destination)
    }

    private let target: Target
    let label: Label

    /// Creates a link that pushes `destination`, showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .destination(destination())
        self.label = label()
    }

    /// Creates a link that pushes `destination`, showing `label`: SwiftUI's older form.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .destination(destination)
        self.label = label()
    }

    /// Creates a link that pushes `value`, showing `label`; a nil value disables the link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }

    /// A link has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { NavigationLinkRenderer() }
        let model = node.environment[NavigationStackModelKey.self]
        renderer.node = node
        renderer.model = model
        switch target {
        case .value(let value):
            if let value {
                renderer.push = { [weak node] model in model.push(value: value, from: node) }
            } else {
                renderer.push = nil
            }
        case .destination(let destination):
            let view = NavigationContent(destination)
            renderer.push = { [weak node] model in model.push(view: view, from: node) }
            model?.refreshView(view, pushedBy: node)
        }
        renderer.isEnabled = node.environment.isEnabled && model != nil && renderer.push != nil
        ChildReconciler.reconcile(node, toChild: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link titled `title` that pushes `destination`.
    public init(_ title: some StringProtocol, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link titled `title` that pushes `destination`: SwiftUI's older form.
    public init(_ title: some StringProtocol, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link titled `title` that pushes `value`; a nil value disables the link.
    public init<P: Hashable>(_ title: some StringProtocol, value: P?) where Destination == Never {
        self.init(value: value) { Text(title) }
    }
}

/// Draws a link's label with ` ›` after it, all reversed while focused, and pushes when activated.
final class NavigationLinkRenderer: ControlRenderer {
    /// The columns the chevron and the space before it take.
    static let chevronWidth = 2

    weak var node: ViewNode?
    weak var model: NavigationStackModel?
    var push: (@MainActor (NavigationStackModel) -> Void)?

    override func perform() {
        guard let model, let push else { return }
        push(model)
    }

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - Self.chevronWidth) }, height: proposal.height)
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: childSize.width + Self.chevronWidth, height: max(1, childSize.height))
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let frame = node.frame
        let area = context.subcontext(frame)
        var style = node.environment.resolvedTextStyle(.plain)
        if !isEnabled { style.attributes.insert(.dim) }
        area.draw(" ›", at: Point(x: frame.width - Self.chevronWidth, y: 0), style: style)
        // The focused link is reversed whole: its label and chevron read as one control.
        if node.isFocusedNode { area.restyle { $0.attributes.insert(.reverse) } }
    }
}
