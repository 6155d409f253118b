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

/// Sets one environment value for its content and the content's descendants: the modifier
/// `environment(_:_:)` applies.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, WrappingModifier {
    let base: EnvironmentWritingModifier<Value>
}

/// Turns a text attribute on for its content: the modifiers `bold(_:)`, `italic(_:)` and the
/// like apply.
public struct _TextAttributeModifier: ViewModifier, PrimitiveModifier {
    let attribute: TextAttributes
    let isActive: Bool

    package func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        if isActive { environment.textAttributes.insert(attribute) }
        reconcile(node, content: content, environment: environment)
    }
}

/// Turns interaction off for its content: the modifier `disabled(_:)` applies.
public struct _DisabledModifier: ViewModifier, PrimitiveModifier {
    let isDisabled: Bool

    package func update(_ node: ViewNode, content: some View) {
        var environment = node.environment
        if isDisabled { environment.isEnabled = false }
        reconcile(node, content: content, environment: environment)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Value>> {
        modifier(_EnvironmentKeyWritingModifier(base: EnvironmentWritingModifier(keyPath: keyPath, value: value)))
    }

    /// Draws text in this view in `color`, or in the default colour for nil.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        environment(\.foregroundColor, color)
    }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _TextAttributeModifier> {
        textAttribute(.bold, isActive)
    }
    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _TextAttributeModifier> {
        textAttribute(.italic, isActive)
    }
    /// Underlines text in this view.
    public func underline(_ isActive: Bool = true) -> ModifiedContent<Self, _TextAttributeModifier> {
        textAttribute(.underline, isActive)
    }
    /// Crosses out text in this view.
    public func strikethrough(_ isActive: Bool = true) -> ModifiedContent<Self, _TextAttributeModifier> {
        textAttribute(.strikethrough, isActive)
    }
    /// Dims text in this view.
    public func dim(_ isActive: Bool = true) -> ModifiedContent<Self, _TextAttributeModifier> {
        textAttribute(.dim, isActive)
    }
    /// Swaps foreground and background colours of text in this view.
    public func reverse(_ isActive: Bool = true) -> ModifiedContent<Self, _TextAttributeModifier> {
        textAttribute(.reverse, isActive)
    }

    private func textAttribute(
        _ attribute: TextAttributes, _ isActive: Bool
    ) -> ModifiedContent<Self, _TextAttributeModifier> {
        modifier(_TextAttributeModifier(attribute: attribute, isActive: isActive))
    }

    /// Turns off interaction for this view and its descendants when `isDisabled` is true.
    public func disabled(_ isDisabled: Bool) -> ModifiedContent<Self, _DisabledModifier> {
        modifier(_DisabledModifier(isDisabled: isDisabled))
    }

    /// Limits text in this view to `number` lines.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        environment(\.lineLimit, number)
    }

    /// Aligns the lines of multiline text in this view.
    public func multilineTextAlignment(
        _ alignment: TextAlignment
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<TextAlignment>> {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Chooses where text in this view is cut when it does not fit.
    public func truncationMode(
        _ mode: TruncationMode
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<TruncationMode>> { environment(\.truncationMode, mode) }
}
