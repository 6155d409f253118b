import Foundation
import Testing

@testable import TerrariumDocuments

@Suite struct RecentDocumentsTests {
    /// Makes empty files named `names` in `folder` and returns their URLs.
    private func files(_ names: [String], in folder: TemporaryFolder) throws -> [URL] {
        try names.map { name in
            try folder.write("", to: name)
            return folder.url(name)
        }
    }

    @Test func theMostRecentComesFirstAndEachDocumentOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let urls = try files(["a.md", "b.md", "c.md"], in: folder)
        let recent = RecentDocuments(path: folder.file("state/terrarium/app/recent-documents"))
        #expect(recent.urls().isEmpty, "no file yet is an empty list")
        for url in urls { try recent.noteOpened(url) }
        try recent.noteOpened(urls[0])
        #expect(recent.urls() == [urls[0], urls[2], urls[1]])
        #expect(
            folder.text("state/terrarium/app/recent-documents")
                == [urls[0], urls[2], urls[1]].map { $0.path + "\n" }.joined())
        let mode = try FileManager.default.attributesOfItem(atPath: folder.file("state/terrarium"))[.posixPermissions]
        #expect(mode as? Int == 0o700, "the folders made hold what the user opened")
        try recent.noteOpened(URL(fileURLWithPath: folder.file("sub/../b.md")))
        #expect(recent.urls() == [urls[1], urls[0], urls[2]], "paths are compared standardized")
        try recent.remove(urls[0])
        #expect(recent.urls() == [urls[1], urls[2]])
        try recent.remove(urls[0])
        #expect(recent.urls() == [urls[1], urls[2]])
        #expect(folder.names().filter { $0.contains("terrarium-save") }.isEmpty)
    }

    @Test func theListKeepsAtMostItsLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let urls = try files((1...12).map { "\($0).md" }, in: folder)
        let standard = RecentDocuments(path: folder.file("recent"))
        #expect(standard.limit == 10)
        for url in urls { try standard.noteOpened(url) }
        #expect(standard.urls() == Array(urls.reversed().prefix(10)))
        let short = RecentDocuments(path: folder.file("recent"), limit: 3)
        #expect(short.urls() == Array(urls.reversed().prefix(3)), "a longer file is read to the limit")
        try short.noteOpened(urls[0])
        #expect(short.urls() == [urls[0], urls[11], urls[10]])
        #expect(folder.text("recent")?.split(separator: "\n").count == 3)
    }

    @Test func filesThatNoLongerExistAreLeftOutButKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let urls = try files(["a.md", "b.md"], in: folder)
        let recent = RecentDocuments(path: folder.file("recent"))
        try recent.noteOpened(urls[0])
        try recent.noteOpened(urls[1])
        try FileManager.default.removeItem(at: urls[0])
        #expect(recent.urls() == [urls[1]])
        try folder.write("back", to: "a.md")
        #expect(recent.urls() == [urls[1], urls[0]], "a file that comes back is listed again")
    }

    @Test func linesThatAreNotPathsAndUnreadableListsGiveNothingRatherThanAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let urls = try files(["good.md", "tab\there.md"], in: folder)
        var garbage = Data()
        garbage.append(Data("\n\nrelative/path.md\n".utf8))
        garbage.append(Data((urls[1].path + "\n").utf8))
        garbage.append(Data([0x2F, 0xFF, 0xFE, 0x0A]))  // "/" then bytes that are not UTF-8.
        garbage.append(Data((urls[0].path + "\r\n").utf8))
        garbage.append(Data((urls[0].path + "\n" + urls[0].path + "\n").utf8))
        garbage.append(Data((folder.file("missing.md") + "\n").utf8))
        try garbage.write(to: folder.url("recent"))
        let recent = RecentDocuments(path: folder.file("recent"))
        #expect(recent.urls() == [urls[0]])
        try recent.noteOpened(urls[1])
        #expect(try Data(contentsOf: folder.url("recent")) == garbage, "a path a line cannot hold is not listed")
        try recent.noteOpened(urls[0])
        #expect(
            folder.text("recent") == urls[0].path + "\n" + folder.file("missing.md") + "\n",
            "rewriting drops the lines that are not paths and keeps the missing file")

        try FileManager.default.createDirectory(atPath: folder.file("folder"), withIntermediateDirectories: true)
        #expect(RecentDocuments(path: folder.file("folder")).urls().isEmpty)
        #expect(RecentDocuments(path: folder.file("nothing/here")).urls().isEmpty)
        try Data(repeating: 0x41, count: 2 << 20).write(to: folder.url("huge"))
        #expect(RecentDocuments(path: folder.file("huge")).urls().isEmpty)
    }

    @Test func aListThatCannotBeWrittenThrows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let urls = try files(["a.md"], in: folder)
        let disk = FaultInjectingFileSystem()
        disk.fail(.write, with: ENOSPC)
        let recent = RecentDocuments(path: folder.file("recent"), fileSystem: disk)
        #expect(throws: FileSystemError.self) { try recent.noteOpened(urls[0]) }
        #expect(folder.names() == ["a.md"])
        try recent.noteOpened(urls[0])
        #expect(recent.urls() == [urls[0]])
    }

    @Test func theStandardPathFollowsXDGStateHomeThenHome() {
        #expect(
            RecentDocuments.standardPath(appName: "notes", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
                == "/s/terrarium/notes/recent-documents")
        #expect(
            RecentDocuments.standardPath(appName: "notes", environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])
                == "/h/.local/state/terrarium/notes/recent-documents")
        #expect(
            RecentDocuments.standardPath(appName: "notes", environment: ["HOME": "/h"])
                == "/h/.local/state/terrarium/notes/recent-documents")
        #expect(RecentDocuments.standardPath(appName: "notes", environment: [:]) == nil)
        #expect(RecentDocuments.standardPath(appName: "notes", environment: ["HOME": "relative"]) == nil)
        #expect(RecentDocuments.standardPath(appName: "a/b", environment: ["HOME": "/h"]) == nil)
        #expect(RecentDocuments.standardPath(appName: "..", environment: ["HOME": "/h"]) == nil)
        #expect(RecentDocuments.standardPath(appName: "", environment: ["HOME": "/h"]) == nil)
    }
}
