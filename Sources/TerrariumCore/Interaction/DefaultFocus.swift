extension View {
    /// Chooses where focus goes when the app launches: `binding` is set to `value`, which focuses
    /// the view bound to it with `focused(_:equals:)`.
    ///
    /// ```swift
    /// @FocusState private var field: Field?
    /// Form { … }.defaultFocus($field, .name)
    /// ```
    ///
    /// Without one, an app focuses the first focusable view in reading order at launch, so the
    /// arrow keys work before the first Tab. The first `defaultFocus` in the tree wins.
    ///
    /// Both priorities act at launch: a terminal has no window that becomes key later.
    public func defaultFocus<Value: Hashable>(
        _ binding: Binding<Value>, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        modifier(NodeConfigurationModifier { $0.defaultFocus = { binding.wrappedValue = value } })
    }
}

/// When a `defaultFocus(_:_:priority:)` is applied, as SwiftUI names it.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let name: String

    /// When focus is first given in the hierarchy, at launch.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also when the user moves focus into the hierarchy; in a terminal, at launch as well.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension ViewGraph {
    /// Gives focus as an app's launch does, when nothing has it yet: to the view a
    /// `defaultFocus(_:_:)` names, or else to the first focusable view in reading order.
    package func focusAtLaunch() {
        guard focus.focusedNode == nil, let root else { return }
        var stack = [root]
        while let node = stack.popLast() {
            if let choose = node.handlers?.defaultFocus {
                choose()
                return
            }
            stack.append(contentsOf: node.children.reversed())
        }
        // As the first Tab does, so a hosted widget hierarchy focuses its own first part.
        _ = focus.step(forward: true)
    }
}
