import TerrariumTerminal

/// A screen's accessibility elements with the node each was made from, so that an element found
/// by its label can be acted on.
@MainActor
package struct AccessibilityTree {
    /// An element, its children filled in, and the node that made it, with the entries of the
    /// elements inside.
    package struct Entry {
        package var element: AccessibilityElement
        package let node: ViewNode
        package var children: [Entry]

        /// This entry and every entry inside it, depth first.
        var flattened: [Entry] { [self] + children.flatMap(\.flattened) }
    }

    /// The top-level entries, in reading order.
    package let entries: [Entry]

    /// Builds the tree of `graph` as it is now.
    package init(_ graph: ViewGraph) {
        guard let root = graph.root else {
            entries = []
            return
        }
        entries = Builder(focused: graph.focus.focusedNode).entries(of: root)
    }

    /// The top-level elements, each with the elements it contains.
    package var elements: [AccessibilityElement] { entries.map(\.element) }

    /// Every element with its node, depth first in reading order.
    package var all: [(element: AccessibilityElement, node: ViewNode)] {
        entries.flatMap(\.flattened).map { ($0.element, $0.node) }
    }

    /// Walks a tree into entries: a renderer's semantics make a node's element, attachments
    /// change it, and what a node does with the elements inside comes from either.
    @MainActor
    struct Builder {
        let focused: ViewNode?

        func entries(of node: ViewNode) -> [Entry] {
            let attachment = node.accessibility
            if attachment?.isHidden == true { return [] }
            // What is not drawn is not read either: a hidden view, a tab not shown.
            if node.renderer?.hitTesting == .hidden { return [] }
            let semantics = node.renderer?.semantics(node)
            let inside: [Entry]
            if let childElement = semantics?.childElement {
                inside = node.children.flatMap { child in
                    let entries = entries(of: child)
                    guard let wrapping = childElement(child) else { return entries }
                    return [entry(child, semantics: wrapping, behavior: wrapping.children, inside: entries)]
                }
            } else {
                inside = node.children.flatMap { entries(of: $0) }
            }
            let behavior = attachment?.childBehavior ?? semantics?.children
            if let semantics {
                var made = entry(node, semantics: semantics, behavior: behavior, inside: inside)
                if let attachment { made.element = attachment.applied(to: made.element) }
                return [made]
            }
            var element: AccessibilityElement
            if let attachment, attachment.describesElement, behavior == nil, inside.count == 1 {
                // A modifier on one view changes that view's element.
                var only = inside[0]
                only.element = attachment.applied(to: only.element)
                return [only]
            } else if behavior != nil || attachment?.describesElement == true {
                element = AccessibilityElement(role: .group)
            } else {
                return inside
            }
            var made = entry(node, element: element, behavior: behavior, inside: inside)
            if let attachment { made.element = attachment.applied(to: made.element) }
            return [made]
        }

        /// The entry of an element a renderer's semantics describe, made of `node`.
        private func entry(
            _ node: ViewNode, semantics: NodeSemantics, behavior: AccessibilityChildBehavior?, inside: [Entry]
        ) -> Entry {
            let element = AccessibilityElement(
                role: semantics.role, label: semantics.label, value: semantics.value, traits: semantics.traits)
            return entry(node, element: element, behavior: behavior, inside: inside)
        }

        /// The entry of `element`, made of `node`, with what `behavior` makes of the entries
        /// inside.
        private func entry(
            _ node: ViewNode, element: AccessibilityElement, behavior: AccessibilityChildBehavior?, inside: [Entry]
        ) -> Entry {
            var element = element
            var children: [Entry] = []
            switch behavior?.kind ?? .contain {
            case .ignore:
                break
            case .contain:
                children = inside
                element.children = inside.map(\.element)
            case .combine:
                if element.label == nil {
                    let labels = inside.flatMap { $0.element.flattened }.compactMap(\.label).filter { !$0.isEmpty }
                    if !labels.isEmpty { element.label = labels.joined(separator: ", ") }
                }
            }
            element.frame = node.frame
            element.isFocused = node === focused
            return Entry(element: element, node: node, children: children)
        }
    }
}
