import Foundation
import Synchronization

/// Where a session's hub is reached.
///
/// ```swift
/// let session = GroupSession(activity: sketch, name: "studio", role: .participant,
///                            participantName: "Ada", endpoint: .ssh("ada@studio.example"))
/// ```
public enum GroupSessionEndpoint: Sendable {
    /// The hub socket in the runtime directory on this machine.
    case local
    /// A program whose standard input and output reach `terrarium-share attach NAME`, such as
    /// `ssh`; the session name is appended when it is `.ssh`, used as given otherwise.
    case command([String])
    /// The hub of a session on `destination`, reached by running
    /// `ssh -T -o BatchMode=yes DESTINATION terrarium-share attach NAME`.
    ///
    /// When the environment variable `TERRARIUM_SSH_COMMAND` is set (like `GIT_SSH_COMMAND`), its
    /// words replace the default `ssh`.
    ///
    /// - Parameters:
    ///   - destination: `[user@]host` as ssh takes it.
    ///   - sshCommand: The ssh program and its options.
    ///   - remoteCommand: The `terrarium-share` program on the other machine.
    public static func ssh(
        _ destination: String, sshCommand: [String] = ["ssh"], remoteCommand: String = "terrarium-share"
    ) -> GroupSessionEndpoint {
        var command = sshCommand
        if sshCommand == ["ssh"], let custom = ProcessInfo.processInfo.environment["TERRARIUM_SSH_COMMAND"] {
            let words = custom.split(whereSeparator: \.isWhitespace).map(String.init)
            if !words.isEmpty { command = words }
        }
        return .command(
            command + ["-T", "-o", "BatchMode=yes", destination, remoteCommand, "attach", sshNamePlaceholder])
    }

    /// A connection made by `connect`, which returns a descriptor to read and one to write (the
    /// same one for a socket); the session owns and closes them.
    package static func channel(
        _ connect: @escaping @Sendable () throws -> (readFD: Int32, writeFD: Int32)
    ) -> GroupSessionEndpoint {
        // A public case would widen the public API for tests alone, so the function is kept in a
        // registry and named by a command no program can have (it starts with a NUL).
        let id = UUID().uuidString
        channels.withLock { $0[id] = connect }
        return .command([channelMarker, id])
    }

    /// The channel function a `.channel` endpoint stands for, if `command` is one.
    package static func channelConnector(
        for command: [String]
    ) -> (@Sendable () throws -> (readFD: Int32, writeFD: Int32))? {
        guard command.count == 2, command[0] == channelMarker else { return nil }
        return channels.withLock { $0[command[1]] }
    }

    private static let channelMarker = "\u{0}channel"
    private static let channels = Mutex<[String: @Sendable () throws -> (readFD: Int32, writeFD: Int32)]>([:])

    /// Stands for the session name in an `.ssh` command until `join()` substitutes it.
    package static let sshNamePlaceholder = "\u{0}session-name"
}
