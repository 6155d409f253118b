public import TerrariumTerminal

/// A view that hosts a foreign, retained `Widget` in the declarative tree.
///
/// ```swift
/// struct Rating: WidgetRepresentable {
///     @Binding var value: Int
///
///     func makeCoordinator() -> Coordinator { Coordinator(value: $value) }
///     func makeWidget(context: Context) -> RatingControl {
///         let control = RatingControl()
///         control.addTarget(context.coordinator, action: Coordinator.changed, for: .valueChanged)
///         return control
///     }
///     func updateWidget(_ control: RatingControl, context: Context) {
///         context.coordinator.value = $value
///         control.value = value
///     }
///
///     final class Coordinator {
///         var value: Binding<Int>
///         init(value: Binding<Int>) { self.value = value }
///         func changed(_ control: Control) { value.wrappedValue = (control as! RatingControl).value }
///     }
/// }
/// ```
///
/// The lifecycle is `makeCoordinator`, `makeWidget`, `updateWidget`; then `updateWidget` runs
/// again only when something it depends on changed: a stored property of the representable
/// (closures do not count; the latest one is in the new value), the value behind a binding it
/// holds, an environment key it read in `makeWidget` or `updateWidget`, or an `@Observable`
/// property it read there. ``WidgetRepresentableContext/updateReasons`` says which.
/// `dismantleWidget` runs exactly once when the view leaves the tree, the app's exit included,
/// and the coordinator lives exactly as long as the widget.
///
/// State and bindings written during any of these calls, or by the widget's callbacks during
/// them, are applied right after the current update, in the same frame.
@MainActor @preconcurrency
public protocol WidgetRepresentable: View where Body == Never {
    /// The type of widget hosted.
    associatedtype WidgetType: Widget
    /// The type of the object that connects the widget's callbacks to the declarative side.
    associatedtype Coordinator = Void
    /// What make, update and size calls are given.
    typealias Context = WidgetRepresentableContext<Self>

    /// Creates the widget, once, when the view enters the tree.
    func makeWidget(context: Context) -> WidgetType

    /// Brings the widget up to date with this view value and the context.
    func updateWidget(_ widget: WidgetType, context: Context)

    /// Cleans up before the widget is released, exactly once, when the view leaves the tree.
    static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator)

    /// Creates the coordinator, once, before the widget.
    func makeCoordinator() -> Coordinator

    /// The size for `proposal`, or nil to ask the widget.
    func sizeThatFits(_ proposal: ProposedViewSize, widget: WidgetType, context: Context) -> Size?
}

extension WidgetRepresentable {
    /// Nothing to clean up.
    public static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator) {}

    /// Asks the widget.
    public func sizeThatFits(_ proposal: ProposedViewSize, widget: WidgetType, context: Context) -> Size? { nil }

    /// A representable has no body: the graph hosts its widget.
    public var body: Never { primitiveBody() }
}

extension WidgetRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}
