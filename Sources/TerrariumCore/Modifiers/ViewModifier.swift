/// A reusable change to a view: padding, a border, or anything built from other views.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(1).border(.rounded)
///     }
/// }
/// Text("Fern").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier produces.
    associatedtype Body: View
    /// The modified view, as the modifier's body sees it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view built around `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, standing in for it inside the modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View

    /// The content has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content has no body of its own.
    public var body: Never { primitiveBody() }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func update(_ node: ViewNode) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.update(node, content: content)
            return
        }
        ViewTypeInfo.of(Modifier.self).link(modifier, to: node)
        let body = node.evaluateTracked { modifier.body(content: _ViewModifier_Content(content: content)) }
        ChildReconciler.reconcile(node, toChild: body)
    }
}

/// A view named otherwise than its type in tree dumps and diagnostics.
@MainActor
package protocol DiagnosticNaming {
    /// The name to show.
    static var diagnosticName: String { get }
}

/// A public modifier the graph implements with one of its own, whose name tree dumps show: a
/// dump reads the same whichever public modifier applied the implementation.
@MainActor
package protocol ImplementedModifier {
    /// The modifier that does the work.
    static var implementation: Any.Type { get }
}

/// A public modifier that holds the graph's modifier implementing it and hands updates to it.
@MainActor
protocol WrappingModifier: PrimitiveModifier, ImplementedModifier {
    associatedtype Base: PrimitiveModifier
    /// The modifier that does the work.
    var base: Base { get }
}

extension WrappingModifier {
    package static var implementation: Any.Type { Base.self }

    package func update(_ node: ViewNode, content: some View) { base.update(node, content: content) }
}

extension ModifiedContent: DiagnosticNaming {
    package static var diagnosticName: String {
        let modifier = (Modifier.self as? any ImplementedModifier.Type)?.implementation ?? Modifier.self
        return "ModifiedContent<\(Content.self), \(modifier)>"
    }
}

/// A modifier the graph implements itself.
@MainActor
package protocol PrimitiveModifier {
    /// Brings the modifier's node up to date, with `content` as its child.
    func update(_ node: ViewNode, content: some View)
}

extension PrimitiveModifier {
    /// Makes `content` the node's only child, in `environment` when given.
    package func reconcile(_ node: ViewNode, content: some View, environment: EnvironmentValues? = nil) {
        var children = ChildReconciler(node, environment: environment)
        children.next(content)
        children.finish()
    }

    /// A modifier that only the graph implements has no body.
    public func body(content: _ViewModifier_Content<Self>) -> Never where Self: ViewModifier {
        fatalError("\(Self.self) is implemented by the view graph")
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
