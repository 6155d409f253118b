import Foundation
import Testing

@testable import TerrariumTransfer

/// A new temporary folder holding one file named `name`; the caller removes the folder.
func makeFile(named name: String, contents: String) throws -> (folder: URL, file: URL) {
    let folder = try TransferFiles.makeTemporaryFolder()
    let file = folder.appendingPathComponent(name)
    try Data(contents.utf8).write(to: file)
    return (folder, file)
}

@Suite struct DroppedFileParserTests {
    /// The files that exist for these tests; nothing touches the file system.
    static let existing: Set<String> = [
        "/home/ann/fern.png", "/home/ann/My Plants.csv", "/home/ann/it's.txt", "/tmp/a b/c\"d.txt",
        "/home/ann/résumé.pdf", "/home/ann/$HOME", "/srv/x", "/srv/y", "/home/ann/a\\b",
    ]
    let parser = DroppedFileParser { existing.contains($0) }

    /// Each dialect a terminal types for a dropped file, and the paths it names.
    static let dialects: [(name: String, text: String, paths: [String]?)] = [
        ("bare path", "/home/ann/fern.png", ["/home/ann/fern.png"]),
        ("trailing space (Alacritty, VTE)", "/home/ann/fern.png ", ["/home/ann/fern.png"]),
        ("trailing newline", "/home/ann/fern.png\n", ["/home/ann/fern.png"]),
        (
            "backslash-escaped space (iTerm2, Terminal.app, WezTerm)", "/home/ann/My\\ Plants.csv",
            ["/home/ann/My Plants.csv"]
        ),
        ("single quotes (VTE, Konsole, kitty)", "'/home/ann/My Plants.csv' ", ["/home/ann/My Plants.csv"]),
        ("double quotes (Windows Terminal)", "\"/home/ann/My Plants.csv\"", ["/home/ann/My Plants.csv"]),
        ("the '\\'' idiom", "'/home/ann/it'\\''s.txt'", ["/home/ann/it's.txt"]),
        ("escaped quote", "/home/ann/it\\'s.txt", ["/home/ann/it's.txt"]),
        ("double quotes with escapes", "\"/tmp/a b/c\\\"d.txt\"", ["/tmp/a b/c\"d.txt"]),
        ("double quotes keep other backslashes", "\"/home/ann/a\\b\"", ["/home/ann/a\\b"]),
        ("quoted dollar", "'/home/ann/$HOME'", ["/home/ann/$HOME"]),
        ("file URI", "file:///home/ann/My%20Plants.csv", ["/home/ann/My Plants.csv"]),
        ("file URI with host", "file://laptop/home/ann/fern.png", ["/home/ann/fern.png"]),
        ("file URI, localhost, upper-case scheme", "FILE://localhost/home/ann/fern.png", ["/home/ann/fern.png"]),
        ("file URI, UTF-8 percent-encoded", "file:///home/ann/r%C3%A9sum%C3%A9.pdf", ["/home/ann/résumé.pdf"]),
        ("non-ASCII as is", "'/home/ann/résumé.pdf'", ["/home/ann/résumé.pdf"]),
        ("several, spaces", "/srv/x /srv/y ", ["/srv/x", "/srv/y"]),
        ("several, newlines", "/srv/x\n/srv/y\n", ["/srv/x", "/srv/y"]),
        ("several, CRLF", "file:///srv/x\r\nfile:///srv/y\r\n", ["/srv/x", "/srv/y"]),
        ("mixed dialects", "'/srv/x' /srv/y file:///home/ann/fern.png", ["/srv/x", "/srv/y", "/home/ann/fern.png"]),
        ("unquoted spaces, one per line (Alacritty)", "/home/ann/My Plants.csv ", ["/home/ann/My Plants.csv"]),
        ("missing file", "/home/ann/oak.png", nil),
        ("one of two missing", "/srv/x /srv/nope", nil),
        ("path and words", "/srv/x and more", nil),
        ("relative path", "fern.png", nil),
        ("plain text", "water the fern weekly", nil),
        ("empty", "", nil),
        ("only whitespace", " \n\r\n", nil),
        ("unclosed quote", "'/srv/x", nil),
        ("broken percent-encoding", "file:///srv/%x", nil),
        ("truncated percent-encoding", "file:///srv/x%2", nil),
        ("percent-encoded NUL", "file:///srv/x%00", nil),
        ("other scheme", "https://example.com/srv/x", nil),
        ("binary garbage", "\u{0}\u{1}/srv/x\u{7F}\u{FFFD}", nil),
        ("control character in a path", "/srv/x\u{1B}[31m", nil),
    ]

    @Test(arguments: dialects.indices)
    func readsDialect(_ index: Int) {
        let dialect = Self.dialects[index]
        let urls = parser.fileURLs(in: dialect.text)
        #expect(urls?.map(\.path) == dialect.paths, "\(dialect.name)")
    }

    @Test func fileURIsAlone() {
        #expect(DroppedFileParser.fileURL(fromURI: "file:///a%20b")?.path == "/a b")
        #expect(DroppedFileParser.fileURL(fromURI: "file:/a")?.path == "/a")
        #expect(DroppedFileParser.fileURL(fromURI: "/a") == nil)
        #expect(DroppedFileParser.fileURL(fromURI: "file://host") == nil)
    }

    @Test func tenThousandPaths() {
        let paths = (0..<10_000).map { "/data/plant \($0).txt" }
        let text = paths.map { "'\($0)'" }.joined(separator: " ") + " "
        let everything = DroppedFileParser { _ in true }
        #expect(everything.fileURLs(in: text)?.map(\.path) == paths)
        let allButLast = DroppedFileParser { $0 != paths.last }
        #expect(allButLast.fileURLs(in: text) == nil)
    }

    @Test func realFilesByDefault() throws {
        let (folder, file) = try makeFile(named: "it's here.txt", contents: "hi")
        defer { try? FileManager.default.removeItem(at: folder) }
        let quoted = "'" + file.path.replacingOccurrences(of: "'", with: "'\\''") + "' "
        #expect(DroppedFileParser().fileURLs(in: quoted)?.map(\.path) == [file.path])
        #expect(DroppedFileParser().fileURLs(in: folder.appendingPathComponent("nope").path) == nil)
    }
}

@Suite struct DroppedFileItemTests {
    @Test func offersTheFileThenItsURLThenText() async throws {
        let (folder, file) = try makeFile(named: "notes.txt", contents: "water weekly")
        defer { try? FileManager.default.removeItem(at: folder) }
        let item = TransferItem(droppedFile: file)
        #expect(item.contentTypes == [.plainText, .fileURL, .url, .utf8PlainText])
        #expect(item.preferredContentType(for: URL.self) == .fileURL)
        #expect(try await item.load(URL.self, as: .fileURL) == file)
        #expect(item.preferredContentType(for: String.self) == .utf8PlainText)
        #expect(try await item.load(String.self, as: .utf8PlainText) == file.path)
        #expect(try await item.data(as: .plainText) == Data("water weekly".utf8))
        let folderItem = TransferItem(droppedFile: folder)
        #expect(folderItem.contentTypes == [.fileURL, .url, .utf8PlainText])
    }

    @Test func fileRepresentationsReceiveTheFile() async throws {
        let (folder, file) = try makeFile(named: "walk.mp4", contents: "frames")
        defer { try? FileManager.default.removeItem(at: folder) }
        let item = TransferItem(droppedFile: file)
        let type = try #require(item.preferredContentType(for: Video.self))
        let video = try await item.load(Video.self, as: type)
        #expect(video.contents == Data("frames".utf8))
        #expect(FileManager.default.fileExists(atPath: file.path))
    }
}
