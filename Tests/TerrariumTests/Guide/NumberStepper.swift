import Foundation
import Terrarium

/// The control of `Docs/AddingAControl.md`: a number stepped with `-` and `+`, by keys, clicks on
/// either sign, or a pasted number, written with public API only and without editing the engine.
///
/// ```
/// ‹ 3 ›
/// ```
///
/// The control is a retained ``Widget``: it draws, sizes itself and takes the input the router
/// gives it. `NumberStepper` below puts it in a view tree and binds its value both ways.
@MainActor
final class StepperWidget: Widget {
    weak var host: (any WidgetHost)?
    var range = 0...99
    var isEnabled = true
    /// Called with the new value after the user changed it.
    var onChange: (Int) -> Void = { _ in }
    private var isFocused = false

    var value = 0 {
        didSet { if value != oldValue { host?.widgetNeedsLayout(self) } }
    }

    private var text: String { "‹ \(value) ›" }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: text.count, height: 1) }

    func draw(in context: GraphicsContext) {
        var style = Style.plain
        if isFocused { style.attributes.insert(.reverse) }
        if !isEnabled { style.attributes.insert(.dim) }
        context.draw(text, at: .zero, style: style)
    }

    var acceptsFocus: Bool { isEnabled }

    func focusDidChange(_ isFocused: Bool) {
        self.isFocused = isFocused
        host?.widgetNeedsDisplay(self)
    }

    /// Keys it uses, clicks on either sign, and pasted numbers; anything else goes back up.
    func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .key(let press) where press.phase != .up && press.modifiers.isEmpty:
            switch press.key {
            case "+", .rightArrow, .upArrow: step(by: 1)
            case "-", .leftArrow, .downArrow: step(by: -1)
            default: return false
            }
            return true
        case .mouse(let mouse):
            guard case .press(.left) = mouse.kind else { return false }
            if mouse.location.x == 0 { step(by: -1) }
            if mouse.location.x == text.count - 1 { step(by: 1) }
            return true
        case .paste(let pasted):
            guard let number = Int(pasted.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
            step(by: number - value)
            return true
        default:
            return false
        }
    }

    private func step(by amount: Int) {
        let next = min(max(range.lowerBound, value + amount), range.upperBound)
        guard next != value else { return }
        value = next
        onChange(next)
    }
}

/// The stepper in a view tree, its value bound both ways.
struct NumberStepper: WidgetRepresentable {
    @Binding var value: Int
    var range = 0...99

    final class Coordinator {
        var value: Binding<Int>
        init(value: Binding<Int>) { self.value = value }
    }

    func makeCoordinator() -> Coordinator { Coordinator(value: $value) }

    func makeWidget(context: Context) -> StepperWidget {
        let widget = StepperWidget()
        let coordinator = context.coordinator
        widget.onChange = { coordinator.value.wrappedValue = $0 }
        return widget
    }

    func updateWidget(_ widget: StepperWidget, context: Context) {
        context.coordinator.value = $value
        widget.range = range
        widget.isEnabled = context.environment.isEnabled
        widget.value = value
    }
}
