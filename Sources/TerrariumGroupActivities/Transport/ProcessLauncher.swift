package import Foundation
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts the programs a session needs: the hub, detached in a session of its own, and a bridge
/// command such as `ssh` with pipes for its standard input and output.
package enum ProcessLauncher {
    /// The `terrarium-share` program: `explicit`, else `$TERRARIUM_SHARE`, else the one beside
    /// the running executable, else the first on `PATH`.
    package static func shareExecutable(
        _ explicit: URL?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        if let explicit { return explicit.path }
        if let custom = environment["TERRARIUM_SHARE"], !custom.isEmpty { return custom }
        let own =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        let beside = (own as NSString).deletingLastPathComponent + "/terrarium-share"
        if access(beside, X_OK) == 0 { return beside }
        return find("terrarium-share", path: environment["PATH"])
    }

    /// `name` when it is a path (has a slash) to an executable, else its full path in the
    /// directories of `path`.
    package static func find(_ name: String, path: String?) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        return SpawnConfiguration.find(name, path: path)
    }

    /// Starts `executable` with `arguments` in a new session, detached from the terminal, with
    /// its standard streams on `/dev/null`, and does not wait for it.
    package static func spawnDetached(_ executable: String, arguments: [String]) throws(GroupSessionError) -> pid_t {
        try spawn(SpawnConfiguration(executable: executable, arguments: arguments, group: .newSession))
    }

    /// Starts `command` with pipes for its standard input and output.
    ///
    /// - Returns: The descriptor to read its output, the one to write its input, and its pid.
    package static func spawnBridge(_ command: [String]) throws(GroupSessionError) -> (
        readFD: Int32, writeFD: Int32, pid: pid_t
    ) {
        guard let first = command.first, let executable = find(first, path: ProcessInfo.processInfo.environment["PATH"])
        else { throw .hubUnavailable("\(command.first ?? "the command") was not found") }
        // A bridge that exits makes writes to its pipe fail; without this they would raise SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let toChild: (read: Int32, write: Int32)
        let fromChild: (read: Int32, write: Int32)
        do {
            toChild = try Descriptors.pipe()
        } catch {
            throw .hubUnavailable("no pipe (\(error.reason))")
        }
        do {
            fromChild = try Descriptors.pipe()
        } catch {
            close(toChild.read)
            close(toChild.write)
            throw .hubUnavailable("no pipe (\(error.reason))")
        }
        defer {
            close(toChild.read)
            close(fromChild.write)
        }
        Descriptors.prepare(toChild.write)
        Descriptors.prepare(fromChild.read)
        do {
            // The bridge's complaints (ssh's "Permission denied") stay off the app's screen, and
            // its own process group keeps the terminal's Ctrl+C and Ctrl+Z for the app.
            let pid = try spawn(
                SpawnConfiguration(
                    executable: executable, arguments: Array(command.dropFirst()),
                    descriptors: [
                        .duplicate(toChild.read, onto: 0), .duplicate(fromChild.write, onto: 1),
                        .standard(-1, onto: 2),
                    ], group: .own))
            return (fromChild.read, toChild.write, pid)
        } catch {
            close(toChild.write)
            close(fromChild.read)
            throw error
        }
    }

    /// Starts `configuration`'s program, which gets nothing else of ours: a hub that outlives us
    /// holding the write end of some pipe would keep that pipe's reader waiting for an end that
    /// never comes.
    private static func spawn(_ configuration: SpawnConfiguration) throws(GroupSessionError) -> pid_t {
        do {
            return try configuration.spawn()
        } catch {
            throw .hubUnavailable("\(configuration.executable) could not start (\(error.reason))")
        }
    }
}
