import Foundation
import Testing

/// A temporary folder for one run of `terrarium-notes`: the working directory its files are
/// opened from and its `XDG_STATE_HOME`, so recovery copies never touch the real home; removed
/// when the test ends.
final class NotesWorkspace {
    let folder: URL

    /// Makes an empty folder under the temporary directory.
    init() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("terrarium-notes-e2e-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The environment assignments every launch is given.
    var environment: String { "LANG=C.UTF-8 XDG_STATE_HOME=\(shellQuoted(folder.path))" }

    /// The file called `name` in the folder.
    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// The contents of `name`, or nil when it is not there.
    func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: url(name).path) }

    /// The contents of `name` as UTF-8 text, or nil when it is not there.
    func text(_ name: String) -> String? { contents(name).map { String(decoding: $0, as: UTF8.self) } }

    /// Writes `text` as the file `name`, replacing any.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url(name))
    }

    /// The names in the folder, hidden ones included.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The names of temporary files saves of `name` left in the folder.
    func leftoverSaves(of name: String) throws -> [String] {
        try names().filter { $0.hasPrefix(".\(name).terrarium-save-") }
    }

    /// The path of the lock file of `name`.
    func lockPath(of name: String) -> String { url(".\(name).terrarium-lock").path }

    /// The recovery folder the app writes to (`$XDG_STATE_HOME/terrarium/recovery`).
    var recoveryFolder: URL { folder.appendingPathComponent("terrarium/recovery") }

    /// The recovery copies in the recovery folder for a document called `name`.
    func recoveryCopies(of name: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: recoveryFolder.path)) ?? []
        return names.filter { $0.hasSuffix("-\(name).recovery") }.sorted().map {
            recoveryFolder.appendingPathComponent($0)
        }
    }

    /// Starts `terrarium-notes` on `file` in `tmux`, from the folder.
    func launchNotes(_ file: String, in tmux: Tmux) throws {
        try tmux.launch(
            "\(shellQuoted(sampleExecutable("terrarium-notes"))) \(shellQuoted(file))", environment: environment,
            workingDirectory: folder)
    }
}

extension Tmux {
    /// The title bar: the first row.
    func titleRow() throws -> String { try screen().first ?? "" }

    /// Waits until the title bar names `file` and shows no edited mark.
    func waitForCleanTitle(
        _ file: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try waitFor(
            "\(file) without the edited mark on the title row", timeout: timeout, sourceLocation: sourceLocation
        ) {
            guard let title = $0.first else { return false }
            return title.contains(file) && !title.contains("Edited")
        }
    }

    /// Waits until the title bar names `file` with the edited mark.
    func waitForEditedTitle(
        _ file: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try waitFor("\(file) — Edited on the title row", timeout: timeout, sourceLocation: sourceLocation) {
            guard let title = $0.first else { return false }
            return title.contains(file) && title.contains("— Edited")
        }
    }

    /// The rows of the editor, the left column: each row up to the divider before the preview.
    func editorRows() throws -> [String] {
        try screen().dropFirst().map {
            $0.split(separator: "│", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        }
    }

    /// Kills the program called `name` with SIGKILL and waits until the shell has seen it die.
    ///
    /// The shell reports it on a terminal the program left raw, where the report may wrap
    /// anywhere, so the rows are read joined.
    func killNine(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pid = try process(named: name)
        #expect(kill(pid, SIGKILL) == 0, sourceLocation: sourceLocation)
        try waitFor("the shell's exit=137", sourceLocation: sourceLocation) { $0.joined().contains("exit=137") }
    }
}
