import Foundation
import TerrariumGroupActivities
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `terrarium-share`, beside the test bundle in the build directory.
let terrariumShare: String? = {
    let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    let candidates = [own, CommandLine.arguments.first ?? "", Bundle.main.bundlePath, Bundle.main.executablePath ?? ""]
    for candidate in candidates where !candidate.isEmpty {
        var directory = URL(fileURLWithPath: candidate)
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            let path = directory.appendingPathComponent("terrarium-share").path
            if access(path, X_OK) == 0 { return path }
        }
    }
    return nil
}()

/// A runtime directory short enough for a socket path.
func runtimeDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("tga-\(UUID().uuidString.prefix(8))")
}

private func mode(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
}

/// Runs `terrarium-share` to its end and returns its status and standard error.
func runShare(_ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(terrariumShare))
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

@Suite(.enabled(if: terrariumShare != nil, "terrarium-share is built beside the tests"))
struct ShareProcessTests {
    @Test func aRealHubIsPrivateServesEveryEndpointAndDeletesEverythingAtTheEnd() async throws {
        let directory = runtimeDirectory()
        let executable = URL(fileURLWithPath: try #require(terrariumShare))
        let options = GroupSessionOptions(
            reconnectionWindow: .seconds(2), runtimeDirectory: directory, hubExecutable: executable)
        let host = GroupSession(
            activity: Sketch(), name: "studio", role: .host, participantName: "Ada", options: options)
        try await host.join()
        let socket = directory.path + "/studio.sock"
        #expect(mode(directory.path) == 0o700)
        #expect(mode(socket) == 0o600)
        #expect(mode(directory.path + "/studio.d") == 0o700)

        let local = GroupSession(
            activity: Sketch(), name: "studio", role: .participant, participantName: "Grace", options: options)
        try await local.join()
        // Exactly what `ssh HOST terrarium-share attach studio` runs at the far end.
        let bridged = GroupSession(
            activity: Sketch(), name: "studio", role: .participant, participantName: "Linus",
            endpoint: .command([executable.path, "attach", "studio", "--runtime-directory", directory.path]),
            options: options)
        try await bridged.join()
        let inbox = Inbox(GroupSessionMessenger(session: bridged), String.self)
        try await GroupSessionMessenger(session: local).send("over the bridge")
        await eventually("the bridged participant received") { inbox.messages == ["over the bridge"] }
        let attachment = try await GroupSessionJournal(session: bridged).add("through attach", name: "a.txt")
        #expect(try await attachment.load(String.self) == "through attach")
        await eventually("everyone sees three") { host.activeParticipants.count == 3 }

        let (listed, _) = try runShare(["list", "--runtime-directory", directory.path])
        #expect(listed == 0)

        bridged.leave()
        local.leave()
        host.leave()
        await eventually("the hub deleted its socket and data") {
            !FileManager.default.fileExists(atPath: socket)
                && !FileManager.default.fileExists(atPath: directory.path + "/studio.d")
        }
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func theSSHEndpointRunsAttachWithTheSessionName() async throws {
        let directory = runtimeDirectory()
        let executable = try #require(terrariumShare)
        let options = GroupSessionOptions(
            reconnectionWindow: .seconds(2), runtimeDirectory: directory,
            hubExecutable: URL(fileURLWithPath: executable))
        let host = GroupSession(activity: Sketch(), name: "ssh-test", participantName: "Ada", options: options)
        try await host.join()
        // A stand-in for ssh: drops `-T -o BatchMode=yes DESTINATION` and runs the remote command.
        let fakeSSH = ["/bin/sh", "-c", "shift 4; exec \"$@\" --runtime-directory \(directory.path)", "ssh"]
        let endpoint = GroupSessionEndpoint.ssh("grace@example", sshCommand: fakeSSH, remoteCommand: executable)
        guard case .command(let command) = endpoint else {
            Issue.record("not a command")
            return
        }
        #expect(Array(command.suffix(7).prefix(5)) == ["-T", "-o", "BatchMode=yes", "grace@example", executable])
        let guest = GroupSession(
            activity: Sketch(), name: "ssh-test", role: .participant, participantName: "Grace", endpoint: endpoint,
            options: options)
        try await guest.join()
        try guest.store.setValue("hi", forKey: "greeting")
        await eventually("the host got the value") { host.store.value(String.self, forKey: "greeting") == "hi" }
        guest.leave()
        host.leave()
        await eventually("the hub is gone") {
            !FileManager.default.fileExists(atPath: directory.path + "/ssh-test.sock")
        }
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func joiningAMissingSessionFailsClearly() async throws {
        let directory = runtimeDirectory()
        let executable = try #require(terrariumShare)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            atPath: directory.path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let options = GroupSessionOptions(runtimeDirectory: directory)
        let local = GroupSession(
            activity: Sketch(), name: "nobody", role: .participant, participantName: "Grace", options: options)
        await #expect(throws: GroupSessionError.sessionNotFound("nobody")) { try await local.join() }
        let bridged = GroupSession(
            activity: Sketch(), name: "nobody", role: .participant, participantName: "Linus",
            endpoint: .command([executable, "attach", "nobody", "--runtime-directory", directory.path]))
        await #expect(throws: GroupSessionError.sessionNotFound("nobody")) { try await bridged.join() }
        let (status, message) = try runShare(["attach", "nobody", "--runtime-directory", directory.path])
        #expect(status == 1)
        #expect(message.contains("no shared session named"))
        let invalid = GroupSession(activity: Sketch(), name: ".hidden", participantName: "Ada", options: options)
        await #expect(throws: GroupSessionError.invalidSessionName(".hidden")) { try await invalid.join() }
    }

    @Test func aForcedCommandAllowsAttachAndNothingElse() throws {
        let directory = runtimeDirectory()
        for refused in [
            "sh -c id", "terrarium-share hub studio", "terrarium-share attach ../x", "terrarium-share attach a b",
            "cat secrets.txt",
        ] {
            let (status, message) = try runShare(
                ["attach", "--runtime-directory", directory.path], environment: ["SSH_ORIGINAL_COMMAND": refused])
            #expect(status != 0, "\(refused)")
            #expect(message.contains("only allows"), "\(refused)")
        }
        let (status, message) = try runShare(
            ["attach", "--runtime-directory", directory.path],
            environment: ["SSH_ORIGINAL_COMMAND": "/usr/local/bin/terrarium-share attach studio"])
        #expect(status == 1)
        #expect(message.contains("no shared session named “studio”"))
        #expect(try ShareCommand.forcedAttachName("terrarium-share attach studio").get() == "studio")
    }

    @Test func aRuntimeDirectoryOthersCanUseIsRefused() async throws {
        let directory = runtimeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            atPath: directory.path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        let host = GroupSession(
            activity: Sketch(), name: "studio", participantName: "Ada", options: .init(runtimeDirectory: directory))
        do {
            try await host.join()
            Issue.record("joined through an unsafe directory")
        } catch let error as GroupSessionError {
            guard case .unsafeRuntimeDirectory = error else { throw error }
        }
    }

    @Test func theHubKeepsNoDescriptorOfTheProcessThatStartedIt() async throws {
        // A pipe without close-on-exec, as another part of an app might hold: if the hub kept
        // its write end, the read end would never see the end of it.
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let directory = runtimeDirectory()
        let options = GroupSessionOptions(
            runtimeDirectory: directory, hubExecutable: URL(fileURLWithPath: try #require(terrariumShare)))
        let host = GroupSession(activity: Sketch(), name: "fds", participantName: "Ada", options: options)
        try await host.join()
        defer {
            host.leave()
            try? FileManager.default.removeItem(at: directory)
        }
        close(ends[1])
        var reader = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&reader, 1, 60_000) == 1)
        var byte: UInt8 = 0
        #expect(read(ends[0], &byte, 1) == 0, "the pipe has no end while the hub holds its write end")
    }
}
