#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A system call that failed: its name and the `errno` it left.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the call that failed, such as `"pipe"` or `"posix_spawn"`.
    public var call: String
    /// The `errno` value it failed with.
    public var code: Int32

    /// Records that `call` failed with `code`.
    public init(_ call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// Records that `call` just failed, with the current `errno`.
    public init(_ call: String) {
        self.init(call, code: errno)
    }

    /// What the C library says `code` means (`strerror`), such as "No such file or directory".
    public var reason: String {
        Self.reason(code)
    }

    /// The call and the reason, such as "pipe: Too many open files".
    public var description: String {
        "\(call): \(reason)"
    }

    /// What the C library says `code` means (`strerror`).
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
