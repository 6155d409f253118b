import Foundation
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs programs for test fixtures, started by `SpawnConfiguration`: to completion with their output
/// and errors collected, or in the background for a server.
///
/// Every child starts as from a shell, whatever the test runner did to its own process: the
/// runner blocks signals a server must take (SIGTERM), and its other threads' descriptors, such
/// as another test's pipes, must not leak into a child that could then hold them open.
package enum ProgramRunner {
    /// How a program run to completion ended.
    package struct Outcome: Sendable {
        /// The exit status, or 128 plus the signal that ended it, as a shell reports it.
        package var status: Int32
        /// What it wrote to standard output.
        package var output: String
        /// What it wrote to standard error.
        package var errorOutput: String
    }

    /// Why a program could not be run.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, as a sentence.
        package var description: String
    }

    /// Runs `arguments` (the first found on `PATH` unless it has a slash) with standard input
    /// from `/dev/null`, and waits for it, killing it after `timeout`.
    package static func run(
        _ arguments: [String], environment: [String: String]? = nil, timeout: Duration = .seconds(60)
    ) throws -> Outcome {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        defer {
            for fd in outputPipe + errorPipe where fd >= 0 { close(fd) }
        }
        do {
            let output = try Descriptors.pipe()
            outputPipe = [output.read, output.write]
            let errors = try Descriptors.pipe()
            errorPipe = [errors.read, errors.write]
        } catch {
            throw Failure(description: "no pipe for \(arguments[0]) (errno \(error.code))")
        }
        let pid = try spawn(arguments, output: outputPipe[1], errorOutput: errorPipe[1], environment: environment)
        // The child's ends belong to it now; closing ours lets the reads see the end.
        close(outputPipe[1])
        outputPipe[1] = -1
        close(errorPipe[1])
        errorPipe[1] = -1

        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var output: [UInt8] = []
        var errorOutput: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while outputPipe[0] >= 0 || errorPipe[0] >= 0 {
            let left = deadline - clock.now
            guard left > .zero else { break }
            var fds = [outputPipe[0], errorPipe[0]].filter { $0 >= 0 }.map {
                pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
            }
            if poll(&fds, nfds_t(fds.count), milliseconds(left)) < 0, errno != EINTR { break }
            for polled in fds where polled.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(polled.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if polled.fd == outputPipe[0] {
                        output += buffer[0..<count]
                    } else {
                        errorOutput += buffer[0..<count]
                    }
                } else if count == 0 || errno != EINTR {
                    close(polled.fd)
                    if polled.fd == outputPipe[0] { outputPipe[0] = -1 } else { errorPipe[0] = -1 }
                }
            }
        }
        var status = waitForExit(pid, until: deadline)
        if status == nil {
            kill(pid, SIGKILL)
            status = waitForExit(pid, until: nil)
            throw Failure(
                description: "\(arguments.joined(separator: " ")) did not finish in \(timeout); it wrote "
                    + String(decoding: output + errorOutput, as: UTF8.self))
        }
        return Outcome(
            status: status ?? -1, output: String(decoding: output, as: UTF8.self),
            errorOutput: String(decoding: errorOutput, as: UTF8.self))
    }

    /// Starts `arguments` with standard input from `/dev/null` and its output to `output` and
    /// `errorOutput` (`/dev/null` for -1); returns its process id without waiting.
    static func spawn(
        _ arguments: [String], output: Int32 = -1, errorOutput: Int32 = -1, environment: [String: String]? = nil
    ) throws -> pid_t {
        let name = arguments[0]
        let path = (environment ?? ProcessInfo.processInfo.environment)["PATH"]
        guard let executable = name.contains("/") ? name : SpawnConfiguration.find(name, path: path) else {
            throw Failure(description: "\(name) was not found on the PATH")
        }
        let configuration = SpawnConfiguration(
            executable: executable, arguments: Array(arguments.dropFirst()), environment: environment,
            descriptors: [.standard(-1, onto: 0), .standard(output, onto: 1), .standard(errorOutput, onto: 2)])
        do {
            return try configuration.spawn()
        } catch {
            throw Failure(description: "\(name) could not start: \(error.reason)")
        }
    }

    /// The process's exit status as a shell reports it once it ends, or nil if it has not by
    /// `deadline` (nil waits for as long as it takes).
    static func waitForExit(_ pid: pid_t, until deadline: ContinuousClock.Instant?) -> Int32? {
        while true {
            let ended: ChildExit?
            do {
                ended = try deadline == nil ? ChildExit.reap(pid) : ChildExit.reapIfEnded(pid)
            } catch {
                return nil
            }
            switch ended {
            case .exited(let status): return status
            case .signaled(let signal): return 128 + signal
            case nil: break
            }
            if let deadline {
                guard ContinuousClock.now < deadline else { return nil }
                // No SIGCHLD handler to wake on: look again shortly.
                usleep(5_000)
            }
        }
    }

    /// Whether something accepts TCP connections on 127.0.0.1 at `port`.
    package static func acceptsConnections(port: Int) -> Bool {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = loopback(port: port)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0
    }

    /// A TCP port on 127.0.0.1 that was free a moment ago: the kernel's pick for a socket bound
    /// to port 0, closed again, so another process may still take it before it is used.
    package static func freePort() throws -> Int {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "no socket (errno \(errno))") }
        defer { close(fd) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "no free port on 127.0.0.1 (errno \(errno))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
