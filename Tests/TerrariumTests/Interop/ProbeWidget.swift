import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting

/// A foreign widget for tests: it shows its text, counts what it is asked, and has `parts`
/// focusable parts, of which the focused one is shown in its text.
@MainActor
final class ProbeWidget: Widget {
    weak var host: (any WidgetHost)?
    var text = "" {
        didSet { host?.widgetNeedsLayout(self) }
    }
    var idealSize = Size(width: 6, height: 1) {
        didSet { host?.widgetNeedsLayout(self) }
    }
    var parts = 0
    var focusedPart: Int?
    var sizeQueries = 0
    var events: [InputEvent] = []
    var consumes: (InputEvent) -> Bool = { _ in true }
    var onEvent: (() -> Void)?
    var drawExtra: ((GraphicsContext) -> Void)?

    func draw(in context: GraphicsContext) {
        context.draw(text + (focusedPart.map { "#\($0)" } ?? ""), at: .zero)
        drawExtra?(context)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        sizeQueries += 1
        return Size(width: max(idealSize.width, text.displayWidth + 2), height: idealSize.height)
    }

    func handle(_ event: InputEvent) -> Bool {
        events.append(event)
        onEvent?()
        return consumes(event)
    }

    var acceptsFocus: Bool { parts > 0 }

    func moveFocus(_ move: FocusMove) -> Bool {
        switch move {
        case .first: focusedPart = 0
        case .last: focusedPart = parts - 1
        case .next:
            guard let part = focusedPart, part + 1 < parts else { return false }
            focusedPart = part + 1
        case .previous:
            guard let part = focusedPart, part > 0 else { return false }
            focusedPart = part - 1
        }
        return true
    }

    func focusDidChange(_ isFocused: Bool) {
        if !isFocused { focusedPart = nil }
    }
}

/// An observable model a representable reads.
@Observable @MainActor
final class ProbeModel {
    var title = "model"
    var unrelated = 0
}

private struct ProbeAccentKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var probeAccent: String {
        get { self[ProbeAccentKey.self] }
        set { self[ProbeAccentKey.self] = newValue }
    }
}

/// The coordinator of `Probe`, which tells tests when it is released.
@MainActor
final class ProbeCoordinator {
    static var alive = 0
    var onChange: () -> Void = {}
    init() { Self.alive += 1 }
    isolated deinit { Self.alive -= 1 }
}

/// A representable over `ProbeWidget`.
struct Probe: WidgetRepresentable {
    var label = "probe"
    var readsAccent = false
    var model: ProbeModel?
    var value: Binding<Int>?
    var clampTo: Int?
    var parts = 0
    var onChange: () -> Void = {}
    var fixedSize: Size?

    func makeCoordinator() -> ProbeCoordinator { ProbeCoordinator() }

    func makeWidget(context: Context) -> ProbeWidget {
        let widget = ProbeWidget()
        widget.parts = parts
        return widget
    }

    func updateWidget(_ widget: ProbeWidget, context: Context) {
        context.coordinator.onChange = onChange
        var text = label
        if readsAccent { text += " " + context.environment.probeAccent }
        if let model { text += " " + model.title }
        if let value {
            if let clampTo, value.wrappedValue > clampTo { value.wrappedValue = clampTo }
            text += " \(value.wrappedValue)"
        }
        widget.text = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, widget: ProbeWidget, context: Context) -> Size? {
        fixedSize
    }
}

extension TestHost {
    /// The lifecycle log as lines, then cleared.
    func takeLifecycle() -> [String] {
        render()
        defer { clearWidgetLifecycleLog() }
        return widgetLifecycleLog.map(\.description)
    }
}
