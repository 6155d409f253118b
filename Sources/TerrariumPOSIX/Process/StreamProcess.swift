import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program whose standard input and output are connected to this process, for a protocol
/// spoken over them: a widget running in a process of its own, say.
///
/// Its standard input and output are one end of a socket pair whose other end this process
/// reads and writes; its standard error goes to a pipe of which the newest 4 KiB are kept, to
/// explain a crash. It gets nothing else of the app: no other descriptor, every signal at its
/// default action and none blocked, and a process group of its own, so the terminal's Ctrl+C
/// and Ctrl+Z do not reach it.
///
/// ```swift
/// let widget = try StreamProcess.start(
///     .init(executable: "python3", arguments: ["clock.py"], environment: ["PATH": "/usr/bin:/bin"]),
///     output: { bytes in decoder.feed(bytes) },
///     termination: { ended, errorOutput in
///         print("clock ended: \(ended): \(String(decoding: errorOutput, as: UTF8.self))")
///     })
/// widget.write(frame)
/// ```
///
/// Two threads of its own serve it, as they serve a ``PseudoTerminalProcess``: one waits on the
/// socket, the standard error pipe and a wake-up pipe with `poll` (without a timeout while
/// nothing is due, so an idle program costs nothing), the other waits for the program to end
/// with `waitpid` on its process id. Writing to a program that stopped reading never raises
/// SIGPIPE here. Holding the object does not keep the program alive, and dropping it does not
/// end it: it runs until it exits, ``terminate(grace:)``, ``kill()`` or ``terminateAll(grace:)``
/// ends it, or this process ends, which ends its input (and, on a crash while a
/// ``TerminalSession`` runs, sends its group SIGHUP). However the program ends, its process
/// group gets SIGKILL as it does, so no process it started outlives it unless it left the group
/// (`setsid`, `setpgid`).
public final class StreamProcess: Sendable {
    /// How a program ended.
    public typealias Termination = PseudoTerminalProcess.Termination

    /// What to run.
    public struct Configuration: Sendable {
        /// A program's name, looked up on `PATH` in ``environment`` (else this process's `PATH`),
        /// or a path to it (one with a `/`; a relative one is taken from ``workingDirectory``).
        public var executable: String
        /// The arguments, not including the program's name, which it gets as `argv[0]`.
        public var arguments: [String]
        /// The complete environment the program gets.
        public var environment: [String: String]
        /// The directory it starts in; nil for this process's.
        public var workingDirectory: String?

        /// Describes a program to run.
        public init(
            executable: String, arguments: [String] = [], environment: [String: String],
            workingDirectory: String? = nil
        ) {
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
            self.workingDirectory = workingDirectory
        }
    }

    /// The program's process id, which is also its process group's.
    public let processID: Int32
    /// What serves it: the socket, the standard error pipe, the queue of input and the threads.
    let connection: ProcessConnection

    private init(connection: ProcessConnection) {
        self.processID = connection.processID
        self.connection = connection
    }

    /// Starts the program.
    ///
    /// `output` is called on the process's own I/O thread, serially, with each chunk read from
    /// its standard output, in order (up to 64 KiB, valid only during the call); while it runs
    /// nothing more is read, so a slow consumer slows the program down instead of memory growing.
    /// `termination` is called once, on that thread, after the program has exited and been
    /// reaped and all of its standard output was delivered, with the tail of its standard error
    /// (at most 4 KiB, the newest bytes). Output of processes it leaves behind is delivered only
    /// as far as it was readable then.
    ///
    /// Throws, before anything starts, when the program is not found or not executable, the
    /// working directory is missing, or the program cannot start.
    public static func start(
        _ configuration: Configuration,
        output: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        termination: @escaping @Sendable (Termination, _ errorOutput: [UInt8]) -> Void
    ) throws(PseudoTerminalError) -> StreamProcess {
        let program = ProcessConnection.Program(
            executable: configuration.executable, arguments: configuration.arguments,
            environment: configuration.environment, workingDirectory: configuration.workingDirectory)
        let executable = try ProcessConnection.locate(program)
        let socket: (Int32, Int32)
        do {
            socket = try Descriptors.socketPair()
        } catch {
            throw ProcessConnection.couldNotStart(
                configuration.executable, "no socket for its input and output", error.code)
        }
        let errorPipe: (read: Int32, write: Int32)
        do {
            errorPipe = try Descriptors.pipe()
        } catch {
            for fd in [socket.0, socket.1] { close(fd) }
            throw ProcessConnection.couldNotStart(
                configuration.executable, "no pipe for its standard error", error.code)
        }
        // Only this process's ends: the program's must block, as programs expect.
        for fd in [socket.0, errorPipe.read] { Descriptors.setNonBlocking(fd) }
        let connection = try ProcessConnection.spawn(
            program, at: executable, kind: .stream, primary: socket.0, errorOutput: errorPipe.read,
            childEnds: [socket.1, errorPipe.write],
            descriptors: [
                .duplicate(socket.1, onto: 0), .duplicate(socket.1, onto: 1), .duplicate(errorPipe.write, onto: 2),
            ],
            group: .own, output: output, termination: termination)
        let process = StreamProcess(connection: connection)
        try connection.start(owner: process, name: configuration.executable, threadName: "std")
        return process
    }

    /// The descriptors it holds open, for tests that check that nothing leaks.
    ///
    /// Its end of the socket, the standard error pipe's read end (until the program closes the
    /// other) and the wake-up pipe's two ends; none once it has ended.
    package var openDescriptors: [Int32] {
        connection.openDescriptors
    }

    /// Queues bytes for the program's standard input, without ever blocking the caller; false
    /// when nothing was queued.
    ///
    /// The I/O thread writes them as the program reads. A write is taken whole or not at all, so
    /// a message is never cut: whole when nothing waits, and otherwise only while at most 1 MiB
    /// waits (a program that reads nothing cannot make the app grow). Refused once the program
    /// has ended or stopped reading, or after ``closeInput()`` or ``terminate(grace:)``.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        connection.enqueue(bytes)
    }

    /// The newest bytes the program wrote to its standard error so far, at most 4 KiB: what it
    /// said before it hung, say.
    ///
    /// Standard error is read at most 256 KiB a second; a program writing more waits on its full
    /// pipe, so a flood of diagnostics never busies this process.
    public var errorOutputTail: [UInt8] {
        connection.errorOutputTail
    }

    /// How many bytes of standard error were read so far, for tests of the rate limit.
    package var errorOutputCount: Int {
        connection.errorOutputCount
    }

    /// Bytes queued and not yet written.
    public var pendingInputCount: Int {
        connection.pendingInputCount
    }

    /// Closes the program's standard input once the queued input is written, so that it reads
    /// the end of its input and a well-behaved program exits.
    ///
    /// Its standard output stays open; later writes are refused.
    public func closeInput() {
        connection.closeInput()
    }

    /// Ends the program: SIGTERM (and SIGCONT, as a stopped program acts on nothing else) to its
    /// process group, then SIGKILL to the group if it has not exited after `grace`.
    ///
    /// Returns at once; drops the queued input, and still delivers the output and reports the
    /// end. Calling it again, or after the program exited, does nothing.
    public func terminate(grace: Duration = .seconds(1)) {
        connection.terminate(grace: grace)
    }

    /// Sends SIGKILL to the program's process group now, unless it has already exited.
    public func kill() {
        connection.killGroup()
    }

    /// Ends every program still running and waits until each is reaped and its end reported, for
    /// at most about `grace` + 1 second; call it as the app exits.
    ///
    /// Without it, a program outlives the app unless the end of its input, which it reads when
    /// the app's descriptors close, ends it.
    public static func terminateAll(grace: Duration = .seconds(1)) {
        terminateAll(grace: grace) { _ in true }
    }

    /// Ends the running programs `included` picks, and waits as ``terminateAll(grace:)`` does:
    /// for tests, which share their process with other tests' programs.
    package static func terminateAll(grace: Duration, where included: (StreamProcess) -> Bool) {
        ProcessConnection.terminateAll(Self.self, grace: grace, where: included)
    }
}
