import Foundation
import TerrariumTerminal
import TerrariumTransfer

/// What of a set of items each clipboard route carries: the text for OSC 52 and the tools, each
/// MIME-typed representation for kitty's protocol; and items made back from what a route read.
enum ClipboardContent {
    /// The MIME type text travels under.
    static let textMIMEType = "text/plain"
    /// The MIME type a text read asks for, and a tool writes text as.
    static let utf8TextMIMEType = "text/plain;charset=utf-8"

    /// The items' text as UTF-8: each item's first type conforming to plain text, else to text,
    /// the items' texts joined by newlines; nil when no item has text.
    static func text(of items: [TransferItem]) async -> [UInt8]? {
        var texts: [[UInt8]] = []
        for item in items {
            if let text = await text(of: item) { texts.append(text) }
        }
        guard !texts.isEmpty else { return nil }
        return Array(texts.joined(separator: [0x0A]))
    }

    private static func text(of item: TransferItem) async -> [UInt8]? {
        guard let type = item.contentType(accepting: [.plainText]) ?? item.contentType(accepting: [.text]),
            let data = try? await item.data(as: type)
        else { return nil }
        if type.conforms(to: .utf16PlainText) {
            return String(data: data, encoding: .utf16).map { Array($0.utf8) }
        }
        return Array(data)
    }

    /// Every offered type with a MIME type, each once, the items' order kept, with `text` under
    /// `text/plain`.
    static func representations(of items: [TransferItem], text: [UInt8]?) async -> [(mimeType: String, data: [UInt8])] {
        var result: [(mimeType: String, data: [UInt8])] = []
        var seen: Set<String> = []
        if let text {
            result.append((textMIMEType, text))
            seen.insert(textMIMEType)
        }
        for item in items {
            for type in item.contentTypes {
                guard let mimeType = type.preferredMIMEType, mimeType != textMIMEType, !seen.contains(mimeType),
                    let data = try? await item.data(as: type)
                else { continue }
                seen.insert(mimeType)
                result.append((mimeType, Array(data)))
            }
        }
        return result
    }

    /// An item of text, as a terminal or tool hands it over.
    static func item(text: [UInt8]) -> TransferItem {
        TransferItem(representations: [(.utf8PlainText, Data(text))])
    }

    /// An item of what kitty's protocol read, or nil when no type of it is known.
    ///
    /// Each MIME type becomes the content type declared for it; types no content type declares
    /// are left out.
    static func item(mimeData: [KittyClipboardRead.MIMEData]) -> TransferItem? {
        var representations: [(contentType: ContentType, data: Data)] = []
        for entry in mimeData {
            let essence = entry.mimeType.split(separator: ";").first.map(String.init) ?? entry.mimeType
            let type: ContentType? =
                essence == textMIMEType || essence == "text/plain"
                ? .utf8PlainText : ContentType(mimeType: entry.mimeType)
            if let type { representations.append((type, Data(entry.data))) }
        }
        return representations.isEmpty ? nil : TransferItem(representations: representations)
    }
}
