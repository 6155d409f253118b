import Foundation
import Testing

@testable import TerrariumPOSIX

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs programs attached to a stand-in terminal: a pipe whose other end the test reads.
@Suite struct ForegroundProcessTests {
    /// A pipe playing the terminal: the program writes to `terminal`, the test reads `written`.
    final class FakeTerminal {
        private var fds: [Int32] = [-1, -1]

        init() throws {
            guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        }

        deinit {
            for fd in fds where fd >= 0 { close(fd) }
        }

        var terminal: Int32 { fds[1] }

        /// Everything written, once every writer is gone.
        func written() -> String {
            close(fds[1])
            fds[1] = -1
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while case let count = read(fds[0], &buffer, buffer.count), count != 0 {
                if count < 0 {
                    if errno == EINTR { continue }
                    break
                }
                bytes += buffer[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private func shell(_ script: String, input: [UInt8] = [], on terminal: FakeTerminal) -> ForegroundOutcome {
        ForegroundProcess.run("/bin/sh", arguments: ["-c", script], input: input, terminal: terminal.terminal)
    }

    @Test func theProgramWritesToTheTerminalAndReadsTheInputBytes() throws {
        let fake = try FakeTerminal()
        let outcome = shell("cat; echo; echo to-error >&2; exit 4", input: Array("Basil seeds".utf8), on: fake)
        #expect(outcome == .exited(status: 4))
        #expect(fake.written() == "Basil seeds\nto-error\n")
    }

    @Test func aProgramThatQuitsBeforeReadingItsInputEndsTheRun() throws {
        let fake = try FakeTerminal()
        let input = [UInt8](repeating: 0x61, count: 4 << 20)
        let outcome = shell("exit 0", input: input, on: fake)
        #expect(outcome.succeeded)
    }

    @Test func aSignalThatEndsTheProgramIsReported() throws {
        let fake = try FakeTerminal()
        #expect(shell("kill -TERM $$", on: fake) == .signaled(SIGTERM))
    }

    @Test func aProgramThatCannotStartSaysWhyAtOnce() {
        let outcome = ForegroundProcess.run("/nonexistent/pager", input: Array("x".utf8), terminal: 1)
        guard case .notRun(let reason) = outcome else {
            Issue.record("ran: \(outcome)")
            return
        }
        #expect(reason.hasPrefix("/nonexistent/pager could not start: "), "\(reason)")
    }

    #if os(Linux)
        /// It stays in this process's group, as `system(3)` keeps it, so job control treats the
        /// app and the program as one job.
        @Test func theProgramSharesThisProcesssGroup() throws {
            let fake = try FakeTerminal()
            let outcome = shell("read -r _ _ _ _ group _ < /proc/self/stat; echo $group", on: fake)
            #expect(outcome.succeeded)
            #expect(fake.written() == "\(getpgrp())\n")
        }
    #endif

    @Test func aTerminationSignalIsPassedOnAndAProgramThatIgnoresItIsKilled() throws {
        var signalPipe: [Int32] = [-1, -1]
        #expect(pipe(&signalPipe) == 0)
        defer { for fd in signalPipe { close(fd) } }
        let (readEnd, writeEnd) = (signalPipe[0], signalPipe[1])
        let readSignals = { () -> [Int32] in
            var byte: UInt8 = 0
            return read(readEnd, &byte, 1) == 1 ? [Int32(byte)] : []
        }
        /// A SIGTERM for this process, reported once the program has had time to get going.
        let signalSoon = {
            Thread {
                usleep(300_000)
                var byte = UInt8(SIGTERM)
                _ = write(writeEnd, &byte, 1)
            }.start()
        }
        let fake = try FakeTerminal()
        signalSoon()
        let ended = ForegroundProcess.run(
            "/bin/sh", arguments: ["-c", "exec sleep 30"], input: [], terminal: fake.terminal,
            signals: readEnd, readSignals: readSignals)
        #expect(ended == .signaled(SIGTERM))

        let clock = ContinuousClock()
        let started = clock.now
        signalSoon()
        let killed = ForegroundProcess.run(
            "/bin/sh", arguments: ["-c", "trap '' TERM; while :; do sleep 0.05; done"], input: [],
            terminal: fake.terminal, signals: readEnd, readSignals: readSignals, grace: .milliseconds(200))
        #expect(killed == .signaled(SIGKILL))
        #expect(clock.now - started < .seconds(10))
    }
}
