/// A JSON value: what properties, bound values and environment values are on the wire.
///
/// ```swift
/// let properties: [String: WidgetValue] = ["rating": 3, "label": "Fern", "muted": false]
/// ```
///
/// Numbers are `Double`, as in JSON; ``intValue`` reads a whole number back.
public enum WidgetValue: Hashable, Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string.
    case string(String)
    /// An ordered list.
    case array([WidgetValue])
    /// Named values; encoded with sorted keys, so equal objects encode to equal bytes.
    case object([String: WidgetValue])
}

extension WidgetValue {
    /// The number as an `Int` when it is a whole number in `Int`'s range, else nil.
    public var intValue: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }

    /// The number, else nil.
    public var doubleValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The string, else nil.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The Boolean, else nil.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The list, else nil.
    public var arrayValue: [WidgetValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The named values, else nil.
    public var objectValue: [String: WidgetValue]? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The member `key` of an object, else nil.
    public subscript(key: String) -> WidgetValue? {
        objectValue?[key]
    }
}

extension WidgetValue: ExpressibleByNilLiteral {
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
}

extension WidgetValue: ExpressibleByBooleanLiteral {
    /// A Boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension WidgetValue: ExpressibleByIntegerLiteral {
    /// A whole number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension WidgetValue: ExpressibleByFloatLiteral {
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension WidgetValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension WidgetValue: ExpressibleByArrayLiteral {
    /// A list.
    public init(arrayLiteral elements: WidgetValue...) { self = .array(elements) }
}

extension WidgetValue: ExpressibleByDictionaryLiteral {
    /// Named values; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, WidgetValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
}
