/// Applies SELECT GRAPHIC RENDITION (`CSI Pm m`) parameters to a pen.
///
/// Colours come as `Color.ansi` for 30–37, 40–47 (0–7) and 90–97, 100–107 (8–15),
/// `Color.indexed` for `38;5;n` and `Color.rgb` for `38;2;r;g;b`, in the semicolon form and in
/// the colon forms `38:5:n`, `38:2:r:g:b` and `38:2::r:g:b` (with a colour space); 58 sets the
/// underline colour in the same forms. `4:1`…`4:5` choose the underline's shape (21 is a double
/// one), 8 conceals and 53 overlines. Fonts and frames are read and ignored; unknown values are
/// skipped with their sub-parameters. SGR 0 keeps the hyperlink: links are OSC 8's, not SGR's.
package enum SGRParser {
    /// Applies `parameters` to `style` in order.
    package static func apply(_ parameters: ControlParameters, to style: inout Style) {
        let count = parameters.count
        if count == 0 {
            reset(&style)
            return
        }
        var index = 0
        while index < count {
            var end = index + 1
            while end < count, parameters.isSubParameter(end) { end += 1 }
            let value = parameters[index]
            switch value {
            case 38, 48, 58:
                let color: Color?
                if end > index + 1 {
                    color = extendedColor(parameters, from: index + 1, to: end)
                } else {
                    (color, end) = semicolonColor(parameters, from: index + 1)
                }
                if let color {
                    if value == 38 { style.foreground = color }
                    if value == 48 { style.background = color }
                    if value == 58 { style.underlineColor = color }
                }
            case 4 where end > index + 1:
                let shape = parameters[index + 1]
                if shape == 0 {
                    removeUnderline(&style)
                } else {
                    style.attributes.insert(.underline)
                    // Shapes past dashed are unknown: a plain underline is the closest.
                    style.underlineStyle = UnderlineStyle(rawValue: UInt8(clamping: shape)) ?? .single
                }
            default:
                applySimple(value, to: &style)
            }
            index = end
        }
    }

    /// Plain colours and attributes; the link stays, and is not looked up to keep it.
    private static func reset(_ style: inout Style) {
        style.foreground = .default
        style.background = .default
        style.attributes = []
        style.underlineStyle = .single
        style.underlineColor = .default
    }

    /// Turns the underline off; its shape goes back to single so equal looks compare equal.
    private static func removeUnderline(_ style: inout Style) {
        style.attributes.remove(.underline)
        style.underlineStyle = .single
    }

    private static func underline(_ shape: UnderlineStyle, _ style: inout Style) {
        style.attributes.insert(.underline)
        style.underlineStyle = shape
    }

    /// Applies an attribute or a plain colour; 0 keeps the hyperlink, which callers may drop.
    static func applySimple(_ value: Int, to style: inout Style) {
        switch value {
        case 0: reset(&style)
        case 1: style.attributes.insert(.bold)
        case 2: style.attributes.insert(.dim)
        case 3: style.attributes.insert(.italic)
        case 4: underline(.single, &style)
        case 8: style.attributes.insert(.hidden)
        case 21: underline(.double, &style)
        case 5, 6: style.attributes.insert(.blink)
        case 7: style.attributes.insert(.reverse)
        case 9: style.attributes.insert(.strikethrough)
        case 22: style.attributes.subtract([.bold, .dim])
        case 23: style.attributes.remove(.italic)
        case 24: removeUnderline(&style)
        case 25: style.attributes.remove(.blink)
        case 27: style.attributes.remove(.reverse)
        case 28: style.attributes.remove(.hidden)
        case 29: style.attributes.remove(.strikethrough)
        case 30...37: style.foreground = .ansi(UInt8(value - 30))
        case 39: style.foreground = .default
        case 40...47: style.background = .ansi(UInt8(value - 40))
        case 49: style.background = .default
        case 53: style.attributes.insert(.overline)
        case 55: style.attributes.remove(.overline)
        case 59: style.underlineColor = .default
        case 90...97: style.foreground = .ansi(UInt8(value - 90 + 8))
        case 100...107: style.background = .ansi(UInt8(value - 100 + 8))
        default: break
        }
    }

    /// The colour of the colon form, from the sub-parameters in `start..<end`.
    private static func extendedColor(_ parameters: ControlParameters, from start: Int, to end: Int) -> Color? {
        switch parameters[start] {
        case 5 where end - start >= 2:
            return indexed(parameters[start + 1])
        case 2 where end - start >= 5:
            // 38:2:<colour space>:r:g:b
            return rgb(parameters[start + 2], parameters[start + 3], parameters[start + 4])
        case 2 where end - start == 4:
            return rgb(parameters[start + 1], parameters[start + 2], parameters[start + 3])
        default:
            return nil
        }
    }

    /// The colour of the semicolon form starting at `start`, and the index after what it used.
    private static func semicolonColor(_ parameters: ControlParameters, from start: Int) -> (Color?, Int) {
        let count = parameters.count
        guard start < count else { return (nil, start) }
        switch parameters[start] {
        case 5:
            guard start + 1 < count else { return (nil, count) }
            return (indexed(parameters[start + 1]), start + 2)
        case 2:
            guard start + 3 < count else { return (nil, count) }
            return (rgb(parameters[start + 1], parameters[start + 2], parameters[start + 3]), start + 4)
        default:
            return (nil, start + 1)
        }
    }

    private static func indexed(_ value: Int) -> Color? {
        (0...255).contains(value) ? .indexed(UInt8(value)) : nil
    }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> Color? {
        guard red <= 255, green <= 255, blue <= 255 else { return nil }
        return .rgb(UInt8(red), UInt8(green), UInt8(blue))
    }
}
