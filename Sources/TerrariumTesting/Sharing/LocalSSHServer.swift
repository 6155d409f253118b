public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real OpenSSH server on 127.0.0.1 for one test, with throwaway keys, that lets in one
/// client key as the current user.
///
/// Shared sessions reach other machines through `ssh`, so their tests go through a real `sshd`
/// rather than a stand-in: the server runs `/usr/sbin/sshd` in the foreground on a free port with
/// a host key, a client key and an `authorized_keys` of its own in a private temporary folder.
/// ``sshCommand`` and ``scpCommand`` are the client commands that log in with that key and trust
/// the host key without asking.
///
/// ```swift
/// let server = try LocalSSHServer(forcedCommand: "terrarium-share attach")
/// defer { server.stop() }
/// // run server.sshCommand + [server.destination, "demo"]
/// ```
///
/// `sshd` must be installed (the `openssh-server` package); a missing one is an error, not a
/// reason to skip. As an ordinary user the server can only log in that user, and it needs no
/// privileges; as root it uses `/run/sshd` for privilege separation, creating it if missing.
/// Without PAM, sshd refuses an account whose password is locked (`!` in the shadow file) when
/// it can read that file, as root can.
public final class LocalSSHServer: Sendable {
    /// Why a server could not start.
    ///
    /// The description says what failed and, once `sshd` ran, ends with the tail of its log.
    public struct StartError: Error, CustomStringConvertible, Sendable {
        /// What went wrong, as sentences.
        ///
        /// Written for a test failure to show as it is, with the end of sshd's log when there is one.
        public let description: String
    }

    /// The TCP port the server listens on, on 127.0.0.1.
    ///
    /// Picked free when the server started; stays the same until ``stop()``.
    public let port: Int

    /// The login name of the user the server lets in: the user running this process.
    ///
    /// `sshd` run by an ordinary user can only log in that user, so tests never name another.
    public let user: String

    /// The log `sshd` writes, at `LogLevel VERBOSE`.
    ///
    /// Shows the keys it accepted and refused, for a test's failure message; it is removed with
    /// the server's folder by ``stop()``.
    public let logURL: URL

    /// The private folder of the server's keys, configuration, log and pid file.
    private let folder: URL
    /// The client's private key, the one `authorized_keys` lists.
    private let clientKey: URL
    /// The process id of `sshd` until it is stopped.
    private let process: Mutex<pid_t?>

    /// The process id of `sshd`, or nil once it is stopped.
    package var processID: pid_t? { process.withLock { $0 } }

    /// How long a start may take before it is an error.
    private static let startTimeout: Duration = .seconds(10)

    /// Starts `sshd` on a free port of 127.0.0.1 and waits until it accepts connections.
    ///
    /// - Parameters:
    ///   - forcedCommand: When given, the only command the client key may run, whatever the
    ///     client asks for (as an `authorized_keys` `command="…"` option, with forwarding and a
    ///     terminal refused); the command the client asked for is in its `SSH_ORIGINAL_COMMAND`.
    ///     It is run by the user's login shell, so it may have arguments and quotes.
    ///   - environment: Variables every session gets (as `sshd`'s `SetEnv`), such as a runtime
    ///     directory the forced command must use.
    /// - Throws: ``StartError`` when `sshd` is not installed, a key cannot be made or the
    ///   server does not listen within ten seconds.
    public init(forcedCommand: String? = nil, environment: [String: String] = [:]) throws {
        let sshd = "/usr/sbin/sshd"
        guard FileManager.default.isExecutableFile(atPath: sshd) else {
            throw StartError(
                description: "sshd not installed: \(sshd) is missing (install openssh-server; .ci/run does)")
        }
        if let forcedCommand, forcedCommand.contains(where: \.isNewline) {
            throw StartError(description: "a forced command cannot span lines: \(forcedCommand)")
        }
        for (name, value) in environment
        where name.isEmpty || name.contains("=") || (name + value).contains(where: \.isNewline) {
            throw StartError(description: "\(name)=\(value) cannot be set in a session's environment")
        }
        guard let account = getpwuid(geteuid()), let name = account.pointee.pw_name else {
            throw StartError(description: "the current user (uid \(geteuid())) has no login name")
        }
        user = String(cString: name)

        folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-sshd-\(UUID().uuidString)")
        logURL = folder.appendingPathComponent("sshd.log")
        clientKey = folder.appendingPathComponent("client_ed25519")
        process = Mutex(nil)
        // Only the owner may read the keys; ssh refuses a private key others can read.
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        do {
            let hostKey = folder.appendingPathComponent("host_ed25519")
            try Self.makeKey(at: hostKey)
            try Self.makeKey(at: clientKey)
            let publicKey = try String(contentsOfFile: clientKey.path + ".pub", encoding: .utf8)
            let authorizedKeys = folder.appendingPathComponent("authorized_keys")
            try Data((Self.authorizedKeysOptions(forcedCommand) + publicKey).utf8).write(to: authorizedKeys)

            // Privilege separation as root needs this empty folder; an ordinary user's sshd
            // runs without it and could not make it.
            if geteuid() == 0 { mkdir("/run/sshd", 0o755) }

            // A port free a moment ago may be taken before sshd binds it; then pick another.
            var failures: [String] = []
            for _ in 0..<5 {
                let port = try ProgramRunner.freePort()
                let configuration = folder.appendingPathComponent("sshd_config")
                try Data(
                    Self.configuration(
                        port: port, folder: folder, hostKey: hostKey, authorizedKeys: authorizedKeys,
                        environment: environment
                    ).utf8
                ).write(to: configuration)
                try? FileManager.default.removeItem(at: logURL)
                // sshd re-executes itself for each connection, so it must be started by its full path.
                let pid = try ProgramRunner.spawn([sshd, "-D", "-f", configuration.path, "-E", logURL.path])
                switch Self.waitUntilListening(pid: pid, port: port, log: logURL) {
                case .listening:
                    self.port = port
                    process.withLock { $0 = pid }
                    return
                case .portTaken:
                    failures.append("port \(port) was taken")
                case .failed(let reason):
                    throw StartError(description: reason + Self.tail(of: logURL))
                }
            }
            throw StartError(
                description: "sshd found no free port: " + failures.joined(separator: ", ") + Self.tail(of: logURL))
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    deinit { stop() }

    /// Where the client logs in: `user@127.0.0.1`, for `ssh` after ``sshCommand``.
    ///
    /// For `scp`, add `:` and a path on the server to it.
    public var destination: String { "\(user)@127.0.0.1" }

    /// The `ssh` command and options that log in to this server with its client key, without a
    /// configuration file, known hosts or questions.
    ///
    /// Append ``destination`` and the command to run. `BatchMode` makes a refused key an exit
    /// status of 255 instead of a password prompt.
    public var sshCommand: [String] { ["ssh", "-p", "\(port)"] + clientOptions }

    /// The `scp` command and options that copy to and from this server with its client key, as
    /// ``sshCommand`` logs in.
    ///
    /// Append the sources and the target, naming the server's side `destination:path`.
    public var scpCommand: [String] { ["scp", "-P", "\(port)"] + clientOptions }

    /// The options ssh and scp share, after the port (which they spell differently).
    private var clientOptions: [String] {
        [
            "-i", clientKey.path, "-F", "/dev/null", "-o", "StrictHostKeyChecking=no", "-o",
            "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "-o", "IdentitiesOnly=yes",
        ]
    }

    /// Stops `sshd` and its sessions, and removes the server's folder, keys and log included.
    ///
    /// Sends SIGTERM and waits for `sshd` to exit, killing it if it is still there after five
    /// seconds. On Linux the sessions it started get SIGTERM too, so nothing of the server
    /// outlives it or writes to its log after the folder is gone. Calling it again does nothing.
    public func stop() {
        let running = process.withLock { pid in
            defer { pid = nil }
            return pid
        }
        guard let pid = running else { return }
        // Stopped, it accepts no connection, so the list of its children stays whole while the
        // children are ended; they are in sessions of their own, out of reach of a group kill.
        kill(pid, SIGSTOP)
        for child in Self.children(of: pid) { kill(child, SIGTERM) }
        kill(pid, SIGTERM)
        kill(pid, SIGCONT)
        if ProgramRunner.waitForExit(pid, until: .now + .seconds(5)) == nil {
            kill(pid, SIGKILL)
            _ = ProgramRunner.waitForExit(pid, until: nil)
        }
        // A child that was starting may still open the log, putting it back after the
        // removal; it ends at once, so look until the folder stays gone.
        let deadline = ContinuousClock.now + .seconds(5)
        repeat {
            try? FileManager.default.removeItem(at: folder)
            if !FileManager.default.fileExists(atPath: folder.path) { return }
            usleep(10_000)
        } while ContinuousClock.now < deadline
    }

    /// The process ids of the children of `pid`, where the system lists them (Linux's `/proc`);
    /// none elsewhere.
    private static func children(of pid: pid_t) -> [pid_t] {
        let list = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
        return (list ?? "").split(separator: " ").compactMap {
            pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    // MARK: - Starting

    private static func makeKey(at url: URL) throws {
        let outcome = try ProgramRunner.run(
            ["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "terrarium-test", "-f", url.path],
            timeout: .seconds(30))
        guard outcome.status == 0 else {
            throw StartError(
                description: "ssh-keygen failed with status \(outcome.status): \(outcome.errorOutput)")
        }
    }

    /// The options before the key in `authorized_keys`, with a space after them; none without a
    /// forced command.
    private static func authorizedKeysOptions(_ forcedCommand: String?) -> String {
        guard let forcedCommand else { return "" }
        // Inside the quotes of an option value, `\"` is the only escape sshd reads.
        let quoted = forcedCommand.replacingOccurrences(of: "\"", with: "\\\"")
        return "command=\"\(quoted)\",no-port-forwarding,no-X11-forwarding,no-agent-forwarding,no-pty "
    }

    /// The `sshd_config` of a server on 127.0.0.1 at `port` that lets in only the key in
    /// `authorizedKeys`.
    private static func configuration(
        port: Int, folder: URL, hostKey: URL, authorizedKeys: URL, environment: [String: String]
    ) -> String {
        var lines = [
            "ListenAddress 127.0.0.1",
            "Port \(port)",
            "HostKey \(quoted(hostKey.path))",
            // sshd expands % sequences in this one path.
            "AuthorizedKeysFile \(quoted(authorizedKeys.path.replacingOccurrences(of: "%", with: "%%")))",
            "PasswordAuthentication no",
            "KbdInteractiveAuthentication no",
            "PubkeyAuthentication yes",
            // The folder is in the temporary directory, which others can write to.
            "StrictModes no",
            "UsePAM no",
            "PermitRootLogin prohibit-password",
            "PidFile \(quoted(folder.appendingPathComponent("sshd.pid").path))",
            "LogLevel VERBOSE",
            // scp speaks SFTP since OpenSSH 9.0; the built-in server needs no path that
            // differs between systems.
            "Subsystem sftp internal-sftp",
        ]
        if !environment.isEmpty {
            // sshd takes only the first SetEnv line, so every variable goes on one.
            lines.append(
                "SetEnv " + environment.sorted { $0.key < $1.key }.map { quoted("\($0)=\($1)") }.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in double quotes, as sshd_config reads a word with spaces, quotes or `#`.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private enum Start {
        case listening
        case portTaken
        case failed(String)
    }

    /// Waits until sshd says it listens and the port accepts a connection, or sshd exits, or the
    /// start timeout passes (when it is killed).
    private static func waitUntilListening(pid: pid_t, port: Int, log: URL) -> Start {
        let deadline = ContinuousClock.now + startTimeout
        // Both: the log line proves the listener is this sshd, not another program that took
        // the port, and the connection proves it accepts.
        let listening = "Server listening on 127.0.0.1 port \(port)."
        while ContinuousClock.now < deadline {
            if let status = ProgramRunner.waitForExit(pid, until: .now) {
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                return text.contains("Address already in use")
                    ? .portTaken : .failed("sshd exited with status \(status) before it listened.")
            }
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if text.contains(listening), ProgramRunner.acceptsConnections(port: port) { return .listening }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        _ = ProgramRunner.waitForExit(pid, until: nil)
        return .failed("sshd did not listen on 127.0.0.1 port \(port) within \(startTimeout).")
    }

    /// The last lines of the log, to end an error's description with.
    private static func tail(of log: URL) -> String {
        guard let text = try? String(contentsOf: log, encoding: .utf8), !text.isEmpty else {
            return " sshd wrote no log."
        }
        let lines = text.split(separator: "\n").suffix(20)
        return " The end of its log:\n" + lines.joined(separator: "\n")
    }
}
