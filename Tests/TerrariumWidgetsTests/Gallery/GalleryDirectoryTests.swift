import Foundation
import GalleryKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The data page's outline of a directory on disk, over a temporary directory made hostile: a
/// long directory, an unreadable one, one that goes away, links in a loop, a name with an escape
/// sequence and a chain of directories deeper than the outline opens.
@MainActor @Suite(.serialized) struct GalleryDirectoryTests {
    /// A temporary directory, removed when the test ends.
    final class Scratch {
        let path: String

        init() throws {
            var template = Array(
                ((NSTemporaryDirectory() as NSString).appendingPathComponent("gallery-outline-XXXXXX")).utf8CString)
            guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
            path = String(cString: made)
        }

        deinit {
            // The locked directory is opened again so that it can be removed.
            chmod(path + "/locked", 0o755)
            try? FileManager.default.removeItem(atPath: path)
        }

        func directory(_ name: String) throws {
            try FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true)
        }

        func file(_ name: String) throws {
            try Data("leaf".utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }
    }

    /// The hostile tree: `alpha/` with one file, `gone/`, `locked/` (mode 000), `zmany/` with 250
    /// files, `deep/` 20 levels down, `loop → .`, `self → self` and a name with an escape.
    private func hostileTree() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.directory("alpha")
        try scratch.file("alpha/fern.txt")
        try scratch.directory("gone")
        try scratch.directory("locked")
        try scratch.file("locked/secret.txt")
        chmod(scratch.path + "/locked", 0)
        try scratch.directory("zmany")
        for index in 0..<250 { try scratch.file(String(format: "zmany/plant-%03d.txt", index)) }
        try scratch.directory(Array(repeating: "deep", count: 20).joined(separator: "/"))
        symlink(".", scratch.path + "/loop")
        symlink(scratch.path + "/self", scratch.path + "/self")
        try scratch.file("bad\u{1B}[31mname\u{7}.txt")
        return scratch
    }

    /// The gallery on its data page, showing `directory`.
    private func launch(_ directory: String) -> TestHost<GalleryView> {
        let host = TestHost(GalleryView(page: .data, directory: directory), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        return host
    }

    /// Clicks the triangle before the row that shows `title`.
    private func toggle(_ title: String, in host: TestHost<GalleryView>) throws {
        let point = try #require(host.location(of: title))
        host.click(x: point.x - 2, y: point.y)
    }

    private func shows(_ text: String, in host: TestHost<GalleryView>) -> Bool {
        host.lines().contains { $0.contains(text) }
    }

    @Test func theOutlineListsTheDirectoryAndNeverFollowsALink() throws {
        let scratch = try hostileTree()
        let host = launch(scratch.path)
        #expect(shows("Files in \(scratch.path)", in: host))
        #expect(shows("▶ alpha/", in: host))
        // The escape sequence and the bell are replaced: no raw control reaches the screen.
        #expect(shows("bad?[31mname?.txt", in: host))
        #expect(!host.lines().joined().unicodeScalars.contains { $0.value < 0x20 })
        try toggle("alpha/", in: host)
        #expect(shows("▼ alpha/", in: host))
        #expect(shows("    fern.txt", in: host))
        // A link is a row without a triangle: the loop cannot be opened at all.
        host.click(on: "fern.txt")
        host.press(.end)
        let loop = try #require(host.location(of: "loop → ."))
        #expect(host.lines()[loop.y].hasPrefix("  loop → ."))
        #expect(host.lines()[loop.y + 1].hasPrefix("  self → \(scratch.path)/self"))
        host.click(on: "loop → .")
        let before = host.lines()
        host.press(.rightArrow)
        #expect(host.lines() == before)
    }

    @Test func anUnreadableOrVanishedDirectoryIsARowThatSaysSo() throws {
        let scratch = try hostileTree()
        let host = launch(scratch.path)
        // Root reads any directory, so `locked` says so only for anyone else.
        if getuid() != 0 {
            #expect(shows("locked/ (unreadable: Permission denied)", in: host))
        }
        // A directory removed after it was listed says why when it is opened.
        try FileManager.default.removeItem(atPath: scratch.path + "/gone")
        try toggle("gone/", in: host)
        #expect(shows("▼ gone/", in: host))
        #expect(shows("    (unreadable: No such file or directory)", in: host))
    }

    @Test func aLongDirectoryShowsTheFirstEntriesAndCountsTheRest() throws {
        let scratch = try hostileTree()
        let host = launch(scratch.path)
        host.click(on: "alpha/")
        host.press(.end)
        host.press(.rightArrow)
        host.press(.downArrow)
        #expect(shows("    plant-000.txt", in: host))
        // End reaches the counting row after the first 200 entries.
        host.press(.end)
        #expect(shows("    … 50 more", in: host))
        #expect(shows("    plant-199.txt", in: host))
        #expect(!shows("plant-200.txt", in: host))
    }

    @Test func aDeepChainStopsAtTheDeepestLevelOpened() throws {
        let scratch = try hostileTree()
        let host = launch(scratch.path)
        host.click(on: "deep/")
        host.press(.rightArrow, modifiers: .option)
        host.press(.end)
        #expect(shows("deep/ (too deep to open)", in: host))
    }
}
