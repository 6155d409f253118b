#if canImport(Glibc)
    package import Glibc
#elseif canImport(Darwin)
    package import Darwin
#endif

/// Runs a program to its end, bounded in time and in output: bytes go to its standard input,
/// its standard output is collected, its standard error is discarded.
///
/// The clipboard runs tools such as `wl-copy` and `xclip` this way. The call blocks its thread
/// (callers run it on a thread of their own, never the main actor). The child gets a process
/// group of its own, so a tool that stays behind to serve the clipboard (as `wl-copy` and `xclip`
/// do) is not stopped with the app on Ctrl+Z, and the signals the app ignores or catches are
/// back to their defaults in it.
package enum ChildProcess {
    /// How a run ended.
    package struct Outcome: Equatable, Sendable {
        /// The exit status, or nil when the program did not exit on its own: it could not start,
        /// was killed by a signal or ran past the timeout.
        package var exitStatus: Int32?
        /// What it wrote to standard output, up to the limit.
        package var output: [UInt8]
        /// Why there is no exit status, as a sentence; nil when there is one.
        package var failure: String?
        /// Whether the output was longer than the limit (and was cut there).
        package var outputOverflowed = false

        /// Whether the program exited with status 0.
        package var succeeded: Bool { exitStatus == 0 }
    }

    /// The full path of the executable `name` in the directories of `path` (a `PATH` value), or
    /// nil when none holds one.
    package static func find(_ name: String, path: String?) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        for directory in (path ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
            var info = stat()
            guard stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 else {
                continue
            }
            return candidate
        }
        return nil
    }

    /// Runs `executable` (a full path) with `arguments` and waits for it, at most `timeout`.
    ///
    /// - Parameters:
    ///   - input: Written to its standard input, which is then closed; nil gives it `/dev/null`.
    ///   - captureOutput: Whether to collect standard output; when false it goes to `/dev/null`,
    ///     which a tool that leaves a process behind needs, or the output would never end.
    ///   - outputLimit: The most output bytes kept.
    ///   - environment: Its environment; nil passes this process's on.
    package static func run(
        _ executable: String, arguments: [String] = [], input: [UInt8]? = nil, captureOutput: Bool = false,
        outputLimit: Int = 16 << 20, environment: [String: String]? = nil, timeout: Duration
    ) -> Outcome {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var inputPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        defer {
            for fd in inputPipe + outputPipe where fd >= 0 { close(fd) }
        }
        if input != nil, !makePipe(&inputPipe) { return failure("no pipe for its input (errno \(errno))") }
        if captureOutput, !makePipe(&outputPipe) { return failure("no pipe for its output (errno \(errno))") }
        let spawned = spawn(
            executable, arguments: arguments, input: inputPipe[0], output: outputPipe[1], environment: environment)
        guard case .success(let pid) = spawned else {
            if case .failure(let code) = spawned { return failure("\(executable) could not start (errno \(code))") }
            return failure("\(executable) could not start")
        }
        // The child's ends belong to it now.
        if inputPipe[0] >= 0 {
            close(inputPipe[0])
            inputPipe[0] = -1
        }
        if outputPipe[1] >= 0 {
            close(outputPipe[1])
            outputPipe[1] = -1
        }
        var outcome = Outcome(exitStatus: nil, output: [])
        let restoreSignals = suppressBrokenPipe(writingTo: inputPipe[1])
        defer { restoreSignals() }
        let finished = exchange(
            input: input ?? [], inputFD: &inputPipe[1], outputFD: &outputPipe[0], limit: outputLimit,
            outcome: &outcome, deadline: deadline, clock: clock)
        if finished, let status = waitForExit(pid, deadline: deadline, clock: clock) {
            if status & 0x7F == 0 {
                outcome.exitStatus = (status >> 8) & 0xFF
            } else {
                outcome.failure = "\(executable) was ended by signal \(status & 0x7F)"
            }
            return outcome
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        outcome.failure = "\(executable) did not finish in time"
        return outcome
    }

    /// A started child's process id, or the `errno` that kept it from starting.
    package enum Spawned {
        /// It started.
        case success(pid_t)
        /// It could not start, for this `errno`.
        case failure(Int32)
    }

    /// Starts `executable` with `input` and `output` as its standard input and output (`/dev/null`
    /// for -1) and `errorOutput` as its standard error (`/dev/null` for -1), nothing else of
    /// this process's descriptors, and the signals this process ignores or catches at their
    /// defaults; in a process group of its own unless `sharesGroup`.
    package static func spawn(
        _ executable: String, arguments: [String], input: Int32, output: Int32, errorOutput: Int32 = -1,
        sharesGroup: Bool = false, environment: [String: String]?
    ) -> Spawned {
        let group: Int32 = sharesGroup ? 0 : Int32(POSIX_SPAWN_SETPGROUP)
        return spawn(executable, argumentVector: [executable] + arguments, environment: environment, flags: group) {
            actions in
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
            if errorOutput >= 0 {
                posix_spawn_file_actions_adddup2(&actions, errorOutput, 2)
            } else {
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
            return true
        }
    }

    #if canImport(Glibc)
        /// The file actions `posix_spawn` takes, as this C library declares them.
        typealias FileActions = posix_spawn_file_actions_t
    #else
        /// The file actions `posix_spawn` takes, as this C library declares them.
        typealias FileActions = posix_spawn_file_actions_t?
    #endif

    /// Starts `executable` with `argumentVector` (its name first) and the descriptors 0, 1 and 2
    /// that `arrange` adds to the file actions, nothing else of this process's descriptors, every
    /// signal at its default action and none blocked.
    ///
    /// - Parameters:
    ///   - flags: `posix_spawn` flags to add, such as a new process group or a new session.
    ///   - arrange: Adds the file actions; false when it could not, which fails with `ENOSYS`.
    static func spawn(
        _ executable: String, argumentVector: [String], environment: [String: String]?, flags: Int32,
        arrange: (inout FileActions) -> Bool
    ) -> Spawned {
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
        guard arrange(&actions) else { return .failure(ENOSYS) }
        // A program gets nothing else of the app's: not the terminal, not its pipes, not another
        // program's pseudo-terminal, and not a file another thread is writing (which would make
        // that file "busy" for as long as the program runs).
        #if canImport(Glibc)
            closeDescriptors(from: 3, in: &actions)
        #endif
        // An ignored signal stays ignored across `exec`, and a blocked one stays blocked.
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setpgroup(&attributes, 0)
        #if canImport(Darwin)
            let closeOthers = POSIX_SPAWN_CLOEXEC_DEFAULT
        #else
            let closeOthers: Int32 = 0
        #endif
        posix_spawnattr_setflags(
            &attributes, Int16(flags | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK) | closeOthers))
        let argv = argumentVector.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            for pointer in argv + (envp ?? []) { free(pointer) }
        }
        var pid: pid_t = 0
        var result: Int32 = 0
        // ETXTBSY: another thread of this process forked while a file it wrote was open, so the
        // program is briefly "busy"; it passes as soon as that child execs.
        for attempt in 0..<5 {
            if attempt > 0 { _ = poll(nil, 0, 10) }
            if var envp {
                result = posix_spawn(&pid, executable, &actions, &attributes, argv, &envp)
            } else {
                result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
            }
            if result != ETXTBSY { break }
        }
        return result == 0 ? .success(pid) : .failure(result)
    }

    /// Adds "change to `directory`" to `actions`; false when the C library cannot (glibc before
    /// 2.29).
    ///
    /// Swift's Glibc module does not import the GNU extension, so it is looked up by name.
    static func changeDirectory(to directory: String, in actions: inout FileActions) -> Bool {
        #if canImport(Glibc)
            typealias AddChangeDirectory =
                @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return false }
            return unsafeBitCast(symbol, to: AddChangeDirectory.self)(&actions, directory) == 0
        #else
            return posix_spawn_file_actions_addchdir_np(&actions, directory) == 0
        #endif
    }

    #if canImport(Glibc)
        /// Adds "close every descriptor from `lowest` on" to `actions`, where the C library has
        /// it (glibc 2.34 and later).
        ///
        /// Swift's Glibc module does not import the GNU extension, so it is looked up by name;
        /// without it, the descriptors the app opened with close-on-exec are still closed.
        private static func closeDescriptors(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
            typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
        }
    #endif

    /// Keeps a write to a program that stopped reading from raising SIGPIPE; returns what undoes it.
    ///
    /// The signal would end this process unless it ignores it; the write fails with EPIPE instead.
    static func suppressBrokenPipe(writingTo fd: Int32) -> () -> Void {
        #if canImport(Darwin)
            if fd >= 0 { _ = fcntl(fd, F_SETNOSIGPIPE, 1) }
            return {}
        #else
            // Blocked on this thread, a SIGPIPE from its write stays pending and is taken here
            // before the mask is restored.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
            return {
                var pending = sigset_t()
                sigpending(&pending)
                if sigismember(&pending, SIGPIPE) == 1 {
                    var noWait = timespec()
                    _ = sigtimedwait(&pipeSignal, nil, &noWait)
                }
                pthread_sigmask(SIG_SETMASK, &previous, nil)
            }
        #endif
    }

    /// Writes `input` and reads the output until both are done; false when the deadline passed
    /// first.
    private static func exchange(
        input: [UInt8], inputFD: inout Int32, outputFD: inout Int32, limit: Int, outcome: inout Outcome,
        deadline: ContinuousClock.Instant, clock: ContinuousClock
    ) -> Bool {
        var written = 0
        if inputFD >= 0 { _ = fcntl(inputFD, F_SETFL, fcntl(inputFD, F_GETFL) | O_NONBLOCK) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while inputFD >= 0 || outputFD >= 0 {
            let left = deadline - clock.now
            guard left > .zero else { return false }
            var fds: [pollfd] = []
            if inputFD >= 0 { fds.append(pollfd(fd: inputFD, events: Int16(POLLOUT), revents: 0)) }
            if outputFD >= 0 { fds.append(pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), milliseconds(left))
            if ready < 0 {
                if errno == EINTR { continue }
                return false
            }
            for fd in fds where fd.revents != 0 {
                if fd.fd == inputFD {
                    let count = input.withUnsafeBytes { raw in
                        write(inputFD, raw.baseAddress! + written, min(raw.count - written, 65536))
                    }
                    if count > 0 { written += count }
                    if written >= input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                        // Done, or the program stopped reading: closing tells it the input ended.
                        close(inputFD)
                        inputFD = -1
                    }
                } else {
                    let count = buffer.withUnsafeMutableBytes { read(outputFD, $0.baseAddress, $0.count) }
                    if count > 0 {
                        let room = max(0, limit - outcome.output.count)
                        if count > room { outcome.outputOverflowed = true }
                        outcome.output += buffer[0..<min(count, room)]
                    } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                        close(outputFD)
                        outputFD = -1
                    }
                }
            }
        }
        return true
    }

    /// The raw wait status once the process ends, or nil at the deadline.
    private static func waitForExit(_ pid: pid_t, deadline: ContinuousClock.Instant, clock: ContinuousClock)
        -> Int32?
    {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result < 0 && errno != EINTR { return nil }
            let left = deadline - clock.now
            guard left > .zero else { return nil }
            // No SIGCHLD handler to wake on: look again shortly.
            _ = poll(nil, 0, min(5, milliseconds(left)))
        }
    }

    static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// `duration` rounded up to whole milliseconds, as `poll` takes a timeout.
    package static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        // A caller's "never" (`.seconds(.max)`) must clamp, not overflow.
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return seconds < 0 ? 0 : Int32.max }
        return Int32(
            clamping: whole.addingReportingOverflow((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
                .partialValue)
    }

    private static func failure(_ reason: String) -> Outcome {
        Outcome(exitStatus: nil, output: [], failure: reason)
    }
}
