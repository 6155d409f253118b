#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `call` again for as long as it fails with `EINTR`, and returns its last result.
///
/// For calls that return a negative number and set `errno` on failure (`read`, `write`,
/// `waitpid`, `connect`): a signal handled while they block must not look like a failure.
public func retryingOnInterrupt<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
        let result = call()
        if result >= 0 || errno != EINTR { return result }
    }
}
