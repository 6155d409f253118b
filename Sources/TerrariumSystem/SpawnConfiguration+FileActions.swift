#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SpawnConfiguration {
    /// `posix_spawn`'s file actions: the child's descriptors, its working directory, and the
    /// closing of everything else.
    struct FileActions {
        #if canImport(Glibc)
            /// The C library's value, as this C library declares it.
            var raw = posix_spawn_file_actions_t()
        #else
            /// The C library's value, as this C library declares it.
            var raw: posix_spawn_file_actions_t?
        #endif

        init() {
            posix_spawn_file_actions_init(&raw)
        }

        /// Frees what the C library allocated.
        mutating func destroy() {
            posix_spawn_file_actions_destroy(&raw)
        }

        /// Adds the action that sets up `descriptor`.
        mutating func add(_ descriptor: Descriptor) throws(SystemError) {
            switch descriptor {
            case .duplicate(let fd, let target):
                let result = posix_spawn_file_actions_adddup2(&raw, fd, target)
                guard result == 0 else { throw SystemError("posix_spawn_file_actions_adddup2", code: result) }
            case .open(let path, let flags, let target):
                let result = posix_spawn_file_actions_addopen(&raw, target, path, flags, 0)
                guard result == 0 else { throw SystemError("posix_spawn_file_actions_addopen", code: result) }
            }
        }

        /// Adds "change to `directory`"; throws `ENOSYS` where the C library cannot (glibc before
        /// 2.29).
        ///
        /// Swift's Glibc module does not import the GNU extension, so it is looked up by name.
        mutating func changeDirectory(to directory: String) throws(SystemError) {
            let call = "posix_spawn_file_actions_addchdir_np"
            #if canImport(Glibc)
                typealias AddChangeDirectory =
                    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
                guard let symbol = dlsym(nil, call) else { throw SystemError(call, code: ENOSYS) }
                let result = unsafeBitCast(symbol, to: AddChangeDirectory.self)(&raw, directory)
            #else
                let result = posix_spawn_file_actions_addchdir_np(&raw, directory)
            #endif
            guard result == 0 else { throw SystemError(call, code: result) }
        }

        /// Closes in the child every descriptor from 3 on that is not in `kept`, where the C
        /// library can (glibc 2.34 and later; on Darwin, ``Attributes`` does it instead).
        ///
        /// Swift's Glibc module does not import the GNU extension, so it is looked up by name;
        /// without it, the descriptors this process opened close-on-exec are still closed.
        mutating func closeOthers(keeping kept: [Int32]) {
            #if canImport(Glibc)
                let highest = max(kept.max() ?? 2, 2)
                // Below the highest kept one, each of the others is closed alone; closing one that
                // is not open is no failure.
                for fd in 3..<max(highest, 3) where !kept.contains(fd) {
                    posix_spawn_file_actions_addclose(&raw, fd)
                }
                typealias AddCloseFrom =
                    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
                guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
                _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&raw, highest + 1)
            #endif
        }
    }
}
