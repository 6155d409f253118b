/// JSON text for ``WidgetValue``s: compact, keys sorted, no raw newline, so equal values encode
/// to equal bytes and a message fits on one line.
public enum WidgetJSON {
    /// The compact encoding of `value`; non-finite numbers encode as `null`.
    public static func encode(_ value: WidgetValue) -> [UInt8] { fatalError("stub") }

    /// Parses one JSON value filling all of `bytes` (surrounding whitespace allowed), nested at
    /// most ``maximumDepth`` deep.
    public static func decode(_ bytes: some Collection<UInt8>) throws(WidgetProtocolError) -> WidgetValue {
        fatalError("stub")
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64
}
