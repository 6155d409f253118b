/// A piece of a terminal user interface, described as a value whose ``body`` is made of other views.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         VStack {
///             Text("Hello, \(name)!").bold()
///             Divider()
///         }
///     }
/// }
/// ```
///
/// Views are cheap values that are created and thrown away all the time; what persists is the
/// node the view graph keeps for each one, which holds its state.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body; asking for one is a programming error.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view the graph handles itself instead of asking for its body.
@MainActor
package protocol PrimitiveView {
    /// Brings `node` up to date with this view value: its children, layout and drawing.
    func update(_ node: ViewNode)
}

extension View {
    /// Fails loudly when a primitive view's body is requested.
    package func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
