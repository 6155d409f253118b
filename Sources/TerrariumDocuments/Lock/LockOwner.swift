#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who holds a document's lock: a process on a host.
public struct LockOwner: Equatable, Sendable, CustomStringConvertible {
    /// The process's ID.
    public var processID: Int32
    /// The name of the machine it runs on.
    public var hostName: String

    /// Makes an owner.
    public init(processID: Int32, hostName: String) {
        self.processID = processID
        self.hostName = hostName
    }

    /// This process on this machine.
    public static var current: LockOwner {
        var buffer = [CChar](repeating: 0, count: 256)
        let name =
            gethostname(&buffer, buffer.count - 1) == 0
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "localhost"
        return LockOwner(processID: getpid(), hostName: name)
    }

    /// Whether the process `processID` exists on this machine: `kill(pid, 0)` fails with
    /// `ESRCH` only when it does not (`EPERM` means it exists but belongs to someone else).
    public static func processExists(_ processID: Int32) -> Bool {
        kill(processID, 0) == 0 || errno != ESRCH
    }

    /// The lock file's text: the process ID and the host name, one a line.
    package var lockFileText: String { "\(processID)\n\(hostName)\n" }

    /// Reads a lock file's text; nil when it is not one.
    package init?(lockFileText text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, let id = Int32(lines[0]), id > 0, !lines[1].isEmpty else { return nil }
        self.init(processID: id, hostName: String(lines[1]))
    }

    /// "process 1234", with " on HOST" when `host` is not this owner's host.
    package func describe(seenFrom host: String) -> String {
        host == hostName ? "process \(processID)" : "process \(processID) on \(hostName)"
    }

    /// "process 1234 on HOST".
    public var description: String { "process \(processID) on \(hostName)" }
}
