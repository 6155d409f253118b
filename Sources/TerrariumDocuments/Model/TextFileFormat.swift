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
    ///
    /// The text is the only copy made (and a second, shorter one for a CRLF file): a note of
    /// 100 MB opens holding its file and its text, never more.
    public static func decode(_ data: Data) -> (text: String, format: TextFileFormat)? {
        var format = TextFileFormat()
        let validated = data.withUnsafeBytes { raw -> String? in
            var bytes = raw.assumingMemoryBound(to: UInt8.self)[...]
            if bytes.starts(with: byteOrderMark) {
                bytes = bytes.dropFirst(byteOrderMark.count)
                format.hasByteOrderMark = true
            }
            return String(validating: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
        }
        guard var text = validated else { return nil }
        var feeds = 0
        var crlf = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A {
                feeds += 1
                if previous == 0x0D { crlf += 1 }
            }
            previous = byte
        }
        if feeds > 0 && crlf == feeds {
            format.lineEnding = .crlf
            // Taking out a carriage return before each line feed keeps the bytes valid UTF-8.
            let count = text.utf8.count - crlf
            text = String(unsafeUninitializedCapacity: count) { unix in
                var written = 0
                var pendingReturn = false
                for byte in text.utf8 {
                    if pendingReturn, byte != 0x0A {
                        unix[written] = 0x0D
                        written += 1
                    }
                    pendingReturn = byte == 0x0D
                    if !pendingReturn {
                        unix[written] = byte
                        written += 1
                    }
                }
                if pendingReturn {
                    unix[written] = 0x0D
                    written += 1
                }
                return written
            }
        }
        return (text, format)
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
