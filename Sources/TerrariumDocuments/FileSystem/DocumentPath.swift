/// Path arithmetic on plain strings, as the file-system calls take them.
package enum DocumentPath {
    /// The folder holding `path`: "." for a bare name, "/" for an item at the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    package static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `name` inside `folder`.
    package static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder Terrarium keeps its state in for `environment` (a process environment):
    /// `$XDG_STATE_HOME/terrarium`, or `~/.local/state/terrarium` when that variable is unset or not
    /// an absolute path, as the XDG base directory spec says; nil without an absolute home either.
    package static func terrariumStateFolder(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return join(state, "terrarium") }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return join(home, ".local/state/terrarium")
    }
}
