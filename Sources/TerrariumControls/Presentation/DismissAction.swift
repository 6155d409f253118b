public import TerrariumCore

/// Closes the presentation a view is in (a sheet, a popover, an alert): read it with
/// `@Environment(\.dismiss)` and call it.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
///
/// Outside a presentation it does nothing.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Closes the presentation.
    @MainActor public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction {}
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct PresentationActionDismissKey: EnvironmentKey {
    static let defaultValue: DismissAction? = nil
}

extension EnvironmentValues {
    /// Closes the presentation the view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is inside a presentation that is shown.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// Set inside an alert or a dialog: any button there closes it after its action.
    var presentationActionDismiss: DismissAction? {
        get { self[PresentationActionDismissKey.self] }
        set { self[PresentationActionDismissKey.self] = newValue }
    }
}
