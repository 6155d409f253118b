import Synchronization
public import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program running on a pseudo-terminal of its own, as a pane of tmux runs one: vim, less,
/// top, a shell, anything that expects a terminal.
///
/// The program is the leader of a new session whose controlling terminal is the pseudo-terminal,
/// so job control works in it (a shell's Ctrl+Z, `fg`) and it gets SIGWINCH on ``resize(to:)``
/// and a hang-up when the terminal goes away. It gets nothing else of the app: no descriptor
/// beyond its terminal on 0, 1 and 2, every signal at its default action and none blocked.
///
/// ```swift
/// let process = try PseudoTerminalProcess.start(
///     .init(executable: "top", environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"],
///           size: Size(width: 80, height: 24)),
///     output: { bytes in emulator.feed(bytes) },
///     termination: { ended in print("top ended: \(ended)") })
/// process.write(Array("q".utf8))
/// ```
///
/// Two threads of its own serve it: one waits on the terminal and a wake-up pipe with `poll`,
/// reading output and writing queued input; the other waits for the program to end with
/// `waitpid` on its process id (never `waitpid(-1)`, which would reap other code's children).
/// Holding the object does not keep the program alive, and dropping it does not end it: it runs
/// until it exits or ``terminate(grace:)`` or ``terminateAll(grace:)`` ends it.
///
/// On macOS, whether opening the terminal in the new session makes it the controlling terminal
/// has not been tested; where it does not, the program runs without job control.
public final class PseudoTerminalProcess: Sendable {
    /// What to run and at what size.
    public struct Configuration: Sendable {
        /// A program's name, looked up on `PATH` in ``environment`` (else this process's `PATH`),
        /// or a path to it (one with a `/`; a relative one is taken from ``workingDirectory``).
        public var executable: String
        /// The arguments, not including the program's name, which it gets as `argv[0]`.
        public var arguments: [String]
        /// The complete environment the program gets; set `TERM` to what the emulator understands.
        public var environment: [String: String]
        /// The directory it starts in; nil for this process's.
        public var workingDirectory: String?
        /// The terminal's size in columns and rows, at least 1×1.
        public var size: Size

        /// Describes a program to run.
        public init(
            executable: String, arguments: [String] = [], environment: [String: String],
            workingDirectory: String? = nil, size: Size
        ) {
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
            self.workingDirectory = workingDirectory
            self.size = size
        }
    }

    /// How a program ended.
    ///
    /// When something else in the app reaped the program first (a `waitpid(-1)`, or SIGCHLD set
    /// to be ignored), its status is lost and it is reported as `.exited(-1)`.
    public enum Termination: Hashable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal with this number ended it.
        case signaled(Int32)
    }

    /// The most input bytes queued for the program; more are dropped.
    static let inputLimit = 1 << 20
    /// The most bytes one output chunk holds.
    static let chunkSize = 1 << 16

    /// The program's process id, which is also its process group's and session's.
    public let processID: Int32
    let state: Mutex<State>
    let output: @Sendable (UnsafeRawBufferPointer) -> Void
    let reportTermination: @Sendable (Termination) -> Void
    /// Its slot in the table of process groups a crash handler hangs up, or nil when the table
    /// was full.
    let groupSlot: Int?

    /// What the caller's threads, the I/O thread and the reaping thread share.
    struct State {
        /// The pseudo-terminal's controller end; -1 once closed.
        var controller: Int32
        /// The wake-up pipe's ends; -1 once closed.
        var wakeRead: Int32
        var wakeWrite: Int32
        var size: Size
        /// Input not yet written, from `inputStart` on.
        var input: [UInt8] = []
        var inputStart = 0
        /// Set by ``terminate(grace:)``: the I/O thread closes the controller end.
        var ending = false
        /// When the program's group gets SIGKILL unless it has exited.
        var killDeadline: ContinuousClock.Instant?
        /// The program has exited (it may not be reaped yet): its group must no longer be signalled.
        var exited = false
        /// How it ended, once reaped; not yet reported.
        var reaped: Termination?
        /// How it ended, once reported (after its last output).
        var termination: Termination?

        var hasInput: Bool { inputStart < input.count }

        /// Wakes the I/O thread; a full pipe already will.
        func wake() {
            guard wakeWrite >= 0 else { return }
            var byte: UInt8 = 0
            _ = writeDescriptor(wakeWrite, &byte, 1)
        }

        /// Takes `count` written bytes off the queue.
        mutating func consumeInput(_ count: Int) {
            inputStart = min(input.count, inputStart + count)
            if inputStart == input.count {
                input.removeAll(keepingCapacity: input.count <= PseudoTerminalProcess.chunkSize)
                inputStart = 0
            } else if inputStart >= PseudoTerminalProcess.chunkSize {
                input.removeFirst(inputStart)
                inputStart = 0
            }
        }
    }

    private init(
        processID: Int32, controller: Int32, wake: [Int32], size: Size, groupSlot: Int?,
        output: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        termination: @escaping @Sendable (Termination) -> Void
    ) {
        self.processID = processID
        self.state = Mutex(State(controller: controller, wakeRead: wake[0], wakeWrite: wake[1], size: size))
        self.groupSlot = groupSlot
        self.output = output
        self.reportTermination = termination
    }

    /// Starts the program.
    ///
    /// `output` is called on the process's own I/O thread, serially, with each chunk read from
    /// the terminal (up to 64 KiB, valid only during the call); while it runs nothing more is
    /// read, so a slow consumer slows the program down instead of memory growing.
    /// `termination` is called once on the same thread, after the last output chunk, when the
    /// program has exited and been reaped; a program that leaves processes behind holding the
    /// terminal open (`sleep 60 &`) is reported as soon as it ends, with what was readable then.
    ///
    /// Throws, before anything starts, when the program is not found or not executable, the
    /// working directory is missing, no pseudo-terminal can be opened, or the program cannot start.
    public static func start(
        _ configuration: Configuration,
        output: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        termination: @escaping @Sendable (Termination) -> Void
    ) throws(PseudoTerminalError) -> PseudoTerminalProcess {
        let executable = try resolveExecutable(configuration)
        if let directory = configuration.workingDirectory { try checkDirectory(directory) }
        let size = clamped(configuration.size)
        let (controller, devicePath) = try PseudoTerminalDevice.open(size: size)
        var wake: [Int32] = [-1, -1]
        guard ChildProcess.makePipe(&wake) else {
            let code = errno
            close(controller)
            throw couldNotStart(configuration.executable, "no pipe for its input and output", code)
        }
        for fd in wake { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        let spawned = ChildProcess.spawn(
            executable, argumentVector: [configuration.executable] + configuration.arguments,
            environment: configuration.environment, flags: newSession
        ) { actions in
            // Opened without O_NOCTTY by the leader of a session that has no controlling
            // terminal yet, the device end becomes its controlling terminal.
            posix_spawn_file_actions_addopen(&actions, 0, devicePath, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
            guard let directory = configuration.workingDirectory else { return true }
            return ChildProcess.changeDirectory(to: directory, in: &actions)
        }
        guard case .success(let processID) = spawned else {
            close(controller)
            for fd in wake { close(fd) }
            var code = ENOSYS
            if case .failure(let failure) = spawned { code = failure }
            throw couldNotStart(configuration.executable, nil, code)
        }
        let process = PseudoTerminalProcess(
            processID: processID, controller: controller, wake: wake, size: size,
            groupSlot: SignalBridge.rememberProcessGroup(processID), output: output, termination: termination)
        SignalBridge.register(process)
        try process.startThreads(name: configuration.executable)
        return process
    }

    /// How the program ended; nil until it has ended and its last output has been delivered.
    public var termination: Termination? {
        state.withLock { $0.termination }
    }

    /// The descriptors it holds open, for tests that check that nothing leaks.
    ///
    /// The terminal's controller end and the wake-up pipe's two ends; none once it has ended.
    package var openDescriptors: [Int32] {
        state.withLock { [$0.controller, $0.wakeRead, $0.wakeWrite].filter { $0 >= 0 } }
    }

    /// Queues bytes for the program's input, without ever blocking the caller.
    ///
    /// The I/O thread writes them as the terminal takes them. A write is taken whole or not at
    /// all, so a paste or an escape sequence is never cut: whole when nothing waits, and
    /// otherwise only while at most 1 MiB waits (a program that reads nothing cannot make the
    /// app grow). Ignored once the program has ended or ``terminate(grace:)`` was called.
    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        state.withLock { state in
            guard state.controller >= 0, !state.ending, state.reaped == nil else { return }
            let waiting = state.input.count - state.inputStart
            guard waiting == 0 || waiting + bytes.count <= Self.inputLimit else { return }
            let wasEmpty = !state.hasInput
            state.input += bytes
            if wasEmpty { state.wake() }
        }
    }

    /// Sets the terminal's size (`TIOCSWINSZ`, after which the kernel sends SIGWINCH to the
    /// program's foreground process group); at least 1×1.
    ///
    /// Does nothing when the size is unchanged or the program has ended.
    public func resize(to size: Size) {
        let size = Self.clamped(size)
        state.withLock { state in
            guard state.controller >= 0, !state.ending, state.reaped == nil, state.size != size else { return }
            if PseudoTerminalDevice.setSize(size, of: state.controller) { state.size = size }
        }
    }

    /// Ends the program: closes the terminal's controller end, so the kernel hangs the terminal
    /// up, sends SIGHUP and SIGCONT (a stopped program acts on nothing else) to its process
    /// group, and SIGKILL to the group if it has not exited after `grace`.
    ///
    /// Returns at once; the program is still reaped and `termination` still called. Output the
    /// program writes from now on is not delivered. Calling it again does nothing.
    ///
    /// Processes the program moved to process groups of their own (a shell's background jobs)
    /// get only the hang-up's SIGHUP, which a shell passes on to its jobs.
    public func terminate(grace: Duration = .seconds(1)) {
        let clock = ContinuousClock()
        state.withLock { state in
            guard !state.ending, state.termination == nil else { return }
            state.ending = true
            state.input = []
            state.inputStart = 0
            if !state.exited {
                kill(-processID, SIGHUP)
                kill(-processID, SIGCONT)
                state.killDeadline = clock.now + max(grace, .zero)
            }
            state.wake()
        }
    }

    /// Ends every program still running and waits until each is reaped and its end reported, for
    /// at most about `grace` + 1 second; call it as the app exits.
    ///
    /// Without it, a program outlives the app unless the hang-up its terminal gets when the app's
    /// descriptors close ends it (most do; one that ignores SIGHUP does not). A crash while a
    /// ``TerminalSession`` runs sends SIGHUP and SIGCONT to every program's group from the
    /// signal handler, since the backtracer may take a while before the process dies.
    public static func terminateAll(grace: Duration = .seconds(1)) {
        terminateAll(grace: grace) { _ in true }
    }

    /// Ends the running programs `included` picks, and waits as ``terminateAll(grace:)`` does:
    /// for tests, which share their process with other tests' programs.
    package static func terminateAll(grace: Duration, where included: (PseudoTerminalProcess) -> Bool) {
        let clock = ContinuousClock()
        let deadline = clock.now + max(grace, .zero) + .seconds(1)
        let running = SignalBridge.registeredPseudoTerminals.filter(included)
        for process in running { process.terminate(grace: grace) }
        while clock.now < deadline, running.contains(where: { $0.termination == nil }) {
            _ = poll(nil, 0, 10)
        }
    }

    /// The new-session flag of `posix_spawn`; glibc's (2.26 and later) is not imported, being a
    /// GNU extension.
    private static var newSession: Int32 {
        #if canImport(Glibc)
            0x80
        #else
            Int32(POSIX_SPAWN_SETSID)
        #endif
    }

    private static func clamped(_ size: Size) -> Size {
        Size(width: min(max(size.width, 1), Int(UInt16.max)), height: min(max(size.height, 1), Int(UInt16.max)))
    }

    static func couldNotStart(_ name: String, _ what: String?, _ code: Int32) -> PseudoTerminalError {
        let reason = String(cString: strerror(code))
        return PseudoTerminalError(.spawnFailed, "\(name) could not start: \(what.map { "\($0): " } ?? "")\(reason)")
    }

    /// The full path of the program `configuration` names.
    private static func resolveExecutable(_ configuration: Configuration) throws(PseudoTerminalError) -> String {
        let name = configuration.executable
        guard !name.isEmpty else { throw PseudoTerminalError(.programNotFound, "no program named") }
        var path: String
        if name.contains("/") {
            path = name
            if !path.hasPrefix("/"), let directory = configuration.workingDirectory { path = directory + "/" + path }
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw PseudoTerminalError(.programNotFound, "\(name): no such program")
            }
            guard info.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0 else {
                throw PseudoTerminalError(.notExecutable, "\(name): not an executable program")
            }
        } else {
            let searchPath = configuration.environment["PATH"] ?? getenv("PATH").map { String(cString: $0) }
            guard let found = ChildProcess.find(name, path: searchPath) else {
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
