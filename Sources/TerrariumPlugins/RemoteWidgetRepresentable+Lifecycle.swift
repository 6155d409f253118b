public import Terrarium
public import TerrariumWidgetProtocol

extension RemoteWidgetRepresentable {
    /// Creates the coordinator that writes bound values back.
    public func makeCoordinator() -> RemoteWidgetCoordinator { RemoteWidgetCoordinator() }

    /// Creates the widget and starts it.
    public func makeWidget(context: Context) -> RemoteWidget {
        context.coordinator.writers = options.writers
        let coordinator = context.coordinator
        let widget = RemoteWidget(
            name: widgetName, options: options, makeTransport: { [self] in makeTransport() },
            onValueChange: { [weak coordinator] name, value in
                guard let write = coordinator?.writers[name] else { return "\"\(name)\" is not bound" }
                return write(value)
            })
        widget.update(properties: currentValues, environment: context.environment, transaction: context.transaction)
        return widget
    }

    /// Sends the properties and bound values that changed, and the environment it subscribed to.
    public func updateWidget(_ widget: RemoteWidget, context: Context) {
        context.coordinator.writers = options.writers
        widget.update(properties: currentValues, environment: context.environment, transaction: context.transaction)
    }

    /// Tells the widget to end, and ends it.
    public static func dismantleWidget(_ widget: RemoteWidget, coordinator: RemoteWidgetCoordinator) {
        widget.dismantle()
    }

    /// The size the widget accepts for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize, widget: RemoteWidget, context: Context) -> Size? {
        widget.sizeThatFits(proposal)
    }

    /// The properties and the bound values as they are now.
    private var currentValues: [String: WidgetValue] {
        var values = options.properties
        for (name, read) in options.readers { values[name] = read() }
        return values
    }
}

extension RemoteWidgetRepresentable {
    /// Gives the widget the property `name`, sent to it whenever it changes.
    public func property(_ name: String, _ value: WidgetValue) -> Self {
        var copy = self
        copy.options.properties[name] = value
        return copy
    }

    /// Binds the property `name` both ways: the widget gets the value and sends changes back.
    ///
    /// A value the widget sends that does not convert to `Value` is refused: the binding keeps
    /// its value, the widget is sent it again, and its log says why.
    public func binding<Value: WidgetValueConvertible>(_ name: String, _ binding: Binding<Value>) -> Self {
        bind(name, binding) { _ in nil }
    }

    /// Binds the property `name` both ways, taking from the widget only values within `range`;
    /// any other is refused as a value of the wrong type is.
    public func binding<Value: WidgetValueConvertible & Comparable>(
        _ name: String, _ binding: Binding<Value>, in range: ClosedRange<Value>
    ) -> Self {
        bind(name, binding) { value in
            range.contains(value) ? nil : "outside \(range.lowerBound)...\(range.upperBound)"
        }
    }

    private func bind<Value: WidgetValueConvertible>(
        _ name: String, _ binding: Binding<Value>, check: @escaping @MainActor (Value) -> String?
    ) -> Self {
        var copy = self
        copy.options.boundValues[name] = binding.wrappedValue.widgetValue
        copy.options.readers[name] = { binding.wrappedValue.widgetValue }
        copy.options.writers[name] = { value in
            guard let converted = Value(widgetValue: value) else { return "not \(Value.widgetTypeName)" }
            if let refusal = check(converted) { return refusal }
            binding.wrappedValue = converted
            return nil
        }
        return copy
    }

    /// Grants `permissions` when the widget asks for them; any other it asks for is refused.
    public func permissions(_ permissions: Set<WidgetPermission>) -> Self {
        var copy = self
        copy.options.permissions = permissions
        return copy
    }

    /// What happens after the widget fails; restarts up to three times, a second apart, unless set.
    public func restartPolicy(_ policy: WidgetRestartPolicy) -> Self {
        var copy = self
        copy.options.restartPolicy = policy
        return copy
    }

    /// How long the widget may take to answer a message before it counts as hung, 2 s unless
    /// set, and to say hello after it started, 10 s unless set.
    public func responseDeadline(_ deadline: Duration, startup: Duration = .seconds(10)) -> Self {
        var copy = self
        copy.options.responseDeadline = deadline
        copy.options.startupDeadline = startup
        return copy
    }
}
