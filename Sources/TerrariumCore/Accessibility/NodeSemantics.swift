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

    package init(
        role: AccessibilityRole, label: String? = nil, value: String? = nil, traits: AccessibilityTraits = [],
        children: AccessibilityChildBehavior = .combine
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.traits = traits
        self.children = children
    }
}

extension Text {
    /// The words of the text, without styles.
    package var plainText: String { runs.map(\.text).joined() }
}
