import Foundation
import TerrariumPOSIX
import TerrariumTesting
import Testing

@Suite struct ChildProcessTests {
    @Test func findsAnExecutableOnThePath() throws {
        let folder = try ScriptFolder()
        let path = try folder.script("fake-tool", "exit 0")
        try "not executable".write(
            toFile: folder.url.appendingPathComponent("plain").path, atomically: true, encoding: .utf8)
        #expect(ChildProcess.find("fake-tool", path: "/nonexistent:\(folder.url.path)") == path)
        #expect(ChildProcess.find("plain", path: folder.url.path) == nil)
        #expect(ChildProcess.find("fake-tool", path: "/nonexistent") == nil)
        #expect(ChildProcess.find("fake-tool", path: nil) == nil)
        #expect(ChildProcess.find("../fake-tool", path: folder.url.path) == nil)
    }

    #if os(Linux)
        /// A signal a session ignores (SIGPIPE, SIGXFSZ) would stay ignored across `exec`: a tool
        /// gets each back at its default action.
        @Test func aToolGetsTheSignalsTheAppIgnoresAtTheirDefaults() throws {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            var previous = (pipe: sigaction(), fileSize: sigaction())
            sigaction(SIGXFSZ, &ignore, &previous.fileSize)
            sigaction(SIGPIPE, &ignore, &previous.pipe)
            defer {
                sigaction(SIGXFSZ, &previous.fileSize, nil)
                sigaction(SIGPIPE, &previous.pipe, nil)
            }
            let outcome = ChildProcess.run(
                "/bin/cat", arguments: ["/proc/self/status"], captureOutput: true, timeout: .seconds(20))
            let status = String(decoding: outcome.output, as: UTF8.self)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") })
            let ignored = try #require(UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16))
            #expect(ignored & (1 << UInt64(SIGXFSZ - 1)) == 0, "SIGXFSZ is ignored in the tool")
            #expect(ignored & (1 << UInt64(SIGPIPE - 1)) == 0, "SIGPIPE is ignored in the tool")
        }
    #endif

    @Test func givesInputAndCollectsOutput() throws {
        let folder = try ScriptFolder()
        let upper = try folder.script("upper", "tr a-z A-Z")
        let input = Array(String(repeating: "monstera ", count: 20_000).utf8)
        let outcome = ChildProcess.run(upper, input: input, captureOutput: true, timeout: .seconds(20))
        #expect(outcome.succeeded, "\(outcome.failure ?? "")")
        let upperCased = outcome.output == Array(String(repeating: "MONSTERA ", count: 20_000).utf8)
        #expect(upperCased)
        #expect(outcome.failure == nil)
    }

    @Test func reportsTheExitStatusAndArguments() throws {
        let folder = try ScriptFolder()
        let tool = try folder.script("status", "printf '%s|' \"$@\"; exit 3")
        let outcome = ChildProcess.run(tool, arguments: ["a b", "c"], captureOutput: true, timeout: .seconds(20))
        #expect(outcome.exitStatus == 3)
        #expect(!outcome.succeeded)
        #expect(String(decoding: outcome.output, as: UTF8.self) == "a b|c|")
    }

    @Test func keepsOutputWithinTheLimit() throws {
        let folder = try ScriptFolder()
        let tool = try folder.script("long", "head -c 100000 /dev/zero")
        let outcome = ChildProcess.run(tool, captureOutput: true, outputLimit: 1000, timeout: .seconds(20))
        #expect(outcome.output.count == 1000)
        #expect(outcome.outputOverflowed)
    }

    @Test func aProgramPastItsTimeIsKilled() throws {
        let folder = try ScriptFolder()
        let tool = try folder.script("stuck", "exec sleep 30")
        let outcome = ChildProcess.run(tool, timeout: .milliseconds(100))
        #expect(outcome.exitStatus == nil)
        #expect(outcome.failure?.contains("did not finish in time") == true, "\(outcome.failure ?? "")")
    }

    @Test func aMissingProgramFailsWithAReason() {
        let outcome = ChildProcess.run("/nonexistent/tool", timeout: .seconds(5))
        #expect(!outcome.succeeded)
        #expect(outcome.failure != nil)
    }
}

@Suite struct ChildProcessBrokenPipeTests {
    @Test func aProgramThatStopsReadingDoesNotEndThisOne() throws {
        let folder = try ScriptFolder()
        let tool = try folder.script("refuses", "exit 4")
        // More than a pipe holds, so the write meets the closed end.
        let outcome = ChildProcess.run(tool, input: [UInt8](repeating: 1, count: 1 << 20), timeout: .seconds(20))
        #expect(outcome.exitStatus == 4)
    }
}
