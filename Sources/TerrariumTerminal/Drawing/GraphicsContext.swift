/// A drawing surface onto a ``CellBuffer``: its own coordinate space and a clip rectangle.
///
/// A context draws in local coordinates, (0, 0) being its top-left corner, and can never touch a
/// cell outside its clip. ``subcontext(_:)`` gives a child a context onto the same storage whose
/// clip is the child's frame intersected with the parent's clip, so a child cannot draw outside
/// its frame however it misbehaves.
///
/// ```swift
/// let buffer = CellBuffer(size: Size(width: 20, height: 3))
/// let context = GraphicsContext(buffer)
/// context.draw("Hello", at: Point(x: 1, y: 1), style: Style(attributes: .bold))
/// let child = context.subcontext(Rect(x: 10, y: 0, width: 5, height: 3))
/// child.draw("clipped text", at: .zero)  // only "clipp" lands, in columns 10–14
/// ```
///
/// Text is sanitised on the way in (see ``Sanitizer``), tabs expand to the next multiple of
/// eight columns from where the text started, and a wide cluster that would straddle the clip
/// edge becomes a space rather than half a glyph. Text in a style with the default background
/// keeps the background of the cells it is drawn over; ``fill(_:style:)`` sets backgrounds.
public struct GraphicsContext {
    /// The storage this context draws into.
    public let buffer: CellBuffer
    /// The buffer position of this context's (0, 0).
    public let origin: Point
    /// The size of this context's coordinate space.
    public let size: Size
    /// The buffer cells this context may change: its frame intersected with its ancestors' clips.
    public let clip: Rect

    /// A context covering the whole of `buffer`.
    public init(_ buffer: CellBuffer) {
        self.buffer = buffer
        self.origin = .zero
        self.size = buffer.size
        self.clip = Rect(origin: .zero, size: buffer.size)
    }

    private init(buffer: CellBuffer, origin: Point, size: Size, clip: Rect) {
        self.buffer = buffer
        self.origin = origin
        self.size = size
        self.clip = clip
    }

    /// The context's own rectangle in its own coordinates.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// A context for `rect` (in this context's coordinates) onto the same storage, clipped to both.
    public func subcontext(_ rect: Rect) -> GraphicsContext {
        let frame = rect.offsetBy(dx: origin.x, dy: origin.y)
        return GraphicsContext(
            buffer: buffer,
            origin: frame.origin,
            size: rect.size,
            clip: frame.intersection(clip)
        )
    }

    /// This context with its clip narrowed to `rect` (in its own coordinates); the coordinates
    /// stay the same, so a scrolling container can clip content that draws in absolute positions.
    public func clipped(to rect: Rect) -> GraphicsContext {
        GraphicsContext(
            buffer: buffer, origin: origin, size: size,
            clip: rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip))
    }

    /// The cell at local column `x`, row `y`; `nil` outside the clip.
    public subscript(x: Int, y: Int) -> Cell? {
        let point = Point(x: origin.x + x, y: origin.y + y)
        guard clip.contains(point) else { return nil }
        return buffer[point.x, point.y]
    }

    /// Draws `text` on one line starting at `point`, clipped; returns the column after it.
    ///
    /// Newlines and other controls are not line breaks here: they show as visible stand-ins.
    /// Lay text out into lines first when it should wrap. The column returned is the same
    /// whether or not the text was clipped.
    @discardableResult
    public func draw(_ text: some StringProtocol, at point: Point, style: Style = .plain) -> Int {
        var x = point.x
        let y = point.y
        let visibleRow = y >= 0 && y < size.height
        let limit = clip.maxX - origin.x
        for character in text {
            if !visibleRow || x >= limit {
                x += Self.advance(of: character, at: x, tabOrigin: point.x)
            } else if character == "\t" {
                for _ in 0..<Self.advance(of: character, at: x, tabOrigin: point.x) {
                    put(Cell.blank(style), width: 1, x: x, y: y)
                    x += 1
                }
            } else {
                x = drawSanitized(character, x: x, y: y, style: style)
            }
        }
        return x
    }

    /// Draws one grapheme cluster at local `(x, y)`, clipped; returns the column after it.
    @discardableResult
    public func draw(_ character: Character, at point: Point, style: Style = .plain) -> Int {
        guard point.y >= 0, point.y < size.height else {
            return point.x + Self.advance(of: character, at: point.x, tabOrigin: point.x)
        }
        return drawSanitized(character, x: point.x, y: point.y, style: style)
    }

    /// The columns `character` takes when drawn at column `x` of text that started at `tabOrigin`.
    static func advance(of character: Character, at x: Int, tabOrigin: Int) -> Int {
        if character == "\t" { return 8 - (x - tabOrigin) % 8 }
        if character.isPrintableASCII { return 1 }
        if !Sanitizer.isSafe(String(character)) {
            return Sanitizer.sanitize(String(character)).reduce(0) { $0 + (cellContent(for: $1)?.width ?? 0) }
        }
        return cellContent(for: character)?.width ?? 0
    }

    /// What a safe cluster is stored as, and its width; nil when it has nothing to show.
    ///
    /// Marks with no base are shown on a dotted circle, as text renderers do. A trailing
    /// zero-width joiner and a lone regional indicator are not kept: on screen they would join
    /// the cluster in the next cell into one glyph and shift everything after it.
    static func cellContent(for character: Character) -> (grapheme: String, width: Int)? {
        var scalars = Array(character.unicodeScalars)
        if scalars.count > 1, scalars.last == "\u{200D}" { scalars.removeLast() }
        if scalars.count == 1, (0x1F1E6...0x1F1FF).contains(scalars[0].value) { return ("\u{FFFD}", 1) }
        var grapheme = String(String.UnicodeScalarView(scalars))
        let width = grapheme.displayWidth
        guard width == 0 else { return (grapheme, width) }
        guard let first = scalars.first, first.properties.generalCategory.isMark else { return nil }
        grapheme = "\u{25CC}" + grapheme
        return (grapheme, 1)
    }

    /// Fills `rect` (the whole context by default) with spaces in `style`.
    public func fill(_ rect: Rect? = nil, style: Style = .plain) {
        let area = (rect ?? bounds).offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !area.isEmpty else { return }
        let blank = Cell.blank(style)
        for y in area.minY..<area.maxY {
            buffer.fillRun(row: y, columns: area.minX..<area.maxX, with: blank)
        }
    }

    /// Draws `count` single-column, printable graphemes in one style from local `point`,
    /// clipped: the path most text takes, one buffer access per run.
    ///
    /// `grapheme(i)` is the `i`th one; callers guarantee each is one printable ASCII character or
    /// a grapheme from ``narrowGrapheme(for:)``.
    /// A style with the default background keeps the background already there, as drawing text does.
    package func drawPrintableRun(_ count: Int, at point: Point, style: Style, grapheme: (Int) -> Grapheme) {
        let y = origin.y + point.y
        guard count > 0, y >= clip.minY, y < clip.maxY else { return }
        let start = origin.x + point.x
        let (first, end) = (max(start, clip.minX), min(start + count, clip.maxX))
        guard first < end else { return }
        let columns = first..<end
        let keepsBackground = style.background == .default
        buffer.writeNarrowRun(row: y, columns: columns) { x, old in
            var style = style
            if keepsBackground { style.background = old.style.background }
            return Cell(content: grapheme(x - start), width: 1, style: style)
        }
    }

    /// Draws `bytes`, each printable ASCII, one a column from local `point` in `style`, clipped,
    /// as ``drawPrintableRun(_:at:style:grapheme:)`` does.
    package func drawPrintableASCII(_ bytes: ArraySlice<UInt8>, at point: Point, style: Style) {
        drawPrintableRun(bytes.count, at: point, style: style) { Grapheme(ascii: bytes[bytes.startIndex + $0]) }
    }

    /// The stored form of `character` when it is safe to show as it is and one column wide, for
    /// drawing it many times with ``drawPrintableRun(_:at:style:grapheme:)``; nil otherwise.
    package static func narrowGrapheme(for character: Character) -> Grapheme? {
        if let ascii = character.asciiValue, ascii.isPrintableASCII { return Grapheme(ascii: ascii) }
        guard Sanitizer.isSafe(String(character)), let content = cellContent(for: character), content.width == 1
        else { return nil }
        return Grapheme(content.grapheme, width: 1)
    }

    /// Changes the style of the cells in `rect` (the whole context by default), keeping their text.
    ///
    /// A wide cluster with either half inside is restyled whole, also when its other half lies
    /// outside `rect` or the clip: the terminal draws it in one style, so restyling one half
    /// alone would either change nothing on screen or leave the cluster half styled in the buffer.
    public func restyle(_ rect: Rect? = nil, _ transform: (inout Style) -> Void) {
        let area = (rect ?? bounds).offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            buffer.restyle(row: y, columns: area.minX..<area.maxX, transform)
        }
    }

    private func drawSanitized(_ character: Character, x: Int, y: Int, style: Style) -> Int {
        if let ascii = character.asciiValue, ascii.isPrintableASCII {
            put(Cell(content: Grapheme(ascii: ascii), width: 1, style: style), width: 1, x: x, y: y)
            return x + 1
        }
        if !Sanitizer.isSafe(String(character)) {
            var x = x
            for substitute in Sanitizer.sanitize(String(character)) {
                x = drawSanitized(substitute, x: x, y: y, style: style)
            }
            return x
        }
        guard let content = Self.cellContent(for: character) else { return x }
        put(
            Cell(unchecked: content.grapheme, width: UInt8(content.width), style: style), width: content.width, x: x,
            y: y)
        return x + content.width
    }

    /// Stores a sanitised, measured cell at local `(x, y)`, replacing a wide cluster cut by the
    /// clip with a space in the half that is inside.
    ///
    /// A cell whose style has the default background keeps the background already there, so
    /// text drawn over a filled area shows the fill.
    private func put(_ cell: Cell, width: Int, x: Int, y: Int) {
        let ax = origin.x + x
        let ay = origin.y + y
        guard ay >= clip.minY, ay < clip.maxY else { return }
        let row = ay * buffer.size.width
        let startInside = ax >= clip.minX && ax < clip.maxX
        if width == 1 {
            if startInside { buffer.set(keepingBackground(cell, at: row + ax), at: row + ax) }
            return
        }
        let endInside = ax + 1 >= clip.minX && ax + 1 < clip.maxX
        switch (startInside, endInside) {
        case (true, true):
            let cell = keepingBackground(cell, at: row + ax)
            buffer.set(cell, at: row + ax)
            buffer.set(.continuation(cell.style), at: row + ax + 1)
        case (true, false):
            buffer.set(.blank(keepingBackground(cell, at: row + ax).style), at: row + ax)
        case (false, true):
            buffer.set(.blank(keepingBackground(cell, at: row + ax + 1).style), at: row + ax + 1)
        case (false, false):
            break
        }
    }

    /// `cell` with the background of the buffer cell at `index` when its own is the default, as
    /// text drawn over a filled area shows the fill.
    private func keepingBackground(_ cell: Cell, at index: Int) -> Cell {
        guard cell.style.background == .default else { return cell }
        var cell = cell
        cell.style.background = buffer.background(at: index)
        return cell
    }
}

extension Unicode.GeneralCategory {
    /// Whether the category is one of the combining marks (Mn, Mc, Me).
    package var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}

extension GraphicsContext {
    /// Shows the terminal's own cursor at `point` (in this context's coordinates) in `shape`,
    /// when the point is inside the clip; nothing otherwise.
    ///
    /// A frame shows at most one: the last one drawn. The view graph forgets it whenever the
    /// area it is in is drawn again, so a view shows it only while it keeps drawing it.
    public func showCursor(at point: Point, shape: CursorShape) {
        let position = Point(x: origin.x + point.x, y: origin.y + point.y)
        guard clip.contains(position) else { return }
        buffer.cursor = TerminalCursor(at: position, shape: shape)
    }
}
