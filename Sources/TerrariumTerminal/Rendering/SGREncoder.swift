/// Encodes the change from one pen style to another as the shortest SGR and OSC 8 sequences.
package enum SGREncoder {
    /// `style` as the terminal will show it: colours downgraded, links dropped if unsupported,
    /// and underline shapes and colours dropped (a plain underline kept) where the terminal does
    /// not draw them, or where there is no underline to draw.
    package static func effective(_ style: Style, capabilities: TerminalCapabilities) -> Style {
        var result = style
        result.foreground = capabilities.colorDepth.downgrade(style.foreground)
        result.background = capabilities.colorDepth.downgrade(style.background)
        if capabilities.styledUnderlines, style.attributes.contains(.underline) {
            result.underlineColor = capabilities.colorDepth.downgrade(style.underlineColor)
        } else {
            result.underlineStyle = .single
            result.underlineColor = .default
        }
        if !capabilities.hyperlinks { result.hyperlink = nil }
        return result
    }

    /// Appends what turns pen `current` (nil when unknown) into `target`; both already effective.
    package static func appendTransition(from current: Style?, to target: Style, into out: inout [UInt8]) {
        if let current, current == target { return }
        if current.map({ !$0.hasSameHyperlink(as: target) }) ?? true {
            appendHyperlink(target.hyperlink, into: &out)
        }
        var colorsAndAttributes = target
        colorsAndAttributes.hyperlink = nil
        var previous = current
        previous?.hyperlink = nil
        if let previous, previous == colorsAndAttributes { return }

        var full: [UInt8] = []
        appendParameters(resetting: true, from: .plain, to: colorsAndAttributes, into: &full)
        guard let previous else {
            appendSGR(full, into: &out)
            return
        }
        var incremental: [UInt8] = []
        appendParameters(resetting: false, from: previous, to: colorsAndAttributes, into: &incremental)
        appendSGR(incremental.count < full.count ? incremental : full, into: &out)
    }

    private static func appendSGR(_ parameters: [UInt8], into out: inout [UInt8]) {
        ControlSequence.appendCSI(to: &out)
        out.append(contentsOf: parameters)
        out.append(UInt8(ascii: "m"))
    }

    /// Writes `;`-separated parameters; with `resetting`, starts from a full reset ("0", or nothing
    /// at all for the plain style, since `CSI m` means reset).
    private static func appendParameters(resetting: Bool, from old: Style, to new: Style, into out: inout [UInt8]) {
        func parameter(_ build: (inout [UInt8]) -> Void) {
            if !out.isEmpty { out.append(UInt8(ascii: ";")) }
            build(&out)
        }
        func number(_ value: Int) { parameter { ControlSequence.appendDecimal(value, to: &$0) } }

        if resetting, new != .plain { number(0) }
        let removed = old.attributes.subtracting(new.attributes)
        var added = new.attributes.subtracting(old.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            // SGR 22 clears both bold and dim, so whichever should stay is set again.
            number(22)
            added.formUnion(new.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { number(23) }
        if removed.contains(.underline) { number(24) }
        if removed.contains(.blink) { number(25) }
        if removed.contains(.reverse) { number(27) }
        if removed.contains(.strikethrough) { number(29) }
        if removed.contains(.hidden) { number(28) }
        if removed.contains(.overline) { number(55) }
        let codes: [(TextAttributes, Int)] = [
            (.bold, 1), (.dim, 2), (.italic, 3), (.blink, 5), (.reverse, 7), (.hidden, 8), (.strikethrough, 9),
            (.overline, 53),
        ]
        for (attribute, code) in codes where added.contains(attribute) { number(code) }
        if new.attributes.contains(.underline),
            added.contains(.underline) || new.underlineStyle != old.underlineStyle
        {
            // Plain `4` for a single underline, which every terminal reads; `4:n` only for the
            // shapes, sent to terminals that draw them (see `effective`).
            if new.underlineStyle == .single {
                number(4)
            } else {
                parameter {
                    ControlSequence.append("4:", to: &$0)
                    ControlSequence.appendDecimal(Int(new.underlineStyle.rawValue), to: &$0)
                }
            }
        }
        if new.underlineColor != old.underlineColor {
            parameter { appendUnderlineColor(new.underlineColor, to: &$0) }
        }
        if new.foreground != old.foreground { parameter { appendColor(new.foreground, base: 30, to: &$0) } }
        if new.background != old.background { parameter { appendColor(new.background, base: 40, to: &$0) } }
    }

    /// Appends a colour parameter: `base` is 30 for foreground and 40 for background.
    private static func appendColor(_ color: Color, base: Int, to out: inout [UInt8]) {
        switch color {
        case .default:
            ControlSequence.appendDecimal(base + 9, to: &out)
        case .ansi(let n):
            let n = Int(n & 0x0F)
            ControlSequence.appendDecimal(n < 8 ? base + n : base + 60 + n - 8, to: &out)
        case .indexed(let n):
            ControlSequence.appendDecimal(base + 8, to: &out)
            ControlSequence.append(";5;", to: &out)
            ControlSequence.appendDecimal(Int(n), to: &out)
        case .rgb(let r, let g, let b):
            ControlSequence.appendDecimal(base + 8, to: &out)
            ControlSequence.append(";2;", to: &out)
            appendChannels(r, g, b, separator: UInt8(ascii: ";"), to: &out)
        }
    }

    /// Appends the three channels of a 24-bit colour in decimal, `separator` between them.
    private static func appendChannels(_ r: UInt8, _ g: UInt8, _ b: UInt8, separator: UInt8, to out: inout [UInt8]) {
        ControlSequence.appendDecimal(Int(r), to: &out)
        out.append(separator)
        ControlSequence.appendDecimal(Int(g), to: &out)
        out.append(separator)
        ControlSequence.appendDecimal(Int(b), to: &out)
    }

    /// Appends an underline colour in the colon form kitty, VTE and xterm read (`58:5:n`,
    /// `58:2::r:g:b`), or 59 for the default.
    private static func appendUnderlineColor(_ color: Color, to out: inout [UInt8]) {
        switch color {
        case .default:
            ControlSequence.appendDecimal(59, to: &out)
        case .ansi(let n):
            ControlSequence.append("58:5:", to: &out)
            ControlSequence.appendDecimal(Int(n & 0x0F), to: &out)
        case .indexed(let n):
            ControlSequence.append("58:5:", to: &out)
            ControlSequence.appendDecimal(Int(n), to: &out)
        case .rgb(let r, let g, let b):
            ControlSequence.append("58:2::", to: &out)
            appendChannels(r, g, b, separator: UInt8(ascii: ":"), to: &out)
        }
    }

    /// Appends OSC 8 opening `link`, or closing the current link when `link` is nil.
    package static func appendHyperlink(_ link: Hyperlink?, into out: inout [UInt8]) {
        ControlSequence.append("\u{1B}]8;", to: &out)
        if let link {
            if let id = link.id {
                ControlSequence.append("id=", to: &out)
                out.append(contentsOf: id.utf8)
            }
            out.append(UInt8(ascii: ";"))
            out.append(contentsOf: link.url.utf8)
        } else {
            out.append(UInt8(ascii: ";"))
        }
        ControlSequence.append("\u{1B}\\", to: &out)
    }
}
