public import Terrarium
public import TerrariumTerminal
public import TerrariumWidgetProtocol

/// A widget that lives elsewhere and speaks the widget protocol, drawn and driven as any other.
@MainActor
public final class RemoteWidget: Widget {
    /// Whoever shows the widget.
    public weak var host: (any WidgetHost)?

    package init(
        name: String, options: RemoteWidgetOptions, makeTransport: @escaping @MainActor () -> any WidgetTransport,
        onValueChange: @escaping @MainActor (String, WidgetValue) -> Void
    ) {}

    /// Sends what changed.
    package func update(properties: [String: WidgetValue], environment: EnvironmentValues, transaction: Transaction) {}

    /// Ends the widget.
    package func dismantle() {}

    /// Draws the widget's last drawing, or its placeholder.
    public func draw(in context: GraphicsContext) {}

    /// The size the widget accepts for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { .zero }
}
