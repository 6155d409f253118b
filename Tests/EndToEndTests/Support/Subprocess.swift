import Foundation

/// Runs a program to completion with `posix_spawn` and `waitpid`, returning its exit status and,
/// when asked, its standard output.
///
/// Standard input and error go to `/dev/null`, and so does standard output unless captured, so
/// a daemon the program starts (a tmux server) cannot hold the caller's pipes open.
@discardableResult
func runProcess(
    _ arguments: [String], captureOutput: Bool = false, environment: [String: String]? = nil
) throws -> (status: Int32, output: String) {
    var pipeFDs: [Int32] = [-1, -1]
    if captureOutput { guard pipe(&pipeFDs) == 0 else { throw SubprocessError.spawnFailed(errno) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if captureOutput {
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
        posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let environmentStrings = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0)=\($1)") } + [nil]
    defer { for entry in environmentStrings { free(entry) } }

    // The test runner blocks most signals; the programs under test must start as from a shell.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var pid = pid_t()
    let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environmentStrings)
    if captureOutput { close(pipeFDs[1]) }
    guard result == 0 else {
        if captureOutput { close(pipeFDs[0]) }
        throw SubprocessError.spawnFailed(result)
    }
    var output = Data()
    if captureOutput {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeFDs[0], &buffer, buffer.count)
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(pipeFDs[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (exitStatus, String(decoding: output, as: UTF8.self))
}

enum SubprocessError: Error {
    case spawnFailed(Int32)
}
