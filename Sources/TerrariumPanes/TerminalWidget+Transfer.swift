import Foundation
public import TerrariumTransfer

extension TerminalWidget: TransferResponder {
    /// The selected text.
    public func itemsToCopy() -> [TransferItem] {
        guard let selection, !selection.isEmpty, let text = selectedText(selection), !text.isEmpty else { return [] }
        return [TransferItem(text)]
    }

    /// Text, which reaches the program as a paste.
    public var pasteContentTypes: [ContentType] {
        state.isRunning ? [.utf8PlainText, .plainText, .text] : []
    }

    /// Sends the first item's text to the program as a paste.
    public func paste(_ items: [TransferItem]) -> Bool {
        guard state.isRunning, let item = items.first else { return false }
        Task { [weak self] in
            guard let text = try? await item.load(String.self) else { return }
            self?.paste(text: text)
        }
        return true
    }

    /// Takes text and files while the program runs.
    public func dropSessionDidUpdate(at location: TransferLocation?, offering contentTypes: [ContentType]) -> Bool {
        state.isRunning && contentTypes.contains { Self.droppable.contains($0) }
    }

    /// Sends dropped files' paths, quoted for a shell and separated by spaces, or dropped text, to
    /// the program as a paste: what a terminal does with a drop.
    public func performDrop(_ items: [TransferItem], at location: TransferLocation?) -> Bool {
        guard state.isRunning, !items.isEmpty else { return false }
        Task { [weak self] in
            var parts: [String] = []
            for item in items {
                if item.contentTypes.contains(.fileURL), let url = try? await item.load(URL.self, as: .fileURL) {
                    parts.append(Self.shellQuoted(url.path))
                } else if let text = try? await item.load(String.self) {
                    parts.append(text)
                }
            }
            guard !parts.isEmpty else { return }
            self?.paste(text: parts.joined(separator: " "))
        }
        return true
    }

    /// What a pane takes in a drop.
    private static let droppable: [ContentType] = [.fileURL, .utf8PlainText, .plainText, .text]

    /// `path` as one word for a POSIX shell: in single quotes unless it needs none.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@%".contains($0)) }
        if plain, !path.isEmpty { return path }
        return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
