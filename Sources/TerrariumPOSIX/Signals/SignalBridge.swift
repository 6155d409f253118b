import Synchronization
import TerrariumSystem
import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a signal handler needs to restore the terminal, kept where a handler can reach it.
///
/// Signal handlers cannot capture context, so this is the one piece of global state in the
/// terminal layer. Everything in it is written before the handlers are installed and read only
/// with async-signal-safe calls (`write`, `tcsetattr`, `sigaction`, `raise`).
struct SignalState {
    var ttyInput: Int32 = -1
    var ttyOutput: Int32 = -1
    var original = termios()
    var raw = termios()
    var leave: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)
    var enter: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)
    var pipeRead: Int32 = -1
    var pipeWrite: Int32 = -1
    /// 1 while the terminal is in the interactive state.
    var inTerminal: sig_atomic_t = 0
    /// 1 while a session is running and its handlers are installed.
    var active: sig_atomic_t = 0
    /// 1 while another program has the terminal: a resume must not take it back.
    var handedOver: sig_atomic_t = 0
}

/// Behind a pointer rather than in a global variable: handlers can interrupt each other (SIGCONT
/// arrives inside the SIGTSTP handler), and Swift's exclusivity checks on a global would trap there.
nonisolated(unsafe) private let state: UnsafeMutablePointer<SignalState> = {
    let pointer = UnsafeMutablePointer<SignalState>.allocate(capacity: 1)
    pointer.initialize(to: SignalState())
    return pointer
}()
/// The actions the session replaced or ignored, indexed by signal number (a fixed array: handlers read it).
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()
nonisolated(unsafe) private var exitHandlerRegistered = false
/// What SIGINT and SIGQUIT did before a handover ignored them.
nonisolated(unsafe) private var actionsBeforeHandover = (interrupt: sigaction(), quit: sigaction())
nonisolated(unsafe) private var previousAlternateStack = stack_t()
nonisolated(unsafe) private var alternateStack: UnsafeMutableRawPointer?
private let alternateStackSize = 1 << 16

/// 1 while a frame is being written: a termination or suspension signal then waits for the
/// write to finish, so a frame is never cut in half or written onto the shell's screen.
private let writing = Atomic<Int32>(0)
/// A signal that arrived during a write, handled by whichever of the handler and the writer
/// takes it first (lock-free atomics are safe to use in a signal handler).
private let deferredSignal = Atomic<Int32>(0)

/// How many connected programs a crash handler can hang up; later ones get only the kernel's
/// hang-up, or the end of their input, when this process's descriptors close.
private let processGroupSlotCount = 64
/// The process groups of the connected programs (on pseudo-terminals of their own, or on this
/// process's end of their standard streams; 0 marks a free slot), which a crash handler hangs up
/// before this process dies: atomics in a fixed table, because a handler may neither lock nor
/// allocate.
nonisolated(unsafe) private let processGroups: UnsafeMutablePointer<Atomic<Int32>> = {
    let slots = UnsafeMutablePointer<Atomic<Int32>>.allocate(capacity: processGroupSlotCount)
    for index in 0..<processGroupSlotCount { (slots + index).initialize(to: Atomic(0)) }
    return slots
}()
/// The connected programs not yet reported ended, by their connection, for
/// ``PseudoTerminalProcess/terminateAll(grace:)`` and ``StreamProcess/terminateAll(grace:)``; no
/// handler touches it.
private let runningProcesses = Mutex<[ObjectIdentifier: RunningProcess]>([:])

/// A connected program in the registry: the object the app holds, and what serves it.
private struct RunningProcess: Sendable {
    let owner: any AnyObject & Sendable
    let connection: ProcessConnection
}

/// The signals a session handles; crash signals only restore the terminal and pass the signal on.
private let forwardedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]
private let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

/// Connects process signals to a ``TerminalSession``: restores the terminal from inside the
/// handler and reports the signal through a pipe the session polls.
///
/// It also keeps what is global about the connected programs (``PseudoTerminalProcess``,
/// ``StreamProcess``): their process groups, which the crash handler hangs up, and the registry
/// that `terminateAll` ends.
enum SignalBridge {
    /// The signals a running session ignores: SIGPIPE, so a write to a closed pipe fails with
    /// EPIPE; SIGXFSZ, so a write past the file-size limit (`ulimit -f`) fails with EFBIG, which a
    /// save can report, instead of the default action killing the process with the terminal raw.
    ///
    /// An ignored signal stays ignored across `exec`, so every child gets these back at their
    /// defaults (`ChildProcess`).
    static let ignoredSignals: [Int32] = [SIGPIPE, SIGXFSZ]

    /// Raises `signal` with its default action and unblocked, which for a termination signal
    /// ends the process.
    static func raiseWithDefaultAction(_ signal: Int32) {
        var action = signalAction(SIG_DFL)
        sigaction(signal, &action, nil)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        raise(signal)
    }

    /// Installs the handlers; the terminal is entered afterwards with ``enterTerminal()``.
    static func install(input: Int32, output: Int32, original: termios, raw: termios) throws {
        let fds: (read: Int32, write: Int32)
        do {
            fds = try Descriptors.pipe()
        } catch {
            throw TerminalError.systemCall(error.call, error.code)
        }
        for fd in [fds.read, fds.write] { Descriptors.setNonBlocking(fd) }
        state.pointee.ttyInput = input
        state.pointee.ttyOutput = output
        state.pointee.original = original
        state.pointee.raw = raw
        state.pointee.leave = copy(TerminalModes.leave)
        state.pointee.enter = copy(TerminalModes.enter)
        state.pointee.pipeRead = fds.read
        state.pointee.pipeWrite = fds.write
        state.pointee.inTerminal = 0
        state.pointee.active = 1
        // A global is made on first use, which a handler must not be the one to do.
        _ = processGroups
        // A stack overflow leaves no stack for the handler that restores the terminal.
        let stack = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        alternateStack = stack
        var newStack = stack_t(ss_sp: stack, ss_flags: 0, ss_size: alternateStackSize)
        sigaltstack(&newStack, &previousAlternateStack)
        for signo in forwardedSignals {
            setHandler(signo, handler: handleSignal, previous: &previousActions[Int(signo)])
        }
        for signo in crashSignals {
            setHandler(signo, handler: handleSignal, previous: &previousActions[Int(signo)], onAlternateStack: true)
        }
        // A parent may have started us with these signals blocked; a blocked SIGTSTP or SIGHUP
        // would leave the terminal raw or the program unkillable from its terminal.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signo in forwardedSignals + crashSignals { sigaddset(&handled, signo) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        var ignore = signalAction(SIG_IGN)
        for signo in ignoredSignals {
            sigaction(signo, &ignore, &previousActions[Int(signo)])
        }
        if !exitHandlerRegistered {
            exitHandlerRegistered = true
            atexit { leaveTerminal() }
        }
    }

    /// Puts the terminal into the interactive state; false when the terminal refused raw mode.
    static func enterTerminal() -> Bool {
        TerrariumPOSIX.enterTerminal()
        return state.pointee.inTerminal == 1
    }

    /// Runs `write` unless the terminal was restored, holding back termination and suspension
    /// signals until it is done.
    static func withFrameWrite(_ write: () -> Void) {
        writing.store(1, ordering: .sequentiallyConsistent)
        if state.pointee.inTerminal == 1 { write() }
        writing.store(0, ordering: .sequentiallyConsistent)
        let signo = deferredSignal.exchange(0, ordering: .sequentiallyConsistent)
        if signo != 0 { raise(signo) }
    }

    /// Restores the terminal for another program in the foreground, and ignores the keyboard's
    /// SIGINT and SIGQUIT until ``endHandover()``, as `system(3)` does: the program shares this
    /// process group, so Ctrl+C reaches both, and it is the program's to act on.
    static func beginHandover() {
        // Ignored before the terminal leaves raw mode, from which point Ctrl+C makes a SIGINT.
        var ignore = signalAction(SIG_IGN)
        sigaction(SIGINT, &ignore, &actionsBeforeHandover.interrupt)
        sigaction(SIGQUIT, &ignore, &actionsBeforeHandover.quit)
        state.pointee.handedOver = 1
        leaveTerminal()
    }

    /// Takes the terminal back after ``beginHandover()``; false when it refused raw mode.
    static func endHandover() -> Bool {
        state.pointee.handedOver = 0
        TerrariumPOSIX.enterTerminal()
        // Back in raw mode no key makes a signal, so the handlers can come back.
        sigaction(SIGINT, &actionsBeforeHandover.interrupt, nil)
        sigaction(SIGQUIT, &actionsBeforeHandover.quit, nil)
        return state.pointee.inTerminal == 1
    }

    /// Removes the handlers and closes the pipe; the terminal must already be restored.
    static func uninstall() {
        guard state.pointee.active == 1 else { return }
        state.pointee.active = 0
        for signo in forwardedSignals + crashSignals {
            sigaction(signo, &previousActions[Int(signo)], nil)
        }
        for signo in ignoredSignals {
            sigaction(signo, &previousActions[Int(signo)], nil)
        }
        sigaltstack(&previousAlternateStack, nil)
        alternateStack?.deallocate()
        alternateStack = nil
        close(state.pointee.pipeRead)
        close(state.pointee.pipeWrite)
        state.pointee.pipeRead = -1
        state.pointee.pipeWrite = -1
        state.pointee.leave.deallocate()
        state.pointee.enter.deallocate()
        state.pointee.leave = .init(start: nil, count: 0)
        state.pointee.enter = .init(start: nil, count: 0)
    }

    /// Keeps `group` where a crash handler hangs it up; returns its slot, or nil when the table
    /// is full.
    static func rememberProcessGroup(_ group: Int32) -> Int? {
        for slot in 0..<processGroupSlotCount {
            let taken = processGroups[slot].compareExchange(
                expected: 0, desired: group, ordering: .sequentiallyConsistent)
            if taken.exchanged { return slot }
        }
        return nil
    }

    /// Frees `slot` of ``rememberProcessGroup(_:)``, before the group's leader is reaped and its
    /// number can be reused.
    static func forgetProcessGroup(inSlot slot: Int) {
        processGroups[slot].store(0, ordering: .sequentiallyConsistent)
    }

    /// Keeps `owner`, which `connection` serves, for `terminateAll` until ``unregister(_:)``.
    static func register(_ owner: some AnyObject & Sendable, servedBy connection: ProcessConnection) {
        runningProcesses.withLock {
            $0[ObjectIdentifier(connection)] = RunningProcess(owner: owner, connection: connection)
        }
    }

    /// Forgets the program `connection` serves, which has ended.
    static func unregister(_ connection: ProcessConnection) {
        _ = runningProcesses.withLock { $0.removeValue(forKey: ObjectIdentifier(connection)) }
    }

    /// The connected programs of type `Owner` not yet reported ended, with what serves each.
    static func registeredProcesses<Owner>(_ type: Owner.Type) -> [(owner: Owner, connection: ProcessConnection)] {
        runningProcesses.withLock { running in
            running.values.compactMap { entry in (entry.owner as? Owner).map { ($0, entry.connection) } }
        }
    }

    /// The read end of the pipe that carries signal numbers to the session.
    static var pipeReadDescriptor: Int32 { state.pointee.pipeRead }

    /// Restores the terminal unless it already is; safe to call more than once.
    static func restoreTerminal() { leaveTerminal() }

    /// Whether the terminal is currently in the interactive state.
    static var isInTerminal: Bool { state.pointee.inTerminal == 1 }

    private static func copy(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
        let bytes = Array(text.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }
}

/// Installs `handler` for `signo`, keeping the handler it replaces in `previous`.
private func setHandler(
    _ signo: Int32, handler: @convention(c) (Int32) -> Void, previous: inout sigaction, onAlternateStack: Bool = false
) {
    var action = signalAction(handler, flags: SA_RESTART | (onAlternateStack ? SA_ONSTACK : 0))
    sigaction(signo, &action, &previous)
}

/// A `sigaction` running `handler` (or `SIG_DFL`, `SIG_IGN`), hiding the C library's
/// platform-specific union.
private func signalAction(_ handler: (@convention(c) (Int32) -> Void)?, flags: Int32 = 0) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
    #else
        action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    return action
}

/// Writes all of `buffer` to `fd` with async-signal-safe calls only.
private func writeAll(_ fd: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
        let written = write(fd, base + offset, buffer.count - offset)
        if written > 0 {
            offset += written
        } else if written < 0 && errno == EINTR {
            continue
        } else {
            return
        }
    }
}

private func leaveTerminal() {
    guard state.pointee.inTerminal == 1 else { return }
    state.pointee.inTerminal = 0
    writeAll(state.pointee.ttyOutput, state.pointee.leave)
    _ = tcsetattr(state.pointee.ttyInput, TCSAFLUSH, &state.pointee.original)
}

/// Puts the terminal into the interactive state, unless another program has it: a resume after
/// Ctrl+Z in a pager continues the pager, which redraws itself, and the app waits for it.
private func enterTerminal() {
    guard state.pointee.inTerminal == 0, state.pointee.active == 1, state.pointee.handedOver == 0 else { return }
    guard tcsetattr(state.pointee.ttyInput, TCSAFLUSH, &state.pointee.raw) == 0 else { return }
    writeAll(state.pointee.ttyOutput, state.pointee.enter)
    state.pointee.inTerminal = 1
}

private func notify(_ signo: Int32) {
    var byte = UInt8(truncatingIfNeeded: signo)
    _ = write(state.pointee.pipeWrite, &byte, 1)
}

private func handleSignal(_ signo: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    if signo == SIGINT || signo == SIGTERM || signo == SIGHUP || signo == SIGTSTP,
        writing.load(ordering: .sequentiallyConsistent) == 1
    {
        // A frame is being written: the writer handles the signal when it is done, unless it
        // finished in the meantime, in which case whoever takes the signal first handles it.
        deferredSignal.store(signo, ordering: .sequentiallyConsistent)
        guard writing.load(ordering: .sequentiallyConsistent) == 0,
            deferredSignal.exchange(0, ordering: .sequentiallyConsistent) == signo
        else { return }
    }
    switch signo {
    case SIGWINCH:
        notify(signo)
    case SIGTSTP:
        leaveTerminal()
        // Stop for real with the default action, then come back here when continued.
        var ignored = sigaction()
        var defaultAction = signalAction(SIG_DFL)
        sigaction(SIGTSTP, &defaultAction, &ignored)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        raise(SIGTSTP)
        setHandler(SIGTSTP, handler: handleSignal, previous: &ignored)
        enterTerminal()
        notify(SIGCONT)
    case SIGCONT:
        // Also reached after an external SIGSTOP, which gave no chance to restore first.
        enterTerminal()
        notify(SIGCONT)
    case SIGINT, SIGTERM, SIGHUP:
        leaveTerminal()
        notify(signo)
        // A second signal of the same kind ends the program at once.
        sigaction(signo, &previousActions[Int(signo)], nil)
    default:
        // A crash: restore the terminal, hang up the connected programs (the
        // backtracer may take a while before this process dies and the kernel does it), put
        // back the previous handler (the default action or the runtime's backtracer) and
        // return, so the faulting instruction signals again. abort() itself raises SIGABRT
        // again once a handler returns.
        leaveTerminal()
        hangUpProcessGroups()
        sigaction(signo, &previousActions[Int(signo)], nil)
    }
}

/// Sends SIGHUP, and SIGCONT for a stopped one, to every remembered process group.
private func hangUpProcessGroups() {
    for slot in 0..<processGroupSlotCount {
        let group = processGroups[slot].load(ordering: .sequentiallyConsistent)
        guard group > 0 else { continue }
        kill(-group, SIGHUP)
        kill(-group, SIGCONT)
    }
}
