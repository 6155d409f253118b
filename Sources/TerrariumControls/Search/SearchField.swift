import TerrariumCore
import TerrariumTerminal

/// The search field's row: `/`, a text field showing the prompt while empty, a `×` that clears
/// it when clicked, and a rule under them.
struct SearchField: View, PrimitiveView {
    let owner: SearchableRenderer
    let text: Binding<String>
    let prompt: String

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        owner.fieldNode = node
        node.focusChangeHandlers = [{ [weak owner] isFocused in owner?.fieldFocusDidChange(isFocused) }]
        var environment = node.environment
        // Return leaves the field after the search's own submit actions; a text field's
        // `onSubmit` actions are not the search field's, as in SwiftUI.
        environment.submitActions = [{ [weak owner] in owner?.leaveField() }] + environment.searchSubmitActions
        let owner = self.owner
        let row = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                Text("/ ").dim()
                TextField(prompt, text: text)
                    .accessibilityAddTraits(.isSearchField)
                    .onKeyPress(.escape) { [weak owner] _ in owner?.escape() ?? .ignored }
                if !text.wrappedValue.isEmpty {
                    Text(" ×").onTapGesture { [weak owner] in owner?.clearText() }
                }
            }
            Divider()
        }
        var children = ChildReconciler(node, environment: environment)
        children.next(row)
        children.finish()
    }
}
