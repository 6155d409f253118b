import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starting a connected program: finding it, spawning it on descriptors the caller opened, and
/// starting the threads that serve it.
extension ProcessConnection {
    /// What to run, as both kinds of program describe it.
    struct Program {
        /// A name looked up on `PATH` in ``environment`` (else this process's `PATH`), or a path
        /// (one with a `/`; a relative one is taken from ``workingDirectory``).
        var executable: String
        var arguments: [String]
        var environment: [String: String]
        var workingDirectory: String?
    }

    /// The full path of the program, after checking that its working directory exists.
    static func locate(_ program: Program) throws(PseudoTerminalError) -> String {
        let executable = try resolveExecutable(program)
        if let directory = program.workingDirectory { try checkDirectory(directory) }
        return executable
    }

    /// Spawns the program at `executable` (from ``locate(_:)``) in `group` and connects it
    /// through `primary` and `errorOutput` (-1 for none), which this process keeps.
    ///
    /// `descriptors` sets up the child's descriptors 0, 1 and 2, from `childEnds` among others,
    /// which are closed here once the child has them. On failure every descriptor passed is
    /// closed.
    static func spawn(
        _ program: Program, at executable: String, kind: Kind, primary: Int32, errorOutput: Int32 = -1,
        childEnds: [Int32] = [], descriptors: [SpawnConfiguration.Descriptor], group: SpawnConfiguration.Group,
        output: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        termination: @escaping @Sendable (Termination, [UInt8]) -> Void
    ) throws(PseudoTerminalError) -> ProcessConnection {
        let held = [primary, errorOutput].filter { $0 >= 0 }
        defer {
            for fd in childEnds { close(fd) }
        }
        let wake: (read: Int32, write: Int32)
        do {
            wake = try Descriptors.pipe()
        } catch {
            for fd in held { close(fd) }
            throw couldNotStart(program.executable, "no pipe for its input and output", error.code)
        }
        for fd in [wake.read, wake.write] { Descriptors.setNonBlocking(fd) }
        let configuration = SpawnConfiguration(
            executable: executable, arguments: program.arguments, name: program.executable,
            environment: program.environment, workingDirectory: program.workingDirectory, descriptors: descriptors,
            group: group)
        let processID: Int32
        do {
            processID = try configuration.spawn()
        } catch {
            for fd in held + [wake.read, wake.write] { close(fd) }
            throw couldNotStart(program.executable, nil, error.code)
        }
        return ProcessConnection(
            kind: kind, processID: processID, primary: primary, errorOutput: errorOutput,
            wake: [wake.read, wake.write], output: output, termination: termination)
    }

    /// Registers `owner` for `terminateAll` until the end is reported, and starts the threads
    /// named `threadName` and the process id; when they cannot start, ends the program and throws.
    func start(owner: some AnyObject & Sendable, name: String, threadName: String) throws(PseudoTerminalError) {
        SignalBridge.register(owner, servedBy: self)
        try startThreads(name: name, threadName: threadName)
    }

    /// Ends the running programs of type `Owner` that `included` picks, and waits until each is
    /// reaped and its end reported, for at most about `grace` + 1 second.
    static func terminateAll<Owner: AnyObject & Sendable>(
        _ type: Owner.Type, grace: Duration, where included: (Owner) -> Bool
    ) {
        let clock = ContinuousClock()
        let deadline = clock.now + max(grace, .zero) + .seconds(1)
        let running = SignalBridge.registeredProcesses(type).filter { included($0.owner) }.map(\.connection)
        for connection in running { connection.terminate(grace: grace) }
        while clock.now < deadline, running.contains(where: { $0.termination == nil }) {
            _ = poll(nil, 0, 10)
        }
    }

    static func couldNotStart(_ name: String, _ what: String?, _ code: Int32) -> PseudoTerminalError {
        let reason = SystemError.reason(code)
        return PseudoTerminalError(.spawnFailed, "\(name) could not start: \(what.map { "\($0): " } ?? "")\(reason)")
    }

    /// The full path of the program `program` names.
    private static func resolveExecutable(_ program: Program) throws(PseudoTerminalError) -> String {
        let name = program.executable
        guard !name.isEmpty else { throw PseudoTerminalError(.programNotFound, "no program named") }
        var path: String
        if name.contains("/") {
            path = name
            if !path.hasPrefix("/"), let directory = program.workingDirectory { path = directory + "/" + path }
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw PseudoTerminalError(.programNotFound, "\(name): no such program")
            }
            guard info.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0 else {
                throw PseudoTerminalError(.notExecutable, "\(name): not an executable program")
            }
        } else {
            let searchPath = program.environment["PATH"] ?? getenv("PATH").map { String(cString: $0) }
            guard let found = SpawnConfiguration.find(name, path: searchPath) else {
                throw PseudoTerminalError(.programNotFound, "\(name): no such program on PATH")
            }
            path = found
        }
        // A relative path would be taken from the working directory the program starts in.
        if !path.hasPrefix("/"), let current = getcwd(nil, 0) {
            path = String(cString: current) + "/" + path
            free(current)
        }
        return path
    }

    private static func checkDirectory(_ directory: String) throws(PseudoTerminalError) {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw PseudoTerminalError(.workingDirectoryMissing, "\(directory): no such directory")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw PseudoTerminalError(.workingDirectoryMissing, "\(directory): not a directory")
        }
    }
}
