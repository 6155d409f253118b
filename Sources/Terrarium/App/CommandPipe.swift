import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a shell command with bytes on its standard input, off the main actor, keeping the start
/// of what it prints.
enum CommandPipe {
    /// The most bytes of output kept for a status line.
    static let outputLimit = 4096

    /// What a command came to: its exit status and the start of its output.
    struct Outcome: Sendable {
        var status: Int32
        var output: String
    }

    /// Runs `command` with `/bin/sh -c`, feeding it `input`.
    static func run(_ command: String, input: Data) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                do {
                    continuation.resume(returning: try runNow(command, input: input))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    private static func runNow(_ command: String, input: Data) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        process.standardInput = stdin
        try process.run()
        // Feeding and draining at once, so a command that prints while it reads never blocks.
        let writer = Thread {
            // A command that exits without reading all its input must not end this process with
            // SIGPIPE: blocked on this thread, the write fails with EPIPE instead.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        var output = Data()
        while case let chunk = stdout.fileHandleForReading.availableData, !chunk.isEmpty {
            if output.count < outputLimit { output.append(chunk.prefix(outputLimit - output.count)) }
        }
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
