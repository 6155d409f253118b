public import TerrariumCore

/// How a `Gauge` draws its value: set with `gaugeStyle(_:)` on the gauge or any view around it.
///
/// A terminal cell has no room for a ring, so the circular styles draw the linear form of the
/// same kind: the capacity styles fill the bar up to the value, the others mark the value with
/// `●` on a line. A style of an app's own draws as ``automatic``.
public protocol GaugeStyle {}

/// The ways Terrarium draws a gauge's bar.
enum GaugeStyleKind: Sendable {
    /// `▕████▌    ▏`: filled up to the value.
    case capacity
    /// `▕────●────▏`: a mark at the value.
    case marker
}

/// A style Terrarium draws.
protocol BuiltInGaugeStyle: GaugeStyle {
    /// How this style draws.
    var kind: GaugeStyleKind { get }
}

/// The style of the context: a bar filled up to the value.
public struct DefaultGaugeStyle: BuiltInGaugeStyle {
    var kind: GaugeStyleKind { .capacity }
    /// The automatic style.
    public init() {}
}

/// A bar filled up to the value, with the labels around it.
public struct LinearCapacityGaugeStyle: BuiltInGaugeStyle {
    var kind: GaugeStyleKind { .capacity }
    /// The linear capacity style.
    public init() {}
}

/// A line with a mark at the value.
public struct AccessoryLinearGaugeStyle: BuiltInGaugeStyle {
    var kind: GaugeStyleKind { .marker }
    /// The accessory linear style.
    public init() {}
}

/// A bar filled up to the value, as a widget's accessory shows it.
public struct AccessoryLinearCapacityGaugeStyle: BuiltInGaugeStyle {
    var kind: GaugeStyleKind { .capacity }
    /// The accessory linear capacity style.
    public init() {}
}

/// A ring with a mark at the value elsewhere; in a terminal, a line with a mark at the value.
public struct AccessoryCircularGaugeStyle: BuiltInGaugeStyle {
    var kind: GaugeStyleKind { .marker }
    /// The accessory circular style.
    public init() {}
}

/// A ring filled up to the value elsewhere; in a terminal, a bar filled up to the value.
public struct AccessoryCircularCapacityGaugeStyle: BuiltInGaugeStyle {
    var kind: GaugeStyleKind { .capacity }
    /// The accessory circular capacity style.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The style of the context.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled up to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A line with a mark at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled up to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A line with a mark at the value, in place of a ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A bar filled up to the value, in place of a ring.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = GaugeStyleKind.capacity
}

extension EnvironmentValues {
    /// How gauges here draw.
    var gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the gauges in this view draw their value.
    ///
    /// ```swift
    /// Gauge(value: battery) { Text("Battery") }.gaugeStyle(.accessoryLinear)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, (style as? any BuiltInGaugeStyle)?.kind ?? .capacity)
    }
}
