extension ViewHost {
    /// The lifecycle of the hosted widgets so far, oldest first: coordinators and widgets made,
    /// updates with their reasons, dismantles.
    public var widgetLifecycleLog: [WidgetLifecycleEvent] { graph.widgetLifecycleLog }

    /// Forgets the lifecycle events recorded so far, to look at what the next steps do.
    public func clearWidgetLifecycleLog() { graph.clearWidgetLifecycleLog() }

    /// Removes the whole tree now, as the app's exit does: hosted widgets are dismantled and
    /// disappear actions run.
    public func tearDown() { graph.tearDown() }
}
