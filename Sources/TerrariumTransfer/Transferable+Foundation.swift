public import Foundation

extension String: Transferable {
    /// UTF-8 plain text both ways; UTF-16 and other plain text are read too.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) {
            Data($0.utf8)
        } importing: {
            try decodeUTF8($0)
        }
        DataRepresentation(importedContentType: .utf16PlainText) { data in
            guard let text = String(data: data, encoding: .utf16) else {
                throw TransferError.decodingFailed(reason: "not valid UTF-16 text")
            }
            return text
        }
        DataRepresentation(importedContentType: .plainText) { try decodeUTF8($0) }
    }

    private static func decodeUTF8(_ data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw TransferError.decodingFailed(reason: "not valid UTF-8 text")
        }
        return text
    }
}

extension Data: Transferable {
    /// The bytes themselves, as `.data`; any type that conforms to `.data` is read.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) {
            $0
        } importing: {
            $0
        }
    }
}

extension URL: Transferable {
    /// `.fileURL` for file URLs, `.url`, then the URL's text; a URL is read from either URL type.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .fileURL) {
            Data($0.absoluteString.utf8)
        } importing: {
            try parse($0)
        }
        .exportingCondition { $0.isFileURL }
        DataRepresentation(contentType: .url) {
            Data($0.absoluteString.utf8)
        } importing: {
            try parse($0)
        }
        ProxyRepresentation(exporting: \.absoluteString)
    }

    private static func parse(_ data: Data) throws -> URL {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text), url.scheme != nil else {
            throw TransferError.decodingFailed(reason: "not a URL: \(text.prefix(80))")
        }
        return url
    }
}

extension AttributedString: Transferable {
    /// Its characters as plain text both ways; attributes stay behind, since Foundation on Linux
    /// cannot encode them and a value should move the same way on every platform.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation {
            String($0.characters)
        } importing: {
            AttributedString($0)
        }
    }
}
