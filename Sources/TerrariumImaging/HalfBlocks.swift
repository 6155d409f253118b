public import TerrariumTerminal

/// Draws a bitmap with Unicode half blocks: each cell shows two pixels, one above the other, as
/// `▀` in the top pixel's colour on the bottom pixel's.
///
/// A pixel less than half opaque is not drawn: a cell with only its bottom pixel shows `▄` on
/// the cell's own background, and a cell with neither is left as it was, so what is behind shows.
public enum HalfBlocks {
    /// The cells `bitmap` takes: its width, and half its height rounded up.
    public static func cellSize(of bitmap: Bitmap) -> Size {
        Size(width: bitmap.width, height: (bitmap.height + 1) / 2)
    }

    /// Draws `bitmap` from the context's origin, a pixel per column and two per row.
    public static func draw(_ bitmap: Bitmap, in context: GraphicsContext) {
        let size = cellSize(of: bitmap)
        for row in 0..<size.height {
            for column in 0..<size.width {
                let top = bitmap[column, row * 2]
                let bottom = bitmap[column, row * 2 + 1]
                let point = Point(x: column, y: row)
                switch (top.alpha >= 128, bottom.alpha >= 128) {
                case (true, true):
                    context.draw("▀", at: point, style: Style(foreground: color(top), background: color(bottom)))
                case (true, false):
                    context.draw("▀", at: point, style: Style(foreground: color(top)))
                case (false, true):
                    context.draw("▄", at: point, style: Style(foreground: color(bottom)))
                case (false, false):
                    break
                }
            }
        }
    }

    /// The terminal colour of a pixel.
    public static func color(_ pixel: RGBA) -> Color { .rgb(pixel.red, pixel.green, pixel.blue) }
}
