import TerrariumTerminal

/// What a node is to assistive technology and UI tests; by default no element.
///
/// One of the capabilities a ``NodeRenderer`` is made of; every requirement has a default,
/// which a class that others subclass implements in its body when they override it.
@MainActor
package protocol SemanticsResponder: AnyObject {
    /// What the node is to assistive technology and UI tests: the element it makes, if any.
    func semantics(_ node: ViewNode) -> NodeSemantics?
}

extension SemanticsResponder {
    package func semantics(_ node: ViewNode) -> NodeSemantics? { nil }
}
