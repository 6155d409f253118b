import Foundation
import TerrariumSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct DescriptorsTests {
    static func isCloseOnExec(_ fd: Int32) -> Bool {
        fcntl(fd, F_GETFD) & FD_CLOEXEC != 0
    }

    @Test func aPipesEndsAreCloseOnExecAndConnected() throws {
        let (read, write) = try Descriptors.pipe()
        defer {
            close(read)
            close(write)
        }
        #expect(Self.isCloseOnExec(read))
        #expect(Self.isCloseOnExec(write))
        var byte: UInt8 = 42
        #expect(systemWrite(write, &byte, 1) == 1)
        byte = 0
        #expect(systemRead(read, &byte, 1) == 1)
        #expect(byte == 42)
    }

    @Test func aSocketPairsEndsAreCloseOnExecAndConnectedBothWays() throws {
        let (one, other) = try Descriptors.socketPair()
        defer {
            close(one)
            close(other)
        }
        #expect(Self.isCloseOnExec(one))
        #expect(Self.isCloseOnExec(other))
        var byte: UInt8 = 7
        #expect(systemWrite(one, &byte, 1) == 1)
        #expect(systemRead(other, &byte, 1) == 1)
        byte = 9
        #expect(systemWrite(other, &byte, 1) == 1)
        #expect(systemRead(one, &byte, 1) == 1)
        #expect(byte == 9)
    }

    @Test func prepareMakesADescriptorNonBlockingAndCloseOnExec() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        defer { for fd in fds { close(fd) } }
        #expect(!Self.isCloseOnExec(fds[0]))
        Descriptors.prepare(fds[0])
        #expect(Self.isCloseOnExec(fds[0]))
        #expect(fcntl(fds[0], F_GETFL) & O_NONBLOCK != 0)
        var byte: UInt8 = 0
        #expect(systemRead(fds[0], &byte, 1) == -1 && errno == EAGAIN, "an empty pipe does not block")
        Descriptors.setNonBlocking(fds[0], false)
        #expect(fcntl(fds[0], F_GETFL) & O_NONBLOCK == 0)
    }

    @Test func aFailedCallNamesItselfAndItsErrno() {
        let error = SystemError("pipe", code: EMFILE)
        #expect(error.description == "pipe: Too many open files")
        #expect(error.reason == "Too many open files")
        #expect(SystemError.reason(ENOENT) == "No such file or directory")
    }

    @Test func aCallInterruptedBySignalsIsRetried() {
        var calls = 0
        let result = retryingOnInterrupt { () -> Int in
            calls += 1
            if calls < 3 {
                errno = EINTR
                return -1
            }
            return 5
        }
        #expect(result == 5)
        #expect(calls == 3)
        calls = 0
        let failed = retryingOnInterrupt { () -> Int32 in
            calls += 1
            errno = EBADF
            return -1
        }
        #expect(failed == -1)
        #expect(calls == 1)
    }
}

@Suite struct UnixSocketTests {
    static func temporaryPath() -> String {
        "/tmp/terrarium-system-\(getpid())-\(UUID().uuidString.prefix(8)).sock"
    }

    @Test func aListeningSocketIsPrivateAndAcceptsAConnection() throws {
        let path = Self.temporaryPath()
        let listener = try UnixSocket.listen(at: path).get()
        defer {
            close(listener)
            unlink(path)
        }
        var info = stat()
        try #require(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(DescriptorsTests.isCloseOnExec(listener))
        let client = try UnixSocket.connect(to: path).get()
        defer { close(client) }
        #expect(DescriptorsTests.isCloseOnExec(client))
        let accepted = accept(listener, nil, nil)
        defer { close(accepted) }
        var byte: UInt8 = 3
        #expect(systemWrite(client, &byte, 1) == 1)
        byte = 0
        #expect(systemRead(accepted, &byte, 1) == 1)
        #expect(byte == 3)
    }

    @Test func connectingToNothingFailsWithItsErrno() {
        let missing = UnixSocket.connect(to: Self.temporaryPath())
        #expect(throws: SystemError("connect", code: ENOENT)) { try missing.get() }
        let tooLong = UnixSocket.connect(to: "/tmp/" + String(repeating: "x", count: 200))
        #expect(throws: SystemError("connect", code: ENAMETOOLONG)) { try tooLong.get() }
    }
}

@Suite struct ChildExitTests {
    @Test func aWaitStatusIsDecoded() {
        #expect(ChildExit(waitStatus: 0) == .exited(0))
        #expect(ChildExit(waitStatus: 7 << 8) == .exited(7))
        #expect(ChildExit(waitStatus: SIGKILL) == .signaled(SIGKILL))
        // A core dump's flag does not change the signal.
        #expect(ChildExit(waitStatus: 0x80 | SIGSEGV) == .signaled(SIGSEGV))
    }

    @Test func onlyAChildCanBeReaped() throws {
        #expect(throws: SystemError("waitpid", code: ECHILD)) { try ChildExit.reap(getpid()) }
        #expect(throws: SystemError("waitpid", code: ECHILD)) { try ChildExit.reapIfEnded(getpid()) }
    }

    @Test func aRunningChildIsNotReapedUntilItEnds() throws {
        let input = try Descriptors.pipe()
        let configuration = SpawnConfiguration(
            executable: "/bin/sh", arguments: ["-c", "read line; exit 3"],
            descriptors: [.duplicate(input.read, onto: 0), .standard(-1, onto: 1), .standard(-1, onto: 2)])
        let pid = try configuration.spawn()
        close(input.read)
        #expect(try ChildExit.reapIfEnded(pid) == nil)
        close(input.write)
        #expect(try ChildExit.reap(pid) == .exited(3))
    }
}

/// `read(2)`, which Foundation's names would otherwise hide in these tests.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// `write(2)`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
