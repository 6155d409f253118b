public import Terrarium

extension TestHost {
    /// The screen's accessibility elements, in reading order, each with the elements it contains:
    /// what assistive technology reads and a UI test queries.
    ///
    /// ```swift
    /// let save = try #require(host.element(labeled: "Save", role: .button))
    /// #expect(save.isEnabled)
    /// ```
    public var accessibilityElements: [AccessibilityElement] { host.graph.accessibilityTree().elements }

    /// Every element on screen, depth first in reading order.
    public var allAccessibilityElements: [AccessibilityElement] {
        host.graph.accessibilityTree().all.map(\.element)
    }

    /// The first element labelled `label` (of `role`, when given), in reading order.
    public func element(labeled label: String, role: AccessibilityRole? = nil) -> AccessibilityElement? {
        entry(labeled: label, role: role)?.element
    }

    /// The elements of `role`, in reading order.
    public func elements(role: AccessibilityRole) -> [AccessibilityElement] {
        allAccessibilityElements.filter { $0.role == role }
    }

    /// The element with keyboard focus, if any.
    public var focusedElement: AccessibilityElement? { allAccessibilityElements.first(where: \.isFocused) }

    /// Activates the control labelled `label` as assistive technology does, then renders;
    /// returns whether an enabled control ran its action.
    @discardableResult
    public func activate(labeled label: String, role: AccessibilityRole? = nil) -> Bool {
        guard let found = entry(labeled: label, role: role) else { return false }
        let ran = host.graph.accessibilityActivate(found.node)
        render()
        return ran
    }

    /// Runs the action named `action` on the element labelled `label`, then renders; returns
    /// whether the element offered it.
    @discardableResult
    public func performAccessibilityAction(named action: String, onElementLabeled label: String) -> Bool {
        guard let found = entry(labeled: label, role: nil) else { return false }
        let ran = host.graph.accessibilityPerform(action: action, on: found.node)
        render()
        return ran
    }

    private func entry(labeled label: String, role: AccessibilityRole?) -> (
        element: AccessibilityElement, node: ViewNode
    )? {
        host.graph.accessibilityTree().all.first {
            $0.element.label == label && (role == nil || $0.element.role == role)
        }
    }
}
