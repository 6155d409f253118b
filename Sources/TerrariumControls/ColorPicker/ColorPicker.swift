public import TerrariumCore
public import TerrariumTerminal

/// A control for picking one of the terminal's colours: `Tint ██ Cyan ▾`.
///
/// ```swift
/// ColorPicker("Leaf colour", selection: $leaf)
/// ```
///
/// Return, Space or a click opens a menu of the terminal's default colour and its sixteen named
/// colours, each with a swatch; the chosen one is checked. A colour the app set that is not in
/// the palette (an RGB colour) is listed first as "Custom". A terminal has no alpha, so
/// `supportsOpacity` changes nothing.
public struct ColorPicker<Label: View>: View {
    @Environment(\.labelsHidden) private var labelsHidden
    let selection: Binding<Color>
    let label: Label
    let title: String?

    /// Creates a picker of `selection` labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        title = nil
    }

    /// The picker's label, then the swatch and name of the colour in a menu.
    public var body: some View {
        let current = selection.wrappedValue
        let name = title ?? (label as? Text)?.plainText ?? ""
        let entries = ColorPalette.entries(including: current)
        // A hidden label takes no room, and no gap is left for it.
        HStack(spacing: labelsHidden ? 0 : 1) {
            FormLabel(content: label)
            Menu {
                ForEach(entries, id: \.color) { entry in
                    Button {
                        if entry.color != current { selection.wrappedValue = entry.color }
                    } label: {
                        HStack(spacing: 1) {
                            Text(entry.color == current ? "✓" : " ").accessibilityHidden(true)
                            ColorSwatch(color: entry.color)
                            Text(entry.name)
                        }
                    }
                    .accessibilityAddTraits(entry.color == current ? .isSelected : [])
                }
            } label: {
                HStack(spacing: 1) {
                    ColorSwatch(color: current)
                    Text(ColorPalette.name(of: current))
                }
            }
            .accessibilityRole(.colorWell)
            .accessibilityLabel(name)
            .accessibilityValue(ColorPalette.name(of: current))
        }
    }
}

extension ColorPicker where Label == Text {
    /// Creates a picker titled `title`.
    public init(_ title: some StringProtocol, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.selection = selection
        label = Text(title)
        self.title = String(title)
    }
}

/// Two full blocks in a colour: with `NO_COLOR` they show as blocks, and the name says which.
struct ColorSwatch: View {
    let color: Color

    var body: some View {
        if color == .default {
            Text("░░").accessibilityHidden(true)
        } else {
            Text("██").foregroundStyle(color).accessibilityHidden(true)
        }
    }
}

/// The colours a `ColorPicker` offers, with their names.
enum ColorPalette {
    static let named: [(color: Color, name: String)] = [
        (.default, "Default"), (.black, "Black"), (.red, "Red"), (.green, "Green"), (.yellow, "Yellow"),
        (.blue, "Blue"), (.magenta, "Magenta"), (.cyan, "Cyan"), (.white, "White"),
        (.brightBlack, "Bright black"), (.brightRed, "Bright red"), (.brightGreen, "Bright green"),
        (.brightYellow, "Bright yellow"), (.brightBlue, "Bright blue"), (.brightMagenta, "Bright magenta"),
        (.brightCyan, "Bright cyan"), (.brightWhite, "Bright white"),
    ]

    /// The palette, with `current` first as "Custom" when it is not one of its colours.
    static func entries(including current: Color) -> [(color: Color, name: String)] {
        named.contains { $0.color == current } ? named : [(current, name(of: current))] + named
    }

    /// The colour's name in the palette, or "Custom" and its number.
    static func name(of color: Color) -> String {
        if let entry = named.first(where: { $0.color == color }) { return entry.name }
        switch color {
        case .indexed(let index): return "Custom \(index)"
        case .rgb(let red, let green, let blue):
            return "Custom #" + [red, green, blue].map { hex($0) }.joined()
        default: return "Custom"
        }
    }

    /// Two hexadecimal digits of `byte`.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
