import Foundation

/// What terrarium-panes shows: two programs side by side, or one program filling the terminal.
enum PanesLayout: Equatable {
    /// A shell on the left and a process viewer on the right.
    case split(shell: String, viewer: String)
    /// One program, the whole terminal; the app ends when it does.
    case single(command: String, arguments: [String])

    static let usage = """
        usage: terrarium-panes                       a shell and top (htop when installed) side by side
               terrarium-panes --viewer PROGRAM      a shell and PROGRAM side by side
               terrarium-panes --run PROGRAM [ARG…]  one program filling the terminal

        The shell has the keys at launch. In a pane every key goes to the program, Tab too, and Ctrl+]
        moves on to the next pane or the Quit button; outside the panes Tab enters one and q quits.
        """

    /// The layout `arguments` ask for; nil when they make no sense.
    static func parse(_ arguments: [String], environment: [String: String]) -> PanesLayout? {
        let shell = environment["SHELL"].flatMap { $0.isEmpty ? nil : $0 } ?? "/bin/sh"
        guard let first = arguments.first else {
            return .split(shell: shell, viewer: installed("htop", path: environment["PATH"]) ? "htop" : "top")
        }
        if first == "--viewer" {
            guard arguments.count == 2, !arguments[1].isEmpty else { return nil }
            return .split(shell: shell, viewer: arguments[1])
        }
        guard first == "--run", arguments.count >= 2 else { return nil }
        return .single(command: arguments[1], arguments: Array(arguments.dropFirst(2)))
    }

    /// Whether `program` is on `path`.
    private static func installed(_ program: String, path: String?) -> Bool {
        (path ?? "/usr/bin:/bin").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
        }
    }
}
