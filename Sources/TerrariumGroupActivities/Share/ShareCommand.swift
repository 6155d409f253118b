import Foundation
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `terrarium-share` program: `hub`, `attach` and `list`, parsed by hand.
///
/// It lives in the library so tests can run it in-process; the executable only calls ``run(_:environment:)``.
package enum ShareCommand {
    /// The usage text.
    package static let usage = """
        usage: terrarium-share hub NAME [--grace SECONDS] [--runtime-directory DIR] [--max-attachment BYTES]
               terrarium-share attach [NAME] [--runtime-directory DIR]
               terrarium-share list [--runtime-directory DIR]

          hub      run the hub of session NAME (started by the host's app; not usually run by hand)
          attach   connect standard input and output to session NAME's hub: what `ssh HOST
                   terrarium-share attach NAME` runs. Without NAME, the name comes from
                   SSH_ORIGINAL_COMMAND, for an authorized_keys command= or ForceCommand entry,
                   which then allows `terrarium-share attach NAME` and nothing else.
          list     list the sessions running for this user

        """

    /// Runs the program with `arguments` (the first being the program's name) and returns its
    /// exit status.
    package static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        var words = Array(arguments.dropFirst())
        if words.isEmpty || words.contains("--help") || words.contains("-h") {
            print(usage, terminator: "")
            return words.isEmpty ? 2 : 0
        }
        let command = words.removeFirst()
        var positional: [String] = []
        var values: [String: String] = [:]
        let takesValue: Set<String> = ["--grace", "--runtime-directory", "--max-attachment"]
        while !words.isEmpty {
            let word = words.removeFirst()
            if takesValue.contains(word) {
                guard !words.isEmpty else { return fail("\(word) needs a value") }
                values[word] = words.removeFirst()
            } else if word.hasPrefix("-") {
                return fail("unknown option \(word)")
            } else {
                positional.append(word)
            }
        }
        let directory = RuntimeDirectory(
            values["--runtime-directory"].map { URL(fileURLWithPath: $0) }, environment: environment)
        switch command {
        case "hub":
            guard positional.count == 1 else { return fail("hub takes one session name") }
            return hub(positional[0], directory: directory, values: values)
        case "attach":
            guard positional.count <= 1 else { return fail("attach takes one session name") }
            let name: String
            if let given = positional.first {
                name = given
            } else {
                switch forcedAttachName(environment["SSH_ORIGINAL_COMMAND"]) {
                case .success(let forced): name = forced
                case .failure(let refusal): return fail(refusal.message)
                }
            }
            return attach(name, directory: directory)
        case "list":
            do {
                for name in try directory.sessionNames() where directory.isLive(name) { print(name) }
                return 0
            } catch {
                return fail(error.message)
            }
        default:
            return fail("unknown command \(command)")
        }
    }

    /// The session name in an ssh client's requested command, accepted only when it is
    /// `[path/]terrarium-share attach NAME`.
    package static func forcedAttachName(_ original: String?) -> Result<String, ForcedCommandError> {
        guard let original else {
            return .failure(ForcedCommandError("attach needs a session name (or SSH_ORIGINAL_COMMAND from ssh)"))
        }
        let words = original.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count == 3, (words[0] as NSString).lastPathComponent == "terrarium-share", words[1] == "attach",
            SessionName.isValid(words[2])
        else {
            return .failure(
                ForcedCommandError("this key only allows `terrarium-share attach NAME`; refused: \(original)"))
        }
        return .success(words[2])
    }

    /// Why a forced command was refused.
    package struct ForcedCommandError: Error, Equatable {
        package var message: String
        init(_ message: String) { self.message = message }
    }

    private static func hub(_ name: String, directory: RuntimeDirectory, values: [String: String]) -> Int32 {
        guard SessionName.isValid(name) else { return fail(GroupSessionError.invalidSessionName(name).description) }
        guard let grace = Int(values["--grace"] ?? "300"), grace >= 0 else { return fail("--grace takes seconds") }
        guard let limit = Int64(values["--max-attachment"] ?? "100000000"), limit >= 0 else {
            return fail("--max-attachment takes bytes")
        }
        // The hub writes to sockets whose peers vanish.
        signal(SIGPIPE, SIG_IGN)
        do {
            try directory.prepare()
            let hub = try GroupSessionHub(
                .init(
                    name: name, dataDirectory: directory.dataPath(name), socketPath: directory.socketPath(name),
                    grace: .seconds(grace), maximumAttachmentSize: limit))
            // Told to stop, it ends the session as its host would: everyone is told and its
            // socket and attachments are deleted.
            let sources = [(SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT")].map { number, name in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { hub.stop("was stopped (\(name))") }
                source.resume()
                return source
            }
            defer { for source in sources { source.cancel() } }
            try hub.run()
            return 0
        } catch {
            return fail(error.description)
        }
    }

    private static func attach(_ name: String, directory: RuntimeDirectory) -> Int32 {
        guard SessionName.isValid(name) else { return refuseAttach(.invalidSessionName(name)) }
        do {
            try directory.check()
        } catch {
            // A missing directory means no session; one that is not private is worth saying.
            return refuseAttach(access(directory.path, F_OK) == 0 ? error : .sessionNotFound(name))
        }
        guard case .success(let socket) = UnixSocket.connect(to: directory.socketPath(name)) else {
            return refuseAttach(.sessionNotFound(name))
        }
        signal(SIGPIPE, SIG_IGN)
        AttachBridge.run(socket: socket)
        return 0
    }

    /// Tells the client why (as a protocol failure frame, unless standard output is a terminal)
    /// and the person (on standard error).
    private static func refuseAttach(_ error: GroupSessionError) -> Int32 {
        if isatty(1) == 0 {
            let bytes = FrameBody.frame(.failure, FrameFailure(error: error)).encoded()
            bytes.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
        }
        return fail(error.description)
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("terrarium-share: \(message)\n".utf8))
        return 1
    }
}
