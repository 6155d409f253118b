import Terrarium
import TerrariumTerminal
import TerrariumText

/// `editor-open` and `editor-keystroke`: a generated text of lines of 100 bytes (1,000,000
/// lines, 100 MB, in a full run) opened into a `TextEditor` given its storage, and a key typed
/// in its middle, into a storage or through a `String` binding; and a key typed into one line
/// of 5 MB.
@MainActor
enum EditorScenarios {
    /// The text: numbered lines of 99 characters and a line feed, with a marker on the middle one.
    static func text(lines: Int) -> String {
        let filler = Array("the quick brown fern jumps over the lazy moss; ".utf8)
        // Written in place, so that making the text never holds it twice.
        return String(unsafeUninitializedCapacity: lines * 100) { output in
            for line in 0..<lines {
                let start = line * 100
                let label = Array((line == lines / 2 ? "MIDDLE-MARKER " : "line \(line) ").utf8)
                for column in 0..<99 {
                    output[start + column] = column < label.count ? label[column] : filler[column % filler.count]
                }
                output[start + 99] = 0x0A
            }
            return lines * 100
        }
    }

    /// Opening: the storage made from the text and the editor's first frame.
    ///
    /// Memory is the peak above what the process held before the text was made, the text
    /// itself included, per megabyte of text.
    static func open(lines: Int, size: Size, runs: Int) -> BenchmarkResult {
        let baseline = PeakMemory.residentMegabytes ?? 0
        PeakMemory.reset()
        let text = text(lines: lines)
        let (measurement, _) = FrameSink.measureFirstFrames(
            of: TextEditor(storage: TextStorage(text)), size: size, runs: runs, warmUp: 1)
        return BenchmarkResult(
            scenario: "editor-open", n: lines, width: size.width, height: size.height, measurement: measurement,
            extra: memoryFigures(bytes: text.utf8.count, baseline: baseline))
    }

    /// A line of `bytes` bytes and no line break, for the keystroke in one huge line.
    static func singleLine(bytes: Int) -> String {
        let filler = Array("the quick brown fern jumps over the lazy moss; ".utf8)
        return String(unsafeUninitializedCapacity: bytes) { output in
            for index in 0..<bytes { output[index] = filler[index % filler.count] }
            return bytes
        }
    }

    /// A keystroke: a character typed in the middle of the text, or Backspace, decoded, edited
    /// and drawn into the frame's bytes; then 10,000 keystrokes typed in one run, and 10,000
    /// more each after a pause (so each is an undo step of its own), for the bytes their undo
    /// steps keep.
    ///
    /// `editor-keystroke` edits a storage, `editor-keystroke-string` a `String` binding (the
    /// path most apps write first), and `editor-keystroke-line` a binding to one line of 5 MB
    /// (`--n` gives its bytes).
    static func keystroke(scenario: String, lines: Int, size: Size, runs: Int) -> BenchmarkResult {
        let baseline = PeakMemory.residentMegabytes ?? 0
        PeakMemory.reset()
        let box = TextBox()
        box.text = scenario == "editor-keystroke-line" ? singleLine(bytes: lines) : text(lines: lines)
        if scenario == "editor-keystroke" {
            let storage = TextStorage(box.text)
            return keystroke(
                scenario, view: TextEditor(storage: storage), box: box, size: size, runs: runs, baseline: baseline)
        }
        let binding = Binding(get: { box.text }, set: { box.text = $0 })
        return keystroke(
            scenario, view: TextEditor(text: binding), box: box, size: size, runs: runs, baseline: baseline)
    }

    /// The string a binding scenario edits.
    final class TextBox {
        var text = ""
    }

    private static func keystroke(
        _ scenario: String, view: TextEditor, box: TextBox, size: Size, runs: Int, baseline: Double
    ) -> BenchmarkResult {
        let count = box.text.utf8.count
        let singleLine = scenario == "editor-keystroke-line"
        let sink = FrameSink(view, size: size)
        sink.frame()
        // Focus the editor and, in the lines of text, find the marker, so the caret is in the
        // middle of the text; in the single line it stays at the start, where the file opens.
        sink.host.send(.key(KeyPress(.tab)))
        if !singleLine {
            sink.host.send(.key(KeyPress("f", modifiers: .control)))
            for character in "MIDDLE-MARKER" { sink.host.send(.key(KeyPress(.character(character)))) }
            for press in [KeyPress(.return), KeyPress(.escape), KeyPress(.rightArrow)] { sink.host.send(.key(press)) }
        }
        sink.frame()
        var decoder = InputDecoder()
        let typed = Array("x".utf8)
        let backspace: [UInt8] = [0x7F]
        let measurement = measure(runs: runs, warmUp: runs / 10 + 2) { run in
            // A character then Backspace, so the text keeps its length.
            for event in decoder.decode(abs(run).isMultiple(of: 2) ? typed : backspace) { sink.host.send(event) }
            return sink.frame()
        }
        // The editor is the root view, so its renderer is the root node's.
        let editor = sink.host.graph.root?.renderer as? TextEditorRenderer
        // What a pause in typing (or a save) costs a binding: the text written to it once.
        sink.host.send(.key(KeyPress("w")))
        let writeStart = ContinuousClock.now
        editor?.commitPendingWrite()
        let writeTime = ContinuousClock.now - writeStart
        // Before the check below, which makes one more copy of the text.
        let memory = memoryFigures(bytes: count, baseline: baseline)
        let written = box.text == editor?.storage?.string
        let keystrokes = 10_000
        sink.host.advance(by: .seconds(2))
        let before = editor?.undoFootprint ?? (bytes: 0, steps: 0)
        for _ in 0..<keystrokes { sink.host.send(.key(KeyPress("y"))) }
        let run = editor?.undoFootprint ?? (bytes: 0, steps: 0)
        for _ in 0..<keystrokes {
            sink.host.advance(by: .seconds(2))
            sink.host.send(.key(KeyPress("z")))
        }
        sink.frame()
        let separate = editor?.undoFootprint ?? (bytes: 0, steps: 0)
        var extra =
            memory + [
                ("undo_bytes_run", .int(run.bytes - before.bytes)),
                ("undo_bytes_separate", .int(separate.bytes - run.bytes)),
                ("undo_steps_separate", .int(separate.steps - run.steps)),
            ]
        if scenario != "editor-keystroke" {
            extra += [
                ("binding_write_ms", .double(milliseconds(writeTime))),
                ("binding_written", .int(written ? 1 : 0)),
            ]
        }
        return BenchmarkResult(
            scenario: scenario, n: singleLine ? 1 : count / 100, width: size.width, height: size.height,
            measurement: measurement, extra: extra)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }

    /// The text's size, the peak resident memory, and the peak above `baseline` per megabyte of text.
    private static func memoryFigures(bytes: Int, baseline: Double) -> [(key: String, value: BenchmarkResult.Extra)] {
        let fileMegabytes = Double(bytes) / 1_048_576
        let peak = PeakMemory.megabytes ?? 0
        return [
            ("file_mb", .double(fileMegabytes)), ("peak_rss_mb", .double(peak)),
            ("memory_per_file", .double((peak - baseline) / fileMegabytes)),
        ]
    }
}
