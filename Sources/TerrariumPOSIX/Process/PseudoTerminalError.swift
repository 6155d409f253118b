/// Why a program could not be started on a pseudo-terminal (``PseudoTerminalProcess``) or
/// connected through its standard streams (``StreamProcess``).
///
/// Its ``description`` says why in plain words, fit to show where the program would have been:
/// `vimx: no such program on PATH`.
public struct PseudoTerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Reason: Hashable, Sendable {
        /// No program of that name on `PATH`, or nothing at that path.
        case programNotFound
        /// The file is not an executable program.
        case notExecutable
        /// The working directory does not exist or is not a directory.
        case workingDirectoryMissing
        /// No pseudo-terminal could be opened or set up.
        case noPseudoTerminal
        /// The system refused to start the program.
        case spawnFailed
    }

    /// What kind of failure it is.
    public var reason: Reason
    /// Why, in plain words.
    public var description: String

    /// Creates an error of the kind `reason`, described by `description`.
    public init(_ reason: Reason, _ description: String) {
        self.reason = reason
        self.description = description
    }
}
