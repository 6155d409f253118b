import TerrariumCore
import TerrariumTerminal

/// A text field whose title a form shows as its label: macOS puts a field's title in the
/// form's label column, and the field shows only its prompt.
@MainActor
protocol FormFieldContent {
    /// Sets the field up in `node`, as the field itself or, in a form, beside its label.
    func updateField(_ node: ViewNode, inForm: Bool)
}

extension TextField: FormFieldContent {}
extension SecureField: FormFieldContent {}

/// The field part of a text field in a form, beside its label.
struct FormField<Field: FormFieldContent>: View, PrimitiveView {
    let field: Field

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) { field.updateField(node, inForm: true) }

    /// Makes `node`, in a form, a row of the title in the label column and the field.
    ///
    /// Returns whether it did: elsewhere, and for a field without a title, it leaves `node` to
    /// the field.
    static func update(_ node: ViewNode, title: String, field: () -> FormField) -> Bool {
        // With labels hidden the field shows its title inside, as it does outside a form.
        guard node.environment.formLabelColumn != nil, !node.environment.labelsHidden, !title.isEmpty else {
            return false
        }
        if node.renderer is TextFieldRenderer {
            node.renderer = nil
            node.invalidateLayout()
        }
        ChildReconciler.reconcile(
            node,
            toChild: HStack(alignment: .top, spacing: 1) {
                FormLabel(content: Text(title))
                field()
            })
        return true
    }
}
