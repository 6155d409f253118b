/// One escape code of kitty's drag and drop protocol (OSC 72), either way: `ESC ] 72 ; metadata
/// ; payload ESC \`, where the metadata is `key=value` pairs separated by colons.
///
/// ```swift
/// DragAndDropMessage.acceptDrops(mimeTypes: ["text/uri-list"]).encoded
/// // ESC ] 72 ; t=a ; text/uri-list ESC \
/// DragAndDropMessage(decoding: Array("t=M:x=3:y=1;text/plain".utf8))?.location   // (3, 1)
/// ```
///
/// The payload is kept as sent: a MIME list, an error name, or base64 data, which
/// ``decodedData`` reads. Data longer than a chunk is sent as several messages (``chunked(_:fields:data:)``).
public struct DragAndDropMessage: Hashable, Sendable {
    /// The event type, the `t` key: `a` accept drops, `m` a drag moved, `M` a drop, `r` data.
    public var type: Character
    /// The other keys, in the order sent.
    public var fields: [Field]
    /// The bytes after the metadata.
    public var payload: [UInt8]

    /// One `key=value` pair of the metadata.
    public struct Field: Hashable, Sendable {
        /// The key, one letter.
        public var key: Character
        /// The value, a 32-bit integer.
        public var value: Int

        /// Creates the pair `key=value`.
        public init(_ key: Character, _ value: Int) {
            self.key = key
            self.value = value
        }
    }

    /// The OSC number of the protocol.
    public static let code = 72
    /// The most payload bytes one escape code carries.
    public static let chunkSize = 4096

    /// Creates a message of `type` with `fields` and `payload`.
    public init(type: Character, fields: [Field] = [], payload: [UInt8] = []) {
        self.type = type
        self.fields = fields
        self.payload = payload
    }

    /// The value of `key`, nil when it was not sent.
    public subscript(key: Character) -> Int? {
        fields.first { $0.key == key }?.value
    }

    /// The cell the message names (`x`, `y`), nil when it names none or the drag left the window.
    public var location: Point? {
        guard let x = self["x"], let y = self["y"], x >= 0, y >= 0 else { return nil }
        return Point(x: x, y: y)
    }

    /// Whether more chunks of the same data follow (`m=1`).
    public var hasMoreChunks: Bool { self["m"] == 1 }

    /// The payload as a space-separated list, such as MIME types.
    public var list: [String] {
        payload.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The payload read as base64, nil when it is not base64.
    public var decodedData: [UInt8]? { Base64.decode(payload) }

    // MARK: - Bytes

    /// Reads the content of an OSC 72 string, after `72;` and before the terminator; nil when the
    /// metadata is malformed.
    public init?(decoding content: some Collection<UInt8>) {
        let bytes = Array(content)
        let end = bytes.firstIndex(of: 0x3B) ?? bytes.endIndex
        var type: Character = "a"
        var fields: [Field] = []
        for pair in bytes[..<end].split(separator: 0x3A) {
            guard pair.count >= 3, pair[pair.startIndex + 1] == 0x3D,
                let key = pair.first.map({ Character(Unicode.Scalar($0)) })
            else { return nil }
            let value = pair.dropFirst(2)
            if key == "t" {
                guard value.count == 1, let letter = value.first else { return nil }
                type = Character(Unicode.Scalar(letter))
            } else {
                guard let number = Self.integer(value) else { return nil }
                fields.append(Field(key, number))
            }
        }
        self.init(type: type, fields: fields, payload: end < bytes.endIndex ? Array(bytes[(end + 1)...]) : [])
    }

    private static func integer(_ digits: ArraySlice<UInt8>) -> Int? {
        var rest = digits
        let negative = rest.first == UInt8(ascii: "-")
        if negative { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.count <= 10, rest.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let value = rest.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return negative ? -value : value
    }

    /// The escape code: `ESC ] 72 ; t=… ; payload ESC \`.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = [0x1B, 0x5D] + Array("\(Self.code);t=\(type)".utf8)
        for field in fields { bytes += Array(":\(field.key)=\(field.value)".utf8) }
        if !payload.isEmpty { bytes += [0x3B] + payload }
        return bytes + [0x1B, 0x5C]
    }

    /// The escape code, for a session to send.
    public var sequence: EscapeSequence { EscapeSequence(bytes: encoded) }

    /// The protocol's query followed by a primary device-attributes query, which every terminal
    /// answers, so that a terminal that ignores the first is known not to speak it without a wait.
    public static var querySequence: EscapeSequence {
        EscapeSequence(bytes: query().encoded + Array("\u{1B}[c".utf8))
    }

    /// `data` as base64 in messages of `type` with `fields`, each payload at most
    /// ``chunkSize`` bytes and all but the last marked `m=1`, then an empty one marked `m=0`
    /// that ends the data.
    public static func chunked(_ type: Character, fields: [Field] = [], data: [UInt8]) -> [DragAndDropMessage] {
        let encoded = Base64.encode(data)
        var messages: [DragAndDropMessage] = []
        var start = 0
        while start < encoded.count {
            let end = min(start + chunkSize, encoded.count)
            messages.append(
                DragAndDropMessage(type: type, fields: fields + [Field("m", 1)], payload: Array(encoded[start..<end])))
            start = end
        }
        messages.append(DragAndDropMessage(type: type, fields: fields + [Field("m", 0)]))
        return messages
    }

    // MARK: - What a program sends

    /// Asks whether the terminal speaks the protocol; one that does answers with a `q` message.
    public static func query() -> DragAndDropMessage { DragAndDropMessage(type: "q") }

    /// Tells the terminal the program takes drops, of `mimeTypes` among others.
    public static func acceptDrops(mimeTypes: [String] = []) -> DragAndDropMessage {
        DragAndDropMessage(type: "a", payload: Array(mimeTypes.joined(separator: " ").utf8))
    }

    /// Tells the terminal the program takes no more drops.
    public static func stopAcceptingDrops() -> DragAndDropMessage { DragAndDropMessage(type: "A") }

    /// Answers a move: would copy (`operation` 1), move (2) or refuse (0) a drop here, wanting
    /// `mimeTypes`, the preferred first.
    public static func dropStatus(operation: Int, mimeTypes: [String] = []) -> DragAndDropMessage {
        DragAndDropMessage(
            type: "m", fields: [Field("o", operation)], payload: Array(mimeTypes.joined(separator: " ").utf8))
    }

    /// Asks for the data of the drop's MIME type at the one-based `index`.
    public static func requestData(index: Int) -> DragAndDropMessage {
        DragAndDropMessage(type: "r", fields: [Field("x", index)])
    }

    /// Ends a drop, saying what was done with it: 1 copied, 2 moved, 0 refused.
    public static func finishDrop(operation: Int) -> DragAndDropMessage {
        DragAndDropMessage(type: "r", fields: [Field("o", operation)])
    }

    /// Tells the terminal the program offers drags (`true`) or no longer does.
    public static func offerDrags(_ offering: Bool) -> DragAndDropMessage {
        DragAndDropMessage(type: "o", fields: [Field("x", offering ? 1 : 2)])
    }

    /// Answers a drag gesture with what the drag carries and the operations allowed (1 copy, 2
    /// move, 3 either).
    public static func startDragOffer(operations: Int, mimeTypes: [String]) -> DragAndDropMessage {
        DragAndDropMessage(
            type: "o", fields: [Field("o", operations)], payload: Array(mimeTypes.joined(separator: " ").utf8))
    }

    /// The data sent ahead for the offered MIME type at the zero-based `index`, in chunks.
    public static func presentData(index: Int, data: [UInt8]) -> [DragAndDropMessage] {
        chunked("p", fields: [Field("x", index)], data: data)
    }

    /// Starts the offered drag once its data is sent.
    public static func startDrag() -> DragAndDropMessage { DragAndDropMessage(type: "P", fields: [Field("x", -1)]) }

    /// The data the terminal asked for during a drag, for the MIME type at zero-based `index`.
    public static func dragData(index: Int, data: [UInt8]) -> [DragAndDropMessage] {
        chunked("e", fields: [Field("y", index)], data: data)
    }

    /// Says the data for the offered MIME type at zero-based `index` cannot be had, with a POSIX
    /// error name such as `ENOENT`.
    public static func dragError(index: Int, name: String) -> DragAndDropMessage {
        DragAndDropMessage(type: "E", fields: [Field("y", index)], payload: Array(name.utf8))
    }

    /// The drag's image as `text` the terminal draws at its normal size on an opaque background,
    /// sent as the first image, in chunks.
    public static func dragImage(text: String) -> [DragAndDropMessage] {
        chunked(
            "p", fields: [Field("x", -1), Field("y", 0), Field("X", 1), Field("Y", 1), Field("o", 1024)],
            data: Array(text.utf8))
    }

    /// Cancels the drag out of the program.
    public static func cancelDrag() -> DragAndDropMessage { DragAndDropMessage(type: "E", fields: [Field("y", -1)]) }
}
