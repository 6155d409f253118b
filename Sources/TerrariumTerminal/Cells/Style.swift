/// How a cell is painted: colours, text attributes, the underline's shape and colour, and an
/// optional hyperlink.
///
/// A style is a plain value of 20 bytes: the hyperlink is held as its number in a process-wide
/// table, so cells copy and compare without reference counting. The table holds up to 65,536
/// distinct links (and 16 MiB of them); a link set after that is dropped, and the text shows
/// without it.
public struct Style: Hashable, Sendable {
    // The colours are stored packed (see `Color.packed`): the renderer compares every cell of
    // every changed row, and whole numbers compare several times faster than enums.
    private var packedForeground: UInt32
    private var packedBackground: UInt32
    private var packedUnderlineColor: UInt32
    /// Bold, italic, underline and the other on/off attributes.
    public var attributes: TextAttributes
    /// The shape of the underline while ``attributes`` has ``TextAttributes/underline``.
    public var underlineStyle: UnderlineStyle
    /// The hyperlink's number in ``links`` plus one; zero for none.
    private var linkNumber: UInt32

    /// The colour of the glyph.
    public var foreground: Color {
        get { Color(packed: packedForeground) }
        set { packedForeground = newValue.packed }
    }
    /// The colour behind the glyph.
    public var background: Color {
        get { Color(packed: packedBackground) }
        set { packedBackground = newValue.packed }
    }
    /// The colour of the underline (SGR 58); the text's colour when `.default`.
    public var underlineColor: Color {
        get { Color(packed: packedUnderlineColor) }
        set { packedUnderlineColor = newValue.packed }
    }

    /// Links in use by any style; bounded so that links from data cannot grow it forever.
    private static let links = InternTable<Hyperlink>(maxCount: 1 << 16, maxSize: 16 << 20) {
        $0.url.utf8.count + ($0.id?.utf8.count ?? 0)
    }

    /// A link the terminal can open, emitted as OSC 8.
    public var hyperlink: Hyperlink? {
        get { linkNumber == 0 ? nil : Self.links.value(at: linkNumber - 1) }
        set { linkNumber = Self.linkNumber(of: newValue, in: Self.links) }
    }

    /// The number a style holds for `link`: its index in `table` plus one, or zero for no link
    /// and for a link the full table cannot take.
    package static func linkNumber(of link: Hyperlink?, in table: InternTable<Hyperlink>) -> UInt32 {
        link.flatMap { table.index(of: $0) }.map { $0 + 1 } ?? 0
    }

    /// Whether the two styles carry the same hyperlink (or none), compared without looking them up.
    package func hasSameHyperlink(as other: Style) -> Bool { linkNumber == other.linkNumber }

    /// Creates a style; every part defaults to the terminal's plain text.
    public init(
        foreground: Color = .default,
        background: Color = .default,
        attributes: TextAttributes = [],
        underlineStyle: UnderlineStyle = .single,
        underlineColor: Color = .default,
        hyperlink: Hyperlink? = nil
    ) {
        self.packedForeground = foreground.packed
        self.packedBackground = background.packed
        self.attributes = attributes
        self.underlineStyle = underlineStyle
        self.packedUnderlineColor = underlineColor.packed
        self.linkNumber = 0
        if let hyperlink { self.hyperlink = hyperlink }
    }

    /// The terminal's plain text: default colours, no attributes, no link.
    public static let plain = Style()
}
