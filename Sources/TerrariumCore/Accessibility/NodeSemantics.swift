/// What a renderer says its node is to assistive technology: the element it makes, before the
/// accessibility modifiers change it.
package struct NodeSemantics {
    package var role: AccessibilityRole
    package var label: String?
    package var value: String?
    package var traits: AccessibilityTraits
    /// What becomes of the elements inside: a control is read as one element labelled by them
    /// (`.combine`), a scroll view contains them (`.contain`), a text has none (`.ignore`).
    package var children: AccessibilityChildBehavior
    /// The element a child is read inside, given the child's node; nil for a child read as it
    /// is.
    ///
    /// A table row reads each of its cells as one element, though a cell that shows only a text
    /// is that text's node alone: a cell node for each would nearly double the nodes a
    /// screenful of rows makes.
    package var childElement: (@MainActor (_ child: ViewNode) -> NodeSemantics?)?

    package init(
        role: AccessibilityRole, label: String? = nil, value: String? = nil, traits: AccessibilityTraits = [],
        children: AccessibilityChildBehavior = .combine,
        childElement: (@MainActor (_ child: ViewNode) -> NodeSemantics?)? = nil
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.traits = traits
        self.children = children
        self.childElement = childElement
    }
}

extension Text {
    /// The words of the text, without styles.
    package var plainText: String { runs.map(\.text).joined() }
}
