import Foundation
import TerrariumTesting
import Testing

/// The real `sshd` fixture: it lets its key in, forces a command on it when asked, hands the
/// session its variables, refuses other keys, and leaves nothing behind.
///
/// Each test waits on commands run to their end (bounded at a minute), never on a sleep.
@Suite(.requires("sshd", "ssh", "ssh-keygen", "scp")) struct LocalSSHServerTests {
    @Test func theClientKeyLogsInAndRunsTheCommand() throws {
        let server = try LocalSSHServer()
        defer { server.stop() }
        let outcome = try ssh(server, ["echo", "hello"])
        #expect(outcome.status == 0, "\(report(outcome, server))")
        #expect(outcome.output == "hello\n", "\(report(outcome, server))")
    }

    @Test func aForcedCommandRunsWhateverTheClientAsks() throws {
        let server = try LocalSSHServer(forcedCommand: "/bin/echo forced")
        defer { server.stop() }
        for command in [["echo", "hello"], ["id", "-un"], []] {
            let outcome = try ssh(server, command)
            #expect(outcome.output == "forced\n", "asked for \(command): \(report(outcome, server))")
        }
    }

    @Test func theForcedCommandReadsTheRequestedOneInItsEnvironment() throws {
        // The quotes inside are escaped for authorized_keys by the server.
        let server = try LocalSSHServer(forcedCommand: #"/bin/sh -c 'printf %s "$SSH_ORIGINAL_COMMAND"'"#)
        defer { server.stop() }
        let outcome = try ssh(server, ["terrarium-share", "attach", "garden"])
        #expect(outcome.status == 0, "\(report(outcome, server))")
        #expect(outcome.output == "terrarium-share attach garden", "\(report(outcome, server))")
    }

    @Test func sessionsGetTheGivenEnvironment() throws {
        // Spaces, quotes, a backslash and a hash, which sshd_config would otherwise split or cut.
        let runtime = #"/run dir/"quoted" \ # not a comment"#
        let server = try LocalSSHServer(
            forcedCommand: #"/bin/sh -c 'printf "%s|%s" "$TERRARIUM_RUNTIME_DIR" "$SECOND"'"#,
            environment: ["TERRARIUM_RUNTIME_DIR": runtime, "SECOND": "2"])
        defer { server.stop() }
        let outcome = try ssh(server, ["anything"])
        #expect(outcome.output == "\(runtime)|2", "\(report(outcome, server))")
    }

    @Test func aKeyNotInAuthorizedKeysIsRefused() throws {
        let server = try LocalSSHServer()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-ssh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let otherKey = folder.appendingPathComponent("other_ed25519").path
        let keygen = try ProgramRunner.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", otherKey])
        try #require(keygen.status == 0, "ssh-keygen: \(keygen.errorOutput)")

        var command = server.sshCommand
        let key = try #require(command.firstIndex(of: "-i")) + 1
        command[key] = otherKey
        let outcome = try ProgramRunner.run(command + [server.destination, "echo", "hello"], timeout: .seconds(60))
        #expect(outcome.status == 255, "\(report(outcome, server))")
        #expect(outcome.output.isEmpty)
    }

    @Test func scpCopiesWithTheSameKey() throws {
        let server = try LocalSSHServer()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-scp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("source")
        try Data("a plant\n".utf8).write(to: source)

        let target = folder.appendingPathComponent("copy")
        let outcome = try ProgramRunner.run(
            server.scpCommand + [source.path, "\(server.destination):\(target.path)"], timeout: .seconds(60))
        #expect(outcome.status == 0, "\(report(outcome, server))")
        #expect(FileManager.default.contents(atPath: target.path) == Data("a plant\n".utf8))
    }

    @Test func stoppingClosesThePortAndRemovesTheFolder() throws {
        let server = try LocalSSHServer()
        let folder = server.logURL.deletingLastPathComponent()
        #expect(ProgramRunner.acceptsConnections(port: server.port))
        #expect(FileManager.default.fileExists(atPath: folder.path))

        let pid = try #require(server.processID)
        server.stop()
        // The listener's process is gone, so nothing of this server holds the port. (Connecting
        // again is no proof: the parallel tests' servers take free ports, which may be this one.)
        #expect(server.processID == nil)
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        // A second stop, and the one deinit makes, find nothing left to do.
        server.stop()
    }

    /// Runs `ssh` to the server with `command` and waits for it to end.
    private func ssh(_ server: LocalSSHServer, _ command: [String]) throws -> ProgramRunner.Outcome {
        try ProgramRunner.run(server.sshCommand + [server.destination] + command, timeout: .seconds(60))
    }

    /// What a failed expectation shows: the client's output and the server's log.
    private func report(_ outcome: ProgramRunner.Outcome, _ server: LocalSSHServer) -> String {
        let log = (try? String(contentsOf: server.logURL, encoding: .utf8)) ?? "(no log)"
        return "status \(outcome.status), output \(outcome.output.debugDescription), "
            + "errors \(outcome.errorOutput.debugDescription); sshd's log:\n\(log)"
    }
}
