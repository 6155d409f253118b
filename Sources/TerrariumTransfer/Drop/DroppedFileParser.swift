public import Foundation

/// Turns the text a terminal types or pastes when files are dropped onto it back into file URLs.
///
/// ```swift
/// let parser = DroppedFileParser()
/// parser.fileURLs(in: "'/home/ann/My Plants.csv' ")     // [file:///home/ann/My%20Plants.csv]
/// parser.fileURLs(in: "/tmp/a\\ b.png /tmp/c.png\n")    // two URLs, when both files exist
/// parser.fileURLs(in: "water the fern")                 // nil: stays text
/// ```
///
/// Every terminal quotes a dropped path its own way, so this reads them all: backslash-escaped
/// characters (`a\ b`), single quotes with the `'\''` idiom, double quotes with their backslash
/// escapes, `file://` URIs with percent-encoding and an optional host, several files separated
/// by spaces, tabs, newlines or CRLF, and trailing whitespace. A path that a terminal typed
/// unquoted (Alacritty's spaces) is read as one path per line when the shell reading fails.
///
/// The answer is all or nothing: URLs only when every token names an existing absolute path,
/// otherwise `nil`, so that text that only looks like paths stays a paste. The work is linear in
/// the text's length, plus one existence check per path.
public struct DroppedFileParser: Sendable {
    /// Whether something exists at an absolute path; the file system by default.
    public var fileExists: @Sendable (String) -> Bool

    /// Creates a parser that checks paths with `fileExists` (the file system by default).
    public init(fileExists: @escaping @Sendable (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) {
        self.fileExists = fileExists
    }

    /// The files `text` names, in order, or `nil` when any part of it is not an existing path.
    public func fileURLs(in text: String) -> [URL]? {
        let bytes = Array(text.utf8)
        if let paths = Self.shellWords(bytes).flatMap(resolve) { return paths }
        return resolve(Self.lines(bytes))
    }

    /// The file URL a `file:` URI names (`file:///a%20b`, `file://host/a`, `file:/a`), or `nil`
    /// when it is not one or its percent-encoding is broken.
    public static func fileURL(fromURI uri: String) -> URL? {
        path(fromURI: Array(uri.utf8)).map { URL(fileURLWithPath: $0) }
    }

    // MARK: - Reading

    private func resolve(_ words: [[UInt8]]) -> [URL]? {
        guard !words.isEmpty else { return nil }
        var urls: [URL] = []
        urls.reserveCapacity(words.count)
        for word in words {
            guard let path = Self.path(of: word), fileExists(path) else { return nil }
            urls.append(URL(fileURLWithPath: path))
        }
        return urls
    }

    /// The absolute path a word names: a `file:` URI decoded, or the word itself when it starts
    /// with `/`; `nil` for anything else and for words holding control characters.
    private static func path(of word: [UInt8]) -> String? {
        if let path = path(fromURI: word) { return path }
        guard word.first == UInt8(ascii: "/") else { return nil }
        return text(word)
    }

    private static func path(fromURI word: [UInt8]) -> String? {
        let scheme = Array("file:".utf8)
        guard word.count > scheme.count, zip(word, scheme).allSatisfy({ $0 | 0x20 == $1 }) else { return nil }
        var rest = word[scheme.count...]
        if rest.starts(with: [0x2F, 0x2F]) {
            // `file://host/path`: the host names the machine, the path follows its first slash.
            rest = rest.dropFirst(2)
            guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return nil }
            rest = rest[slash...]
        }
        guard rest.first == UInt8(ascii: "/"), let decoded = percentDecoded(rest) else { return nil }
        return text(decoded)
    }

    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                result.append(byte)
                index += 1
                continue
            }
            guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
                let low = hexValue(bytes[index + 2])
            else { return nil }
            result.append(high << 4 | low)
            index += 3
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The bytes as text, or `nil` when they are not UTF-8 or hold a control character, which no
    /// dropped path has but binary garbage does.
    private static func text(_ bytes: [UInt8]) -> String? {
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    // MARK: - Splitting

    /// The words of `bytes` as a POSIX shell splits and unquotes them; `nil` for an unclosed quote.
    private static func shellWords(_ bytes: [UInt8]) -> [[UInt8]]? {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        var inWord = false
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                if inWord { words.append(word) }
                word.removeAll(keepingCapacity: true)
                inWord = false
                index += 1
            case UInt8(ascii: "\\"):
                inWord = true
                // A backslash at the very end stands for itself.
                word.append(index + 1 < count ? bytes[index + 1] : byte)
                index += 2
            case UInt8(ascii: "'"):
                inWord = true
                guard let close = bytes[(index + 1)...].firstIndex(of: byte) else { return nil }
                word += bytes[(index + 1)..<close]
                index = close + 1
            case UInt8(ascii: "\""):
                inWord = true
                index += 1
                var closed = false
                while index < count {
                    let inner = bytes[index]
                    if inner == UInt8(ascii: "\"") {
                        closed = true
                        index += 1
                        break
                    }
                    // Inside double quotes a backslash escapes only these; elsewhere it stays.
                    if inner == UInt8(ascii: "\\"), index + 1 < count,
                        [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "$"), UInt8(ascii: "`")].contains(
                            bytes[index + 1])
                    {
                        word.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    word.append(inner)
                    index += 1
                }
                guard closed else { return nil }
            default:
                inWord = true
                word.append(byte)
                index += 1
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The non-empty lines of `bytes`, CR before LF removed and trailing whitespace of the whole
    /// text dropped: for paths a terminal typed as they are, spaces and all.
    private static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var end = bytes.count
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        return bytes[..<end].split(separator: 0x0A).map { line in
            Array(line.last == 0x0D ? line.dropLast() : line)
        }.filter { !$0.isEmpty }
    }
}
