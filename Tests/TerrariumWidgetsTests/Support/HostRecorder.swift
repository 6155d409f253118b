import TerrariumTerminal

/// A widget host that counts what its widget asks for, in place of a real host.
@MainActor
final class HostRecorder: WidgetHost {
    private(set) var displayRequests: [ObjectIdentifier] = []
    private(set) var layoutRequests: [ObjectIdentifier] = []
    var displayCount: Int { displayRequests.count }
    var layoutCount: Int { layoutRequests.count }

    func widgetNeedsDisplay(_ widget: any Widget) {
        displayRequests.append(ObjectIdentifier(widget))
    }

    func widgetNeedsLayout(_ widget: any Widget) {
        layoutRequests.append(ObjectIdentifier(widget))
    }

    func reset() {
        displayRequests = []
        layoutRequests = []
    }
}
