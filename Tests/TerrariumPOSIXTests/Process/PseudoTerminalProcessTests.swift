import Foundation
import TerrariumPOSIX
import TerrariumTerminal
import Testing

/// Programs on pseudo-terminals of their own, each a real process.
///
/// Every wait is generous: the suite runs on busy machines.
@Suite(.serialized) struct PseudoTerminalProcessTests {
    @Test func outputArrives() throws {
        let program = try TerminalProgram("printf hello")
        #expect(program.waitForEnd() == .exited(0))
        #expect(program.text == "hello")
    }

    @Test func theEnvironmentAndWorkingDirectoryReachTheProgram() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try TerminalProgram(
            #"printf '%s|%s|%s|%s' "$TERM" "$PLANT" "${HOME-none}" "$(pwd -P)""#,
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-ghostty", "PLANT": "monstera"],
            workingDirectory: folder.path)
        #expect(program.waitForEnd() == .exited(0))
        #expect(program.text == "xterm-ghostty|monstera|none|\(folder.resolvingSymlinksInPath().path)")
    }

    @Test func theProgramStartsAtTheGivenSizeOfAtLeastOneCell() throws {
        let program = try TerminalProgram(executable: "stty", arguments: ["size"])
        #expect(program.waitForEnd() == .exited(0))
        #expect(program.text == "24 80\r\n")
        let tiny = try TerminalProgram(executable: "/usr/bin/stty", arguments: ["size"], size: .zero)
        #expect(tiny.waitForEnd() == .exited(0))
        #expect(tiny.text == "1 1\r\n")
    }

    @Test func aResizeReachesTheProgram() throws {
        let program = try TerminalProgram("trap 'stty size' WINCH; echo ready; while :; do sleep 0.1; done")
        #expect(program.waitForOutput(containing: "ready"))
        program.process.resize(to: Size(width: 100, height: 30))
        #expect(program.waitForOutput(containing: "30 100"))
        program.process.terminate()
        #expect(program.waitForEnd() != nil)
    }

    @Test func writtenInputReachesTheProgram() throws {
        let program = try TerminalProgram(#"read line; echo "got:$line""#)
        // Return, which the terminal turns into a newline.
        program.process.write(Array("monstera\r".utf8))
        #expect(program.waitForEnd() == .exited(0))
        #expect(program.text.contains("got:monstera"))
    }

    @Test func moreInputThanTheTerminalHoldsIsWrittenAsTheProgramReads() throws {
        let program = try TerminalProgram("stty raw -echo; echo ready; head -c 300000 | wc -c")
        #expect(program.waitForOutput(containing: "ready"))
        for _ in 0..<10 { program.process.write([UInt8](repeating: UInt8(ascii: "a"), count: 30_000)) }
        #expect(program.waitForEnd() == .exited(0))
        #expect(program.text.contains("300000"))
    }

    @Test func theTerminalIsTheProgramsControllingTerminal() throws {
        let program = try TerminalProgram("tty; ps -o tty=,stat= -p $$")
        #expect(program.waitForEnd() == .exited(0))
        let lines = program.text.split(whereSeparator: \.isNewline).map(String.init)
        try #require(lines.count == 2, "\(program.text)")
        #expect(lines[0].hasPrefix("/dev/pts/"))
        let fields = lines[1].split(separator: " ").map(String.init)
        try #require(fields.count == 2, "\(lines[1])")
        #expect("/dev/" + fields[0] == lines[0])
        // `s`: the leader of its session; `+`: in the terminal's foreground process group.
        #expect(fields[1].contains("s") && fields[1].contains("+"), "\(fields[1])")
    }

    @Test func ctrlZStopsAnInteractiveShellsForegroundJob() throws {
        let program = try TerminalProgram(
            executable: "sh", arguments: ["-i"], environment: ["PATH": "/usr/bin:/bin", "TERM": "dumb", "PS1": "$ "])
        #expect(program.waitForOutput(containing: "$ "))
        // Ctrl+Z also throws away input not yet read, so it waits until the job says it runs, in
        // the foreground.
        program.process.write(Array("sh -c 'echo started; exec sleep 60'\r".utf8))
        #expect(program.waitForOutput(containing: "started\r\n"))
        #expect(
            waitUntil {
                program.process.write([0x1A])
                return program.waitForOutput(containing: "Stopped", timeout: .milliseconds(300))
            }, "\(program.text.debugDescription)")
        program.process.write(Array("kill -9 %1\r".utf8))
        program.process.terminate()
        #expect(program.waitForEnd() != nil)
    }

    @Test func reportsTheExitStatus() throws {
        let program = try TerminalProgram(executable: "/bin/sh", arguments: ["-c", "exit 3"])
        #expect(program.waitForEnd() == .exited(3))
        #expect(program.process.termination == .exited(3))
        // Nothing happens once it has ended.
        program.process.write(Array("late".utf8))
        program.process.resize(to: Size(width: 10, height: 10))
        program.process.terminate()
        #expect(program.terminationCount == 1)
    }

    @Test func reportsTheSignalThatEndedIt() throws {
        let program = try TerminalProgram("kill -TERM $$")
        #expect(program.waitForEnd() == .signaled(SIGTERM))
    }

    @Test func theEndIsReportedAfterTheLastOutput() throws {
        let program = try TerminalProgram(executable: "seq", arguments: ["1", "100000"])
        #expect(program.waitForEnd() == .exited(0))
        let atEnd = program.textWhenEnded ?? ""
        #expect(atEnd.hasSuffix("\r\n99999\r\n100000\r\n"), "\(atEnd.suffix(40))")
        #expect(!program.deliveredAfterEnd)
        #expect(program.terminationCount == 1)
    }

    @Test func aProcessLeftHoldingTheTerminalDoesNotHoldBackTheEnd() throws {
        let program = try TerminalProgram(#"(trap '' HUP; exec sleep 120) & echo "left=$!""#)
        #expect(program.waitForEnd() == .exited(0))
        let left = program.text.split(separator: "=").last.flatMap { Int32($0.filter(\.isNumber)) }
        try #require(left != nil, "\(program.text)")
        kill(left!, SIGKILL)
    }

    @Test func terminateKillsAProgramThatIgnoresTheHangUp() throws {
        let program = try TerminalProgram("trap '' HUP; echo ready; while :; do sleep 1; done")
        #expect(program.waitForOutput(containing: "ready"))
        program.process.terminate(grace: .milliseconds(200))
        program.process.terminate()
        #expect(program.waitForEnd() == .signaled(SIGKILL))
        #expect(!isZombie(program.process.processID))
        #expect(program.terminationCount == 1)
    }

    @Test func aFloodEndsOnTerminate() throws {
        let program = try TerminalProgram(executable: "yes")
        #expect(waitUntil { program.outputCount > 100_000 })
        program.process.terminate()
        #expect(program.waitForEnd() != nil)
        #expect(!isZombie(program.process.processID))
    }

    @Test func terminateAllEndsEveryProgram() throws {
        let programs = [
            try TerminalProgram("echo ready; exec sleep 120"),
            try TerminalProgram("trap '' HUP; echo ready; while :; do sleep 1; done"),
            try TerminalProgram(executable: "cat"),
        ]
        #expect(programs[0].waitForOutput(containing: "ready"))
        #expect(programs[1].waitForOutput(containing: "ready"))
        // Only this test's programs: other suites' panes run in this process at the same time.
        PseudoTerminalProcess.terminateAll(grace: .milliseconds(300)) { process in
            programs.contains { $0.process === process }
        }
        for program in programs { #expect(program.waitForEnd() != nil) }
        #expect(programs[1].waitForEnd() == .signaled(SIGKILL))
    }

    @Test func aProgramThatCannotStartThrowsAClearError() {
        let environment = TerminalProgram.environment
        #expect(throws: PseudoTerminalError(.programNotFound, "vimx: no such program on PATH")) {
            try TerminalProgram(executable: "vimx", environment: environment)
        }
        #expect(throws: PseudoTerminalError(.programNotFound, "/nonexistent/vim: no such program")) {
            try TerminalProgram(executable: "/nonexistent/vim")
        }
        #expect(throws: PseudoTerminalError(.notExecutable, "/etc/passwd: not an executable program")) {
            try TerminalProgram(executable: "/etc/passwd")
        }
        #expect(throws: PseudoTerminalError(.workingDirectoryMissing, "/nonexistent: no such directory")) {
            try TerminalProgram(executable: "sh", workingDirectory: "/nonexistent")
        }
    }

    @Test func aProgramTheSystemCannotRunThrowsItsReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Executable, but neither a binary nor a script with a `#!` line.
        let path = folder.appendingPathComponent("garbled").path
        try "\u{7F}ELF, but not really".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        #expect(throws: PseudoTerminalError(.spawnFailed, "\(path) could not start: Exec format error")) {
            try TerminalProgram(executable: path)
        }
    }

    #if os(Linux)
        @Test func theProgramInheritsNoOtherDescriptor() throws {
            let program = try TerminalProgram(executable: "ls", arguments: ["/proc/self/fd"])
            #expect(program.waitForEnd() == .exited(0))
            #expect(inheritedDescriptors(listedIn: program.text) == ["0", "1", "2"], "\(program.text)")
        }

        @Test func nothingIsLeftOpenOrRunningAfterTheEnd() throws {
            let program = try TerminalProgram("tty; read line")
            #expect(program.waitForOutput(containing: "\r\n"))
            let device = String(program.text.prefix { !$0.isNewline })
            let descriptors = program.process.openDescriptors
            // Other tests open and close descriptors meanwhile, so each is known by what it is.
            let identities = descriptors.map(link(of:))
            #expect(identities.filter { $0 == "/dev/ptmx" }.count == 1, "\(identities)")
            #expect(identities.filter { $0?.hasPrefix("pipe:") == true }.count == 2, "\(identities)")
            // Held here too, the device end tells when the controller end closes: it hangs up.
            let held = open(device, O_RDWR | O_NOCTTY | O_NONBLOCK)
            try #require(held >= 0, "\(device)")
            defer { close(held) }
            let pid = program.process.processID
            #expect(waitUntil { threads(serving: pid, prefix: "pty").count == 2 })
            program.process.write(Array("\r".utf8))
            #expect(program.waitForEnd() == .exited(0))
            #expect(program.process.openDescriptors == [])
            #expect(waitUntil { isHungUp(held) })
            for (fd, identity) in zip(descriptors, identities) where identity?.hasPrefix("pipe:") == true {
                #expect(link(of: fd) != identity)
            }
            #expect(waitUntil { threads(serving: pid, prefix: "pty").isEmpty })
            #expect(!isZombie(pid))
        }
    #endif
}
