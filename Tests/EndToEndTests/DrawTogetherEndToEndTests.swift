import Foundation
import TerrariumTesting
import Testing

/// Runs draw-together in tmux panes sharing one session, one pane joined through a real `sshd`
/// on 127.0.0.1: strokes drawn with the mouse in one pane show in the others, attachments reach
/// everyone, a late joiner gets both, an upload cut short leaves nothing behind, and a file over
/// the limit is refused on screen.
@Suite(.serialized, .requires("tmux", "sshd", "ssh", "ssh-keygen")) struct DrawTogetherEndToEndTests {
    /// The canvas row and columns strokes are drawn on: inside the canvas's border, below the header.
    static let row = 5
    static let stroke = String(repeating: "█", count: 11)

    @Test func strokesAndAttachmentsReachEveryoneIncludingThroughSSHAndALateJoiner() throws {
        let workspace = try SharingWorkspace()
        let name = workspace.sessionName
        let ana = try Tmux(width: 100, height: 30)
        try workspace.launch("--session \(name) --name ana", in: ana)
        try ana.waitFor(text: "Participants: 1", timeout: 30)
        try ana.waitFor(text: "join with: draw-together --join \(name)")

        let bo = try Tmux(width: 100, height: 30)
        try workspace.launch("--join \(name) --via \(workspace.sshServer.destination) --name bo", in: bo)
        try bo.waitFor(text: "Participants: 2", timeout: 30)
        try ana.waitFor(text: "Participants: 2", timeout: 30)

        // A stroke drawn with the mouse in one pane appears in the other, through ssh and back.
        try ana.drawStroke(from: (10, Self.row), to: (20, Self.row))
        try ana.waitFor("ana's stroke on her canvas") { $0[Self.row].contains(Self.stroke) }
        try bo.waitFor("ana's stroke on bo's canvas", timeout: 30) { $0[Self.row].contains(Self.stroke) }
        try bo.press("3")
        try bo.drawStroke(from: (30, Self.row + 2), to: (34, Self.row + 2))
        try ana.waitFor("bo's stroke on ana's canvas", timeout: 30) { $0[Self.row + 2].contains("█████") }

        // A file added by one is listed by everyone, with its size and who added it.
        try Data("Monstera deliciosa\n".utf8).write(to: workspace.url("note.txt"))
        try ana.addFile("note.txt")
        try ana.waitFor(text: "Added note.txt", timeout: 30)
        try bo.waitFor(text: "note.txt  19 bytes  from ana", timeout: 30)

        // A late joiner sees the strokes so far and the attachment, without anyone sending again.
        let cy = try Tmux(width: 100, height: 30)
        try workspace.launch("--join \(name) --name cy", in: cy)
        try cy.waitFor(text: "Participants: 3", timeout: 30)
        try cy.waitFor("the strokes so far on the late joiner's canvas", timeout: 30) {
            $0[Self.row].contains(Self.stroke) && $0[Self.row + 2].contains("█████")
        }
        try cy.waitFor(text: "note.txt  19 bytes  from ana", timeout: 30)

        // bo saves the attachment, streamed back through ssh, beside the original.
        try bo.press("Tab")
        try bo.press("Enter")
        try bo.waitFor(text: "Saved note.txt to note 2.txt", timeout: 30)
        #expect(
            FileManager.default.contents(atPath: workspace.url("note 2.txt").path) == Data("Monstera deliciosa\n".utf8))

        // Leaving is seen by the others; the last to leave takes the session's files with it.
        try cy.press("q")
        try cy.waitFor(text: "exit=0")
        try ana.waitFor(text: "Participants: 2", timeout: 30)
        try bo.press("q")
        try bo.waitFor(text: "exit=0")
        try ana.press("q")
        try ana.waitFor(text: "exit=0")
        try waitUntil("the hub to delete the session", timeout: 30) {
            workspace.hubFiles().isEmpty
                && !FileManager.default.fileExists(
                    atPath: workspace.runtimeDirectory.appendingPathComponent("\(name).sock").path)
        }
    }

    @Test func anUploadCutShortLeavesNothingAndAFileOverTheLimitIsRefusedOnScreen() throws {
        let workspace = try SharingWorkspace()
        let name = workspace.sessionName
        try workspace.makeFile("big.bin", size: 50_000_000)
        let ana = try Tmux(width: 100, height: 30)
        try workspace.launch("--session \(name) --name ana", in: ana)
        try ana.waitFor(text: "Participants: 1", timeout: 30)
        let dan = try Tmux(width: 100, height: 30)
        try workspace.launch("--join \(name) --via \(workspace.sshServer.destination) --name dan", in: dan)
        try ana.waitFor(text: "Participants: 2", timeout: 30)

        // dan starts a 50 MB upload and is stopped, then killed, while the hub holds part of it.
        let pid = try dan.process(named: "draw-together")
        try dan.addFile("big.bin")
        var partial: Int?
        let deadline = Date().addingTimeInterval(30)
        while partial == nil, Date() < deadline {
            partial = workspace.hubFileSizes().first { $0 > 0 && $0 < 50_000_000 }
            if partial == nil { usleep(2_000) }
        }
        kill(pid, SIGSTOP)
        #expect(partial != nil, "the upload was never seen in progress")
        kill(pid, SIGKILL)
        // Not read from dan's screen: killed mid-frame, it may leave an unfinished escape
        // sequence that swallows what the shell prints next.
        try waitUntil("dan's draw-together to end", timeout: 30) { kill(pid, 0) != 0 }
        // Nothing appears and nothing stays: the part file, kept 15 s for the upload to resume,
        // goes when nobody came back to finish it.
        try waitUntil("the hub to discard the cut upload", timeout: 30) { workspace.hubFiles().isEmpty }
        try ana.waitFor(text: "Attachments: none")
        #expect(!(try ana.screen()).contains { $0.contains("big.bin") })

        // A file over 100 MB is refused at once, with the reason on screen, and nothing is sent.
        let huge = workspace.url("huge.bin")
        _ = FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 101_000_000)
        try handle.close()
        try ana.addFile("huge.bin")
        try ana.waitFor(text: "Cannot add huge.bin: The attachment is 101 MB, over the 100 MB limit.", timeout: 30)
        #expect(workspace.hubFiles().isEmpty)
        try ana.waitFor(text: "Attachments: none")
        try ana.press("q")
        try ana.waitFor(text: "exit=0")
    }
}

extension SharingWorkspace {
    /// The sizes of the regular files the hub keeps.
    func hubFileSizes() -> [Int] {
        hubFiles().compactMap {
            let attributes = try? FileManager.default.attributesOfItem(
                atPath: runtimeDirectory.appendingPathComponent($0).path)
            return (attributes?[.size] as? NSNumber)?.intValue
        }
    }
}
