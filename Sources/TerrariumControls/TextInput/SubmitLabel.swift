public import TerrariumCore

/// The word a software keyboard's Return key shows for the text fields inside a view.
///
/// ```swift
/// TextField("Search", text: $query)
///     .submitLabel(.search)
/// ```
///
/// A terminal has no software keyboard, so the label changes nothing on screen; it is kept in
/// the environment (`\.submitLabel`) so code written for SwiftUI compiles and a view can read it.
public struct SubmitLabel: Hashable, Sendable, CustomStringConvertible {
    /// The label's name, as `"done"`.
    public let description: String

    private init(_ name: String) { description = name }

    /// "Done".
    public static let done = SubmitLabel("done")
    /// "Go".
    public static let go = SubmitLabel("go")
    /// "Send".
    public static let send = SubmitLabel("send")
    /// "Join".
    public static let join = SubmitLabel("join")
    /// "Route".
    public static let route = SubmitLabel("route")
    /// "Search".
    public static let search = SubmitLabel("search")
    /// "Return", the default.
    public static let `return` = SubmitLabel("return")
    /// "Next".
    public static let next = SubmitLabel("next")
    /// "Continue".
    public static let `continue` = SubmitLabel("continue")
}

private struct SubmitLabelKey: EnvironmentKey {
    static let defaultValue = SubmitLabel.return
}

extension EnvironmentValues {
    /// The submit label the text fields in this environment use; see ``SubmitLabel``.
    public var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Sets the word a software keyboard's Return key shows for the text fields in this view;
    /// a terminal shows nothing for it.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }
}
