/// What accessibility modifiers set on one node: the properties they override and how the
/// elements inside are treated.
package struct AccessibilityAttachment {
    package var label: String?
    package var value: String?
    package var hint: String?
    package var identifier: String?
    package var addedTraits: AccessibilityTraits = []
    package var removedTraits: AccessibilityTraits = []
    package var isHidden = false
    package var childBehavior: AccessibilityChildBehavior?
    /// The kind of element, for a control made of other views that is one control to the user.
    package var role: AccessibilityRole?
    /// Named actions, run by assistive technology or a test.
    package var actions: [(name: String, run: @MainActor () -> Void)] = []

    package init() {}

    /// Whether it sets anything an element shows.
    var describesElement: Bool {
        label != nil || value != nil || hint != nil || identifier != nil || role != nil || !addedTraits.isEmpty
            || !removedTraits.isEmpty || !actions.isEmpty
    }

    /// `element` with this attachment's properties over its own.
    func applied(to element: AccessibilityElement) -> AccessibilityElement {
        var element = element
        if let label { element.label = label }
        if let value { element.value = value }
        if let hint { element.hint = hint }
        if let identifier { element.identifier = identifier }
        if let role { element.role = role }
        element.traits.formUnion(addedTraits)
        element.traits.subtract(removedTraits)
        element.actions += actions.map(\.name)
        return element
    }
}

/// Attaches accessibility properties to its content: the modifiers `accessibilityLabel(_:)`,
/// `accessibilityValue(_:)`, `accessibilityHidden(_:)` and the like apply.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    let change: (inout AccessibilityAttachment) -> Void

    package func update(_ node: ViewNode, content: some View) {
        // A renderer of its own gives the node the frame its element is read at.
        _ = node.renderer { SingleChildRenderer() }
        var attachment = AccessibilityAttachment()
        change(&attachment)
        node.accessibility = attachment
        reconcile(node, content: content)
    }
}
