/// What a button does, which an alert or a dialog uses to place it and to answer Escape.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A button that deletes or destroys: drawn red where there is colour.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels: Escape in an alert or a dialog runs it.
    public static let cancel = ButtonRole(name: "cancel")
}
