#if canImport(Testing)
    public import Testing
    import Foundation
    import TerrariumPOSIX

    /// Programs from outside the Swift toolchain that tests drive, such as tmux, sshd or vim.
    ///
    /// A test that needs one says so with ``Testing/Trait/requires(_:sourceLocation:)``: on a
    /// machine without it the test is skipped with a comment naming the program, so `swift test`
    /// passes where only the toolchain is installed. Where the programs are meant to be present, as
    /// in CI, set ``strictVariable`` and a missing one fails the test instead.
    public enum RequiredPrograms {
        /// The environment variable that, set to `1`, turns a skip for a missing program into a
        /// failure.
        public static let strictVariable = "TERRARIUM_REQUIRE_PROGRAMS"

        /// Folders searched after `PATH`: daemons such as `sshd` live in `sbin`, which an ordinary
        /// user's `PATH` often leaves out.
        static let systemFolders = ["/usr/local/sbin", "/usr/sbin", "/sbin"]

        /// Whether a missing program fails a test rather than skipping it.
        public static var isStrict: Bool {
            ProcessInfo.processInfo.environment[strictVariable] == "1"
        }

        /// The path of the executable `program` on `PATH` or in the system folders, or nil.
        ///
        /// A name with a slash is taken as a path and checked as it is.
        public static func path(of program: String) -> String? {
            if program.contains("/") {
                return FileManager.default.isExecutableFile(atPath: program) ? program : nil
            }
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            return ChildProcess.find(program, path: ([path] + systemFolders).joined(separator: ":"))
        }

        /// The programs among `programs` that are not installed, in the order given.
        public static func missing(_ programs: [String]) -> [String] {
            programs.filter { path(of: $0) == nil }
        }

        /// Whether a test missing `missing` runs: it does when nothing is missing, is skipped
        /// otherwise, and fails with ``MissingProgramError`` when `strict`.
        static func shouldRun(missing: [String], strict: Bool) throws -> Bool {
            guard !missing.isEmpty else { return true }
            if strict { throw MissingProgramError(programs: missing) }
            return false
        }

        /// Why a test cannot run: the missing programs, named.
        static func reason(_ missing: [String]) -> String {
            let names = missing.joined(separator: ", ")
            let verb = missing.count == 1 ? "is" : "are"
            return
                "needs \(names), which \(verb) not installed (.ci/run installs \(missing.count == 1 ? "it" : "them"))"
        }
    }

    /// A missing program named by ``Testing/Trait/requires(_:sourceLocation:)`` while
    /// ``RequiredPrograms/strictVariable`` is set.
    public struct MissingProgramError: Error, CustomStringConvertible {
        /// The programs that are not installed.
        public var programs: [String]

        /// Names the programs and the variable that made their absence a failure.
        public var description: String {
            "\(RequiredPrograms.reason(programs)); \(RequiredPrograms.strictVariable)=1 makes this a failure"
        }
    }

    extension Trait where Self == ConditionTrait {
        /// Runs a test or suite only where every program named is installed; elsewhere it is
        /// skipped with a comment naming the missing ones, or fails when
        /// ``RequiredPrograms/strictVariable`` is set.
        ///
        /// ```swift
        /// @Suite(.requires("tmux", "vim")) struct VimInAPaneTests { … }
        /// ```
        public static func requires(
            _ programs: String...,
            sourceLocation: SourceLocation = #_sourceLocation
        ) -> Self {
            let missing = RequiredPrograms.missing(programs)
            let comment = Comment(
                rawValue: missing.isEmpty
                    ? "needs \(programs.joined(separator: ", "))" : RequiredPrograms.reason(missing))
            return .enabled(comment, sourceLocation: sourceLocation) {
                try RequiredPrograms.shouldRun(missing: missing, strict: RequiredPrograms.isStrict)
            }
        }
    }
#endif
