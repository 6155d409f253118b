package import Foundation

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

    /// The full path of `name` in the directories of `path`.
    package static func find(_ name: String, path: String?) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for directory in (path ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Starts `executable` with `arguments` in a new session, detached from the terminal, with
    /// its standard streams on `/dev/null`, and does not wait for it.
    package static func spawnDetached(_ executable: String, arguments: [String]) throws(GroupSessionError) -> pid_t {
        try spawn(executable, arguments: arguments, input: -1, output: -1, newSession: true)
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
        let toChild = try POSIX.pipe()
        let fromChild: (read: Int32, write: Int32)
        do {
            fromChild = try POSIX.pipe()
        } catch {
            close(toChild.read)
            close(toChild.write)
            throw error
        }
        defer {
            close(toChild.read)
            close(fromChild.write)
        }
        POSIX.prepare(toChild.write)
        POSIX.prepare(fromChild.read)
        do {
            let pid = try spawn(
                executable, arguments: Array(command.dropFirst()), input: toChild.read, output: fromChild.write,
                newSession: false)
            return (fromChild.read, toChild.write, pid)
        } catch {
            close(toChild.write)
            close(fromChild.read)
            throw error
        }
    }

    private static func spawn(
        _ executable: String, arguments: [String], input: Int32, output: Int32, newSession: Bool
    ) throws(GroupSessionError) -> pid_t {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        if input >= 0 {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if output >= 0 {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        // The bridge's complaints (ssh's "Permission denied") stay off the app's screen.
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else of ours leaks in: a hub that outlives us holding the write end of some
        // pipe would keep that pipe's reader waiting for an end that never comes.
        #if canImport(Glibc)
            closeFrom3(&actions)
        #endif
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        if newSession {
            #if canImport(Glibc)
                // Glibc's module does not import the GNU flag; 0x80 is its value in spawn.h.
                flags |= 0x80
            #else
                flags |= Int32(POSIX_SPAWN_SETSID)
            #endif
        } else {
            // Its own process group keeps the terminal's Ctrl+C and Ctrl+Z for the app.
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else { throw .hubUnavailable("\(executable) could not start (\(POSIX.errorText(result)))") }
        return pid
    }

    #if canImport(Glibc)
        /// Adds "close every descriptor from 3 on" to `actions` where the C library has it (glibc
        /// 2.34 and later): Swift's Glibc module leaves the GNU extension out, so it is looked up
        /// by name, as `ChildProcess` in TerrariumPOSIX does.
        private static func closeFrom3(_ actions: inout posix_spawn_file_actions_t) {
            typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        }
    #endif
}
