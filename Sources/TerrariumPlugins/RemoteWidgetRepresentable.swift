public import Terrarium
import TerrariumTerminal
import TerrariumWidgetProtocol

/// A view hosting a widget that lives elsewhere, in another process or a loaded library, and
/// speaks the widget protocol: ``ProcessWidget`` and ``PluginWidget``.
///
/// It keeps the contract of any `WidgetRepresentable`: the widget hears of changed properties
/// only, is dismantled once, takes focus and gives it back, and keys it does not consume go on to
/// the views around it.
@MainActor @preconcurrency
public protocol RemoteWidgetRepresentable: WidgetRepresentable
where WidgetType == RemoteWidget, Coordinator == RemoteWidgetCoordinator {
    /// The properties, bindings, permissions and failure handling.
    var options: RemoteWidgetOptions { get set }

    /// A short name for the placeholder and logs.
    var widgetName: String { get }

    /// Makes the transport for one start of the widget; called again for each restart.
    func makeTransport() -> any WidgetTransport
}

/// What connects a remote widget to the declarative side: it writes bound values back.
@MainActor
public final class RemoteWidgetCoordinator {
    /// The newest writers, from the latest view value.
    var writers: [String: @MainActor (WidgetValue) -> String?] = [:]

    init() {}
}
