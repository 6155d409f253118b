import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Saves of `terrarium-notes` that cannot finish: killed midway, or refused by `ulimit -f`.
extension NotesEndToEndTests {
    @Test func killedWhileSavingAFiveMegabyteNoteTheFileIsTheOldOrTheNewNeverAMixture() throws {
        let workspace = try NotesWorkspace()
        let line = ": the quick brown fox jumps over the lazy dog, again and again.\n"
        var text = "# Big note\n"
        var number = 1
        while text.utf8.count < 5_000_000 {
            text += "Line \(number)" + line
            number += 1
        }
        try workspace.write(text, to: "a.md")
        var onDisk = try #require(workspace.contents("a.md"))
        var saved = 0
        var interrupted = 0
        var generator = SystemRandomNumberGenerator()

        for (round, key) in "12345678".enumerated() {
            let tmux = try Tmux(width: 100, height: 24)
            try workspace.launchNotes("a.md", in: tmux)
            // A stale lock from the round before is taken over; a recovery banner may show.
            try tmux.waitFor("round \(round + 1): the note on screen", timeout: 15) {
                ($0.first ?? "").contains("a.md") && $0.contains { $0.contains("Line 1: the quick") }
            }
            try tmux.press("C-Home")
            try tmux.sendRaw(String(key))
            try tmux.press("C-s")
            usleep(UInt32.random(in: 0...80_000, using: &generator))
            try tmux.killNine("terrarium-notes")

            let after = try #require(workspace.contents("a.md"), "round \(round + 1): a.md is gone")
            let typed = Data(String(key).utf8) + onDisk
            let isOld = after == onDisk
            let isNew = after == typed
            #expect(
                isOld || isNew,
                "round \(round + 1): a.md is \(after.count) bytes, neither the \(onDisk.count) before nor the save")
            if isNew { saved += 1 }
            onDisk = after
            // A save's temporary file may be left by the kill, but only under its hidden name.
            #expect(try workspace.names().allSatisfy { $0 == "a.md" || $0.hasPrefix(".") || $0 == "terrarium" })
            if try !workspace.leftoverSaves(of: "a.md").isEmpty { interrupted += 1 }
        }

        // The last launch, holding the lock, removes what killed saves left; a clean quit
        // leaves only the note.
        let tmux = try Tmux(width: 100, height: 24)
        try workspace.launchNotes("a.md", in: tmux)
        try tmux.waitForCleanTitle("a.md", timeout: 15)
        try tmux.waitFor(text: "Line 1: the quick")
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
        #expect(workspace.contents("a.md") == onDisk)
        #expect(try workspace.leftoverSaves(of: "a.md").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: workspace.lockPath(of: "a.md")))
        print("killed saves of a 5 MB note: \(saved) of 8 reached the disk, \(interrupted) were cut off mid-write")
    }

    @Test func aSavePastTheFileSizeLimitFailsWithTheFileUntouchedAndTheEditsKept() throws {
        let workspace = try NotesWorkspace()
        var text = ""
        var number = 1
        while text.utf8.count < 64 * 1024 {
            text += "Row \(number) of a note larger than the limit.\n"
            number += 1
        }
        try workspace.write(text, to: "a.md")
        let before = try #require(workspace.contents("a.md"))

        let tmux = try Tmux(width: 100, height: 24)
        // dash's `ulimit -f` counts 512-byte blocks: 16 is 8 KB, far below the note.
        let notes = shellQuoted(sampleExecutable("terrarium-notes"))
        try tmux.launch(
            "sh -c \(shellQuoted("ulimit -f 16; exec \(notes) a.md"))", environment: workspace.environment,
            workingDirectory: workspace.folder)
        try tmux.waitForCleanTitle("a.md")
        try tmux.waitFor(text: "Row 1 of a note")

        try tmux.sendRaw("Z")
        try tmux.waitForEditedTitle("a.md")
        try tmux.press("C-s")
        try tmux.waitFor(text: "The file would be larger")
        #expect(workspace.contents("a.md") == before)
        #expect(try workspace.leftoverSaves(of: "a.md").isEmpty)
        #expect(try tmux.titleRow().contains("— Edited"))
        #expect(try tmux.screen().contains { $0.contains("ZRow 1 of a note") })

        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=")
        #expect(workspace.contents("a.md") == before)
        #expect(try workspace.leftoverSaves(of: "a.md").isEmpty)
        #expect(try tmux.modes() == Self.restoredModes)
        #expect(try tmux.sttyRestored())
    }

    @Test func aNoteReplacedByAFileItCannotReadIsNeverSavedOver() throws {
        let workspace = try NotesWorkspace()
        try workspace.write("Original\n", to: "a.md")
        let tmux = try Tmux(width: 100, height: 24)
        try workspace.launchNotes("a.md", in: tmux)
        try tmux.waitForCleanTitle("a.md")
        try tmux.sendRaw("mine ")
        try tmux.waitForEditedTitle("a.md")

        // Another program puts a 2 GiB sparse file there, past the 1 GiB a note may be.
        let size: off_t = 2 << 30
        let elsewhere = workspace.url(".a.md.elsewhere").path
        let descriptor = open(elsewhere, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0 && ftruncate(descriptor, size) == 0)
        close(descriptor)
        #expect(rename(elsewhere, workspace.url("a.md").path) == 0)
        func untouched() -> Bool {
            var info = stat()
            return stat(workspace.url("a.md").path, &info) == 0 && info.st_size == size && info.st_blocks == 0
        }

        try tmux.waitFor(text: "cannot be read", timeout: 4)
        // Past the autosave's 2 s, then Ctrl+S: neither writes over it.
        usleep(2_500_000)
        #expect(untouched())
        try tmux.press("C-s")
        try tmux.waitFor(text: "use Keep Both")
        #expect(untouched())

        // Quitting cannot save; the edits go to the recovery copy.
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=")
        #expect(untouched())
        let copy = workspace.recoveryCopies(of: "a.md").first.flatMap {
            try? String(contentsOf: $0, encoding: .utf8)
        }
        #expect(copy == "mine Original\n")
        #expect(try tmux.sttyRestored())
    }
}
