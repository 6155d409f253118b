public import TerrariumTerminal

/// The key patterns a widget declares for the keys it consumes: a key name (`"left"`, `"a"`,
/// `"f5"`), modifiers before it (`"ctrl+a"`, `"shift+tab"`), `"text"` for any key typing a
/// printable character without Control, Option or Command, and `"all"` for every key.
public enum WidgetKeyPattern {
    /// Whether `key` matches any of `patterns`.
    public static func matches(_ patterns: [String], _ key: KeyPress) -> Bool { fatalError("stub") }
}
