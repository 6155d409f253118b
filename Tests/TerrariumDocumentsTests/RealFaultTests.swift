import Foundation
import Testing

@testable import TerrariumDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Faults no seam fakes: the kernel's own EFBIG under `ulimit -f`, and SIGKILL in the middle of saves.
///
/// Both need a process of their own, the probe built beside the tests.
@Suite(.serialized) struct RealFaultTests {
    private var probe: String {
        #if os(Linux)
            let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            let tests = Bundle.main.bundleURL
        #endif
        return tests.deletingLastPathComponent().appendingPathComponent("TerrariumDocsProbe").path
    }

    private func lines(_ count: Int, of character: Character) -> Data {
        let line = String(repeating: character, count: 99) + "\n"
        return Data(String(repeating: line, count: count).utf8)
    }

    @Test func aSaveOverTheFileSizeLimitFailsWithEFBIGAndLeavesTheOriginal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("doc"), withIntermediateDirectories: true)
        let original = lines(10, of: "o")
        try original.write(to: folder.url("doc/notes.md"))
        try lines(2000, of: "n").write(to: folder.url("source"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 64 blocks is 32 or 64 KB depending on the shell's unit; the new contents are 200 KB.
        process.arguments = [
            "-c", "ulimit -f 64; exec \"$0\" save \"$1\" \"$2\"", probe, folder.file("doc/notes.md"),
            folder.file("source"),
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(
            text
                == "The file would be larger than the system allows (EFBIG); notes.md was not changed. Your edits are kept.\n"
        )
        #expect(FileManager.default.contents(atPath: folder.file("doc/notes.md")) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("doc")) == ["notes.md"])
    }

    @Test func killedDuringSavesTheFileIsAlwaysExactlyTheOldOrTheNewContents() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("doc"), withIntermediateDirectories: true)
        let first = lines(50_000, of: "a")  // 5 MB
        let second = lines(50_000, of: "b")
        try first.write(to: folder.url("a"))
        try second.write(to: folder.url("b"))
        try first.write(to: folder.url("doc/notes.md"))
        var seen: Set<Data> = []
        for _ in 0..<12 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: probe)
            // The new contents first, so once one save is reported the file has changed.
            process.arguments = ["save-loop", folder.file("doc/notes.md"), folder.file("b"), folder.file("a")]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            var reported = ""
            while !reported.contains("saved") {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                reported += String(decoding: data, as: UTF8.self)
            }
            usleep(UInt32.random(in: 0...150_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let contents = try #require(FileManager.default.contents(atPath: folder.file("doc/notes.md")))
            #expect(contents == first || contents == second, "the file is never a mixture or cut short")
            seen.insert(contents)
        }
        #expect(seen.contains(second), "saves finished between the kills")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.file("doc")).filter {
            $0 != "notes.md"
        }
        #expect(leftovers.allSatisfy { $0.hasPrefix(".notes.md.terrarium-save-") }, "\(leftovers)")
        let document = await MainActor.run {
            TextDocument(fileURL: folder.url("doc/notes.md"), environment: DocumentEnvironment(recoveryFolder: nil))
        }
        #expect(await document.open())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.file("doc")).sorted() == [
                ".notes.md.terrarium-lock", "notes.md",
            ], "opening with the lock removes what killed saves left")
        _ = await document.close()
    }
}
