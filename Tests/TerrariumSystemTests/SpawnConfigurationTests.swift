import Foundation
import TerrariumSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct SpawnConfigurationTests {
    /// Runs `script` with `/bin/sh -c`, its standard output on a pipe, and returns what it wrote
    /// and how it ended.
    static func run(
        _ script: String, configure: (inout SpawnConfiguration) -> Void = { _ in }
    ) throws -> (output: String, exit: ChildExit) {
        let output = try Descriptors.pipe()
        var configuration = SpawnConfiguration(
            executable: "/bin/sh", arguments: ["-c", script],
            descriptors: [.standard(-1, onto: 0), .duplicate(output.write, onto: 1), .standard(-1, onto: 2)])
        configure(&configuration)
        let pid: Int32
        do {
            defer { close(output.write) }
            pid = try configuration.spawn()
        } catch {
            close(output.read)
            throw error
        }
        let text = readToEnd(output.read)
        return (text, try ChildExit.reap(pid))
    }

    /// Everything `fd` delivers until its end, then closes it.
    static func readToEnd(_ fd: Int32) -> String {
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = retryingOnInterrupt { read(fd, &buffer, buffer.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func reportsTheExitStatusAndTheSignal() throws {
        #expect(try Self.run("exit 7").exit == .exited(7))
        #expect(try Self.run("exit 0").exit == .exited(0))
        #expect(try Self.run("kill -TERM $$").exit == .signaled(SIGTERM))
    }

    @Test func standardOutputGoesToThePipe() throws {
        let result = try Self.run("echo hello; echo lost >&2")
        #expect(result.output == "hello\n")
        #expect(result.exit == .exited(0))
    }

    @Test func theProgramNameIsItsFirstArgument() throws {
        let result = try Self.run("echo \"$0\"") { $0.name = "named-shell" }
        #expect(result.output == "named-shell\n")
        #expect(try Self.run("echo \"$0\"").output == "/bin/sh\n")
    }

    @Test func aDescriptorDuplicatedAboveTheStandardOnesReachesTheProgram() throws {
        let extra = try Descriptors.pipe()
        let result = try Self.run("echo five >&5") { configuration in
            configuration.descriptors.append(.duplicate(extra.write, onto: 5))
        }
        close(extra.write)
        #expect(result.exit == .exited(0))
        #expect(Self.readToEnd(extra.read) == "five\n")
    }

    #if os(Linux)
        /// Descriptors this process opened without close-on-exec do not leak: neither between the
        /// ones the program gets nor above them.
        @Test func noOtherDescriptorReachesTheProgram() throws {
            let file = open("/dev/null", O_RDONLY)
            defer { close(file) }
            // One leak below the highest descriptor the program gets, one above it.
            let between = fcntl(file, F_DUPFD, 40)
            let target = between + 1
            let above = fcntl(file, F_DUPFD, target + 1)
            defer {
                close(between)
                close(above)
            }
            try #require(between >= 40 && above > target)
            #expect(fcntl(between, F_GETFD) & FD_CLOEXEC == 0, "the descriptor would leak without the spawner")
            let extra = try Descriptors.pipe()
            let result = try Self.run(
                """
                for fd in \(between) \(above) \(target); do
                    if [ -e /proc/$$/fd/$fd ]; then echo "$fd open"; else echo "$fd closed"; fi
                done
                """
            ) { configuration in
                configuration.descriptors.append(.duplicate(extra.write, onto: target))
            }
            close(extra.write)
            close(extra.read)
            #expect(result.output == "\(between) closed\n\(above) closed\n\(target) open\n")
        }

        /// Signals this process ignores or blocks are at their defaults and unblocked in the program.
        @Test func signalsAreAtTheirDefaultsAndUnblocked() throws {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            var previous = sigaction()
            sigaction(SIGXFSZ, &ignore, &previous)
            defer { sigaction(SIGXFSZ, &previous, nil) }
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGUSR1)
            var mask = sigset_t()
            pthread_sigmask(SIG_BLOCK, &blocked, &mask)
            defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
            // `exec`, so that the masks read are the program's own, not those of a shell that
            // blocks every signal for a moment while it forks.
            let result = try Self.run("exec grep -E '^Sig(Ign|Blk):' /proc/self/status")
            let fields = Dictionary(
                uniqueKeysWithValues: result.output.split(separator: "\n").compactMap { line -> (String, UInt64)? in
                    let parts = line.split(separator: ":")
                    guard parts.count == 2,
                        let value = UInt64(parts[1].trimmingCharacters(in: .whitespaces), radix: 16)
                    else { return nil }
                    return (String(parts[0]), value)
                })
            let ignored = try #require(fields["SigIgn"])
            let blockedInChild = try #require(fields["SigBlk"])
            #expect(ignored & (1 << UInt64(SIGXFSZ - 1)) == 0, "SIGXFSZ is ignored in the program")
            #expect(blockedInChild & (1 << UInt64(SIGUSR1 - 1)) == 0, "SIGUSR1 is blocked in the program")
        }
    #endif

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        setenv("TERRARIUM_SYSTEM_TESTS_OUTSIDE", "leaked", 1)
        defer { unsetenv("TERRARIUM_SYSTEM_TESTS_OUTSIDE") }
        let script = "echo \"$GREETING ${TERRARIUM_SYSTEM_TESTS_OUTSIDE-unset}\""
        let given = try Self.run(script) { $0.environment = ["GREETING": "hello"] }
        #expect(given.output == "hello unset\n")
        let inherited = try Self.run(script)
        #expect(inherited.output == " leaked\n")
    }

    @Test func theProgramStartsInTheWorkingDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let real = try #require(realpath(directory.path, nil))
        defer { free(real) }
        let result = try Self.run("pwd -P") { $0.workingDirectory = directory.path }
        #expect(result.output == String(cString: real) + "\n")
    }

    @Test func aMissingWorkingDirectoryFailsTheSpawn() throws {
        #expect(throws: SystemError("posix_spawn", code: ENOENT)) {
            _ = try Self.run("exit 0") { $0.workingDirectory = "/nonexistent-\(UUID().uuidString)" }
        }
    }

    @Test func aMissingProgramFailsWithItsErrno() throws {
        let configuration = SpawnConfiguration(executable: "/nonexistent/program")
        let error = #expect(throws: SystemError.self) { try configuration.spawn() }
        #expect(error?.call == "posix_spawn")
        #expect(error?.code == ENOENT)
        #expect(error?.description == "posix_spawn: No such file or directory")
    }

    @Test func theProcessGroupIsTheOneAskedFor() throws {
        for group in [SpawnConfiguration.Group.own, .inherited, .newSession] {
            let input = try Descriptors.pipe()
            // The program waits for its input to end, so its group can be looked at.
            let configuration = SpawnConfiguration(
                executable: "/bin/sh", arguments: ["-c", "read line"],
                descriptors: [.duplicate(input.read, onto: 0), .standard(-1, onto: 1), .standard(-1, onto: 2)],
                group: group)
            let pid = try configuration.spawn()
            close(input.read)
            let processGroup = getpgid(pid)
            let session = getsid(pid)
            close(input.write)
            #expect(try ChildExit.reap(pid) == .exited(1))
            switch group {
            case .own:
                #expect(processGroup == pid)
                #expect(session == getsid(0))
            case .inherited:
                #expect(processGroup == getpgrp())
            case .newSession:
                #expect(processGroup == pid)
                #expect(session == pid)
            }
        }
    }

    @Test func findLooksOnThePathForRegularExecutableFiles() throws {
        #expect(SpawnConfiguration.find("sh", path: "/nonexistent:/bin") == "/bin/sh")
        #expect(SpawnConfiguration.find("sh", path: "/nonexistent") == nil)
        #expect(SpawnConfiguration.find("sh", path: nil) == nil)
        #expect(SpawnConfiguration.find("/bin/sh", path: "/bin") == nil)
        #expect(SpawnConfiguration.find("", path: "/bin") == nil)
        // A directory is not a program, even one that may be searched.
        #expect(SpawnConfiguration.find("bin", path: "/") == nil)
        #expect(SpawnConfiguration.isExecutableFile("/bin/sh"))
        #expect(!SpawnConfiguration.isExecutableFile("/etc/passwd"))
    }
}
