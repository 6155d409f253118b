public import TerrariumWidgetProtocol

/// A type a binding to a remote widget can hold: it converts to and from a `WidgetValue`.
public protocol WidgetValueConvertible {
    /// The value on the wire.
    var widgetValue: WidgetValue { get }
    /// The value read back from the wire, nil when it does not convert.
    init?(widgetValue: WidgetValue)
    /// What the type is called where a value is refused: "a whole number", "a string".
    static var widgetTypeName: String { get }
}

extension WidgetValueConvertible {
    /// The type's own name.
    public static var widgetTypeName: String { "a value of type \(Self.self)" }
}

extension Int: WidgetValueConvertible {
    /// A whole number.
    public static var widgetTypeName: String { "a whole number" }
    /// A number.
    public var widgetValue: WidgetValue { .number(Double(self)) }
    /// A whole number, else nil.
    public init?(widgetValue: WidgetValue) {
        guard let value = widgetValue.intValue else { return nil }
        self = value
    }
}

extension Double: WidgetValueConvertible {
    /// A number.
    public static var widgetTypeName: String { "a number" }
    /// A number.
    public var widgetValue: WidgetValue { .number(self) }
    /// A number, else nil.
    public init?(widgetValue: WidgetValue) {
        guard let value = widgetValue.doubleValue else { return nil }
        self = value
    }
}

extension String: WidgetValueConvertible {
    /// A string.
    public static var widgetTypeName: String { "a string" }
    /// A string.
    public var widgetValue: WidgetValue { .string(self) }
    /// A string, else nil.
    public init?(widgetValue: WidgetValue) {
        guard let value = widgetValue.stringValue else { return nil }
        self = value
    }
}

extension Bool: WidgetValueConvertible {
    /// A Boolean.
    public static var widgetTypeName: String { "true or false" }
    /// A Boolean.
    public var widgetValue: WidgetValue { .bool(self) }
    /// A Boolean, else nil.
    public init?(widgetValue: WidgetValue) {
        guard let value = widgetValue.boolValue else { return nil }
        self = value
    }
}

extension WidgetValue: WidgetValueConvertible {
    /// Itself.
    public var widgetValue: WidgetValue { self }
    /// Itself.
    public init?(widgetValue: WidgetValue) { self = widgetValue }
}
