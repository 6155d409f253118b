/// A program that reads and writes the system clipboard where the app runs: `wl-copy` and
/// `wl-paste` under Wayland, `xclip` or `xsel` under X11, `pbcopy` and `pbpaste` on macOS.
package struct ClipboardTool: Hashable, Sendable {
    /// The name of the program that writes, which results name as their route.
    package var name: String
    /// The full path of the program that writes, and its arguments.
    package var copy: [String]
    /// The full path of the program that reads, and its arguments; nil when there is none.
    package var paste: [String]?
    /// The arguments that name a MIME type for a write, when the tool takes one.
    package var mimeTypeArguments: (@Sendable (String) -> [String])?

    /// The tool the environment offers, found on its `PATH`: Wayland first (`WAYLAND_DISPLAY`),
    /// then X11 (`DISPLAY`), then macOS; nil when there is none.
    package static func detect(
        environment: [String: String], isMacOS: Bool = Self.isMacOS,
        find: (_ name: String, _ path: String?) -> String?
    ) -> ClipboardTool? {
        let path = environment["PATH"]
        func tool(_ name: String, _ arguments: [String], paste: String?, _ pasteArguments: [String]) -> ClipboardTool? {
            guard let copy = find(name, path) else { return nil }
            let pastePath = paste.flatMap { find($0, path) }
            return ClipboardTool(name: name, copy: [copy] + arguments, paste: pastePath.map { [$0] + pasteArguments })
        }
        if environment["WAYLAND_DISPLAY"]?.isEmpty == false,
            var wayland = tool("wl-copy", [], paste: "wl-paste", ["--no-newline"])
        {
            wayland.mimeTypeArguments = { ["--type", $0] }
            return wayland
        }
        if environment["DISPLAY"]?.isEmpty == false {
            if var xclip = tool(
                "xclip", ["-selection", "clipboard", "-in"], paste: "xclip", ["-selection", "clipboard", "-out"])
            {
                xclip.mimeTypeArguments = { ["-target", $0] }
                return xclip
            }
            if let xsel = tool("xsel", ["--clipboard", "--input"], paste: "xsel", ["--clipboard", "--output"]) {
                return xsel
            }
        }
        if isMacOS, let mac = tool("pbcopy", [], paste: "pbpaste", []) { return mac }
        return nil
    }

    /// Whether this build runs on macOS, where `pbcopy` needs no display variable.
    package static var isMacOS: Bool {
        #if os(macOS)
            true
        #else
            false
        #endif
    }

    package static func == (lhs: ClipboardTool, rhs: ClipboardTool) -> Bool {
        lhs.name == rhs.name && lhs.copy == rhs.copy && lhs.paste == rhs.paste
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(copy)
        hasher.combine(paste)
    }
}

/// Runs clipboard tools: how the clipboard finds and starts programs, injectable so tests can
/// run fakes and hosts without tools can leave it out.
package struct ClipboardToolRunner: Sendable {
    /// One run of a tool.
    package struct Invocation: Sendable {
        /// The full path of the program, then its arguments.
        package var command: [String]
        /// Bytes for its standard input; nil for none.
        package var input: [UInt8]?
        /// Whether its standard output is wanted (a read).
        package var capturesOutput: Bool
        /// How long it may take before it is killed.
        package var timeout: Duration
    }

    /// How a run ended.
    package struct Outcome: Sendable {
        /// Whether the program exited with status 0.
        package var succeeded: Bool
        /// Its standard output, when captured.
        package var output: [UInt8]
        /// Why it failed, as a phrase; nil when it succeeded.
        package var failure: String?

        /// Creates an outcome.
        package init(succeeded: Bool, output: [UInt8] = [], failure: String? = nil) {
            self.succeeded = succeeded
            self.output = output
            self.failure = failure
        }
    }

    /// Finds a program by name in a `PATH` value.
    package var find: @Sendable (_ name: String, _ path: String?) -> String?
    /// Runs a program to its end, off the main actor.
    package var run: @Sendable (Invocation) async -> Outcome

    /// Creates a runner from its two functions.
    package init(
        find: @escaping @Sendable (_ name: String, _ path: String?) -> String?,
        run: @escaping @Sendable (Invocation) async -> Outcome
    ) {
        self.find = find
        self.run = run
    }
}
