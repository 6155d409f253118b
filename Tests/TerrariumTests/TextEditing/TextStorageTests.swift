import TerrariumTesting
import TerrariumText
import Testing

/// The storage's edits, line index, positions and widths, checked against plain strings.
@Suite struct TextStorageTests {
    /// The lines of `text` by the storage's rule: LF, CR LF and a lone CR each end a line.
    static func naiveLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: current, as: UTF8.self))
                current = []
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                current.append(byte)
            }
            index += 1
        }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines
    }

    /// Every line of `storage` matches `expected`'s, by content and by start offset.
    static func expectLines(of storage: TextStorage, match expected: String, _ comment: Comment? = nil) {
        let lines = naiveLines(expected)
        #expect(storage.lineCount == lines.count, comment)
        #expect(storage.count == expected.utf8.count, comment)
        var offset = 0
        let bytes = Array(expected.utf8)
        for (number, line) in lines.enumerated() where number < storage.lineCount {
            #expect(storage.lineStart(number) == offset, comment)
            #expect(storage.line(number) == line, comment)
            #expect(storage.line(containing: offset) == number, comment)
            offset += line.utf8.count
            if offset < bytes.count {
                offset += bytes[offset] == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
            }
        }
    }

    @Test func editsAtTheStartMiddleAndEnd() {
        let storage = TextStorage("moss\nfern")
        storage.insert(">", at: 0)
        storage.insert("!", at: storage.count)
        storage.replace(3..<5, with: "SS\nivy")
        #expect(storage.string == ">moSS\nivy\nfern!")
        Self.expectLines(of: storage, match: ">moSS\nivy\nfern!")
        storage.replace(0..<storage.count, with: "")
        #expect(storage.string == "")
        #expect(storage.lineCount == 1)
        #expect(storage.lineRange(0) == 0..<0)
    }

    @Test func multiByteTextIsNeverCutInsideAScalar() {
        let storage = TextStorage("a日本e\u{301}")
        // Offsets inside 日 (bytes 1...3) move back to its start.
        let edit = storage.replace(2..<5, with: "x")
        #expect(edit.offset == 1)
        #expect(storage.string == "ax本e\u{301}")
        #expect(storage.scalarBoundary(atOrBefore: 3) == 2)
        #expect(storage.offset(afterCluster: 5) == 8)
        #expect(storage.offset(beforeCluster: 8) == 5)
        #expect(storage.offset(beforeCluster: 2) == 1)
    }

    @Test func crLfIsOneBreakAndALoneCrIsABreakAndBytesStayAsTheyAre() {
        let text = "a\r\nb\rc\nd\r"
        let storage = TextStorage(text)
        #expect(storage.string == text)
        #expect(storage.lineCount == 5)
        Self.expectLines(of: storage, match: text)
        #expect(storage.lineEnd(0) == 1)
        // A cluster step over the end of a line takes the whole CR LF pair.
        #expect(storage.offset(afterCluster: 1) == 3)
        #expect(storage.offset(beforeCluster: 3) == 1)
        // Joining a CR and an LF makes them one break; parting them makes two.
        storage.replace(5..<6, with: "")
        #expect(storage.string == "a\r\nb\r\nd\r")
        #expect(storage.lineCount == 4)
        Self.expectLines(of: storage, match: storage.string)
        storage.insert("x", at: 5)
        #expect(storage.lineCount == 5)
        Self.expectLines(of: storage, match: "a\r\nb\rx\nd\r")
    }

    @Test func aCrLfPairAcrossAChunkBoundaryStaysOneBreak() {
        // Lines of 99 bytes and a CR LF make the pairs fall on every side of the 12 KiB cuts.
        let line = String(repeating: "x", count: 99) + "\r\n"
        var text = String(repeating: line, count: 800)
        let storage = TextStorage(text)
        Self.expectLines(of: storage, match: text)
        // Deleting text so that a CR meets an LF from the chunk after.
        storage.replace(12_287..<12_300, with: "")
        text = storage.string
        Self.expectLines(of: storage, match: text)
    }

    @Test func theLineIndexMatchesANaiveOneAfterRandomEdits() {
        var random = SplitMix64(seed: 15)
        let pieces = [
            "a", "bc", "\n", "\r\n", "\r", "日本", "e\u{301}", " word ", "\t", String(repeating: "z", count: 5000),
        ]
        var reference = String(repeating: "line of text\n", count: 3000)
        let storage = TextStorage(reference)
        for step in 0..<400 {
            let count = reference.utf8.count
            let lower = Int.random(in: 0...count, using: &random)
            let upper = min(count, lower + Int.random(in: 0...(step % 7 == 0 ? 20_000 : 30), using: &random))
            let insertion = (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)!
            }
            .joined()
            let edit = storage.replace(lower..<upper, with: insertion)
            var bytes = Array(reference.utf8)
            bytes.replaceSubrange(edit.offset..<(edit.offset + edit.replaced.utf8.count), with: Array(insertion.utf8))
            reference = String(decoding: bytes, as: UTF8.self)
            if step % 40 == 0 { Self.expectLines(of: storage, match: reference, "step \(step)") }
        }
        #expect(storage.string == reference)
        Self.expectLines(of: storage, match: reference)
    }

    @Test func revertingEveryEditRestoresTheTextExactly() {
        var random = SplitMix64(seed: 7)
        let original = String(repeating: "fern moss 日本 e\u{301}\r\n", count: 2000)
        let storage = TextStorage(original)
        var edits: [TextEdit] = []
        for _ in 0..<300 {
            let lower = Int.random(in: 0...storage.count, using: &random)
            let upper = min(storage.count, lower + Int.random(in: 0...40, using: &random))
            edits.append(
                storage.replace(lower..<upper, with: ["", "x", "\n", "日", "\r"].randomElement(using: &random)!))
        }
        let edited = storage.string
        var redos: [TextEdit] = []
        for edit in edits.reversed() { redos.append(storage.revert(edit)) }
        #expect(storage.string == original)
        for redo in redos.reversed() { storage.revert(redo) }
        #expect(storage.string == edited)
    }

    @Test func widthsCountWideCombiningAndTabColumns() {
        let storage = TextStorage("ab\n日本\ne\u{301}x\n\tx\nab\tc\n👩‍👩‍👧🇫🇷")
        #expect((0..<6).map { storage.displayWidth(ofLine: $0) } == [2, 4, 2, 9, 9, 4])
        storage.tabWidth = 4
        #expect(storage.displayWidth(ofLine: 3) == 5)
        // The cached width follows an edit of its line, and lines after it move with the edit.
        storage.insert("日", at: 0)
        #expect(storage.displayWidth(ofLine: 0) == 4)
        storage.insert("\n", at: 0)
        #expect(storage.displayWidth(ofLine: 2) == 4)
        #expect(storage.displayWidth(ofLine: 4) == 5)
    }

    @Test func offsetsLineColumnsAndDisplayColumnsConvert() {
        let storage = TextStorage("ab\n日本x\n\tz")
        #expect(storage.position(of: 6) == TextPosition(line: 1, column: 3))
        #expect(storage.offset(of: TextPosition(line: 1, column: 3)) == 6)
        #expect(storage.offset(of: TextPosition(line: 1, column: 99)) == 10)
        #expect(storage.displayColumn(of: 6) == 2)
        #expect(storage.displayColumn(of: 9) == 4)
        // A column inside a wide character or a tab gives the offset of its start.
        #expect(storage.offset(inLine: 1, displayColumn: 1) == 3)
        #expect(storage.offset(inLine: 1, displayColumn: 2) == 6)
        #expect(storage.offset(inLine: 2, displayColumn: 5) == 11)
        #expect(storage.offset(inLine: 2, displayColumn: 8) == 12)
        #expect(storage.offset(inLine: 2, displayColumn: 50) == 13)
    }

    @Test func wordMotionStopsAtWordEndsAndStartsAcrossLines() {
        let storage = TextStorage("one two_2, three\n  four")
        #expect(storage.wordEnd(after: 0) == 3)
        #expect(storage.wordEnd(after: 3) == 9)
        #expect(storage.wordEnd(after: 9) == 16)
        #expect(storage.wordEnd(after: 16) == 23)
        #expect(storage.wordStart(before: 23) == 19)
        #expect(storage.wordStart(before: 19) == 11)
        #expect(storage.wordStart(before: 11) == 4)
        #expect(storage.wordStart(before: 4) == 0)
        #expect(storage.wordRange(at: 5) == 4..<9)
        #expect(storage.wordRange(at: 9) == 9..<10)
        #expect(storage.wordRange(at: 18) == 17..<19)
    }

    @Test func findingLooksAcrossChunksAndWraps() {
        let text = String(repeating: "x", count: 70_000) + "needle" + String(repeating: "y", count: 70_000) + "needle"
        let storage = TextStorage(text)
        #expect(storage.range(of: "needle", from: 0) == 70_000..<70_006)
        #expect(storage.range(of: "needle", from: 70_001) == 140_006..<140_012)
        #expect(storage.range(of: "needle", from: 140_007) == 70_000..<70_006)
        #expect(storage.range(of: "needle", from: 140_007, wraps: false) == nil)
        #expect(storage.ranges(of: "needle").count == 2)
    }

    @Test func replacingWithAChangedStringEditsOnlyTheMiddle() {
        let storage = TextStorage("fern 日本 moss")
        let edit = storage.replaceChanged(with: "fern 日x本 moss")
        #expect(storage.string == "fern 日x本 moss")
        #expect(edit == TextEdit(offset: 8, insertedCount: 1, replaced: ""))
        #expect(storage.replaceChanged(with: "fern 日x本 moss") == nil)
        storage.replaceChanged(with: "")
        #expect(storage.string == "")
        storage.replaceChanged(with: "aaa")
        storage.replaceChanged(with: "aaaa")
        #expect(storage.string == "aaaa")
    }

    @Test func aLongTextIsReadWhereItsStringKeepsItUntilEditsReplaceAPart() {
        let text = (0..<20_000).map { "line \($0) of the fern\n" }.joined()
        let storage = TextStorage(text)
        #expect(storage.readsBytes(of: text), "no copy of the text is made")
        // The bytes stay where they are when a copy of the string is changed.
        var copy = text
        copy.replaceSubrange(copy.startIndex..<copy.index(after: copy.startIndex), with: "L")
        #expect(storage.readsBytes(of: text))
        #expect(storage.string == text)
        storage.insert("x", at: 100)
        #expect(!storage.readsBytes(of: text), "the edited chunk has bytes of its own")
        #expect(storage.string == String(text.prefix(100)) + "x" + String(text.dropFirst(100)))
        let short = "fern"
        #expect(!TextStorage(short).readsBytes(of: short), "a short string keeps its bytes inline: they are copied")
    }

    @Test func sharingAWrittenTextLetsTheStorageDropTheOldOne() {
        let old = String(repeating: "moss and fern\n", count: 10_000)
        let storage = TextStorage(old)
        storage.replace(14..<18, with: "ivy")
        let written = storage.string
        #expect(storage.share(written))
        #expect(storage.readsBytes(of: written), "every chunk reads the new string")
        #expect(!storage.readsBytes(of: old))
        #expect(storage.string == written)
        TextStorageTests.expectLines(of: storage, match: written)
        // Edits go on as before, on chunks of their own.
        storage.insert("x", at: written.utf8.count)
        #expect(storage.string == written + "x")
        #expect(storage.readsBytes(of: written) == false)
    }

    @Test func sharingRefusesATextThatDiffers() {
        let text = String(repeating: "moss and fern\n", count: 10_000)
        let storage = TextStorage(text)
        var other = text
        other.replaceSubrange(
            other.index(other.startIndex, offsetBy: 70_000)..<other.index(other.startIndex, offsetBy: 70_001), with: "M"
        )
        #expect(!storage.share(other), "same length, one byte differs")
        #expect(!storage.share(text + "x"))
        #expect(storage.readsBytes(of: text))
        #expect(storage.string == text)
    }
}
