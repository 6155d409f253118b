@testable import TerrariumTerminal

/// Escape sequences spelled out for the emulator's tests.
enum VT {
    /// ESC.
    static let esc = "\u{1B}"

    /// A control sequence: ESC [ and `body`.
    static func csi(_ body: String) -> String { "\u{1B}[" + body }

    /// An operating system command ended by ST.
    static func osc(_ body: String) -> String { "\u{1B}]" + body + "\u{1B}\\" }
}

extension TerminalEmulator {
    /// An emulator of `width` × `height` that has been fed `input`.
    init(_ width: Int, _ height: Int, _ input: String = "", scrollbackLimit: Int = 10_000) {
        self.init(size: Size(width: width, height: height), scrollbackLimit: scrollbackLimit)
        feed(input)
    }

    /// The screen's rows without their trailing blanks.
    var trimmedLines: [String] {
        lines.map { line in
            var line = line
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The text of history line `index`, trailing blanks removed.
    func scrollbackText(_ index: Int) -> String {
        var text = ""
        for cell in scrollbackLine(index) where !cell.isContinuation { text += cell.grapheme }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    /// The replies queued so far, as text.
    mutating func takeReplyText() -> String {
        String(decoding: takeReplies(), as: UTF8.self)
    }
}
