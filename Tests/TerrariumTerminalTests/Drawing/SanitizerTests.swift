import TerrariumTerminal
import Testing

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("\u{1B}]0;pwned\u{7}", "␛]0;pwned␇"),
        ("\u{1B}[2J\u{1B}[31mred", "␛[2J␛[31mred"),
        ("\u{9B}31m", "\u{FFFD}31m"),
        ("bell\u{7}del\u{7F}", "bell␇del␡"),
        ("line\r\nnext", "line␍␊next"),
        ("nul\u{0}", "nul␀"),
        ("plain text 日本", "plain text 日本"),
    ])
    func controlsBecomeVisibleStandIns(input: String, expected: String) {
        #expect(Sanitizer.sanitize(input) == expected)
        let buffer = CellBuffer(size: Size(width: 30, height: 1))
        GraphicsContext(buffer).draw(input, at: .zero)
        #expect(buffer.lines[0].hasPrefix(expected))
    }

    @Test func hostileStringsNeverReachTheTerminalRaw() {
        let hostile = [
            "\u{1B}]0;title\u{7}", "\u{1B}P+q544e\u{1B}\\", "\u{9D}8;;http://x\u{9C}", "\u{1B}[?1049l",
            "\u{1B}]8;;https://evil\u{1B}\\click", "\u{1B}c", "\u{8}\u{8}\u{8}overwrite", "\t\u{1B}[6n",
        ]
        let buffer = CellBuffer(size: Size(width: 40, height: hostile.count))
        let canvas = GraphicsContext(buffer)
        for (row, text) in hostile.enumerated() {
            canvas.draw(text, at: Point(x: 0, y: row), style: Style(hyperlink: Hyperlink("https://a\u{1B}\\b\u{7}")))
        }
        var renderer = TerminalRenderer(capabilities: .full)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        // The only controls in the output are the renderer's own: ESC starting CSI or OSC 8, CR, LF.
        var index = 0
        while index < out.count {
            let byte = out[index]
            if byte == 0x1B {
                let next = out[index + 1]
                let isOSC8 = next == UInt8(ascii: "]") && out[index + 2] == UInt8(ascii: "8")
                #expect(next == UInt8(ascii: "[") || isOSC8 || next == UInt8(ascii: "\\"), "ESC \(next) at \(index)")
            } else {
                #expect(byte >= 0x20 || byte == 0x0D || byte == 0x0A, "control \(byte) at \(index)")
                #expect(byte != 0x7F)
            }
            if byte == 0xC2, index + 1 < out.count {
                #expect(!(0x80...0x9F).contains(out[index + 1]), "C1 at \(index)")
            }
            index += 1
        }
        var model = TerminalModel(width: 40, height: hostile.count)
        model.apply(out)
        #expect(model.unsupported.isEmpty, "\(model.unsupported)")
        #expect(model.lines == buffer.lines)
        // ESC and BEL are percent-encoded; a backslash alone cannot end the OSC string.
        #expect(model[0, 0].style.hyperlink?.url == "https://a%1B\\b%07")
    }
}
