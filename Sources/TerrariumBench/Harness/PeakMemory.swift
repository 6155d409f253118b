import Foundation

/// The process's peak resident memory, from `/proc/self/status`, resettable between scenarios.
enum PeakMemory {
    /// Starts a new peak at the current resident size of `process` (a pid, or this process) (Linux
    /// 4.0 and later; elsewhere a no-op).
    static func reset(process: String = "self") {
        // Writing 5 to clear_refs resets the peak resident set size.
        try? "5".write(toFile: "/proc/\(process)/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The peak resident set size since the last reset, in megabytes; nil where unknown.
    static var megabytes: Double? { status("VmHWM:") }

    /// The resident set size now, in megabytes; nil where unknown.
    static var residentMegabytes: Double? { status("VmRSS:") }

    /// The figure of `/proc/PROCESS/status` on the line starting with `field`, in megabytes.
    static func status(_ field: String, of process: String = "self") -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first
            return kilobytes.map { $0 / 1024 }
        }
        return nil
    }
}
