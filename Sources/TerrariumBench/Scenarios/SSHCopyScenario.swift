import Foundation
import TerrariumTesting

/// The throughput of OpenSSH on this machine: a file copied with `scp` to a real `sshd` on
/// 127.0.0.1, the ceiling for a shared session's journal sent through `ssh`, reported beside it.
///
/// Not a scenario of its own: the journal's scenario calls ``copy(bytes:runs:)``.
@MainActor
enum SSHCopyScenario {
    /// What copying a file took.
    struct Throughput {
        /// The runs' timings; each run is a whole `scp`, its connection and handshake included.
        var measurement: Measurement
        /// The file's size over the median run's time, in megabytes (10⁶ bytes) per second.
        var megabytesPerSecond: Double
    }

    /// Why a copy failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts an `sshd` as the tests do, writes a file of `bytes` bytes and copies it to the
    /// server with `scp` `runs` times after a warm-up copy; each copy is checked and removed.
    static func copy(bytes: Int, runs: Int) throws -> Throughput {
        let server = try LocalSSHServer()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-bench-scp-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("source")
        let target = folder.appendingPathComponent("copy")
        try writeFile(at: source, bytes: bytes)

        let command = server.scpCommand + [source.path, "\(server.destination):\(target.path)"]
        var failure: (any Error)?
        let measurement = measure(
            runs: runs, warmUp: 1,
            after: { _ in
                // Untimed: the copy is whole, then gone, so every run writes a new file.
                let copied = (try? FileManager.default.attributesOfItem(atPath: target.path)[.size] as? Int) ?? -1
                if failure == nil, copied != bytes {
                    failure = Failure(description: "scp copied \(copied) of \(bytes) bytes")
                }
                try? FileManager.default.removeItem(at: target)
            },
            { _ in
                do {
                    let outcome = try ProgramRunner.run(command, timeout: .seconds(600))
                    if outcome.status != 0, failure == nil {
                        failure = Failure(
                            description: "scp failed with status \(outcome.status): \(outcome.errorOutput)")
                    }
                } catch {
                    if failure == nil { failure = error }
                }
                return bytes
            })
        if let failure { throw failure }
        let seconds = measurement.medianMilliseconds / 1_000
        return Throughput(measurement: measurement, megabytesPerSecond: Double(bytes) / seconds / 1_000_000)
    }

    /// Writes `bytes` bytes that do not compress, so a transport that compresses gains nothing.
    nonisolated static func writeFile(at url: URL, bytes: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let block = (0..<(1 << 20)).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: url)
        else { throw Failure(description: "could not write \(url.path)") }
        defer { try? handle.close() }
        var left = bytes
        while left > 0 {
            let count = min(left, block.count)
            try handle.write(contentsOf: block[0..<count])
            left -= count
        }
    }
}
