import TerrariumTerminal

/// The columns text takes in an editor: grapheme clusters by the terminal's width tables,
/// tabs to the next stop.
public enum TextMetrics {
    /// The columns `character` takes when it starts at `column` of its line.
    ///
    /// A tab reaches the next multiple of `tabWidth`; a control character takes the one column
    /// of its visible stand-in; a wide cluster takes two; every other cluster takes one, also
    /// one the grid shows as nothing (a lone zero-width space), so that a caret on it is seen.
    public static func columns(of character: Character, at column: Int, tabWidth: Int) -> Int {
        if character == "\t" { return tabWidth - column % tabWidth }
        return character.displayWidth == 2 ? 2 : 1
    }

    /// The columns `text`, starting a line, takes.
    public static func width(of text: some StringProtocol, tabWidth: Int) -> Int {
        // Printable ASCII is one column a byte, with no clusters to break.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var column = 0
        for character in text { column += columns(of: character, at: column, tabWidth: tabWidth) }
        return column
    }
}
