public import TerrariumTerminal

/// Sets one environment value for the modified view and its descendants.
struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        environment[keyPath: keyPath] = value
        reconcile(node, content: content, environment: environment)
    }
}

/// Changes the environment of the modified view with a closure.
struct EnvironmentTransformModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void

    func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        transform(&environment)
        reconcile(node, content: content, environment: environment)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
    ) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Draws text in this view in `color` unless the text sets its own.
    public func foregroundStyle(_ color: Color) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Draws text in this view in `color`, or in the default colour for nil.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View { textAttribute(.bold, isActive) }
    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View { textAttribute(.italic, isActive) }
    /// Underlines text in this view.
    public func underline(_ isActive: Bool = true) -> some View { textAttribute(.underline, isActive) }
    /// Crosses out text in this view.
    public func strikethrough(_ isActive: Bool = true) -> some View { textAttribute(.strikethrough, isActive) }
    /// Dims text in this view.
    public func dim(_ isActive: Bool = true) -> some View { textAttribute(.dim, isActive) }
    /// Swaps foreground and background colours of text in this view.
    public func reverse(_ isActive: Bool = true) -> some View { textAttribute(.reverse, isActive) }

    private func textAttribute(_ attribute: TextAttributes, _ isActive: Bool) -> some View {
        modifier(
            EnvironmentTransformModifier { environment in
                if isActive { environment.textAttributes.insert(attribute) }
            })
    }

    /// Turns off interaction for this view and its descendants when `isDisabled` is true.
    public func disabled(_ isDisabled: Bool) -> some View {
        modifier(
            EnvironmentTransformModifier { environment in
                if isDisabled { environment.isEnabled = false }
            })
    }

    /// Limits text in this view to `number` lines.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// Aligns the lines of multiline text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Chooses where text in this view is cut when it does not fit.
    public func truncationMode(_ mode: TruncationMode) -> some View { environment(\.truncationMode, mode) }
}
