#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SpawnConfiguration {
    /// `posix_spawn`'s attributes: the process group, and every signal at its default action
    /// and none blocked.
    struct Attributes {
        #if canImport(Glibc)
            /// The C library's value, as this C library declares it.
            var raw = posix_spawnattr_t()
        #else
            /// The C library's value, as this C library declares it.
            var raw: posix_spawnattr_t?
        #endif

        init(group: Group) {
            posix_spawnattr_init(&raw)
            // An ignored signal stays ignored across `exec`, and a blocked one stays blocked.
            var defaults = sigset_t()
            sigfillset(&defaults)
            sigdelset(&defaults, SIGKILL)
            sigdelset(&defaults, SIGSTOP)
            var noMask = sigset_t()
            sigemptyset(&noMask)
            posix_spawnattr_setsigdefault(&raw, &defaults)
            posix_spawnattr_setsigmask(&raw, &noMask)
            var flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
            #if canImport(Darwin)
                // Darwin closes every descriptor the file actions do not name.
                flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
            #endif
            switch group {
            case .inherited:
                break
            case .own:
                flags |= Int32(POSIX_SPAWN_SETPGROUP)
                posix_spawnattr_setpgroup(&raw, 0)
            case .newSession:
                flags |= Self.newSession
            }
            posix_spawnattr_setflags(&raw, Int16(flags))
        }

        /// Frees what the C library allocated.
        mutating func destroy() {
            posix_spawnattr_destroy(&raw)
        }

        /// The new-session flag; glibc's (2.26 and later) is not imported, being a GNU extension,
        /// and 0x80 is its value in spawn.h.
        private static var newSession: Int32 {
            #if canImport(Glibc)
                0x80
            #else
                Int32(POSIX_SPAWN_SETSID)
            #endif
        }
    }
}
