import Foundation
import Testing

@testable import TerrariumDocuments

/// Line endings and a byte order mark are the file's, kept apart from the text.
@Suite struct TextFileFormatTests {
    @Test(arguments: [
        ("a\r\nb\r\n", "a\nb\n", TextFileFormat(lineEnding: .crlf)),
        ("a\nb", "a\nb", TextFileFormat()),
        // Mixed: read as it is, so a save changes no line it did not edit.
        ("a\r\nb\nc", "a\r\nb\nc", TextFileFormat()),
        ("\u{FEFF}a\r\n", "a\n", TextFileFormat(lineEnding: .crlf, hasByteOrderMark: true)),
        ("\u{FEFF}", "", TextFileFormat(hasByteOrderMark: true)),
        ("a\r\r\nb\r\n", "a\r\nb\n", TextFileFormat(lineEnding: .crlf)),
        // A carriage return not before a line feed stays, at the end too.
        ("a\r\nb\r", "a\nb\r", TextFileFormat(lineEnding: .crlf)),
        ("\r\r\r\n", "\r\r\n", TextFileFormat(lineEnding: .crlf)),
        ("no ending", "no ending", TextFileFormat()),
    ])
    func decodingSplitsTheFormatFromTheTextAndEncodingPutsItBack(
        file: String, text: String, format: TextFileFormat
    ) throws {
        let decoded = try #require(TextFileFormat.decode(Data(file.utf8)))
        #expect(decoded.text == text)
        #expect(decoded.format == format)
        #expect(format.encode(text) == Data(file.utf8))
    }

    @Test func returnInACRLFDocumentSavesAsCRLF() throws {
        let decoded = try #require(TextFileFormat.decode(Data("one\r\ntwo\r\n".utf8)))
        // What the editor's Return inserts is "\n"; the file gets the document's ending.
        let edited = decoded.text + "three\n"
        #expect(decoded.format.encode(edited) == Data("one\r\ntwo\r\nthree\r\n".utf8))
    }

    @Test func theByteOrderMarkIsNeverText() throws {
        let decoded = try #require(TextFileFormat.decode(Data("\u{FEFF}# Title".utf8)))
        #expect(decoded.text.unicodeScalars.first == "#")
        // Typing at the very start goes after the mark on disk.
        #expect(decoded.format.encode("x" + decoded.text) == Data("\u{FEFF}x# Title".utf8))
    }

    @Test func bytesThatAreNotUTF8AreRefused() {
        #expect(TextFileFormat.decode(Data([0x61, 0xFF])) == nil)
        #expect(TextFileFormat.decode(Data([0xEF, 0xBB, 0xBF, 0xC3])) == nil)
    }
}
