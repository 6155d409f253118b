import TerrariumCore
import TerrariumTerminal

/// A view with a search field above it: it gives the view inside `isSearching` and
/// `dismissSearch`, and focuses the field when `/` reaches it.
struct SearchableView<Content: View>: View, PrimitiveView {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String

    var body: Never { primitiveBody() }

    /// The words of `prompt`, or SwiftUI's default prompt.
    static func prompt(_ prompt: Text?) -> String { prompt?.plainText ?? "Search" }

    func update(_ node: ViewNode) {
        let controller = node.renderer { SearchableRenderer() }
        controller.node = node
        controller.text = text
        controller.isPresented = isPresented
        var environment = node.environment
        environment.isSearching = controller.isSearching
        environment.searchText = node.readTracked { text.wrappedValue }
        environment.dismissSearch = DismissSearchAction { [weak controller] in controller?.dismiss() }
        let isEnabled = environment.isEnabled
        let stack = VStack(alignment: .leading, spacing: 0) {
            SearchField(owner: controller, text: text, prompt: prompt)
            content
        }
        // On the stack, so that `/` reaches it from the field's row and from the content.
        .onKeyPress(keys: ["/"]) { [weak controller] press in
            guard let controller, isEnabled, press.modifiers.subtracting(.shift).isEmpty else { return .ignored }
            return controller.focusField() ? .handled : .ignored
        }
        var children = ChildReconciler(node, environment: environment)
        children.next(stack)
        children.finish()
        controller.followPresentation()
    }
}

/// Keeps a searchable view's state: whether its field has focus, where focus goes back to when
/// it leaves the field, and the search's text.
final class SearchableRenderer: NodeRenderer {
    weak var node: ViewNode?
    /// The node of the search field's row.
    weak var fieldNode: ViewNode?
    var text: Binding<String>?
    var isPresented: Binding<Bool>?
    /// Whether focus is in the search field.
    private(set) var isFieldFocused = false
    /// Where focus was when `/` took it to the field.
    private weak var returnTarget: ViewNode?

    var drawsContent: Bool { false }
    /// The field and the content draw themselves.
    var drawsOnlyChildren: Bool { true }
    var onlyWrapsChild: Bool { true }

    /// Whether the search is going on: the field has focus or holds text.
    var isSearching: Bool { isFieldFocused || !(text?.wrappedValue.isEmpty ?? true) }

    /// Moves focus into the search field, remembering where it was; false when it cannot go.
    func focusField() -> Bool {
        guard let node, let fieldNode, !isFieldFocused else { return false }
        let focus = node.graph.focus
        let previous = focus.focusedNode
        focus.move(to: fieldNode)
        guard fieldNode.isFocusedNode else { return false }
        returnTarget = previous
        return true
    }

    /// Escape in the field: clears the text, or leaves the field when it is empty.
    func escape() -> KeyPress.Result {
        if let text, !text.wrappedValue.isEmpty {
            clearText()
        } else {
            leaveField()
        }
        return .handled
    }

    /// Empties the search text.
    func clearText() {
        guard let text, !text.wrappedValue.isEmpty else { return }
        text.wrappedValue = ""
        // A binding that is not backed by state updates no view by itself.
        node?.setNeedsUpdate()
    }

    /// Takes focus out of the field: back where `/` took it from, else to the first focusable
    /// view of the content, else nowhere.
    func leaveField() {
        guard let node, isFieldFocused else { return }
        let target =
            returnTarget.flatMap { $0.acceptsFocus && !isInField($0) ? $0 : nil }
            ?? node.subtree().first { $0.acceptsFocus && !isInField($0) }
        node.graph.focus.move(to: target)
    }

    /// Ends the search, as `dismissSearch` does: empties the text and leaves the field.
    func dismiss() {
        clearText()
        leaveField()
    }

    /// Focus came into the field or left it.
    func fieldFocusDidChange(_ isFocused: Bool) {
        guard isFieldFocused != isFocused else { return }
        isFieldFocused = isFocused
        if let isPresented, isPresented.wrappedValue != isFocused { isPresented.wrappedValue = isFocused }
        // The content's `isSearching` follows.
        node?.setNeedsUpdate()
    }

    /// Moves focus into or out of the field when `isPresented` asks for it.
    func followPresentation() {
        guard let node, let isPresented, isPresented.wrappedValue != isFieldFocused else { return }
        node.graph.scheduler.afterUpdate { [weak self] in
            guard let self, let isPresented = self.isPresented, self.node?.isAttached == true else { return }
            let wantsField = isPresented.wrappedValue
            guard wantsField != self.isFieldFocused else { return }
            if wantsField {
                // A field that cannot take focus (disabled) gives the request back.
                if !self.focusField() { isPresented.wrappedValue = false }
            } else {
                self.leaveField()
            }
        }
    }

    private func isInField(_ candidate: ViewNode) -> Bool {
        sequence(first: candidate) { $0.parent }.contains { $0 === fieldNode }
    }
}
