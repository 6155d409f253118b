public import TerrariumCore

/// A control that sets a value from a range by moving a thumb along a track.
///
/// ```swift
/// Slider(value: $water, in: 0...100, step: 5) {
///     Text("Water")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// // Water 0 ━━━━━━━●────────── 100
/// ```
///
/// The label comes first, then the minimum value label, the track across the width offered (20
/// columns at its ideal size) and the maximum value label. The part of the track below the value
/// is drawn heavy (`━`) and the rest light (`─`), with the thumb `●` between, so the value reads
/// without colour. ← and ↓ lower the value by one step (a twentieth of the range without a step),
/// → and ↑ raise it, Page Down and Page Up move a tenth of the range, Home and End go to the
/// bounds. A click on the track sets the value there and a drag moves it. Every value written is
/// within the bounds and on a step.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let value: Binding<Double>
    let scale: ValueScale
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: @MainActor (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        scale = ValueScale(bounds, step: step)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a slider of any value in `bounds`, with a label and labels at the track's ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider of the values `step` apart in `bounds`, with a label and labels at the
    /// track's ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { SliderRenderer() }
        let value = self.value
        renderer.attach(to: node, onEditingChanged: onEditingChanged)
        renderer.scale = scale
        renderer.write = { [weak node] newValue in
            value.wrappedValue = newValue
            // A binding not backed by state updates no view by itself; the thumb must still move.
            node?.setNeedsUpdate()
        }
        // A value kept in a model (`$settings.volume`) moves the thumb when it changes.
        renderer.value = node.readTracked { value.wrappedValue }
        var children = ChildReconciler(node)
        children.next(FormLabel(content: label))
        // The bounds' labels repeat what the value says; the element reads as the label alone.
        children.next(minimumValueLabel.accessibilityHidden(true))
        children.next(maximumValueLabel.accessibilityHidden(true))
        children.finish()
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider of any value in `bounds`, with a label before the track.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider of the values `step` apart in `bounds`, with a label before the track.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider of any value in `bounds`: the track alone.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider of the values `step` apart in `bounds`: the track alone.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}
