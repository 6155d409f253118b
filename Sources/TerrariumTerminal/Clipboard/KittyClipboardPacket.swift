/// One packet of kitty's clipboard protocol (OSC 5522) that the terminal sent: an answer to a
/// read or a write.
///
/// ```text
/// ESC ] 5522 ; type=read:status=DATA:mime=dGV4dC9wbGFpbg== ; aGVsbG8= ESC \
/// ```
public struct KittyClipboardPacket: Hashable, Sendable {
    /// What the packet answers: `read` or `write`.
    public var type: String
    /// `OK`, `DATA` or `DONE`, or an error such as `EPERM`, `EBUSY`, `ENOSYS`, `EIO`, `EINVAL`.
    public var status: String?
    /// The MIME type the data belongs to, decoded from Base64.
    public var mimeType: String?
    /// The id the request carried, sent back unchanged.
    public var id: String?
    /// The data, decoded from Base64.
    public var payload: [UInt8]

    /// Creates a packet.
    public init(type: String, status: String? = nil, mimeType: String? = nil, id: String? = nil, payload: [UInt8] = [])
    {
        self.type = type
        self.status = status
        self.mimeType = mimeType
        self.id = id
        self.payload = payload
    }

    /// Whether the status is an error, so the request it answers has failed.
    public var isError: Bool {
        guard let status else { return false }
        return !["OK", "DATA", "DONE"].contains(status)
    }

    /// The most bytes a key or value of the metadata may have; real ones are a few bytes.
    private static let maxFieldBytes = 256

    /// Parses the content of an OSC 5522 string after `5522;`, or fails when it is malformed.
    ///
    /// The content is `metadata[;payload]`, the metadata `key=value` pairs separated by `:`.
    /// Malformed is: no `type`, a field too long, a character outside its set, or Base64 that
    /// does not decode.
    init?(content: ArraySlice<UInt8>) {
        let separator = content.firstIndex(of: 0x3B) ?? content.endIndex
        var type: String?
        for field in content[..<separator].split(separator: 0x3A) {
            guard field.count <= Self.maxFieldBytes, let equals = field.firstIndex(of: 0x3D),
                field.allSatisfy({ (0x21...0x7E).contains($0) })
            else { return nil }
            let value = field[(equals + 1)...]
            switch String(decoding: field[..<equals], as: UTF8.self) {
            case "type": type = String(decoding: value, as: UTF8.self)
            case "status": status = String(decoding: value, as: UTF8.self)
            case "mime":
                guard let decoded = Base64.decode(value) else { return nil }
                mimeType = String(decoding: decoded, as: UTF8.self)
            case "id":
                let id = String(decoding: value, as: UTF8.self)
                guard id.unicodeScalars.allSatisfy(Self.isIDScalar) else { return nil }
                self.id = id
            default:
                // Keys this library does not use (`loc`, `pw`, `name`) are allowed and ignored.
                break
            }
        }
        guard let type else { return nil }
        self.type = type
        if separator < content.endIndex {
            guard let decoded = Base64.decode(content[(separator + 1)...]) else { return nil }
            payload = decoded
        } else {
            payload = []
        }
    }

    /// Whether `scalar` may appear in an id: `[A-Za-z0-9-_+.]`.
    static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", "+", ".": true
        default: false
        }
    }
}
