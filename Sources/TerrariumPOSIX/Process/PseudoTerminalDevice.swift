import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens pseudo-terminals and sets their size: the C library's calls, which Swift's Glibc module
/// does not import (they sit behind feature macros it does not define), so on Linux they are
/// looked up by name.
enum PseudoTerminalDevice {
    /// A new pseudo-terminal's controller end (the "master": non-blocking, close-on-exec) and the
    /// path of its device end, set to `size`.
    static func open(size: Size) throws(PseudoTerminalError) -> (controller: Int32, devicePath: String) {
        let controller = openController()
        guard controller >= 0 else { throw failure("no pseudo-terminal could be opened", errno) }
        guard grant(controller) == 0, unlock(controller) == 0, let path = devicePath(of: controller) else {
            let code = errno
            close(controller)
            throw failure("the pseudo-terminal could not be set up", code)
        }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        guard setSize(size, of: controller) else {
            let code = errno
            close(controller)
            throw failure("the pseudo-terminal's size could not be set", code)
        }
        return (controller, path)
    }

    /// Sets the window size of the terminal whose controller end is `controller`; the kernel then
    /// sends SIGWINCH to its foreground process group.
    static func setSize(_ size: Size, of controller: Int32) -> Bool {
        var window = winsize(
            ws_row: UInt16(clamping: size.height), ws_col: UInt16(clamping: size.width), ws_xpixel: 0, ws_ypixel: 0)
        return ioctl(controller, UInt(TIOCSWINSZ), &window) == 0
    }

    private static func failure(_ what: String, _ code: Int32) -> PseudoTerminalError {
        PseudoTerminalError(.noPseudoTerminal, "\(what): \(String(cString: strerror(code)))")
    }

    #if canImport(Glibc)
        private typealias DescriptorCall = @convention(c) (Int32) -> Int32
        private typealias NameCall = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

        private static func openController() -> Int32 {
            guard let symbol = dlsym(nil, "posix_openpt") else {
                errno = ENOSYS
                return -1
            }
            return unsafeBitCast(symbol, to: DescriptorCall.self)(O_RDWR | O_NOCTTY | O_CLOEXEC)
        }

        private static func grant(_ controller: Int32) -> Int32 { call("grantpt", controller) }

        private static func unlock(_ controller: Int32) -> Int32 { call("unlockpt", controller) }

        private static func call(_ name: String, _ controller: Int32) -> Int32 {
            guard let symbol = dlsym(nil, name) else {
                errno = ENOSYS
                return -1
            }
            return unsafeBitCast(symbol, to: DescriptorCall.self)(controller)
        }

        /// `ptsname_r`, because `ptsname` returns a buffer another thread's call may overwrite.
        private static func devicePath(of controller: Int32) -> String? {
            guard let symbol = dlsym(nil, "ptsname_r") else {
                errno = ENOSYS
                return nil
            }
            var name = [CChar](repeating: 0, count: 128)
            let result = unsafeBitCast(symbol, to: NameCall.self)(controller, &name, name.count)
            guard result == 0 else {
                errno = result
                return nil
            }
            return name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
    #else
        private static func openController() -> Int32 {
            // Darwin's posix_openpt takes only O_RDWR and O_NOCTTY.
            let controller = posix_openpt(O_RDWR | O_NOCTTY)
            if controller >= 0 { _ = fcntl(controller, F_SETFD, FD_CLOEXEC) }
            return controller
        }

        private static func grant(_ controller: Int32) -> Int32 { grantpt(controller) }

        private static func unlock(_ controller: Int32) -> Int32 { unlockpt(controller) }

        private static func devicePath(of controller: Int32) -> String? {
            var name = [CChar](repeating: 0, count: 128)
            let result = ptsname_r(controller, &name, name.count)
            guard result == 0 else { return nil }
            return name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
    #endif
}
