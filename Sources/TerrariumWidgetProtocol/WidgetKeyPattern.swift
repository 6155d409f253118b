public import TerrariumTerminal

/// The key patterns a widget declares for the keys it consumes: a key name (`"left"`, `"a"`,
/// `"f5"`), modifiers before it (`"ctrl+a"`, `"shift+tab"`), `"text"` for any key typing a
/// printable character without Control, Option or Command, and `"all"` for every key.
///
/// ```swift
/// WidgetKeyPattern.matches(["left", "ctrl+a"], KeyPress("a", modifiers: .control))  // true
/// WidgetKeyPattern.matches(["text"], KeyPress("A", modifiers: .shift))  // true
/// ```
///
/// Key names are those of ``WidgetKeyName``; modifiers are `shift`, `ctrl`, `alt` and `cmd`,
/// in any order, and must be exactly those held (Caps Lock and Num Lock aside). The key `+` is
/// written `"+"` or, with modifiers, `"ctrl++"`.
///
/// Shift on a character key is part of the character, not a modifier to match: a legacy
/// terminal reports Shift+A as `"A"` with no modifier, the kitty protocol as `"A"` with Shift,
/// so `"A"` matches both, and a pattern's `shift+` before a letter means its capital
/// (`"shift+a"` is `"A"`, `"ctrl+shift+a"` is `"ctrl+A"`). Patterns are case-sensitive; one
/// that names no key (`"ctrl+"`, `"hyper+a"`, `"Left"`) matches nothing.
public enum WidgetKeyPattern {
    /// Whether `key` matches any of `patterns`.
    public static func matches(_ patterns: [String], _ key: KeyPress) -> Bool {
        patterns.contains { matches($0, key) }
    }

    /// Whether `pattern` names a key, or is `"text"` or `"all"`.
    public static func isValid(_ pattern: String) -> Bool {
        pattern == "all" || pattern == "text" || parse(pattern) != nil
    }

    private static func matches(_ pattern: String, _ key: KeyPress) -> Bool {
        switch pattern {
        case "all": return true
        case "text": return typesText(key)
        default:
            guard let (patternKey, modifiers) = parse(pattern) else { return false }
            return patternKey == key.key && modifiers == significantModifiers(of: key)
        }
    }

    /// Whether `key` types a printable character, with Shift at most.
    private static func typesText(_ key: KeyPress) -> Bool {
        guard let text = WidgetKeyName.text(of: key) else { return false }
        return !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The modifiers a pattern must name for `key`: Shift is dropped from character keys.
    private static func significantModifiers(of key: KeyPress) -> EventModifiers {
        var modifiers = key.modifiers.intersection([.shift, .control, .option, .command])
        if case .character = key.key { modifiers.remove(.shift) }
        return modifiers
    }

    /// The key and modifiers `pattern` names, with `shift+` on a character key folded into
    /// the character.
    private static func parse(_ pattern: String) -> (KeyEquivalent, EventModifiers)? {
        var parts = pattern.split(separator: "+", omittingEmptySubsequences: false)
        guard var name = parts.popLast() else { return nil }
        // "+" splits into two empty parts, "ctrl++" into "ctrl" and two empty parts.
        if name.isEmpty, parts.last?.isEmpty == true {
            parts.removeLast()
            name = "+"
        }
        guard var key = WidgetKeyName.key(named: String(name)) else { return nil }
        var modifiers: EventModifiers = []
        for part in parts {
            guard let modifier = WidgetKeyName.modifier(named: String(part)) else { return nil }
            modifiers.insert(modifier)
        }
        if case .character(let character) = key, modifiers.contains(.shift) {
            modifiers.remove(.shift)
            let capital = character.uppercased()
            if capital.count == 1, let capital = capital.first { key = .character(capital) }
        }
        return (key, modifiers)
    }
}
