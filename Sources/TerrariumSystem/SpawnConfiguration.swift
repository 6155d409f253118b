#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program to start with `posix_spawn`, and ``spawn()``, which starts it: the one way the
/// package starts a process.
///
/// The child gets the descriptors ``descriptors`` sets up on 0, 1, 2 (or wherever they say) and
/// nothing else of this process's: not the terminal, not its pipes, not another program's
/// pseudo-terminal, and not a file another thread is writing (which would make that file "busy"
/// for as long as the program runs). Every signal is at its default action in it and none is
/// blocked, whatever this process ignores, catches or blocks, since an ignored signal stays
/// ignored across `exec` and a blocked one stays blocked.
///
/// ```swift
/// let (read, write) = try Descriptors.pipe()
/// var configuration = SpawnConfiguration(executable: "/bin/sh", arguments: ["-c", "echo hi"])
/// configuration.descriptors = [.standard(-1, onto: 0), .duplicate(write, onto: 1), .standard(-1, onto: 2)]
/// let pid = try configuration.spawn()
/// ```
public struct SpawnConfiguration: Sendable {
    /// One of the child's descriptors, set up before the program runs.
    public enum Descriptor: Hashable, Sendable {
        /// This process's descriptor, duplicated onto the child's descriptor of that number.
        case duplicate(Int32, onto: Int32)
        /// A file opened with these `open(2)` flags onto the child's descriptor of that number.
        case open(String, flags: Int32, onto: Int32)

        /// This process's descriptor `fd` onto `target`, or `/dev/null` for -1 (opened to read
        /// for descriptor 0, to write for any other).
        public static func standard(_ fd: Int32, onto target: Int32) -> Descriptor {
            fd >= 0
                ? .duplicate(fd, onto: target)
                : .open("/dev/null", flags: target == 0 ? O_RDONLY : O_WRONLY, onto: target)
        }
    }

    /// The process group the child runs in.
    public enum Group: Hashable, Sendable {
        /// This process's, so that it is part of the same job (as `system(3)` runs a program).
        case inherited
        /// A new one it leads, so the terminal's Ctrl+C and Ctrl+Z reach the app alone.
        case own
        /// A new session it leads, without a controlling terminal until it opens one.
        case newSession
    }

    /// The full path of the program (see ``find(_:path:)``).
    public var executable: String
    /// The arguments, not including the program's name.
    public var arguments: [String]
    /// What the program gets as `argv[0]`; nil for ``executable``.
    public var name: String?
    /// The complete environment it gets; nil passes this process's on.
    public var environment: [String: String]?
    /// The directory it starts in; nil for this process's.
    public var workingDirectory: String?
    /// Its descriptors, set up in this order; any descriptor not named here is closed in it.
    public var descriptors: [Descriptor]
    /// The process group it runs in.
    public var group: Group

    /// Describes a program to start; its standard streams default to `/dev/null`.
    public init(
        executable: String, arguments: [String] = [], name: String? = nil, environment: [String: String]? = nil,
        workingDirectory: String? = nil, descriptors: [Descriptor] = Self.nullStreams, group: Group = .own
    ) {
        self.executable = executable
        self.arguments = arguments
        self.name = name
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.descriptors = descriptors
        self.group = group
    }

    /// Standard input, output and error on `/dev/null`.
    public static let nullStreams: [Descriptor] = (0...2).map { Descriptor.standard(-1, onto: $0) }

    /// Starts the program and returns its process id, without waiting for it.
    ///
    /// Throws the failing call and its `errno`: `posix_spawn`'s (`ENOENT` for a missing program,
    /// `EACCES` for one that is not executable), or a file action's. A program another thread
    /// has open for writing (`ETXTBSY`, while a forked child has not yet exec'd) is tried again
    /// for about a second.
    public func spawn() throws(SystemError) -> Int32 {
        var actions = FileActions()
        defer { actions.destroy() }
        for descriptor in descriptors {
            try actions.add(descriptor)
        }
        if let workingDirectory { try actions.changeDirectory(to: workingDirectory) }
        actions.closeOthers(keeping: descriptors.map(\.target))
        var attributes = Attributes(group: group)
        defer { attributes.destroy() }
        let argv = ([name ?? executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            for pointer in argv + (envp ?? []) { free(pointer) }
        }
        var pid: pid_t = 0
        var result: Int32 = 0
        // Waits of 10, 20, 40 … 640 ms: about a second and a quarter in all, for a child that
        // another thread forked with the file open to exec or end.
        for attempt in 0..<8 {
            if attempt > 0 { _ = poll(nil, 0, Int32(10 << (attempt - 1))) }
            if var envp {
                result = posix_spawn(&pid, executable, &actions.raw, &attributes.raw, argv, &envp)
            } else {
                result = posix_spawn(&pid, executable, &actions.raw, &attributes.raw, argv, environ)
            }
            if result != ETXTBSY { break }
        }
        guard result == 0 else { throw SystemError("posix_spawn", code: result) }
        return pid
    }

    /// The full path of the executable `name` in the directories of `path` (a `PATH` value; an
    /// empty entry is the current directory), or nil when none holds one, or when `name` is
    /// empty or has a slash.
    public static func find(_ name: String, path: String?) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        for directory in (path ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
            guard isExecutableFile(candidate) else { continue }
            return candidate
        }
        return nil
    }

    /// Whether `path` is a regular file this process may execute.
    public static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}

extension SpawnConfiguration.Descriptor {
    /// The child's descriptor it sets up.
    var target: Int32 {
        switch self {
        case .duplicate(_, let target), .open(_, _, let target): target
        }
    }
}
