public import TerrariumTerminal

/// The colours strokes are drawn in, chosen with the number keys 1 to 8.
public enum Palette {
    /// Each colour with the name shown beside its key.
    public static let colors: [(name: String, color: Color)] = [
        ("white", .brightWhite), ("red", .brightRed), ("green", .brightGreen), ("yellow", .brightYellow),
        ("blue", .brightBlue), ("magenta", .brightMagenta), ("cyan", .brightCyan), ("eraser", .default),
    ]

    /// The colour at `index`, or the first for an index from a newer or broken peer.
    public static func color(at index: Int) -> Color {
        colors.indices.contains(index) ? colors[index].color : colors[0].color
    }

    /// The palette index the number key `key` chooses, or `nil` for any other key.
    public static func index(forKey key: Character) -> Int? {
        guard let digit = key.wholeNumberValue, (1...colors.count).contains(digit) else { return nil }
        return digit - 1
    }
}
