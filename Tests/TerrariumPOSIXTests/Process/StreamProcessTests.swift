import Foundation
import TerrariumPOSIX
import Testing

/// Programs connected through their standard streams, each a real process.
///
/// Every wait is generous: the suite runs on busy machines.
@Suite(.serialized) struct StreamProcessTests {
    @Test func bytesWrittenComeBackThroughCat() throws {
        let program = try StreamProgram(executable: "cat")
        #expect(program.process.write(Array("monstera\n".utf8)))
        #expect(program.waitForOutput(containing: "monstera\n"))
        #expect(program.process.write([0, 0xFF, 0x1B, 0x0A]))
        #expect(waitUntil { program.output == Array("monstera\n".utf8) + [0, 0xFF, 0x1B, 0x0A] })
        #expect(program.process.pendingInputCount == 0)
        program.process.closeInput()
        #expect(program.waitForEnd() == .exited(0))
    }

    @Test func fourMebibytesGoBothWaysAtOnce() throws {
        let size = 4 << 20
        let program = try StreamProgram(executable: "cat", outputLimit: size)
        let input = (0..<size).map { UInt8(truncatingIfNeeded: ($0 &* 7919) ^ ($0 >> 11)) }
        // More than the queue's limit is taken whole when nothing waits; `cat` writes back while
        // it is still being fed, so neither side may wait for the other to finish.
        #expect(program.process.write(input))
        #expect(waitUntil(timeout: .seconds(60)) { program.outputCount >= size }, "\(program.outputCount)")
        #expect(program.output == input)
        program.process.closeInput()
        #expect(program.waitForEnd() == .exited(0))
        #expect(program.outputCount == size)
    }

    @Test func theEnvironmentAndWorkingDirectoryReachTheProgram() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try StreamProgram(
            executable: "sh", arguments: ["-c", #"printf '%s|%s|%s' "$PLANT" "${HOME-none}" "$(pwd -P)""#],
            environment: ["PATH": "/usr/bin:/bin", "PLANT": "monstera"], workingDirectory: folder.path)
        #expect(program.waitForEnd() == .exited(0))
        #expect(program.text == "monstera|none|\(folder.resolvingSymlinksInPath().path)")
    }

    @Test func theProgramLeadsAProcessGroupOfItsOwn() throws {
        let program = try StreamProgram("ps -o pgid= -p $$")
        #expect(program.waitForEnd() == .exited(0))
        #expect(Int32(program.text.trimmingCharacters(in: .whitespacesAndNewlines)) == program.process.processID)
    }

    @Test func reportsTheExitStatusOnceAfterTheLastOutput() throws {
        let program = try StreamProgram("seq 1 100000; exit 3")
        #expect(program.waitForEnd() == .exited(3))
        let atEnd = program.textWhenEnded ?? ""
        #expect(atEnd.hasSuffix("\n99999\n100000\n"), "\(atEnd.suffix(40))")
        #expect(!program.deliveredAfterEnd)
        // Nothing happens once it has ended.
        #expect(!program.process.write(Array("late".utf8)))
        program.process.closeInput()
        program.process.terminate()
        program.process.kill()
        #expect(program.terminationCount == 1)
    }

    @Test func reportsTheSignalThatEndedItWithWhatItLastSaid() throws {
        let program = try StreamProgram("echo 'shutting down' >&2; kill -TERM $$")
        #expect(program.waitForEnd() == .signaled(SIGTERM))
        #expect(program.errorOutput == Array("shutting down\n".utf8))
    }

    @Test func theEndComesWithTheNewestFourKibibytesOfStandardError() throws {
        let short = try StreamProgram("echo oops >&2")
        #expect(short.waitForEnd() == .exited(0))
        #expect(short.errorOutput == Array("oops\n".utf8))
        #expect(short.text.isEmpty)
        let crash = try StreamProgram(
            #"head -c 10000 /dev/zero | tr '\0' a >&2; printf 'ZeroDivisionError: division by zero' >&2; exit 1"#)
        #expect(crash.waitForEnd() == .exited(1))
        let tail = crash.errorOutput ?? []
        #expect(tail.count == 4096)
        let message = Array("ZeroDivisionError: division by zero".utf8)
        #expect(tail.suffix(message.count).elementsEqual(message))
        #expect(tail.dropLast(message.count).allSatisfy { $0 == UInt8(ascii: "a") })
    }

    @Test func aWriteThatWouldQueueMoreThanAMebibyteIsRefusedWhole() throws {
        // `sleep` reads nothing, so the queue only shrinks by what the socket holds.
        let program = try StreamProgram(executable: "sleep", arguments: ["30"])
        #expect(program.process.write([UInt8](repeating: 1, count: 3 << 20)))
        let queued = program.process.pendingInputCount
        #expect(queued > 1 << 20)
        #expect(!program.process.write([2]))
        #expect(program.process.pendingInputCount <= queued)
        program.process.terminate()
        #expect(program.process.pendingInputCount == 0)
        #expect(!program.process.write([3]))
        #expect(program.waitForEnd() == .signaled(SIGTERM))
    }

    @Test func closingTheInputEndsCatAfterTheQueuedInput() throws {
        let program = try StreamProgram(executable: "cat")
        #expect(program.process.write(Array("fern".utf8)))
        program.process.closeInput()
        #expect(!program.process.write(Array("moss".utf8)))
        #expect(program.waitForEnd() == .exited(0))
        #expect(program.text == "fern")
    }

    @Test func terminateKillsAProgramThatIgnoresSIGTERMAfterTheGrace() throws {
        let program = try StreamProgram("trap '' TERM; echo ready; while :; do sleep 1; done")
        #expect(program.waitForOutput(containing: "ready"))
        let clock = ContinuousClock()
        let start = clock.now
        program.process.terminate(grace: .milliseconds(200))
        program.process.terminate()
        #expect(program.waitForEnd() == .signaled(SIGKILL))
        #expect(clock.now - start >= .milliseconds(200))
        #expect(!isZombie(program.process.processID))
        #expect(program.terminationCount == 1)
    }

    @Test func terminateEndsAProgramWithSIGTERM() throws {
        let program = try StreamProgram(executable: "cat")
        program.process.terminate()
        #expect(program.waitForEnd() == .signaled(SIGTERM))
    }

    @Test func killEndsTheProgramAtOnce() throws {
        let program = try StreamProgram("trap '' TERM; echo ready; exec sleep 30")
        #expect(program.waitForOutput(containing: "ready"))
        program.process.kill()
        #expect(program.waitForEnd() == .signaled(SIGKILL))
        program.process.kill()
        #expect(program.terminationCount == 1)
    }

    @Test func writingToAProgramThatStoppedReadingRaisesNoSIGPIPE() throws {
        // Were SIGPIPE raised, its default action (which the test process leaves it at) would
        // end the test process.
        let program = try StreamProgram("exec <&- >&-; exec sleep 30")
        // Taken until the I/O thread's write finds nobody reading, then refused.
        #expect(waitUntil { !program.process.write(Array("ping\n".utf8)) })
        #expect(program.process.pendingInputCount == 0)
        program.process.terminate()
        #expect(program.waitForEnd() == .signaled(SIGTERM))
        #expect(!program.process.write(Array("late\n".utf8)))
    }

    @Test func terminateAllEndsEveryProgramAndWaitsForTheirEnds() throws {
        let stubborn = try StreamProgram("trap '' TERM; echo ready; while :; do sleep 1; done")
        let idle = try StreamProgram(executable: "cat")
        #expect(stubborn.waitForOutput(containing: "ready"))
        // Only this test's programs: other suites' programs run in this process at the same time.
        StreamProcess.terminateAll(grace: .milliseconds(300)) { process in
            process === stubborn.process || process === idle.process
        }
        #expect(idle.log.termination == .signaled(SIGTERM))
        #expect(stubborn.log.termination == .signaled(SIGKILL))
    }

    @Test func processesItStartedEndWithItWhenItExitsOnItsOwn() throws {
        // Two children in its group, one of which ignores SIGTERM and SIGHUP; then it exits.
        let program = try StreamProgram("sleep 300 & echo $!; (trap '' TERM HUP; exec sleep 300) & echo $!; exit 0")
        #expect(program.waitForEnd() == .exited(0))
        let children = program.text.split(separator: "\n").compactMap { Int32($0) }
        defer { for child in children { kill(child, SIGKILL) } }
        #expect(children.count == 2)
        for child in children {
            #expect(
                waitUntil(timeout: .seconds(10)) { kill(child, 0) != 0 || isZombie(child) },
                "child \(child) outlived the program")
        }
    }

    @Test func processesItStartedEndWithItWhenItCrashes() throws {
        let program = try StreamProgram("sleep 300 & echo $!; kill -KILL $$")
        #expect(program.waitForEnd() == .signaled(SIGKILL))
        let children = program.text.split(separator: "\n").compactMap { Int32($0) }
        defer { for child in children { kill(child, SIGKILL) } }
        #expect(children.count == 1)
        for child in children {
            #expect(
                waitUntil(timeout: .seconds(10)) { kill(child, 0) != 0 || isZombie(child) },
                "child \(child) outlived the program")
        }
    }

    @Test func aFloodOfStandardErrorIsReadAtALimitedRateAndOnlyItsTailKept() throws {
        // `yes` writes to standard error as fast as it is read, for a second.
        let program = try StreamProgram("yes flood >&2 & sleep 1; kill $!; wait $!; echo done >&2; exit 0")
        #expect(program.waitForEnd() == .exited(0))
        // 256 KiB a second, and the pipe's contents at the end: not the hundreds of mebibytes a
        // reader that takes all it is given drains in a second.
        #expect(program.process.errorOutputCount < 2 << 20, "\(program.process.errorOutputCount) bytes read")
        let tail = try #require(program.errorOutput)
        #expect(tail.count <= 4096)
        #expect(String(decoding: tail, as: UTF8.self).hasSuffix("done\n"))
        #expect(String(decoding: tail, as: UTF8.self).contains("flood\nflood\n"))
        #expect(program.process.errorOutputTail == tail)
    }

    @Test func aProgramThatDoesNotExistThrowsAClearError() {
        // The same checks as a pseudo-terminal's program gets, which its tests cover case by case.
        #expect(throws: PseudoTerminalError(.programNotFound, "plantx: no such program on PATH")) {
            try StreamProgram(executable: "plantx")
        }
        let error = #expect(throws: PseudoTerminalError.self) { try StreamProgram(executable: "/nonexistent/plant") }
        #expect(error?.description == "/nonexistent/plant: no such program")
    }

    #if os(Linux)
        @Test func nothingIsLeftOpenOrRunningAfterTheEnd() throws {
            let program = try StreamProgram(executable: "cat")
            let descriptors = program.process.openDescriptors
            // Other tests open and close descriptors meanwhile, so each is known by what it is.
            let identities = descriptors.map(link(of:))
            #expect(identities.filter { $0?.hasPrefix("socket:") == true }.count == 1, "\(identities)")
            #expect(identities.filter { $0?.hasPrefix("pipe:") == true }.count == 3, "\(identities)")
            let pid = program.process.processID
            #expect(waitUntil { threads(serving: pid, prefix: "std").count == 2 })
            program.process.closeInput()
            #expect(program.waitForEnd() == .exited(0))
            #expect(program.process.openDescriptors == [])
            for (fd, identity) in zip(descriptors, identities) {
                #expect(link(of: fd) != identity)
            }
            #expect(waitUntil { threads(serving: pid, prefix: "std").isEmpty })
            #expect(!isZombie(pid))
            var status: Int32 = 0
            #expect(waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD)
        }

        @Test func theProgramInheritsNoOtherDescriptor() throws {
            let program = try StreamProgram(executable: "ls", arguments: ["/proc/self/fd"])
            #expect(program.waitForEnd() == .exited(0))
            #expect(inheritedDescriptors(listedIn: program.text) == ["0", "1", "2"], "\(program.text)")
        }
    #endif
}
