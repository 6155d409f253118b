/// The glyphs a terminal draws for common SF Symbol names.
///
/// Each glyph is either a symbol one column wide in every terminal, or an emoji drawn two
/// columns wide by default (Unicode's Emoji_Presentation); symbols whose width terminals disagree
/// on, such as 🗑 without a variation selector, are left out for a narrow stand-in.
enum SystemImageGlyphs {
    /// The glyph for each name; `.fill` forms not listed fall back to the outline's glyph.
    static let table: [String: String] = [
        "drop": "💧", "leaf": "🌿", "tree": "🌳", "camera.macro": "🌱", "sun.max": "☀", "moon": "☾",
        "cloud": "☁", "cloud.rain": "☂", "snowflake": "❄", "bolt": "⚡", "flame": "🔥", "sparkles": "✨",
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "circle": "○", "circle.fill": "●",
        "square": "□", "square.fill": "■", "flag": "⚑", "bookmark": "🔖", "bell": "🔔", "tag": "#",
        "trash": "✕", "xmark": "✕", "xmark.circle": "⊗", "checkmark": "✓", "checkmark.circle": "✓",
        "plus": "+", "plus.circle": "⊕", "minus": "−", "minus.circle": "⊖", "pencil": "✎",
        "square.and.pencil": "✎", "gear": "⚙", "gearshape": "⚙", "magnifyingglass": "⌕", "house": "⌂",
        "folder": "📁", "doc": "📄", "doc.text": "📄", "envelope": "✉", "paperplane": "➤", "person": "👤",
        "person.2": "👥", "lock": "🔒", "lock.open": "🔓", "link": "🔗", "globe": "🌐", "calendar": "📅",
        "clock": "◷", "cart": "🛒", "camera": "📷", "info.circle": "ⓘ", "exclamationmark.triangle": "⚠",
        "questionmark.circle": "?", "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑",
        "arrow.down": "↓", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "chevron.right": "›",
        "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅", "play": "▶", "stop": "■",
        "list.bullet": "≡", "line.3.horizontal": "≡", "ellipsis": "…", "square.and.arrow.up": "⇧",
        "square.and.arrow.down": "⇩", "tray": "▭", "tablecells": "▦",
    ]

    /// The glyph for the symbol `name`, trying the outline's for a `.fill` form the table does not
    /// list; `nil` for a name it does not know.
    static func glyph(for name: String) -> String? {
        if let glyph = table[name] { return glyph }
        if name.hasSuffix(".fill") { return table[String(name.dropLast(".fill".count))] }
        return nil
    }
}
