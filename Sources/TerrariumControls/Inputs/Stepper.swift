public import TerrariumCore

/// A control that raises or lowers a value by one step: its label, then `[ − │ + ]`.
///
/// ```swift
/// Stepper("Pots: \(pots)", value: $pots, in: 1...12)   // Pots: 3 [ − │ + ]
/// ```
///
/// ↑, → and `+` step up, ↓, ← and `-` step down, and a click on `−` or `+` steps. A value
/// stepper stays within its bounds: at a bound, the button that would pass it is dim and does
/// nothing. Integer values stop at their type's limits rather than overflow. A stepper made with
/// `onIncrement` and `onDecrement` dims the button whose action is nil.
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let model: StepperModel
    let onEditingChanged: @MainActor (Bool) -> Void

    /// Creates a stepper that runs `onIncrement` and `onDecrement`, labelled by `label`.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        model = StepperModel(
            read: { (onIncrement != nil, onDecrement != nil, nil) }, increment: onIncrement, decrement: onDecrement)
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper of `value` that moves by `step`, with no bounds but the type's own.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        model = StepperModel(value: value, bounds: nil, step: step)
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper of `value` that moves by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        model = StepperModel(value: value, bounds: bounds, step: step)
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { StepperRenderer() }
        let model = self.model
        renderer.attach(to: node, onEditingChanged: onEditingChanged)
        renderer.model = model
        // A value kept in a model (`$plant.pots`) redraws the buttons when it changes.
        renderer.state = node.readTracked { model.read() }
        ChildReconciler.reconcile(node, toChild: FormLabel(content: label))
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper titled `title` that runs `onIncrement` and `onDecrement`.
    public init(
        _ title: some StringProtocol, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled `title` of `value` that moves by `step`.
    public init<V: Strideable>(
        _ title: some StringProtocol, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled `title` of `value` that moves by `step` within `bounds`.
    public init<V: Strideable>(
        _ title: some StringProtocol, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// What a stepper reads and does, whatever the type of its value.
struct StepperModel {
    /// What the stepper can do now and the value's words, if it has a value.
    typealias State = (canIncrement: Bool, canDecrement: Bool, value: String?)

    let read: @MainActor () -> State
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?

    init(
        read: @escaping @MainActor () -> State, increment: (@MainActor () -> Void)?,
        decrement: (@MainActor () -> Void)?
    ) {
        self.read = read
        self.increment = increment
        self.decrement = decrement
    }

    /// The model of a stepper bound to `value`: a button can act while its step changes the value.
    @MainActor
    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) {
        read = {
            let current = value.wrappedValue
            // A negative step raises the value on `−`, as SwiftUI's does; a value that is not a
            // number differs from every step, which brings it back to the lower bound.
            let up = Stepping.advanced(current, by: step, forward: true, in: bounds)
            let down = Stepping.advanced(current, by: step, forward: false, in: bounds)
            return (up != current, down != current, "\(current)")
        }
        increment = { value.wrappedValue = Stepping.advanced(value.wrappedValue, by: step, forward: true, in: bounds) }
        decrement = {
            value.wrappedValue = Stepping.advanced(value.wrappedValue, by: step, forward: false, in: bounds)
        }
    }
}
