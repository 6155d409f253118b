import TerrariumTesting
import TerrariumText
import Testing

/// Undo records keep ranges and replaced text, fold typing into one step and revert exactly.
@Suite struct TextUndoTests {
    @Test func aTypingRunIsOneRecordAndRevertsToTheTextBeforeIt() {
        let storage = TextStorage("fern moss")
        let step = TextUndoStep()
        var caret = 4
        for character in " and" {
            step.append(storage.insert(String(character), at: caret))
            caret += 1
        }
        // A typo fixed with Backspace stays in the same record.
        step.append(storage.replace((caret - 1)..<caret, with: ""))
        step.append(storage.insert("d", at: caret - 1))
        #expect(storage.string == "fern and moss")
        #expect(step.edits == [TextEdit(offset: 4, insertedCount: 4, replaced: "")])
        let redo = step.revert(in: storage)
        #expect(storage.string == "fern moss")
        redo.revert(in: storage)
        #expect(storage.string == "fern and moss")
    }

    @Test func backspaceAndDeleteRunsFoldIntoOneRecord() {
        let storage = TextStorage("abcdef")
        let step = TextUndoStep()
        step.append(storage.replace(3..<4, with: ""))
        step.append(storage.replace(2..<3, with: ""))
        step.append(storage.replace(2..<3, with: ""))
        #expect(storage.string == "abf")
        #expect(step.edits == [TextEdit(offset: 2, insertedCount: 0, replaced: "cde")])
        step.revert(in: storage)
        #expect(storage.string == "abcdef")
    }

    @Test func runsEndAtAPauseACaretMoveOrAnEditThatIsNotTyping() {
        var run = TypingRun()
        // Each edit: its kind, the caret before and after it, when it was made, and whether it
        // continues the run.
        let edits: [(kind: TypingRun.Kind, before: Int, after: Int, time: Duration, continues: Bool)] = [
            (.insertion, 0, 1, .zero, false),
            (.insertion, 1, 2, .milliseconds(100), true),
            (.deletion, 2, 1, .milliseconds(200), true),
            // The caret moved.
            (.insertion, 5, 6, .milliseconds(300), false),
            // A pause.
            (.insertion, 6, 7, .seconds(2), false),
            (.other, 7, 9, .seconds(2), false),
            (.insertion, 9, 10, .seconds(2), false),
            (.insertion, 10, 11, .seconds(2), true),
        ]
        var results: [Bool] = []
        for edit in edits {
            results.append(run.continues(edit.kind, caretBefore: edit.before, caretAfter: edit.after, at: edit.time))
        }
        #expect(results == edits.map(\.continues))
        run.end()
        let afterEnd = run.continues(.insertion, caretBefore: 11, caretAfter: 12, at: .seconds(2))
        #expect(!afterEnd)
    }

    @Test func undoMemoryFollowsTheEditsNotTheDocument() {
        let line = String(repeating: "0123456789", count: 9) + "abcdefghi\n"
        let storage = TextStorage(String(repeating: line, count: 100_000))
        #expect(storage.count == 10_000_000)
        var random = SplitMix64(seed: 3)
        // Single characters typed at scattered places, each a step of its own: the worst case.
        var steps: [TextUndoStep] = []
        for _ in 0..<10_000 {
            let step = TextUndoStep()
            step.append(storage.insert("x", at: Int.random(in: 0...storage.count, using: &random)))
            steps.append(step)
        }
        let bytes = steps.reduce(0) { $0 + $1.byteCount }
        #expect(bytes < 1_000_000, "\(bytes) bytes of undo records")
        // Typed in one run, they are one record.
        let run = TextUndoStep()
        for index in 0..<10_000 { run.append(storage.insert("y", at: 5_000_000 + index)) }
        #expect(run.edits.count == 1)
        #expect(run.byteCount < 200)
        run.revert(in: storage)
        for step in steps.reversed() { step.revert(in: storage) }
        #expect(storage.string == String(repeating: line, count: 100_000))
    }
}
