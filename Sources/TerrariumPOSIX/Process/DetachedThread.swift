#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts threads of their own for work that blocks in the kernel (`poll`, `waitpid`), which
/// must never block the concurrency runtime's threads or a Dispatch queue; this module does not
/// import Foundation, so they are POSIX threads.
enum DetachedThread {
    /// What the new thread runs, passed to it through the C entry point's one pointer.
    private final class Body {
        let name: String
        let run: @Sendable () -> Void

        init(name: String, run: @escaping @Sendable () -> Void) {
            self.name = name
            self.run = run
        }
    }

    /// Runs `body` on a new detached thread called `name` (at most 15 bytes are kept, as `ps -T`
    /// and `top -H` show it); returns 0, or the `errno` that kept it from starting.
    static func start(named name: String, _ body: @escaping @Sendable () -> Void) -> Int32 {
        let context = Unmanaged.passRetained(Body(name: name, run: body)).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        let result = pthread_create(
            &thread, nil,
            { context in
                let body = Unmanaged<Body>.fromOpaque(unwrap(context)).takeRetainedValue()
                nameCurrentThread(body.name)
                body.run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return result
        }
        #if canImport(Glibc)
            pthread_detach(thread)
        #else
            if let thread { pthread_detach(thread) }
        #endif
        return 0
    }
}

/// The context pointer, which glibc passes as an optional and Darwin does not.
private func unwrap(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer { pointer! }

private func nameCurrentThread(_ name: String) {
    let name = String(decoding: name.utf8.prefix(15), as: UTF8.self)
    #if canImport(Glibc)
        // Swift's Glibc module does not import the GNU extension.
        typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(nil, "pthread_setname_np") else { return }
        _ = unsafeBitCast(symbol, to: SetName.self)(pthread_self(), name)
    #else
        _ = pthread_setname_np(name)
    #endif
}
