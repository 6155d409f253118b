import TerrariumTerminal

/// Widget messages on the wire, `Docs/WidgetProtocol.md` § Widget to host.
extension WidgetMessageCoder {
    static func builder(for message: WidgetMessage) -> WidgetMessageBuilder {
        switch message {
        case .hello(let hello):
            var builder = WidgetMessageBuilder(type: "hello")
            builder.set("protocol", hello.protocolVersion)
            builder.set("name", hello.name)
            builder.set("features", strings: hello.features.sorted())
            builder.set("permissions", strings: hello.permissions.sorted().map(\.rawValue))
            builder.set("environment", strings: hello.environment)
            builder.set("keys", strings: hello.keys)
            builder["focusable"] = .bool(hello.focusable)
            builder["sizing"] = hello.sizing.map { .object(members(of: $0)) }
            return builder
        case .draw(let drawing):
            var builder = WidgetMessageBuilder(type: "draw")
            builder.flag("clears", drawing.clears)
            builder["rows"] = .array(drawing.rows.map(value(of:)))
            return builder
        case .size(let sizing):
            var builder = WidgetMessageBuilder(type: "size")
            for (name, value) in members(of: sizing) { builder[name] = value }
            return builder
        case .value(let name, let value):
            var builder = WidgetMessageBuilder(type: "value")
            builder.set("name", name)
            builder["value"] = value
            return builder
        case .keys(let keys):
            var builder = WidgetMessageBuilder(type: "keys")
            builder.set("keys", strings: keys)
            return builder
        case .focus(let move):
            var builder = WidgetMessageBuilder(type: "focus")
            builder.set("move", moveNames.first { $0.move == move }?.name)
            return builder
        case .log(let level, let message):
            var builder = WidgetMessageBuilder(type: "log")
            builder.set("level", level.rawValue)
            builder.set("message", message)
            return builder
        case .done(let sequence, let consumed):
            var builder = WidgetMessageBuilder(type: "done", sequence: sequence)
            builder["consumed"] = consumed.map { .bool($0) }
            return builder
        case .copy(let text):
            var builder = WidgetMessageBuilder(type: "copy")
            builder.set("text", text)
            return builder
        case .run(let request, let executable, let arguments):
            var builder = WidgetMessageBuilder(type: "run")
            builder.set("request", request)
            builder.set("executable", executable)
            builder.set("arguments", strings: arguments)
            return builder
        }
    }

    private static let moveNames: [(name: String, move: FocusMove)] = [
        ("next", .next), ("previous", .previous), ("first", .first), ("last", .last),
    ]

    private static func value(of size: Size) -> WidgetValue {
        ["width": .number(Double(size.width)), "height": .number(Double(size.height))]
    }

    /// `ideal`, `min` and `max`; an unbounded maximum dimension is `null`.
    private static func members(of sizing: WidgetSizing) -> [String: WidgetValue] {
        [
            "ideal": value(of: sizing.ideal),
            "min": value(of: sizing.minimum),
            "max": [
                "width": sizing.maximumWidth.map { .number(Double($0)) } ?? .null,
                "height": sizing.maximumHeight.map { .number(Double($0)) } ?? .null,
            ],
        ]
    }

    private static func size(_ fields: WidgetMessageFields) throws(WidgetProtocolError) -> Size {
        Size(width: try fields.int("width", minimum: 0), height: try fields.int("height", minimum: 0))
    }

    /// Sizing from `ideal` (required), `min` (the ideal when left out) and `max` (the ideal
    /// when both are left out, else unbounded; a `null` or missing dimension is unbounded).
    private static func sizing(_ fields: WidgetMessageFields) throws(WidgetProtocolError) -> WidgetSizing {
        let ideal = try size(fields.nested("ideal"))
        let minimum = try fields.optional("min") == nil ? nil : size(fields.nested("min"))
        var sizing: WidgetSizing
        if fields.optional("max") != nil {
            let maximum = try fields.nested("max")
            sizing = WidgetSizing(ideal: ideal, minimum: minimum ?? ideal)
            sizing.maximumWidth = try maximum.optionalInt("width", minimum: 0)
            sizing.maximumHeight = try maximum.optionalInt("height", minimum: 0)
        } else {
            sizing = minimum == nil ? WidgetSizing(ideal: ideal) : WidgetSizing(ideal: ideal, minimum: minimum)
        }
        try checkOrder(sizing, fields)
        return sizing
    }

    /// Refuses sizing whose minimum exceeds its maximum, or whose ideal lies outside them: no
    /// size would satisfy it.
    private static func checkOrder(_ sizing: WidgetSizing, _ fields: WidgetMessageFields) throws(WidgetProtocolError) {
        for (dimension, low, ideal, high) in [
            ("width", sizing.minimum.width, sizing.ideal.width, sizing.maximumWidth),
            ("height", sizing.minimum.height, sizing.ideal.height, sizing.maximumHeight),
        ] {
            if let high, low > high {
                throw fields.error("\"min\" \(dimension) \(low) is larger than \"max\" \(dimension) \(high)")
            }
            if ideal < low || ideal > (high ?? Int.max) {
                throw fields.error("\"ideal\" \(dimension) \(ideal) is outside \"min\" and \"max\"")
            }
        }
    }

    static func widgetMessage(_ fields: WidgetMessageFields) throws(WidgetProtocolError) -> WidgetMessage {
        switch fields.type {
        case "hello": return .hello(try hello(fields))
        case "draw":
            var rows: [WidgetDrawing.Row] = []
            if let list = fields.optional("rows") {
                guard let list = list.arrayValue else { throw fields.error("\"rows\" must be a list of rows") }
                for row in list { rows.append(try self.row(row, in: fields)) }
            }
            return .draw(WidgetDrawing(clears: try fields.optionalBool("clears") ?? false, rows: rows))
        case "size": return .size(try sizing(fields))
        case "value": return .value(name: try fields.string("name"), fields.optional("value") ?? .null)
        case "keys": return .keys(try fields.strings("keys"))
        case "focus":
            let name = try fields.string("move")
            guard let move = moveNames.first(where: { $0.name == name })?.move else {
                throw fields.error("\"move\" must be \"next\" or \"previous\"")
            }
            return .focus(move)
        case "log":
            let name = try fields.optionalString("level") ?? WidgetLogLevel.info.rawValue
            guard let level = WidgetLogLevel(rawValue: name) else {
                throw fields.error("unknown log level \"\(name)\"")
            }
            return .log(level: level, message: try fields.string("message"))
        case "done": return .done(sequence: try fields.sequence(), consumed: try fields.optionalBool("consumed"))
        case "copy": return .copy(try fields.string("text"))
        case "run":
            return .run(
                request: try fields.int("request"), executable: try fields.string("executable"),
                arguments: try fields.optionalStrings("arguments") ?? [])
        default:
            throw WidgetProtocolError("unknown widget message type \"\(fields.type)\"")
        }
    }

    private static func hello(_ fields: WidgetMessageFields) throws(WidgetProtocolError) -> WidgetHello {
        var permissions: Set<WidgetPermission> = []
        for name in try fields.optionalStrings("permissions") ?? [] {
            // Refused rather than skipped, so a misspelt permission is found at once.
            guard let permission = WidgetPermission(rawValue: name) else {
                throw fields.error("unknown permission \"\(name)\"")
            }
            permissions.insert(permission)
        }
        return WidgetHello(
            protocolVersion: try fields.int("protocol"), name: try fields.string("name"),
            features: Set(try fields.optionalStrings("features") ?? []), permissions: permissions,
            environment: try fields.optionalStrings("environment") ?? [],
            keys: try fields.optionalStrings("keys") ?? [],
            focusable: try fields.optionalBool("focusable") ?? false,
            sizing: try fields.optional("sizing") == nil ? nil : sizing(fields.nested("sizing")))
    }
}
