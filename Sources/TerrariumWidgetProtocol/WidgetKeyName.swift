public import TerrariumTerminal

/// The names keys and modifiers have on the wire and in key patterns, `Docs/WidgetProtocol.md`
/// § Keys.
///
/// ```swift
/// WidgetKeyName.name(of: .leftArrow)  // "left"
/// WidgetKeyName.key(named: "a")  // .character("a")
/// ```
///
/// A character key is named by its character (`"a"`, `"A"`, `"é"`, `"+"`), except the space
/// bar, `"space"`, so that a name never starts or ends with blank space. Other keys have
/// lowercase names: `"enter"`, `"tab"`, `"backspace"`, `"delete"`, `"escape"`, the arrows
/// `"up"`, `"down"`, `"left"`, `"right"`, `"home"`, `"end"`, `"pageup"`, `"pagedown"`,
/// `"insert"` and `"f1"` to `"f35"`. A name of two or more characters is never a character key.
public enum WidgetKeyName {
    /// The name of `key`.
    public static func name(of key: KeyEquivalent) -> String {
        switch key {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .return: "enter"
        case .tab: "tab"
        case .delete: "backspace"
        case .deleteForward: "delete"
        case .escape: "escape"
        case .upArrow: "up"
        case .downArrow: "down"
        case .leftArrow: "left"
        case .rightArrow: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .insert: "insert"
        case .function(let number): "f\(number)"
        }
    }

    /// The key called `name`, nil for a name that is neither a key's nor a single character.
    public static func key(named name: String) -> KeyEquivalent? {
        if let key = namedKeys[name] { return key }
        if name.count == 1, let character = name.first { return .character(character) }
        // Compared with the canonical spelling, so `f05` and `f+5` are not keys.
        guard name.first == "f", let number = Int(name.dropFirst()), (1...35).contains(number), "f\(number)" == name
        else { return nil }
        return .function(number)
    }

    private static let namedKeys: [String: KeyEquivalent] = [
        "space": .character(" "), "enter": .return, "tab": .tab, "backspace": .delete,
        "delete": .deleteForward, "escape": .escape, "up": .upArrow, "down": .downArrow,
        "left": .leftArrow, "right": .rightArrow, "home": .home, "end": .end, "pageup": .pageUp,
        "pagedown": .pageDown, "insert": .insert,
    ]

    /// The modifiers' names on the wire, in this order.
    public static let modifierNames: [(name: String, modifier: EventModifiers)] = [
        ("shift", .shift), ("ctrl", .control), ("alt", .option), ("cmd", .command),
    ]

    /// The names of `modifiers` in the order of ``modifierNames``; Caps Lock and Num Lock, which
    /// are states rather than keys held, are left out.
    public static func names(of modifiers: EventModifiers) -> [String] {
        modifierNames.filter { modifiers.contains($0.modifier) }.map(\.name)
    }

    /// The modifier called `name`, nil for an unknown name.
    public static func modifier(named name: String) -> EventModifiers? {
        modifierNames.first { $0.name == name }?.modifier
    }

    /// The text `key` types: its character, unless Control, Option or Command turn it into a
    /// command; nil for keys that type nothing.
    public static func text(of key: KeyPress) -> String? {
        guard case .character(let character) = key.key, key.modifiers.isDisjoint(with: [.control, .option, .command])
        else { return nil }
        return String(character)
    }
}
