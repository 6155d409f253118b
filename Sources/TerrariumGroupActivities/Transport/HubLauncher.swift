import Foundation
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a session's hub process for its host and waits until it accepts connections.
enum HubLauncher {
    /// How long a new hub may take to listen.
    ///
    /// Generous: a hub that fails exits and is noticed at once, so the limit only matters on a
    /// machine so loaded that a healthy hub (or this task's wake-ups) are late.
    static let startupTimeout = Duration.seconds(60)

    /// Starts `terrarium-share hub NAME` detached, after removing a stale socket of that name.
    static func start(_ name: String, in directory: RuntimeDirectory, options: GroupSessionOptions) async throws {
        directory.removeSession(name)
        guard let executable = ProcessLauncher.shareExecutable(options.hubExecutable) else {
            throw GroupSessionError.hubUnavailable("the terrarium-share program was not found")
        }
        let grace = max(1, Int(options.reconnectionWindow.components.seconds))
        let pid = try ProcessLauncher.spawnDetached(
            executable,
            arguments: [
                "hub", name, "--grace", String(grace), "--runtime-directory", directory.path, "--max-attachment",
                String(options.maximumAttachmentSize),
            ])
        // The hub outlives nothing of ours, but it is our child: reaping it avoids a zombie.
        let reaper = Thread { _ = try? ChildExit.reap(pid) }
        reaper.start()
        let deadline = ContinuousClock.now + startupTimeout
        while ContinuousClock.now < deadline {
            if directory.isLive(name) { return }
            if kill(pid, 0) != 0 { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw GroupSessionError.hubUnavailable("the hub for “\(name)” did not start")
    }
}
