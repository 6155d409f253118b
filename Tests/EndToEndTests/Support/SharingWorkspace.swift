import Foundation
import TerrariumTesting
import Testing

/// A shared-session setup for draw-together: a private runtime directory the hub's socket and
/// files go in, a working directory for files to add and save, and a real `sshd` on 127.0.0.1
/// whose key may only run `terrarium-share attach` against that runtime directory.
final class SharingWorkspace {
    let folder: URL
    let runtimeDirectory: URL
    let sshServer: LocalSSHServer
    let sessionName: String

    init() throws {
        let unique = "\(getpid())-\(UUID().uuidString.prefix(8))"
        folder = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("terrarium-share-e2e-\(unique)")
        runtimeDirectory = folder.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: runtimeDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        sessionName = "e2e-\(unique.prefix(8))"
        let share = sampleExecutable("terrarium-share")
        sshServer = try LocalSSHServer(
            forcedCommand: "\(share) attach --runtime-directory \(runtimeDirectory.path)")
    }

    deinit {
        sshServer.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The environment assignments every launch is given: the runtime directory, and the ssh
    /// command with the test server's key and port for `--via`.
    var environment: String {
        let ssh = sshServer.sshCommand.joined(separator: " ")
        return "LANG=C.UTF-8 TERRARIUM_RUNTIME_DIR=\(shellQuoted(runtimeDirectory.path)) "
            + "TERRARIUM_SSH_COMMAND=\(shellQuoted(ssh))"
    }

    /// The file called `name` in the working directory.
    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// Makes `name` of `size` bytes of a repeating pattern, written in 1 MB pieces.
    func makeFile(_ name: String, size: Int) throws {
        _ = FileManager.default.createFile(atPath: url(name).path, contents: nil)
        let handle = try FileHandle(forWritingTo: url(name))
        defer { try? handle.close() }
        let piece = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var left = size
        while left > 0 {
            let count = min(left, piece.count)
            try handle.write(contentsOf: piece.prefix(count))
            left -= count
        }
    }

    /// The regular files under the hub's runtime directory other than its socket: what the hub
    /// keeps of the session.
    func hubFiles() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: runtimeDirectory.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { path in
            var isFolder: ObjCBool = false
            let full = runtimeDirectory.appendingPathComponent(path).path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else {
                return false
            }
            let type = (try? FileManager.default.attributesOfItem(atPath: full)[.type]) as? FileAttributeType
            return type == .typeRegular
        }
    }

    /// Starts draw-together in `tmux` with `arguments`, from the working directory.
    func launch(_ arguments: String, in tmux: Tmux) throws {
        try tmux.launch(
            "\(shellQuoted(sampleExecutable("draw-together"))) \(arguments)", environment: environment,
            workingDirectory: folder)
    }
}

extension Tmux {
    /// Draws a stroke with the left button from `start` to `end` (0-based cells), moving one cell
    /// at a time, as a terminal reports a drag in SGR mouse mode.
    func drawStroke(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) throws {
        var report = "\u{1B}[<0;\(start.x + 1);\(start.y + 1)M"
        let steps = max(abs(end.x - start.x), abs(end.y - start.y))
        for step in 1...max(steps, 1) {
            let x = start.x + (end.x - start.x) * step / max(steps, 1)
            let y = start.y + (end.y - start.y) * step / max(steps, 1)
            report += "\u{1B}[<32;\(x + 1);\(y + 1)M"
        }
        report += "\u{1B}[<0;\(end.x + 1);\(end.y + 1)m"
        try sendRaw(report)
    }

    /// Types a path into draw-together's Add file prompt.
    func addFile(_ path: String) throws {
        try press("a")
        try waitFor(text: "Add file:")
        try sendRaw(path)
        try press("Enter")
    }
}
