public import TerrariumCore

/// How a `Picker` shows its options: set with `pickerStyle(_:)` on the picker or any view
/// around it, as every picker inside takes it from the environment.
///
/// As in SwiftUI, the styles are the ones listed here; a style of an app's own draws as
/// ``automatic``.
public protocol PickerStyle {}

/// The styles Terrarium draws, by what each style value is.
enum PickerStyleKind: Sendable {
    case automatic
    case menu
    case segmented
    case inline
    case radioGroup
    case wheel
}

/// A style Terrarium draws.
protocol BuiltInPickerStyle: PickerStyle {
    /// How this style draws.
    var kind: PickerStyleKind { get }
}

/// The style of the context: a menu, except inside a menu, where the options are the menu's
/// items with a check mark on the chosen one.
public struct DefaultPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .automatic }
    /// The automatic style.
    public init() {}
}

/// A button showing the chosen option that opens the options in a menu; inside a menu, a
/// submenu.
public struct MenuPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .menu }
    /// The menu style.
    public init() {}
}

/// The options side by side in one bar, the chosen one reversed: `[ S │ M │ L ]`.
public struct SegmentedPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .segmented }
    /// The segmented style.
    public init() {}
}

/// The options one a row under the label, a check mark by the chosen one, as a list shows them.
public struct InlinePickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .inline }
    /// The inline style.
    public init() {}
}

/// Radio buttons, `(•)` by the chosen option, in a column beside the label (macOS's style).
public struct RadioGroupPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .radioGroup }
    /// The radio group style.
    public init() {}
}

/// A scrolling column of five options with the chosen one in the middle, as a wheel shows them.
public struct WheelPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .wheel }
    /// The wheel style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The style of the context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that opens the options in a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side in one bar.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options one a row, a check mark by the chosen one.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons beside the label.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A scrolling column with the chosen option in the middle.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.automatic
}

extension EnvironmentValues {
    /// How pickers here draw.
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the pickers in this view show their options.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, (style as? any BuiltInPickerStyle)?.kind ?? .automatic)
    }
}
