public import Foundation

/// What `draw-together`'s command line asks for: a session to start, or one to join here or
/// through SSH.
public struct LaunchOptions: Hashable, Sendable {
    /// The session's name: the one started, or the one joined.
    public var sessionName: String
    /// Whether to join a session someone else started rather than start one.
    public var joins: Bool
    /// `USER@HOST` to join through with `ssh`, or `nil` to join on this machine.
    public var via: String?
    /// Whether to join as a viewer, who sees everything and can change nothing.
    public var isViewer: Bool
    /// The name the others see.
    public var participantName: String

    /// Options as given; ``parse(_:environment:)`` makes them from a command line.
    public init(sessionName: String, joins: Bool, via: String?, isViewer: Bool, participantName: String) {
        self.sessionName = sessionName
        self.joins = joins
        self.via = via
        self.isViewer = isViewer
        self.participantName = participantName
    }

    /// The usage text printed for `--help` and after a mistake.
    public static let usage = """
        usage: draw-together [--session NAME] [--name YOU]
               draw-together --join NAME [--via USER@HOST] [--view] [--name YOU]

        Starts a shared canvas, or joins one: on this machine, or on another through ssh.
          --session NAME   the name of the session to start (default: a new one)
          --join NAME      join the session NAME instead of starting one
          --via USER@HOST  join the session on another machine, through ssh
          --view           join as a viewer: see everything, change nothing
          --name YOU       the name the others see (default: $USER)
        """

    /// A mistake on the command line, described for the person who typed it.
    public struct Mistake: Error, Hashable, CustomStringConvertible {
        /// What was wrong.
        public var description: String

        /// A mistake described as `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// The options in `arguments` (without the program's name); `environment` supplies the
    /// default name.
    ///
    /// - Throws: ``Mistake`` for an unknown option, a missing value, or options that contradict.
    public static func parse(
        _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> LaunchOptions {
        var session: String?
        var join: String?
        var via: String?
        var isViewer = false
        var name = environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "someone"
        var remaining = arguments[...]
        func value(for option: String) throws -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw Mistake(description: "\(option) needs a value")
            }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--session": session = try value(for: argument)
            case "--join": join = try value(for: argument)
            case "--via": via = try value(for: argument)
            case "--name": name = try value(for: argument)
            case "--view": isViewer = true
            default: throw Mistake(description: "unknown argument \(argument)")
            }
        }
        if join != nil, session != nil { throw Mistake(description: "--session starts a session; --join joins one") }
        if join == nil, via != nil { throw Mistake(description: "--via needs --join NAME") }
        if join == nil, isViewer { throw Mistake(description: "--view needs --join NAME") }
        return LaunchOptions(
            sessionName: join ?? session ?? generatedName(), joins: join != nil, via: via, isViewer: isViewer,
            participantName: name)
    }

    /// A short name that is easy to read out: a word and four digits.
    private static func generatedName() -> String {
        let words = ["fern", "moss", "ivy", "sage", "thyme", "basil", "palm", "aloe"]
        return "\(words.randomElement() ?? "fern")-\(Int.random(in: 1000...9999))"
    }
}
