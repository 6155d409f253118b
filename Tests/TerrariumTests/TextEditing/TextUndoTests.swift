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
        let continued1 = run.continues(.insertion, caretBefore: 0, caretAfter: 1, at: .zero)
        #expect(!continued1)
        let continued2 = run.continues(.insertion, caretBefore: 1, caretAfter: 2, at: .milliseconds(100))
        #expect(continued2)
        let continued3 = run.continues(.deletion, caretBefore: 2, caretAfter: 1, at: .milliseconds(200))
        #expect(continued3)
        // The caret moved.
        let continued4 = run.continues(.insertion, caretBefore: 5, caretAfter: 6, at: .milliseconds(300))
        #expect(!continued4)
        // A pause.
        let continued5 = run.continues(.insertion, caretBefore: 6, caretAfter: 7, at: .seconds(2))
        #expect(!continued5)
        let continued6 = run.continues(.other, caretBefore: 7, caretAfter: 9, at: .seconds(2))
        #expect(!continued6)
        let continued7 = run.continues(.insertion, caretBefore: 9, caretAfter: 10, at: .seconds(2))
        #expect(!continued7)
        run.end()
        let continued8 = run.continues(.insertion, caretBefore: 10, caretAfter: 11, at: .seconds(2))
        #expect(!continued8)
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
