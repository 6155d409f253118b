public import Terrarium
public import TerrariumWidgetProtocol

private struct WidgetEnvironmentKey: EnvironmentKey {
    static var defaultValue: [String: WidgetValue] { [:] }
}

extension EnvironmentValues {
    /// Values the app publishes to remote widgets by name; a widget receives those it subscribed
    /// to in its hello, besides `colorScheme`.
    public var widgetEnvironment: [String: WidgetValue] {
        get { self[WidgetEnvironmentKey.self] }
        set { self[WidgetEnvironmentKey.self] = newValue }
    }
}

extension View {
    /// Publishes `value` as `key` to the remote widgets in this view, keeping the keys set above.
    ///
    /// ```swift
    /// ProcessWidget(command: "clock.py").widgetEnvironment("accent", "green")
    /// ```
    public func widgetEnvironment(
        _ key: String, _ value: WidgetValue
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<WidgetValue?>> {
        environment(\.widgetEnvironment[key], value)
    }
}
