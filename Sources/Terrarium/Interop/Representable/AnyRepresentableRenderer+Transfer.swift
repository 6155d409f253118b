import TerrariumTransfer

extension AnyRepresentableRenderer: TransferResponderHosting {
    /// The hosted widget when it conforms to ``TransferResponder``, brought up to date with the
    /// newest closures first, since a drop may call them.
    package var transferResponder: (any TransferResponder)? { widgetForInput as? any TransferResponder }
}
