import Synchronization
import TerrariumSystem
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

    /// The program's process id, which is also its process group's and session's.
    public let processID: Int32
    /// What serves it: the terminal's controller end, the queue of input and the two threads.
    let connection: ProcessConnection
    /// The terminal's size, which ``resize(to:)`` changes while holding the connection's lock.
    private let size: Mutex<Size>

    private init(connection: ProcessConnection, size: Size) {
        self.processID = connection.processID
        self.connection = connection
        self.size = Mutex(size)
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
        let program = ProcessConnection.Program(
            executable: configuration.executable, arguments: configuration.arguments,
            environment: configuration.environment, workingDirectory: configuration.workingDirectory)
        let executable = try ProcessConnection.locate(program)
        let size = clamped(configuration.size)
        let (controller, devicePath) = try PseudoTerminalDevice.open(size: size)
        // A terminal's program has no standard error of its own to report.
        let reportEnd: @Sendable (Termination, [UInt8]) -> Void = { ended, _ in termination(ended) }
        // Opened without O_NOCTTY by the leader of a session that has no controlling terminal
        // yet, the device end becomes its controlling terminal.
        let connection = try ProcessConnection.spawn(
            program, at: executable, kind: .terminal, primary: controller,
            descriptors: [.open(devicePath, flags: O_RDWR, onto: 0), .duplicate(0, onto: 1), .duplicate(0, onto: 2)],
            group: .newSession, output: output, termination: reportEnd)
        let process = PseudoTerminalProcess(connection: connection, size: size)
        try connection.start(owner: process, name: configuration.executable, threadName: "pty")
        return process
    }

    /// How the program ended; nil until it has ended and its last output has been delivered.
    public var termination: Termination? {
        connection.termination
    }

    /// The descriptors it holds open, for tests that check that nothing leaks.
    ///
    /// The terminal's controller end and the wake-up pipe's two ends; none once it has ended.
    package var openDescriptors: [Int32] {
        connection.openDescriptors
    }

    /// Queues bytes for the program's input, without ever blocking the caller.
    ///
    /// The I/O thread writes them as the terminal takes them. A write is taken whole or not at
    /// all, so a paste or an escape sequence is never cut: whole when nothing waits, and
    /// otherwise only while at most 1 MiB waits (a program that reads nothing cannot make the
    /// app grow). Ignored once the program has ended or ``terminate(grace:)`` was called.
    public func write(_ bytes: [UInt8]) {
        _ = connection.enqueue(bytes)
    }

    /// Sets the terminal's size (`TIOCSWINSZ`, after which the kernel sends SIGWINCH to the
    /// program's foreground process group); at least 1×1.
    ///
    /// Does nothing when the size is unchanged or the program has ended.
    public func resize(to size: Size) {
        let size = Self.clamped(size)
        _ = connection.withRunningDescriptor { controller in
            self.size.withLock { current in
                guard current != size, PseudoTerminalDevice.setSize(size, of: controller) else { return }
                current = size
            }
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
        connection.terminate(grace: grace)
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
        ProcessConnection.terminateAll(Self.self, grace: grace, where: included)
    }

    private static func clamped(_ size: Size) -> Size {
        Size(width: min(max(size.width, 1), Int(UInt16.max)), height: min(max(size.height, 1), Int(UInt16.max)))
    }
}
