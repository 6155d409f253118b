import TerrariumTerminal

/// Runs, colours and text attributes on the wire: a run is one flat object,
/// `{"text":"★★★","fg":"yellow","bold":true}`, with every part of its style left out when it
/// is the default.
extension WidgetMessageCoder {
    /// The ANSI colours' names, by number.
    static let colorNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan",
        "brightWhite",
    ]

    /// The attributes' member names, each `true` when set and left out when not.
    static let attributeNames: [(name: String, attribute: TextAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline), ("blink", .blink),
        ("reverse", .reverse), ("strikethrough", .strikethrough),
    ]

    /// A colour's value: nil for the default, a name for the ANSI colours, the number for the
    /// 256-colour palette, `#rrggbb` for RGB.
    static func value(of color: Color) -> WidgetValue? {
        switch color {
        case .default: return nil
        case .ansi(let number): return .string(colorNames[Int(number & 15)])
        case .indexed(let number): return .number(Double(number))
        case .rgb(let red, let green, let blue):
            let hex = [red, green, blue].map { byte in
                let digits = String(byte, radix: 16)
                return byte < 16 ? "0" + digits : digits
            }
            return .string("#" + hex.joined())
        }
    }

    static func color(_ name: String, in fields: WidgetMessageFields) throws(WidgetProtocolError) -> Color {
        guard let value = fields.optional(name) else { return .default }
        let refusal = fields.error("\"\(name)\" must be a colour name, a number from 0 to 255 or \"#rrggbb\"")
        if let number = value.intValue {
            guard let index = UInt8(exactly: number) else { throw refusal }
            return .indexed(index)
        }
        guard let string = value.stringValue else { throw refusal }
        if string == "default" { return .default }
        if let number = colorNames.firstIndex(of: string) { return .ansi(UInt8(number)) }
        let digits = string.dropFirst()
        guard string.first == "#", digits.count == 6, digits.allSatisfy(\.isHexDigit),
            let rgb = UInt32(digits, radix: 16)
        else { throw refusal }
        return .rgb(UInt8(rgb >> 16), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF))
    }

    static func value(of run: WidgetRun) -> WidgetValue {
        var members: [String: WidgetValue] = ["text": .string(run.text)]
        members["fg"] = value(of: run.style.foreground)
        members["bg"] = value(of: run.style.background)
        for (name, attribute) in attributeNames where run.style.attributes.contains(attribute) {
            members[name] = .bool(true)
        }
        if let link = run.style.hyperlink {
            members["link"] = .string(link.url)
            if let id = link.id { members["linkId"] = .string(id) }
        }
        return .object(members)
    }

    static func run(_ value: WidgetValue, in message: WidgetMessageFields) throws(WidgetProtocolError) -> WidgetRun {
        guard let members = value.objectValue else { throw message.error("each run must be an object") }
        let fields = WidgetMessageFields(type: message.type, members: members)
        var style = Style(foreground: try color("fg", in: fields), background: try color("bg", in: fields))
        for (name, attribute) in attributeNames {
            if try fields.optionalBool(name) == true { style.attributes.insert(attribute) }
        }
        if let url = try fields.optionalString("link") {
            style.hyperlink = Hyperlink(url, id: try fields.optionalString("linkId"))
        }
        return WidgetRun(try fields.optionalString("text") ?? "", style: style)
    }

    static func value(of row: WidgetDrawing.Row) -> WidgetValue {
        var members: [String: WidgetValue] = ["y": .number(Double(row.y)), "runs": .array(row.runs.map(value(of:)))]
        if row.x != 0 { members["x"] = .number(Double(row.x)) }
        return .object(members)
    }

    static func row(_ value: WidgetValue, in message: WidgetMessageFields) throws(WidgetProtocolError)
        -> WidgetDrawing.Row
    {
        guard let members = value.objectValue else { throw message.error("each row must be an object") }
        let fields = WidgetMessageFields(type: message.type, members: members)
        var runs: [WidgetRun] = []
        if let list = fields.optional("runs") {
            guard let list = list.arrayValue else { throw message.error("\"runs\" must be a list of runs") }
            runs.reserveCapacity(list.count)
            for run in list { runs.append(try self.run(run, in: message)) }
        }
        return WidgetDrawing.Row(y: try fields.int("y"), x: try fields.optionalInt("x") ?? 0, runs: runs)
    }
}
