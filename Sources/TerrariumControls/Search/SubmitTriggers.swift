public import TerrariumCore

/// The kinds of field whose Return runs an `onSubmit(of:_:)` action.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The triggers' bits.
    public let rawValue: Int

    /// Creates triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return in a text field (`TextField`).
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return in the search field of `searchable(text:placement:prompt:)`.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Runs `action` when Return is pressed in a field of the kinds `triggers` names inside this
    /// view: `.text` for text fields, `.search` for the search field of a `searchable` modifier
    /// that this view encloses.
    ///
    /// ```swift
    /// List(results) { … }
    ///     .searchable(text: $query)
    ///     .onSubmit(of: .search) { runSearch() }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(TriggeredSubmitModifier(triggers: triggers, action: action))
    }
}

/// Gives the fields of the kinds `triggers` names inside the modified view an action for Return.
struct TriggeredSubmitModifier: ViewModifier, PrimitiveModifier {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void

    func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        if triggers.contains(.text) { environment.submitActions.append(action) }
        if triggers.contains(.search) { environment.searchSubmitActions.append(action) }
        reconcile(node, content: content, environment: environment)
    }
}
