public import TerrariumCore

/// A view that shows a value within a range, as a bar filled up to it.
///
/// ```swift
/// Gauge(value: 0.4) {
///     Text("Soil moisture")
/// } currentValueLabel: {
///     Text("40%")
/// } minimumValueLabel: {
///     Text("Dry")
/// } maximumValueLabel: {
///     Text("Wet")
/// }
/// // Soil moisture                  40%
/// // Dry ▕██████▍          ▏ Wet
/// ```
///
/// The label and the current value label share the first row, at its two ends; the bar follows
/// across the width offered (20 columns at its ideal size) between the minimum and maximum value
/// labels. The bar is filled with `█` and an eighth block for the part of a cell, so it reads
/// without colour; `gaugeStyle(_:)` with an accessory style that is not a capacity style marks
/// the value with `●` on a line instead. A gauge is read-only: it takes no focus and no input.
/// Values outside the range fill the bar or leave it empty, and a value or range that is not a
/// number leaves it empty.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View,
    PrimitiveView
{
    let fraction: Double
    let valueDescription: String
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel,
        minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel
    ) {
        let scale = ValueScale(bounds)
        fraction = scale.fraction(of: Double(value))
        // What the current value label says, when it is words, is what the gauge reads as.
        valueDescription = (currentValueLabel as? Text)?.plainText ?? scale.description(of: Double(value))
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A gauge has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { GaugeRenderer() }
        renderer.fraction = fraction
        renderer.valueDescription = valueDescription
        renderer.style = node.environment.gaugeStyle
        renderer.isEnabled = node.environment.isEnabled
        var children = ChildReconciler(node)
        children.next(label)
        // The other labels say what the value does; the element reads as the label.
        children.next(currentValueLabel.accessibilityHidden(true))
        children.next(minimumValueLabel.accessibilityHidden(true))
        children.next(maximumValueLabel.accessibilityHidden(true))
        children.finish()
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` in `bounds` with a label, the value's label, and labels at the
    /// bar's ends.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` in `bounds` with a label and the value's label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` in `bounds` with a label above the bar.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}
