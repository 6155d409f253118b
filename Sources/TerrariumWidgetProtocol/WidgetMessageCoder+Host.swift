import TerrariumTerminal

/// Host messages on the wire, `Docs/WidgetProtocol.md` § Host to widget.
extension WidgetMessageCoder {
    static func builder(for message: HostMessage) -> WidgetMessageBuilder {
        switch message {
        case .welcome(let welcome):
            var builder = WidgetMessageBuilder(type: "welcome")
            builder.set("protocol", welcome.protocolVersion)
            builder.set("granted", strings: welcome.granted.sorted().map(\.rawValue))
            builder.set("refused", strings: welcome.refused.sorted().map(\.rawValue))
            return builder
        case .frame(let sequence, let size):
            var builder = WidgetMessageBuilder(type: "frame", sequence: sequence)
            builder.set("width", size.width)
            builder.set("height", size.height)
            return builder
        case .propose(let sequence, let proposal):
            // Written as null rather than left out: "unspecified" is the point of the message.
            var builder = WidgetMessageBuilder(type: "propose", sequence: sequence)
            builder["width"] = proposal.width.map { .number(Double($0)) } ?? .null
            builder["height"] = proposal.height.map { .number(Double($0)) } ?? .null
            return builder
        case .focus(let sequence, let isFocused):
            var builder = WidgetMessageBuilder(type: "focus", sequence: sequence)
            builder["focused"] = .bool(isFocused)
            return builder
        case .key(let sequence, let key):
            var builder = WidgetMessageBuilder(type: "key", sequence: sequence)
            builder.set("key", WidgetKeyName.name(of: key.key))
            let modifiers = WidgetKeyName.names(of: key.modifiers)
            if !modifiers.isEmpty { builder.set("modifiers", strings: modifiers) }
            builder.set("text", WidgetKeyName.text(of: key))
            builder.set("phase", key.phase == .repeat ? "repeat" : key.phase == .up ? "up" : nil)
            return builder
        case .mouse(let sequence, let event):
            return mouseBuilder(sequence, event)
        case .paste(let sequence, let text):
            var builder = WidgetMessageBuilder(type: "paste", sequence: sequence)
            builder.set("text", text)
            return builder
        case .drop(let sequence, let paths):
            var builder = WidgetMessageBuilder(type: "drop", sequence: sequence)
            builder.set("paths", strings: paths)
            return builder
        case .environment(let sequence, let values):
            var builder = WidgetMessageBuilder(type: "environment", sequence: sequence)
            builder["values"] = .object(values)
            return builder
        case .properties(let sequence, let values, let transaction):
            var builder = WidgetMessageBuilder(type: "properties", sequence: sequence)
            builder["values"] = .object(values)
            builder.flag("animated", transaction.isAnimated)
            builder["duration"] = transaction.duration.map { .number($0) }
            return builder
        case .ran(let sequence, let result):
            var builder = WidgetMessageBuilder(type: "ran", sequence: sequence)
            builder.set("request", result.request)
            builder.set("status", result.status)
            builder.set("output", result.output)
            builder.set("error", result.error)
            return builder
        case .shutdown:
            return WidgetMessageBuilder(type: "shutdown")
        }
    }

    private static func mouseBuilder(_ sequence: Int, _ event: MouseEvent) -> WidgetMessageBuilder {
        var builder = WidgetMessageBuilder(type: "mouse", sequence: sequence)
        switch event.kind {
        case .press(let button):
            builder.set("kind", "press")
            builder["button"] = value(of: button)
        case .release(let button):
            builder.set("kind", "release")
            builder["button"] = value(of: button)
        case .drag(let button):
            builder.set("kind", "drag")
            builder["button"] = value(of: button)
        case .move: builder.set("kind", "move")
        case .scroll(let direction):
            builder.set("kind", "scroll")
            builder.set("direction", directionNames.first { $0.direction == direction }?.name)
        }
        builder.set("x", event.location.x)
        builder.set("y", event.location.y)
        let modifiers = WidgetKeyName.names(of: event.modifiers)
        if !modifiers.isEmpty { builder.set("modifiers", strings: modifiers) }
        return builder
    }

    private static let directionNames: [(name: String, direction: MouseEvent.ScrollDirection)] = [
        ("up", .up), ("down", .down), ("left", .left), ("right", .right),
    ]

    private static let buttonNames: [(name: String, button: MouseEvent.Button)] = [
        ("left", .left), ("middle", .middle), ("right", .right),
    ]

    /// A button's name, or its number for the extra buttons.
    private static func value(of button: MouseEvent.Button) -> WidgetValue {
        if case .other(let number) = button { return .number(Double(number)) }
        return .string(buttonNames.first { $0.button == button }?.name ?? "left")
    }

    static func hostMessage(_ fields: WidgetMessageFields) throws(WidgetProtocolError) -> HostMessage {
        switch fields.type {
        case "welcome":
            return .welcome(
                WidgetWelcome(
                    protocolVersion: try fields.int("protocol"),
                    // Names this build does not know are left out: a widget cannot have asked
                    // for them, so they cannot matter to it.
                    granted: Set((try fields.optionalStrings("granted") ?? []).compactMap(WidgetPermission.init)),
                    refused: Set((try fields.optionalStrings("refused") ?? []).compactMap(WidgetPermission.init))))
        case "frame":
            let size = Size(width: try fields.int("width", minimum: 0), height: try fields.int("height", minimum: 0))
            return .frame(sequence: try fields.sequence(), size: size)
        case "propose":
            let proposal = ProposedViewSize(
                width: try fields.optionalInt("width", minimum: 0), height: try fields.optionalInt("height", minimum: 0)
            )
            return .propose(sequence: try fields.sequence(), proposal)
        case "focus":
            return .focus(sequence: try fields.sequence(), isFocused: try fields.bool("focused"))
        case "key":
            return .key(sequence: try fields.sequence(), try keyPress(fields))
        case "mouse":
            return .mouse(sequence: try fields.sequence(), try mouseEvent(fields))
        case "paste":
            return .paste(sequence: try fields.sequence(), try fields.string("text"))
        case "drop":
            return .drop(sequence: try fields.sequence(), paths: try fields.strings("paths"))
        case "environment":
            return .environment(sequence: try fields.sequence(), try fields.optionalObject("values") ?? [:])
        case "properties":
            let transaction = WidgetTransaction(
                isAnimated: try fields.optionalBool("animated") ?? false,
                duration: try fields.optionalDouble("duration"))
            return .properties(
                sequence: try fields.sequence(), try fields.optionalObject("values") ?? [:], transaction: transaction)
        case "ran":
            let result = WidgetCommandResult(
                request: try fields.int("request"), status: try fields.optionalInt("status"),
                output: try fields.optionalString("output") ?? "", error: try fields.optionalString("error"))
            return .ran(sequence: try fields.sequence(), result)
        case "shutdown":
            return .shutdown
        default:
            throw WidgetProtocolError("unknown host message type \"\(fields.type)\"")
        }
    }

    static func modifiers(_ fields: WidgetMessageFields) throws(WidgetProtocolError) -> EventModifiers {
        var modifiers: EventModifiers = []
        for name in try fields.optionalStrings("modifiers") ?? [] {
            guard let modifier = WidgetKeyName.modifier(named: name) else {
                throw fields.error("unknown modifier \"\(name)\"")
            }
            modifiers.insert(modifier)
        }
        return modifiers
    }

    private static func keyPress(_ fields: WidgetMessageFields) throws(WidgetProtocolError) -> KeyPress {
        let name = try fields.string("key")
        guard let key = WidgetKeyName.key(named: name) else { throw fields.error("unknown key \"\(name)\"") }
        let phase: KeyPress.Phases
        switch try fields.optionalString("phase") {
        case nil, "down": phase = .down
        case "repeat": phase = .repeat
        case "up": phase = .up
        case let other?: throw fields.error("unknown phase \"\(other)\"")
        }
        return KeyPress(key, modifiers: try modifiers(fields), phase: phase)
    }

    private static func mouseEvent(_ fields: WidgetMessageFields) throws(WidgetProtocolError) -> MouseEvent {
        let kind: MouseEvent.Kind
        switch try fields.string("kind") {
        case "press": kind = .press(try button(fields))
        case "release": kind = .release(try button(fields))
        case "drag": kind = .drag(try button(fields))
        case "move": kind = .move
        case "scroll":
            let name = try fields.string("direction")
            guard let direction = directionNames.first(where: { $0.name == name })?.direction else {
                throw fields.error("unknown scroll direction \"\(name)\"")
            }
            kind = .scroll(direction)
        case let other: throw fields.error("unknown mouse event kind \"\(other)\"")
        }
        let location = Point(x: try fields.int("x"), y: try fields.int("y"))
        return MouseEvent(kind, at: location, modifiers: try modifiers(fields))
    }

    private static func button(_ fields: WidgetMessageFields) throws(WidgetProtocolError) -> MouseEvent.Button {
        let value = try fields.required("button")
        if let number = value.intValue { return .other(number) }
        guard let name = value.stringValue, let button = buttonNames.first(where: { $0.name == name })?.button else {
            throw fields.error("\"button\" must be \"left\", \"middle\", \"right\" or a number")
        }
        return button
    }
}
