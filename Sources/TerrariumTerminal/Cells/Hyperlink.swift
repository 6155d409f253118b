/// A hyperlink carried by cells and emitted as an OSC 8 sequence.
///
/// The URL and id are sanitised when the link is created: only printable ASCII survives
/// (everything else is percent-encoded), so a link can never smuggle an escape sequence out.
public struct Hyperlink: Hashable, Sendable {
    /// The target, printable ASCII only.
    public let url: String
    /// An optional id that lets terminals group separated cells of one link.
    public let id: String?

    /// Creates a link to `url`, optionally grouped by `id`.
    public init(_ url: String, id: String? = nil) {
        self.url = Hyperlink.percentEncodingUnsafeBytes(url)
        self.id = id.map {
            Hyperlink.percentEncodingUnsafeBytes($0).replacing(":", with: "%3A").replacing(";", with: "%3B")
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    /// Percent-encodes every byte outside printable ASCII so that no control byte, ESC or
    /// C1 code can reach the terminal inside the OSC string.
    static func percentEncodingUnsafeBytes(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte >= 0x21 && byte <= 0x7E {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%"
                result.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                result.unicodeScalars.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return result
    }
}
