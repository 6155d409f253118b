import Foundation
import Testing

/// `terrarium-notes` saves before it is suspended or ended by a signal.
extension NotesEndToEndTests {
    @Test(arguments: [(SIGTERM, "t"), (SIGHUP, "h")])
    func aTerminationSignalSavesTheEditsAndReleasesTheLock(signal: Int32, key: String) throws {
        let workspace = try NotesWorkspace()
        try workspace.write("Start\n", to: "a.md")
        let tmux = try Tmux(width: 100, height: 24)
        try workspace.launchNotes("a.md", in: tmux)
        try tmux.waitForCleanTitle("a.md")
        try tmux.press("C-Home")
        try tmux.sendRaw(key)
        try tmux.waitForEditedTitle("a.md")
        // Well before the 2 s autosave: the signal's own save is what writes the file.
        #expect(workspace.text("a.md") == "Start\n")
        #expect(kill(try tmux.process(named: "terrarium-notes"), signal) == 0)
        try waitUntil("the save on signal \(signal)", timeout: 5) { workspace.text("a.md") == key + "Start\n" }
        try waitUntil("the lock released") { !FileManager.default.fileExists(atPath: workspace.lockPath(of: "a.md")) }
        try tmux.waitFor(text: "exit=\(128 + signal)")
        #expect(workspace.recoveryCopies(of: "a.md").isEmpty)
    }

    @Test func suspendingWithControlZSavesFirstAndResumesWithTheDocumentOpen() throws {
        let workspace = try NotesWorkspace()
        try workspace.write("Start\n", to: "a.md")
        let tmux = try Tmux(width: 100, height: 24)
        try workspace.launchNotes("a.md", in: tmux)
        try tmux.waitForCleanTitle("a.md")
        try tmux.press("C-Home")
        try tmux.sendRaw("z")
        try tmux.waitForEditedTitle("a.md")
        try tmux.press("C-z")
        try tmux.waitFor(text: "Stopped")
        #expect(workspace.text("a.md") == "zStart\n")
        // Still open while stopped: the lock is held.
        #expect(FileManager.default.fileExists(atPath: workspace.lockPath(of: "a.md")))
        try tmux.run("fg")
        try tmux.waitForCleanTitle("a.md")
        try tmux.sendRaw("y")
        try tmux.waitForEditedTitle("a.md")
        try tmux.press("C-s")
        try waitUntil("the save after resuming", timeout: 3) { workspace.text("a.md") == "zyStart\n" }
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.sttyRestored())
    }
}
