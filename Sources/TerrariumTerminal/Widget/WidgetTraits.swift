/// A key for a value that hosts push down to the widgets inside them, with its value when no host
/// pushed one.
public protocol WidgetTraitKey {
    /// The type of the value.
    associatedtype Value
    /// The value a widget sees when no host above it set one.
    static var defaultValue: Value { get }
}

/// Values a host pushes down to the widgets it shows, keyed by type, the way UIKit pushes a trait
/// collection down its views.
///
/// A declarative host pushes its environment, transaction and clock this way, so a declarative
/// tree nested inside foreign widgets at any depth sees the place it is shown at. Values only flow
/// down: a widget hears of new ones in ``Widget/traitsDidChange(_:)`` and asks for layout or
/// display through its ``WidgetHost``, never reading anything back up.
///
/// ```swift
/// enum Accent: WidgetTraitKey { static var defaultValue: Color { .default } }
/// var traits = WidgetTraits()
/// traits[Accent.self] = .green
/// child.traitsDidChange(traits)
/// ```
public struct WidgetTraits {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values: every key reads its default.
    public init() {}

    /// The value for `key`, or its default when none was set.
    public subscript<Key: WidgetTraitKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
