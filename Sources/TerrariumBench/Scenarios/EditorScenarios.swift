import Terrarium
import TerrariumTerminal
import TerrariumText

/// `editor-open` and `editor-keystroke`: a generated text of lines of 100 bytes (1,000,000
/// lines, 100 MB, in a full run) opened into a `TextEditor` given its storage, and a key typed
/// in its middle.
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
            extra: memoryFigures(text: text, baseline: baseline))
    }

    /// A keystroke: a character typed in the middle of the text, or Backspace, decoded, edited
    /// and drawn into the frame's bytes; then 10,000 keystrokes typed in one run, and 10,000
    /// more each after a pause (so each is an undo step of its own), for the bytes their undo
    /// steps keep.
    static func keystroke(lines: Int, size: Size, runs: Int) -> BenchmarkResult {
        let baseline = PeakMemory.residentMegabytes ?? 0
        PeakMemory.reset()
        let text = text(lines: lines)
        let storage = TextStorage(text)
        let sink = FrameSink(TextEditor(storage: storage), size: size)
        sink.frame()
        // Focus the editor and find the marker, so the caret is in the middle of the text.
        for press in [KeyPress(.tab), KeyPress("f", modifiers: .control)] { sink.host.send(.key(press)) }
        for character in "MIDDLE-MARKER" { sink.host.send(.key(KeyPress(.character(character)))) }
        for press in [KeyPress(.return), KeyPress(.escape), KeyPress(.rightArrow)] { sink.host.send(.key(press)) }
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
        return BenchmarkResult(
            scenario: "editor-keystroke", n: lines, width: size.width, height: size.height, measurement: measurement,
            extra: memoryFigures(text: text, baseline: baseline) + [
                ("undo_bytes_run", .int(run.bytes - before.bytes)),
                ("undo_bytes_separate", .int(separate.bytes - run.bytes)),
                ("undo_steps_separate", .int(separate.steps - run.steps)),
            ])
    }

    /// The text's size, the peak resident memory, and the peak above `baseline` per megabyte of text.
    private static func memoryFigures(text: String, baseline: Double) -> [(key: String, value: BenchmarkResult.Extra)] {
        let fileMegabytes = Double(text.utf8.count) / 1_048_576
        let peak = PeakMemory.megabytes ?? 0
        return [
            ("file_mb", .double(fileMegabytes)), ("peak_rss_mb", .double(peak)),
            ("memory_per_file", .double((peak - baseline) / fileMegabytes)),
        ]
    }
}
