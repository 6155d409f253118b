/// The members of one decoded message, read by name with errors that say which message and
/// which field was wrong.
///
/// A missing optional field and a `null` one read the same, and members no reader asks for are
/// ignored, so a newer peer may add fields.
struct WidgetMessageFields {
    /// The message's `"type"`, for error messages.
    let type: String
    private let members: [String: WidgetValue]

    /// The members of `payload`, which must be a JSON object with a string `"type"`.
    init(payload: some Collection<UInt8>) throws(WidgetProtocolError) {
        guard case .object(let members) = try WidgetJSON.decode(payload) else {
            throw WidgetProtocolError("the message is not a JSON object")
        }
        guard let type = members["type"] else { throw WidgetProtocolError("the message has no \"type\"") }
        guard case .string(let name) = type else { throw WidgetProtocolError("the message's \"type\" is not a string") }
        self.init(type: name, members: members)
    }

    /// The members of a nested object, reported as part of the message `type`.
    init(type: String, members: [String: WidgetValue]) {
        self.type = type
        self.members = members
    }

    func error(_ message: String) -> WidgetProtocolError {
        WidgetProtocolError("\"\(type)\" message: \(message)")
    }

    /// The member `name`, nil when absent or `null`.
    func optional(_ name: String) -> WidgetValue? {
        guard let value = members[name], value != .null else { return nil }
        return value
    }

    func required(_ name: String) throws(WidgetProtocolError) -> WidgetValue {
        guard let value = optional(name) else { throw error("missing \"\(name)\"") }
        return value
    }

    func string(_ name: String) throws(WidgetProtocolError) -> String {
        guard let string = try required(name).stringValue else { throw error("\"\(name)\" must be a string") }
        return string
    }

    func optionalString(_ name: String) throws(WidgetProtocolError) -> String? {
        guard let value = optional(name) else { return nil }
        guard let string = value.stringValue else { throw error("\"\(name)\" must be a string") }
        return string
    }

    func int(_ name: String, minimum: Int = Int.min) throws(WidgetProtocolError) -> Int {
        try integer(name, required(name), minimum: minimum)
    }

    func optionalInt(_ name: String, minimum: Int = Int.min) throws(WidgetProtocolError) -> Int? {
        guard let value = optional(name) else { return nil }
        return try integer(name, value, minimum: minimum)
    }

    private func integer(_ name: String, _ value: WidgetValue, minimum: Int) throws(WidgetProtocolError) -> Int {
        guard let int = value.intValue, int >= minimum else {
            throw error(
                minimum == 0
                    ? "\"\(name)\" must be a whole number, 0 or more" : "\"\(name)\" must be a whole number")
        }
        return int
    }

    /// The sequence number of a host message or a `done`.
    func sequence() throws(WidgetProtocolError) -> Int {
        try int("seq", minimum: 0)
    }

    func optionalDouble(_ name: String) throws(WidgetProtocolError) -> Double? {
        guard let value = optional(name) else { return nil }
        guard let number = value.doubleValue else { throw error("\"\(name)\" must be a number") }
        return number
    }

    func bool(_ name: String) throws(WidgetProtocolError) -> Bool {
        guard let bool = try required(name).boolValue else { throw error("\"\(name)\" must be true or false") }
        return bool
    }

    func optionalBool(_ name: String) throws(WidgetProtocolError) -> Bool? {
        guard let value = optional(name) else { return nil }
        guard let bool = value.boolValue else { throw error("\"\(name)\" must be true or false") }
        return bool
    }

    func strings(_ name: String) throws(WidgetProtocolError) -> [String] {
        guard let strings = try optionalStrings(name) else { throw error("missing \"\(name)\"") }
        return strings
    }

    /// A list of strings; absent reads as empty.
    func optionalStrings(_ name: String) throws(WidgetProtocolError) -> [String]? {
        guard let value = optional(name) else { return nil }
        guard let array = value.arrayValue else { throw error("\"\(name)\" must be a list of strings") }
        var strings: [String] = []
        strings.reserveCapacity(array.count)
        for element in array {
            guard let string = element.stringValue else { throw error("\"\(name)\" must be a list of strings") }
            strings.append(string)
        }
        return strings
    }

    func object(_ name: String) throws(WidgetProtocolError) -> [String: WidgetValue] {
        guard let object = try required(name).objectValue else { throw error("\"\(name)\" must be an object") }
        return object
    }

    func optionalObject(_ name: String) throws(WidgetProtocolError) -> [String: WidgetValue]? {
        guard let value = optional(name) else { return nil }
        guard let object = value.objectValue else { throw error("\"\(name)\" must be an object") }
        return object
    }

    /// The members of the object `name`, to read with the same errors.
    func nested(_ name: String) throws(WidgetProtocolError) -> WidgetMessageFields {
        WidgetMessageFields(type: type, members: try object(name))
    }
}

/// Members of a message being encoded, collected before they are written with sorted keys.
struct WidgetMessageBuilder {
    private(set) var members: [String: WidgetValue]

    init(type: String, sequence: Int? = nil) {
        members = ["type": .string(type)]
        if let sequence { members["seq"] = .number(Double(sequence)) }
    }

    subscript(name: String) -> WidgetValue? {
        get { members[name] }
        set { members[name] = newValue }
    }

    /// Sets `name` to `value` when it is not nil, leaving the member out otherwise.
    mutating func set(_ name: String, _ value: Int?) {
        if let value { members[name] = .number(Double(value)) }
    }

    /// Sets `name` to `value` when it is not nil, leaving the member out otherwise.
    mutating func set(_ name: String, _ value: String?) {
        if let value { members[name] = .string(value) }
    }

    /// Sets `name` to `true`, or leaves it out for `false`, the default of every flag.
    mutating func flag(_ name: String, _ value: Bool) {
        if value { members[name] = .bool(true) }
    }

    mutating func set(_ name: String, strings: [String]) {
        members[name] = .array(strings.map { .string($0) })
    }

    var value: WidgetValue { .object(members) }

    /// The compact JSON of the message.
    var payload: [UInt8] { WidgetJSON.encode(value) }
}
