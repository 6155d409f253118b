import TerrariumTerminal
import TerrariumTesting
import Testing

/// Replays the renderer's bytes into ``TerminalModel`` for many random frame pairs and checks
/// that the model's screen equals the frame the renderer was given.
@Suite struct TerminalRendererModelTests {
    static let graphemes: [String] = [
        "a", "b", "Z", " ", "~", "日", "本", "語", "😀", "👍🏽", "e\u{301}", "é", "ß", "Ж", "ｱ", "─", "€",
        // Clusters that join a neighbouring cell's when written straight after it, or that the
        // next cell's joins: a Hangul leading consonant and syllable, a Devanagari consonant,
        // spacing vowel sign and virama, a prepended mark, a halfwidth voiced mark, a skin tone.
        "\u{1100}", "가", "क", "\u{93E}", "क\u{94D}", "\u{D4E}", "\u{FF9E}", "🏽", "👍",
    ]
    static let styles: [Style] = [
        .plain,
        Style(foreground: .red),
        Style(foreground: .brightCyan, background: .indexed(236)),
        Style(foreground: .rgb(250, 128, 7), attributes: [.bold, .underline]),
        Style(background: .rgb(10, 20, 30), attributes: .dim),
        Style(attributes: [.italic, .reverse, .strikethrough, .blink]),
        Style(attributes: .bold, hyperlink: Hyperlink("https://example.com/x")),
        Style(hyperlink: Hyperlink("https://example.com/y", id: "y")),
    ]

    static func randomize(_ canvas: GraphicsContext, cells: Int, rng: inout SplitMix64) {
        for _ in 0..<cells {
            let point = Point(
                x: Int.random(in: 0..<canvas.size.width, using: &rng),
                y: Int.random(in: 0..<canvas.size.height, using: &rng))
            let text = (0..<Int.random(in: 1...4, using: &rng)).map { _ in graphemes.randomElement(using: &rng)! }
            canvas.draw(text.joined(), at: point, style: styles.randomElement(using: &rng)!)
        }
    }

    func check(model: TerminalModel, frame: CellBuffer, capabilities: TerminalCapabilities) -> [String] {
        var problems: [String] = []
        for y in 0..<frame.size.height {
            for x in 0..<frame.size.width {
                let expected = frame[x, y]!
                let actual = model[x, y]
                if expected.isContinuation != (actual.width == 0) || expected.grapheme != actual.grapheme {
                    problems.append(
                        "(\(x), \(y)) text \(actual.grapheme.debugDescription) ≠ \(expected.grapheme.debugDescription)")
                } else if !expected.isContinuation {
                    var style = expected.style
                    style.foreground = capabilities.colorDepth.downgrade(style.foreground)
                    style.background = capabilities.colorDepth.downgrade(style.background)
                    if !capabilities.hyperlinks { style.hyperlink = nil }
                    if style != actual.style { problems.append("(\(x), \(y)) style \(actual.style) ≠ \(style)") }
                }
            }
        }
        return problems
    }

    @Test(arguments: [
        TerminalCapabilities(colorDepth: .trueColor, synchronizedOutput: true, hyperlinks: true),
        TerminalCapabilities(colorDepth: .indexed256, synchronizedOutput: false, hyperlinks: true),
        TerminalCapabilities(colorDepth: .ansi16, synchronizedOutput: true, hyperlinks: false),
        TerminalCapabilities(colorDepth: .monochrome, synchronizedOutput: false, hyperlinks: false),
    ])
    func randomFramePairsReproduceExactly(capabilities: TerminalCapabilities) {
        var rng = SplitMix64(seed: 2026 &+ UInt64(capabilities.colorDepth.rawValue))
        for round in 0..<300 {
            let size = Size(width: Int.random(in: 1...14, using: &rng), height: Int.random(in: 1...6, using: &rng))
            let buffer = CellBuffer(size: size)
            var renderer = TerminalRenderer(capabilities: capabilities)
            var model = TerminalModel(width: size.width, height: size.height)
            for frame in 0..<4 {
                if frame > 0, Bool.random(using: &rng) { GraphicsContext(buffer).fill() }
                Self.randomize(GraphicsContext(buffer), cells: Int.random(in: 0...8, using: &rng), rng: &rng)
                var out: [UInt8] = []
                renderer.render(buffer, into: &out)
                model.apply(out)
                let problems = check(model: model, frame: buffer, capabilities: capabilities)
                #expect(
                    problems.isEmpty,
                    "round \(round) frame \(frame) \(size): \(problems.prefix(3)) bytes \(readable(out))")
                #expect(model.unsupported.isEmpty, "round \(round): \(model.unsupported)")
                #expect(!model.scrolled, "round \(round) frame \(frame): the screen scrolled")
                #expect(!model.synchronizedUpdate, "round \(round): synchronized update left open")
                if !problems.isEmpty || !model.unsupported.isEmpty || model.scrolled { return }
                // A second render of the same frame must be free.
                var again: [UInt8] = []
                renderer.render(buffer, into: &again)
                #expect(again.isEmpty, "round \(round): unchanged frame emitted \(readable(again))")
            }
        }
    }

    /// The renderer skips rows a buffer did not write since it last rendered that same buffer;
    /// frames from different buffers of one size must still be compared in full.
    @Test func framesFromAlternatingBuffersReproduceExactly() {
        var rng = SplitMix64(seed: 7)
        let capabilities = TerminalCapabilities.full
        for round in 0..<100 {
            let size = Size(width: Int.random(in: 1...12, using: &rng), height: Int.random(in: 1...5, using: &rng))
            let buffers = [CellBuffer(size: size), CellBuffer(size: size)]
            var renderer = TerminalRenderer(capabilities: capabilities)
            var model = TerminalModel(width: size.width, height: size.height)
            for frame in 0..<6 {
                let buffer = buffers[Int.random(in: 0...1, using: &rng)]
                Self.randomize(GraphicsContext(buffer), cells: Int.random(in: 0...5, using: &rng), rng: &rng)
                var out: [UInt8] = []
                renderer.render(buffer, into: &out)
                model.apply(out)
                let problems = check(model: model, frame: buffer, capabilities: capabilities)
                #expect(problems.isEmpty, "round \(round) frame \(frame): \(problems.prefix(3))")
                if !problems.isEmpty { return }
            }
        }
    }

    /// A buffer resized and resized back between two frames starts its row versions again, so
    /// they can come back to the ones the renderer saw for different cells.
    @Test func aBufferResizedAndBackBetweenFramesIsComparedInFull() {
        let size = Size(width: 10, height: 2)
        let buffer = CellBuffer(size: size)
        GraphicsContext(buffer).draw("abcdefghij", at: .zero)
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: size.width, height: size.height)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        model.apply(out)

        buffer.resize(to: Size(width: 9, height: 2))
        buffer.resize(to: size)
        // As many writes to the row as before, so its version is the one the renderer saw.
        GraphicsContext(buffer).draw("ABCDEFGHIJ", at: .zero)
        out.removeAll()
        renderer.render(buffer, into: &out)
        model.apply(out)
        #expect(model.lines == ["ABCDEFGHIJ", "          "])
    }

    /// Pairs of neighbouring cells whose clusters a grapheme-aware terminal joins when their
    /// text arrives in a row: written in separate draws, each must stay in its own cell.
    @Test(arguments: [
        ("\u{1100}", "\u{1100}"), ("\u{1100}", "가"), ("\u{1100}", "각"), ("क", "\u{93E}"), ("\u{D4E}", "a"),
        ("a", "\u{FF9E}"), ("👍", "🏽"), ("क\u{94D}", "ष"), ("\u{D4E}", "🇺🇸"),
    ])
    func neighbouringClustersThatWouldJoinStayApart(left: String, right: String) {
        let buffer = CellBuffer(size: Size(width: 8, height: 1))
        let canvas = GraphicsContext(buffer)
        let end = canvas.draw(left, at: Point(x: 1, y: 0))
        canvas.draw(right, at: Point(x: end, y: 0))
        #expect(buffer[1, 0]?.grapheme == left && buffer[end, 0]?.grapheme == right)
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: 8, height: 1)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        model.apply(out)
        #expect(check(model: model, frame: buffer, capabilities: .full) == [], "\(readable(out))")
    }

    /// Unchanged cells reprinted to move the cursor are text written in a row too.
    @Test func aReprintNeverJoinsTheClustersItWritesInARow() {
        let buffer = CellBuffer(size: Size(width: 6, height: 1))
        let canvas = GraphicsContext(buffer)
        canvas.draw("a", at: .zero)
        canvas.draw("\u{D4E}", at: Point(x: 1, y: 0))
        canvas.draw("b", at: Point(x: 2, y: 0))
        var renderer = TerminalRenderer(capabilities: .full)
        var model = TerminalModel(width: 6, height: 1)
        var out: [UInt8] = []
        renderer.render(buffer, into: &out)
        model.apply(out)
        // Two changes around an unchanged prepended mark: reprinting it would join it to "d".
        canvas.draw("c", at: .zero)
        canvas.draw("d", at: Point(x: 2, y: 0))
        out.removeAll()
        renderer.render(buffer, into: &out)
        model.apply(out)
        #expect(check(model: model, frame: buffer, capabilities: .full) == [], "\(readable(out))")
    }
}
