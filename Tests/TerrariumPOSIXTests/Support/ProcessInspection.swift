import Foundation

/// What descriptor `fd` of this process is, as `/proc/self/fd` names it; nil when it is closed.
func link(of fd: Int32) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")
}

/// Whether the terminal device `fd` is open on was hung up.
func isHungUp(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) == 1 && Int32(entry.revents) & POLLHUP != 0
}

/// The names of this process's threads that serve the program `pid`, whose names start with
/// `prefix` ("pty" for a pseudo-terminal's, "std" for a program's standard streams).
func threads(serving pid: Int32, prefix: String) -> [String] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.compactMap { task in
        let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
        let trimmed = name?.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed == "\(prefix)io \(pid)" || trimmed == "\(prefix)wait \(pid)" ? trimmed : nil
    }
}

/// Whether `pid` is a zombie: ended but not reaped (a process that is gone is not).
func isZombie(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let end = stat.range(of: ") ", options: .backwards)
    else { return false }
    return stat[end.upperBound...].hasPrefix("Z")
}

/// The descriptors that `ls /proc/self/fd`, whose output is `text`, found open in a program,
/// less 3: the directory `ls` itself reads (were 3 taken, it would read through 4).
func inheritedDescriptors(listedIn text: String) -> Set<String> {
    Set(text.split(whereSeparator: \.isWhitespace).map(String.init)).subtracting(["3"])
}
