import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal whose far end plays the terminal: it collects what the program writes and
/// answers the capability query the way a terminal with synchronized update would, and, when
/// told to, as one that speaks kitty's graphics protocol or sixels.
final class PseudoTerminal: @unchecked Sendable {
    /// What the reader thread shares with the test; the thread keeps it alive on its own.
    private final class Shared: @unchecked Sendable {
        let controller: Int32
        let answersQueries: Bool
        var kittyGraphics = false
        var sixel = false
        let lock = NSLock()
        var received: [UInt8] = []

        init(controller: Int32, answersQueries: Bool) {
            self.controller = controller
            self.answersQueries = answersQueries
        }

        func type(_ bytes: [UInt8]) {
            _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        }

        /// Reads until the device end is closed, then closes the controller end itself, so no
        /// descriptor is used after it could have been reused by another test.
        func readLoop() {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(controller, &buffer, buffer.count)
                if count <= 0 {
                    if count < 0 && errno == EINTR { continue }
                    close(controller)
                    return
                }
                lock.lock()
                received += buffer[0..<count]
                let text = String(decoding: received, as: UTF8.self)
                let asked = answersQueries && text.hasSuffix("\u{1B}[c")
                let graphics = kittyGraphics && text.contains("\u{1B}_Gi=31,") ? "\u{1B}_Gi=31;OK\u{1B}\\" : ""
                let attributes = sixel ? "62;4;22" : "62;22"
                lock.unlock()
                if asked {
                    let colours = "\u{1B}]10;rgb:dede/dede/dede\u{1B}\\\u{1B}]11;rgb:1a1a/2b2b/3c3c\u{1B}\\"
                    type(Array("\(graphics)\u{1B}[?2026;2$y\(colours)\u{1B}[?\(attributes)c".utf8))
                }
            }
        }
    }

    /// The program's end: what a ``TerminalSession`` reads and writes.
    let device: Int32
    private let shared: Shared

    init(
        width: Int, height: Int, answersQueries: Bool = true, kittyGraphics: Bool = false, sixel: Bool = false
    ) throws {
        let controller = PTY.openpt(O_RDWR | O_NOCTTY)
        guard controller >= 0, PTY.grantpt(controller) == 0, PTY.unlockpt(controller) == 0,
            let name = PTY.ptsname(controller)
        else { throw PseudoTerminalUnavailable.unavailable }
        device = open(name, O_RDWR | O_NOCTTY)
        guard device >= 0 else {
            close(controller)
            throw PseudoTerminalUnavailable.unavailable
        }
        shared = Shared(controller: controller, answersQueries: answersQueries)
        shared.kittyGraphics = kittyGraphics
        shared.sixel = sixel
        resize(width: width, height: height)
        let shared = self.shared
        Thread { shared.readLoop() }.start()
    }

    deinit {
        close(device)
    }

    /// Sets the window size, as a terminal emulator does when its window changes.
    func resize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(device, UInt(TIOCSWINSZ), &size)
    }

    /// Sends bytes to the program as if typed.
    func type(_ bytes: [UInt8]) { shared.type(bytes) }

    /// Everything the program wrote so far, as text.
    var output: String {
        shared.lock.lock()
        defer { shared.lock.unlock() }
        return String(decoding: shared.received, as: UTF8.self)
    }

    /// Waits up to two seconds for the output to contain `text`.
    func waitForOutput(containing text: String) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if output.contains(text) { return true }
            usleep(2_000)
        }
        return false
    }
}

/// The C library's pseudo-terminal calls, which the Glibc module does not export.
private enum PTY {
    typealias IntFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static func symbol<T>(_ name: String, as type: T.Type) -> T {
        guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("no \(name) in the C library") }
        return unsafeBitCast(address, to: type)
    }

    static let openpt = symbol("posix_openpt", as: IntFunction.self)
    static let grantpt = symbol("grantpt", as: IntFunction.self)
    static let unlockpt = symbol("unlockpt", as: IntFunction.self)
    static let ptsname = symbol("ptsname", as: NameFunction.self)
}

enum PseudoTerminalUnavailable: Error {
    case unavailable
}
