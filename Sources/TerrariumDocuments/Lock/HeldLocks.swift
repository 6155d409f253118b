import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock files this process holds, removed at a normal exit even if no document closes.
///
/// Process-wide because `atexit` takes a plain C function with no context; the set is the only
/// global state of the module. A crash leaves the files behind, and the next opener finds the
/// process gone and takes the lock over.
package final class HeldLocks: Sendable {
    /// The process's registry.
    package static let shared = HeldLocks()

    private let paths = Mutex<[String: String]>([:])
    private let registered = Atomic<Bool>(false)

    /// Records a held lock file and its text.
    package func add(_ path: String, text: String) {
        paths.withLock { $0[path] = text }
        if registered.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged {
            atexit { HeldLocks.shared.releaseAll() }
        }
    }

    /// Forgets a lock file.
    package func remove(_ path: String) {
        _ = paths.withLock { $0.removeValue(forKey: path) }
    }

    /// The lock files held now.
    package var held: [String] { paths.withLock { Array($0.keys) } }

    /// Removes every held lock file still holding this process's text.
    package func releaseAll() {
        let all = paths.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
        for (path, text) in all { Self.removeIfOwned(path, text: text, fileSystem: POSIXFileSystem()) }
    }

    /// Removes the lock file at `path` if it holds `text`, so a lock taken over by another
    /// process is left alone.
    package static func removeIfOwned(_ path: String, text: String, fileSystem: any FileSystem) {
        guard let data = try? fileSystem.readContents(at: path, limit: 4096),
            String(decoding: data, as: UTF8.self) == text
        else { return }
        try? fileSystem.removeItem(at: path)
    }
}
