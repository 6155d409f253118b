public import Foundation

/// How a text file spells what is not its text: its line endings and its byte order mark.
///
/// A text document reads them once and keeps them, so editing never sees them and saving puts
/// them back.
///
/// ```swift
/// guard let (text, format) = TextFileFormat.decode(data) else { throw NotText() }
/// // "a\r\nb" reads as "a\nb" with lineEnding .crlf; Return types "\n", saved as "\r\n"
/// let saved = format.encode(text + "\nc")  // "a\r\nb\r\nc"
/// ```
///
/// A file is CRLF only when every line feed in it follows a carriage return, as vim's `dos`
/// format; a file that mixes the two is read as it is, carriage returns in the text, so a save
/// changes no line it did not edit. Decoding and encoding undo each other byte for byte.
public struct TextFileFormat: Hashable, Sendable {
    /// How lines end.
    public enum LineEnding: Hashable, Sendable {
        /// `\n`, as Unix files.
        case lf
        /// `\r\n`, as DOS and Windows files.
        case crlf
    }

    /// How lines end in the file; the text always has `\n`.
    public var lineEnding: LineEnding
    /// Whether the file starts with the UTF-8 byte order mark `EF BB BF`, which the text never holds.
    public var hasByteOrderMark: Bool

    /// A format from its parts; the default is a Unix file without a mark.
    public init(lineEnding: LineEnding = .lf, hasByteOrderMark: Bool = false) {
        self.lineEnding = lineEnding
        self.hasByteOrderMark = hasByteOrderMark
    }

    /// The UTF-8 byte order mark.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The text of UTF-8 `data`, without its byte order mark and with `\n` line endings, and the
    /// format to save it back in; nil when `data` is not UTF-8.
    public static func decode(_ data: Data) -> (text: String, format: TextFileFormat)? {
        var bytes = [UInt8](data)
        var format = TextFileFormat()
        if bytes.starts(with: byteOrderMark) {
            bytes.removeFirst(byteOrderMark.count)
            format.hasByteOrderMark = true
        }
        guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
        var feeds = 0
        var crlf = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            feeds += 1
            if index > 0 && bytes[index - 1] == 0x0D { crlf += 1 }
        }
        if feeds > 0 && crlf == feeds {
            format.lineEnding = .crlf
            var unix: [UInt8] = []
            unix.reserveCapacity(bytes.count - crlf)
            for index in bytes.indices {
                if bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { continue }
                unix.append(bytes[index])
            }
            bytes = unix
        }
        return (String(decoding: bytes, as: UTF8.self), format)
    }

    /// The file's bytes for `text`: the byte order mark when the format has one, and every `\n`
    /// spelled as the format's line ending.
    public func encode(_ text: String) -> Data {
        var data = Data(hasByteOrderMark ? Self.byteOrderMark : [])
        var text = text
        text.makeContiguousUTF8()
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard lineEnding == .crlf else {
                data.append(contentsOf: bytes)
                return
            }
            // Whole lines at a time: the file is built once, never byte by byte nor copied again.
            data.reserveCapacity(bytes.count + bytes.count / 16 + 3)
            var start = 0
            for index in bytes.indices where bytes[index] == 0x0A {
                data.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                data.append(0x0D)
                data.append(0x0A)
                start = index + 1
            }
            data.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        guard done == nil else { return data }
        // A string without contiguous UTF-8 (none after `makeContiguousUTF8`), byte by byte.
        for byte in text.utf8 {
            if byte == 0x0A && lineEnding == .crlf { data.append(0x0D) }
            data.append(byte)
        }
        return data
    }
}
