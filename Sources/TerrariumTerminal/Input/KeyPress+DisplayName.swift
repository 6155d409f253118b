extension KeyPress {
    /// The key as a help line shows it: `^S` for Ctrl+S as terminal programs write it, otherwise
    /// modifier names joined with `+`, such as `Alt+Z`, `Alt+Shift+Z` or `Shift+Tab`.
    public var displayName: String {
        let name = Self.name(of: key)
        if modifiers == .control, case .character = key { return "^" + name.uppercased() }
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        if modifiers.contains(.command) { parts.append("Cmd") }
        // With a modifier, letters are written in capitals as on the keycaps, so a shifted
        // letter says Shift; a plain character key reads as what it types.
        let chorded = !modifiers.subtracting(.shift).isEmpty
        if modifiers.contains(.shift) || (chorded && Self.isUppercaseLetter(key)) { parts.append("Shift") }
        if chorded, case .character(let character) = key, character != " " {
            parts.append(name.uppercased())
        } else {
            parts.append(name)
        }
        return parts.joined(separator: "+")
    }

    private static func isUppercaseLetter(_ key: KeyEquivalent) -> Bool {
        guard case .character(let character) = key else { return false }
        return character.isUppercase
    }

    private static func name(of key: KeyEquivalent) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let character): Sanitizer.sanitize(String(character))
        case .return: "Enter"
        case .tab: "Tab"
        case .delete: "Backspace"
        case .deleteForward: "Delete"
        case .escape: "Esc"
        case .upArrow: "↑"
        case .downArrow: "↓"
        case .leftArrow: "←"
        case .rightArrow: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .insert: "Insert"
        case .function(let number): "F\(number)"
        }
    }
}
